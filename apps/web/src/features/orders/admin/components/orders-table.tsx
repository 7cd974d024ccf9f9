import { Link } from 'react-router';
import type { AdminOrderRow } from '@shop/domain';
import { moneyOfCents } from '../lib/order-labels';
import { DateTime } from '../../../admin/components/date-time';
import { StatusBadge } from './status-badge';

const headCls = 'py-2 pr-3 font-semibold';

/**
 * Orders, newest first: number (a link to the order), buyer, status, dealer or retail, when, items and total.
 * Below 768 px the items and the date go, and the buyer's email sits under the number.
 */
export function OrdersTable({ orders }: { orders: AdminOrderRow[] }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Orders, newest first</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className={headCls}>
              Order
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Buyer
            </th>
            <th scope="col" className={headCls}>
              Status
            </th>
            <th scope="col" className={`${headCls} hidden md:table-cell`}>
              Placed
            </th>
            <th scope="col" className={`${headCls} hidden text-right md:table-cell`}>
              Items
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.order_number} className="border-b border-neutral-100 align-top last:border-0">
              <td className="py-2 pr-3">
                <Link
                  to={`/admin/orders/${o.order_number}`}
                  className="font-semibold text-red-700 hover:underline"
                >
                  {o.order_number}
                </Link>
                <div className="break-all text-xs text-neutral-600 md:hidden">{o.email}</div>
              </td>
              <td className="hidden py-2 pr-3 md:table-cell">
                <div>{o.name}</div>
                <div className="break-all text-xs text-neutral-600">{o.email}</div>
              </td>
              <td className="py-2 pr-3">
                <div className="flex flex-wrap gap-1">
                  <StatusBadge stage={o.stage} />
                  {o.is_dealer && (
                    <span className="inline-block rounded-full bg-neutral-100 px-2 py-0.5 text-xs font-bold text-neutral-800">
                      Dealer
                    </span>
                  )}
                </div>
              </td>
              <td className="hidden py-2 pr-3 md:table-cell">
                <DateTime value={o.created_at} />
              </td>
              <td className="hidden py-2 pr-3 text-right md:table-cell">{o.item_count}</td>
              <td className="py-2 text-right tabular-nums">
                {moneyOfCents(o.total_cents)}
                {o.refunded_cents > 0 && (
                  <div className="text-xs text-neutral-600">{moneyOfCents(o.refunded_cents)} refunded</div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import { Link } from 'react-router';
import { formatMoney, type AccountOrderSummary } from '@shop/domain';
import { ShopDate, StatusBadge } from './order-status';

/**
 * Order rows: number (link to the detail), date, status, items and total. On a phone the date goes under the
 * order number and the item count is left out, so that the total stays in view without scrolling sideways.
 */
export function OrderTable({ orders, caption }: { orders: AccountOrderSummary[]; caption: string }) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className="py-2 pr-3">
              Order
            </th>
            <th scope="col" className="hidden py-2 pr-3 sm:table-cell">
              Date
            </th>
            <th scope="col" className="py-2 pr-3">
              Status
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right sm:table-cell">
              Items
            </th>
            <th scope="col" className="py-2 text-right">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.order_number} className="border-b border-neutral-100 last:border-0">
              <th scope="row" className="whitespace-nowrap py-2.5 pr-3 font-semibold">
                <Link to={`/account/orders/${o.order_number}`} className="text-red-700 hover:underline">
                  {o.order_number}
                </Link>
                <span className="block text-xs font-normal text-neutral-600 sm:hidden">
                  <ShopDate value={o.created_at} />
                </span>
              </th>
              <td className="hidden py-2.5 pr-3 text-neutral-800 sm:table-cell">
                <ShopDate value={o.created_at} />
              </td>
              <td className="py-2.5 pr-3">
                <StatusBadge status={o.status} />
              </td>
              <td className="hidden py-2.5 pr-3 text-right tabular-nums sm:table-cell">{o.item_count}</td>
              <td className="whitespace-nowrap py-2.5 text-right font-semibold tabular-nums">
                {formatMoney(o.final_total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

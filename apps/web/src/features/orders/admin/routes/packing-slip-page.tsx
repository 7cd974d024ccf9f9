import { Link, useParams } from 'react-router';
import { fullDate, TAX_EXEMPT_LABEL } from '@shop/domain';
import { SITE_NAME } from '../../../../lib/site';
import { useOrder } from '../api/orders';
import {
  LoadError,
  Notice,
  primaryButtonCls,
  textLinkCls,
  useAdminTitle,
} from '../../../admin/components/admin-ui';
import { AddressBlock } from '../components/order-details';
import { orderNumberOf } from './order-page';
// On paper only the slip prints: a stylesheet of the shop's own (an inline <style> is refused by the CSP).
import './packing-slip.css';

function Slip({ orderNumber }: { orderNumber: string }) {
  const { data, isPending, isError, error, refetch } = useOrder(orderNumber);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the order…</p>;
  if (isError) return <LoadError error={error} what="this order" onRetry={() => void refetch()} />;
  const units = data.lines.reduce((n, l) => n + l.quantity, 0);
  return (
    <article
      aria-labelledby="slip-title"
      className="packing-slip rounded-2xl border border-neutral-200 bg-white p-6 text-neutral-950 shadow-sm"
    >
      <header className="flex flex-wrap items-start justify-between gap-4 border-b border-neutral-300 pb-4">
        <div>
          <p className="text-sm font-bold uppercase tracking-wide">{SITE_NAME}</p>
          <h1 id="slip-title" className="text-2xl font-extrabold">
            Packing slip
          </h1>
        </div>
        <dl className="text-sm">
          <div className="flex gap-2">
            <dt className="font-semibold">Order</dt>
            <dd>{data.order_number}</dd>
          </div>
          <div className="flex gap-2">
            <dt className="font-semibold">Placed</dt>
            <dd>{fullDate(data.created_at)}</dd>
          </div>
        </dl>
      </header>
      <div className="mt-4">
        <AddressBlock title="Ship to" address={data.shipping_address} level="h2" />
      </div>
      <table className="mt-6 w-full text-left text-sm">
        <caption className="sr-only">Items to pack</caption>
        <thead className="border-b-2 border-neutral-800 text-xs uppercase tracking-wide">
          <tr>
            <th scope="col" className="py-2 pr-3 font-bold">
              Sku
            </th>
            <th scope="col" className="py-2 pr-3 font-bold">
              Item
            </th>
            <th scope="col" className="py-2 text-right font-bold">
              Quantity
            </th>
          </tr>
        </thead>
        <tbody>
          {data.lines.map((l) => (
            <tr key={l.position} className="border-b border-neutral-300 align-top">
              <td className="py-2 pr-3 font-mono text-xs">{l.displayed_sku}</td>
              <td className="py-2 pr-3">
                {l.name}
                {l.is_pre_ordered_item && ' (pre-order)'}
              </td>
              <td className="py-2 text-right text-base font-bold tabular-nums">{l.quantity}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={2} className="py-2 pr-3 text-right font-semibold">
              Units in all
            </th>
            <td className="py-2 text-right font-bold tabular-nums">{units}</td>
          </tr>
        </tfoot>
      </table>
      {/* No prices on the slip; its tax status is, for the buyer's books (decision 075). */}
      {(data.totals.tax_exempt || data.totals.tax_cents > 0) && (
        <p className="mt-4 text-sm font-semibold">
          {data.totals.tax_exempt ? TAX_EXEMPT_LABEL : 'Sales tax charged: see the order confirmation'}
        </p>
      )}
      <div className="no-print mt-6 flex flex-wrap items-center gap-3">
        <button type="button" onClick={() => window.print()} className={primaryButtonCls}>
          Print
        </button>
        <Link to={`/admin/orders/${data.order_number}`} className={textLinkCls}>
          Back to the order
        </Link>
      </div>
    </article>
  );
}

/** /admin/orders/:number/packing-slip: what goes in the box and where it goes, no prices, ready to print. */
export function PackingSlipPage() {
  const orderNumber = orderNumberOf(useParams().orderNumber);
  useAdminTitle(orderNumber ? `Packing slip ${orderNumber}` : 'No such order');
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-6 sm:px-6">
      {orderNumber === null ? (
        <Notice tone="error" role="alert">
          This address names no order.
        </Notice>
      ) : (
        <Slip orderNumber={orderNumber} />
      )}
    </div>
  );
}

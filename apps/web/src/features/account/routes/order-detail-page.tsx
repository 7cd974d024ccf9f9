import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { fullDate, formatMoney, orderTotalsAmounts, type AccountOrderDetail } from '@shop/domain';
import { TotalsList } from '../../../components/ui/totals-list';
import { CARD_BRAND_NAMES } from '../../../components/ui/card-brand-logo';
import { requireSession } from '../../auth/api/require-session';
import { orderDetailQueryOptions, useOrderDetail } from '../api/orders';
import { AccountPageFrame } from '../components/account-section';
import { StatusBadge } from '../components/order-status';

export const orderDetailLoader =
  (queryClient: QueryClient) =>
  async ({ request, params }: LoaderFunctionArgs) => {
    await requireSession(queryClient, request);
    await queryClient.prefetchQuery(orderDetailQueryOptions(String(params.orderNumber ?? '')));
    return null;
  };

const REASON_TEXT = {
  NOT_SHIPPED: 'Returnable once shipped',
  ORDER_NOT_RETURNABLE: 'Not returnable',
  WINDOW_CLOSED: 'Return window closed',
  ALREADY_RETURNED: 'Return already requested',
} as const;

function AddressBlock({ title, a }: { title: string; a: AccountOrderDetail['shippingAddress'] }) {
  return (
    <div>
      <h3 className="text-sm font-bold uppercase tracking-wide text-neutral-600">{title}</h3>
      <address className="mt-1 text-sm not-italic text-neutral-800">
        {a.first_name} {a.last_name}
        <br />
        {a.address_line_1}
        <br />
        {a.city}, {a.state_code} {a.zip_code}
      </address>
    </div>
  );
}

/** Once shipped: the carrier, the tracking number and the carrier's tracking page; delivered when it was. */
function ShipmentNotice({ shipment }: { shipment: NonNullable<AccountOrderDetail['shipment']> }) {
  return (
    <section
      aria-labelledby="order-shipment"
      className="mb-6 rounded-2xl border border-neutral-200 bg-white p-5 text-sm text-neutral-800 shadow-sm"
    >
      <h2 id="order-shipment" className="text-lg font-bold text-neutral-950">
        {shipment.delivered_at ? `Delivered ${fullDate(shipment.delivered_at)}` : 'On its way'}
      </h2>
      <p className="mt-1">
        Shipped with {shipment.carrier_name}
        {shipment.shipped_at && ` on ${fullDate(shipment.shipped_at)}`}. Tracking number{' '}
        <span className="font-mono font-semibold">{shipment.tracking_number}</span>.
      </p>
      <a
        href={shipment.tracking_url}
        target="_blank"
        rel="noreferrer"
        className="mt-2 inline-block font-semibold text-red-700 underline hover:text-red-800"
      >
        Track your package with {shipment.carrier_name}
      </a>
    </section>
  );
}

/** /account/orders/:orderNumber: lines, totals, addresses and 'Request a return' for eligible lines. */
export function OrderDetailPage() {
  const { orderNumber = '' } = useParams();
  const { data, isPending, isError } = useOrderDetail(orderNumber);
  const crumbs = [
    { label: 'My Account', to: '/account' },
    { label: 'Order History', to: '/account/orders' },
    { label: orderNumber },
  ];
  const description = `Order ${orderNumber}: its items, totals, addresses and returns.`;
  if (isPending)
    return (
      <AccountPageFrame title={`Order ${orderNumber}`} description={description} crumbs={crumbs}>
        <p className="text-sm text-neutral-600">Loading order…</p>
      </AccountPageFrame>
    );
  if (isError)
    return (
      <AccountPageFrame title={`Order ${orderNumber}`} description={description} crumbs={crumbs}>
        <p role="alert" className="text-neutral-700">
          We could not find that order.
        </p>
      </AccountPageFrame>
    );
  const { order } = data;
  return (
    <AccountPageFrame title={`Order ${order.order_number}`} description={description} crumbs={crumbs}>
      <p className="-mt-3 mb-6 flex flex-wrap items-center gap-3 text-sm text-neutral-700">
        <span>Placed {fullDate(order.created_at)}</span>
        <StatusBadge status={order.status} />
        <span>
          Paid with {CARD_BRAND_NAMES[order.card_brand]} ending in {order.card_last4}
        </span>
      </p>
      {data.shipment && <ShipmentNotice shipment={data.shipment} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_320px]">
        <section
          aria-labelledby="order-lines"
          className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
        >
          <h2 id="order-lines" className="text-lg font-bold">
            Items
          </h2>
          <ul className="mt-3 divide-y divide-neutral-100">
            {data.lineItems.map((line, i) => {
              const ret = data.returns[i];
              return (
                <li
                  key={`${line.sku}-${i}`}
                  className="flex flex-wrap items-start justify-between gap-3 py-3"
                >
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-neutral-900">{line.name}</p>
                    <p className="font-mono text-xs text-neutral-600">{line.displayed_sku}</p>
                    <p className="text-sm text-neutral-700">
                      Qty {line.quantity} × {formatMoney(line.price)}
                    </p>
                  </div>
                  <div className="flex flex-col items-end gap-1">
                    <span className="font-semibold tabular-nums">{formatMoney(line.line_total)}</span>
                    {ret?.eligible ? (
                      <Link
                        to={`/returns?order=${order.order_number}&line=${ret.order_line_id}`}
                        className="text-sm font-semibold text-red-700 hover:underline"
                        aria-label={`Request a return: ${line.name}`}
                      >
                        Request a return
                      </Link>
                    ) : ret?.reason ? (
                      <span className="text-xs text-neutral-600">{REASON_TEXT[ret.reason]}</span>
                    ) : null}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
        <div className="flex flex-col gap-6">
          <section
            aria-labelledby="order-totals"
            className="rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
          >
            <h2 id="order-totals" className="text-lg font-bold">
              Totals
            </h2>
            <div className="mt-3">
              <TotalsList label="Order totals" amounts={orderTotalsAmounts(order)} />
            </div>
          </section>
          <section
            aria-label="Addresses"
            className="grid gap-4 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
          >
            <AddressBlock title="Shipping address" a={data.shippingAddress} />
            <AddressBlock title="Billing address" a={data.billingAddress} />
          </section>
        </div>
      </div>
    </AccountPageFrame>
  );
}

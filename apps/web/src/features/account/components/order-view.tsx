import type { ReactNode } from 'react';
import { fullDate, formatMoney, orderTotalsAmounts, type AccountOrderDetail } from '@shop/domain';
import { TotalsList } from '../../../components/ui/totals-list';
import { CARD_BRAND_NAMES } from '../../../components/ui/card-brand-logo';
import { StatusBadge } from './order-status';
import { ShipmentNotice } from './order-shipment';

type Line = AccountOrderDetail['lineItems'][number];
type LineReturn = AccountOrderDetail['returns'][number];

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

/**
 * An order as its buyer sees it, on the account's order page and on the order's own page (the link of its
 * mails): when it was placed, its status and card, the shipment with the tracking link, the lines (each with
 * `lineAction`: what the page offers for a return), the totals and both addresses.
 */
export function OrderView({
  detail,
  lineAction,
}: {
  detail: AccountOrderDetail;
  lineAction: (line: Line, ret: LineReturn | undefined) => ReactNode;
}) {
  const { order } = detail;
  return (
    <>
      <p className="-mt-3 mb-6 flex flex-wrap items-center gap-3 text-sm text-neutral-700">
        <span>Placed {fullDate(order.created_at)}</span>
        <StatusBadge status={order.status} />
        <span>
          Paid with {CARD_BRAND_NAMES[order.card_brand]} ending in {order.card_last4}
        </span>
      </p>
      {detail.shipment && <ShipmentNotice shipment={detail.shipment} />}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[1fr_320px]">
        <section
          aria-labelledby="order-lines"
          className="min-w-0 rounded-2xl border border-neutral-200 bg-white p-5 shadow-sm"
        >
          <h2 id="order-lines" className="text-lg font-bold">
            Items
          </h2>
          <ul className="mt-3 divide-y divide-neutral-100">
            {detail.lineItems.map((line, i) => (
              <li key={`${line.sku}-${i}`} className="flex flex-wrap items-start justify-between gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-neutral-900">{line.name}</p>
                  <p className="font-mono text-xs text-neutral-600">{line.displayed_sku}</p>
                  <p className="text-sm text-neutral-700">
                    Qty {line.quantity} × {formatMoney(line.price)}
                  </p>
                </div>
                <div className="flex flex-col items-end gap-1">
                  <span className="font-semibold tabular-nums">{formatMoney(line.line_total)}</span>
                  {lineAction(line, detail.returns[i])}
                </div>
              </li>
            ))}
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
            <AddressBlock title="Shipping address" a={detail.shippingAddress} />
            <AddressBlock title="Billing address" a={detail.billingAddress} />
          </section>
        </div>
      </div>
    </>
  );
}

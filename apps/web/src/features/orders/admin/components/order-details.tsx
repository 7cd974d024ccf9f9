import { centsToDollars, restockText, totalsRows, type AdminOrder, type OrderAddress } from '@shop/domain';
import { actorLabel, addressLines, HISTORY_LABELS, moneyOfCents } from '../lib/order-labels';
import { DateTime } from '../../../admin/components/date-time';

const CARD_NAMES: Record<string, string> = {
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
};

/** An address as a block of lines. */
export function AddressBlock({
  title,
  address,
  level = 'h3',
}: {
  title: string;
  address: OrderAddress;
  level?: 'h2' | 'h3';
}) {
  const Heading = level;
  return (
    <div>
      <Heading className="text-sm font-bold text-neutral-900">{title}</Heading>
      <address className="mt-1 text-sm not-italic text-neutral-800">
        {addressLines(address).map((line) => (
          <div key={line}>{line}</div>
        ))}
        {address.phone_number && <div>{address.phone_number}</div>}
      </address>
    </div>
  );
}

/** Buyer, payment (what was refunded, and of it the tax) and shipment facts as a description list. */
export function OrderFacts({ order }: { order: AdminOrder }) {
  const facts: [string, React.ReactNode][] = [
    ['Buyer', `${order.name} · ${order.phone}`],
    ['Email', order.email],
    ['Channel', order.is_dealer ? 'Dealer order' : 'Retail order'],
    ['Placed', <DateTime key="placed" value={order.created_at} />],
    [
      'Payment',
      `${CARD_NAMES[order.payment.card_brand] ?? order.payment.card_brand} ending in ${order.payment.card_last4}`,
    ],
    [
      'Payment reference',
      <code key="ref" className="break-all text-xs">
        {order.payment.reference}
      </code>,
    ],
    ['Refunded', `${moneyOfCents(order.refunded_cents)} of ${moneyOfCents(order.total_cents)}`],
  ];
  // Of what went back, the tax (decision 075: a refund gives back the tax on what it refunds).
  const { tax_cents: tax, refunded_tax_cents: taxBack } = order.totals;
  if (tax > 0) facts.push(['Tax refunded', `${moneyOfCents(taxBack)} of ${moneyOfCents(tax)}`]);
  if (order.shipment)
    facts.push(
      ['Carrier', order.shipment.carrier_name],
      [
        'Tracking number',
        <a
          key="track"
          href={order.shipment.tracking_url}
          className="font-semibold text-red-700 underline"
          target="_blank"
          rel="noreferrer"
        >
          {order.shipment.tracking_number}
        </a>,
      ],
    );
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-neutral-700">{label}</dt>
          <dd className="min-w-0 break-words text-neutral-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The lines with their skus, quantities and prices, then the order's totals. */
export function OrderLines({ order }: { order: AdminOrder }) {
  const t = order.totals;
  // The rows the shopper read (cart, confirmation, mail): discounts for retail orders only.
  const totals = totalsRows({
    isDealer: order.is_dealer,
    original: centsToDollars(t.original_cents),
    discounts: centsToDollars(t.discounts_cents),
    subtotal: centsToDollars(t.subtotal_cents),
    shipping: centsToDollars(t.shipping_cents),
    tax: t.tax_exempt ? 'exempt' : centsToDollars(t.tax_cents),
    total: centsToDollars(t.total_cents),
  });
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Items of order {order.order_number}</caption>
        <thead className="border-b border-neutral-200 text-xs uppercase tracking-wide text-neutral-600">
          <tr>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Item
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Qty
            </th>
            <th scope="col" className="hidden py-2 pr-3 text-right font-semibold sm:table-cell">
              Price
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((l) => (
            <tr key={l.position} className="border-b border-neutral-100 align-top">
              <td className="py-2 pr-3">
                <div className="font-semibold text-neutral-900">{l.name}</div>
                <div className="text-xs text-neutral-600">
                  {l.displayed_sku}
                  {l.is_pre_ordered_item && ' · pre-order'}
                </div>
              </td>
              <td className="py-2 pr-3 text-right tabular-nums">{l.quantity}</td>
              <td className="hidden py-2 pr-3 text-right tabular-nums sm:table-cell">
                {moneyOfCents(l.unit_price_cents)}
              </td>
              <td className="py-2 text-right tabular-nums">{moneyOfCents(l.line_total_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          {totals.map(({ key, label, text }) => (
            <tr key={key}>
              <th scope="row" colSpan={3} className="hidden py-1 pr-3 text-right font-semibold sm:table-cell">
                {label}
              </th>
              <th scope="row" className="py-1 pr-3 text-right font-semibold sm:hidden">
                {label}
              </th>
              <td className={`py-1 text-right tabular-nums ${key === 'total' ? 'font-bold' : ''}`}>{text}</td>
            </tr>
          ))}
        </tfoot>
      </table>
    </div>
  );
}

/** The units a history entry's `restocked` ({ tpa, lv }) put back; 0 when it has none. */
const unitsIn = (restocked: unknown): number =>
  typeof restocked === 'object' && restocked !== null
    ? Object.values(restocked).reduce((sum: number, n) => sum + (typeof n === 'number' ? n : 0), 0)
    : 0;

function detailText(detail: Record<string, unknown>): string {
  const parts: string[] = [];
  if (typeof detail.carrier === 'string' && typeof detail.trackingNumber === 'string')
    parts.push(`${detail.carrier.toUpperCase()} ${detail.trackingNumber}`);
  if (typeof detail.amountCents === 'number') parts.push(moneyOfCents(detail.amountCents));
  if (typeof detail.refundedCents === 'number' && detail.amountCents === undefined)
    parts.push(`${moneyOfCents(detail.refundedCents)} refunded`);
  for (const key of ['reason', 'note'] as const)
    if (typeof detail[key] === 'string') parts.push(`“${detail[key]}”`);
  if (typeof detail.resellable === 'boolean')
    parts.push(restockText(detail.resellable, unitsIn(detail.restocked)));
  return parts.join(' · ');
}

/** Every change of the order, oldest first: what, by whom and when. */
export function OrderHistory({ order }: { order: AdminOrder }) {
  return (
    <ol className="grid gap-3 text-sm">
      {order.history.map((h) => (
        <li key={`${h.id}-${h.action}`} className="border-l-2 border-neutral-200 pl-3">
          <div className="font-semibold text-neutral-900">{HISTORY_LABELS[h.action] ?? h.action}</div>
          <div className="text-xs text-neutral-600">
            <DateTime value={h.created_at} /> · {actorLabel(h)}
          </div>
          {detailText(h.detail) && <div className="mt-0.5 text-neutral-800">{detailText(h.detail)}</div>}
        </li>
      ))}
    </ol>
  );
}

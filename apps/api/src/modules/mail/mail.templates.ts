/**
 * The messages about an order, each as a subject, an HTML body and a plain-text body (frame and escaping:
 * mail.layout): the confirmation, the shipping update, and a return's approval, arrival and refund.
 */
import {
  CARRIER_NAMES,
  formatMoney,
  trackingUrl,
  type Order,
  type OrderAddress,
  type ReturnStatus,
  type Shipment,
  type SiteInfo,
} from '@shop/domain';
import { html, type Html } from '../../lib/html.js';
import { button, contactOf, layout, noticeMail, taxFact, type RenderedMail } from './mail.layout.js';

export const CARD_NAMES: Record<Order['order']['card_brand'], string> = {
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
};
export const addressLines = (a: OrderAddress): string[] =>
  [
    `${a.first_name} ${a.last_name}`,
    a.address_line_1,
    a.address_line_2 ?? '',
    `${a.city}, ${a.state_code} ${a.zip_code}`,
    a.country_code,
  ].filter((line) => line.trim() !== '');

const addressHtml = (a: OrderAddress): Html =>
  html`${addressLines(a).map((line, i) => (i === 0 ? html`${line}` : html`<br />${line}`))}`;

/** The order confirmation: lines, totals, both addresses and the link to the order's page. */
export function orderConfirmationMail(order: Order, orderUrl: string, site: SiteInfo): RenderedMail {
  const o = order.order;
  const subject = `Your ${site.name} order ${o.order_number}`;
  // The subtotal is after discounts: with a discount, the items' price before it and the discount come first.
  const totals: [string, string][] = [
    ...(o.discounts_total > 0
      ? ([
          ['Items', formatMoney(o.original_total)],
          ['Discounts', formatMoney(-o.discounts_total)],
        ] as [string, string][])
      : []),
    ['Subtotal', formatMoney(o.subtotal)],
    ['Shipping', o.shipping_total === 0 ? 'Free' : formatMoney(o.shipping_total)],
    taxFact(o),
    ['Total', formatMoney(o.final_total)],
  ];
  const card = `${CARD_NAMES[o.card_brand]} ending in ${o.card_last4}`;
  const lineLabel = (l: Order['lineItems'][number]) =>
    `${l.name} (${l.displayed_sku})${l.is_pre_ordered_item ? ' - pre-order' : ''}`;
  const content = html` <h1 style="font-size:22px;margin:0 0 8px">Thank you for your order</h1>
    <p style="margin:0 0 16px">
      Order <strong>${o.order_number}</strong>, placed ${o.created_at.slice(0, 10)}.
    </p>
    <table
      role="presentation"
      width="100%"
      cellpadding="6"
      cellspacing="0"
      style="border-collapse:collapse;font-size:14px"
    >
      <tr style="background:#f4f4f5">
        <th align="left">Item</th>
        <th align="right">Qty</th>
        <th align="right">Total</th>
      </tr>
      ${order.lineItems.map(
        (l) =>
          html`<tr style="border-top:1px solid #e4e4e7">
            <td>${lineLabel(l)}</td>
            <td align="right">${l.quantity}</td>
            <td align="right">${formatMoney(l.line_total)}</td>
          </tr>`,
      )}
      ${totals.map(
        ([label, amount]) =>
          html`<tr>
            <td colspan="2" align="right">${label}</td>
            <td align="right">${label === 'Total' ? html`<strong>${amount}</strong>` : amount}</td>
          </tr>`,
      )}
    </table>
    <table
      role="presentation"
      width="100%"
      cellpadding="0"
      cellspacing="0"
      style="margin-top:16px;font-size:14px"
    >
      <tr>
        <td valign="top" style="padding-right:12px">
          <strong>Shipping to</strong><br />${addressHtml(order.shippingAddress)}
        </td>
        <td valign="top"><strong>Billing</strong><br />${addressHtml(order.billingAddress)}</td>
      </tr>
    </table>
    ${button('View your order', orderUrl)}
    <p style="margin:0;font-size:13px;color:#52525b">Paid with ${card}.</p>`;
  const text = [
    `Thank you for your order`,
    ``,
    `Order ${o.order_number}, placed ${o.created_at.slice(0, 10)}.`,
    ``,
    ...order.lineItems.map((l) => `${l.quantity} x ${lineLabel(l)}: ${formatMoney(l.line_total)}`),
    ``,
    ...totals.map(([label, amount]) => `${label}: ${amount}`),
    ``,
    `Shipping to:`,
    ...addressLines(order.shippingAddress),
    ``,
    `Billing:`,
    ...addressLines(order.billingAddress),
    ``,
    `View your order: ${orderUrl}`,
    `Paid with ${card}.`,
    ``,
    `Questions? ${contactOf(site)}`,
  ].join('\n');
  return { subject, html: layout(site, subject, content), text };
}

/** The shipping update: carrier, tracking number and the carrier's tracking page. */
export function orderShippedMail(
  order: { order_number: string; first_name: string },
  shipment: Shipment,
  orderUrl: string,
  site: SiteInfo,
): RenderedMail {
  const carrier = CARRIER_NAMES[shipment.carrier];
  return noticeMail(site, {
    subject: `Your ${site.name} order ${order.order_number} has shipped`,
    heading: 'Your order is on its way',
    paragraphs: [
      `Hi ${order.first_name}, good news: order ${order.order_number} has left our warehouse with ${carrier}.`,
    ],
    facts: [
      ['Order', order.order_number],
      ['Carrier', carrier],
      ['Tracking number', shipment.trackingNumber],
    ],
    action: { label: 'Track your package', url: trackingUrl(shipment.carrier, shipment.trackingNumber) },
    links: [{ label: 'View your order', url: orderUrl }],
    after: ['Tracking can take a few hours to show the first scan.'],
  });
}

/** The statuses of a return that send a message, and what each says (a refusal only with the shop's note). */
export type ReturnUpdate = Extract<ReturnStatus, 'approved' | 'received' | 'refunded' | 'rejected'>;

const RETURN_WORDS: Record<ReturnUpdate, { subject: string; heading: string; body: string }> = {
  approved: {
    subject: 'approved',
    heading: 'Your return is approved',
    body: 'Please pack the item securely, include your order number, and send it back to us within 14 days.',
  },
  received: {
    subject: 'received',
    heading: 'We received your return',
    body: 'The item has arrived at our warehouse. We will check it and let you know about your refund.',
  },
  refunded: {
    subject: 'refunded',
    heading: 'Your refund is on its way',
    body: 'We have refunded the returned item to the card you paid with. Banks usually show it within 5 to 10 business days.',
  },
  rejected: {
    subject: 'not accepted',
    heading: 'We cannot accept your return',
    body: 'We looked at your return request and cannot accept it. Please reply to this email if you have questions.',
  },
};

/**
 * A return's approval, refusal, arrival or refund, with the shop's note when it wrote one. `returnsAt` is where
 * its status shows: the account's View Returns, or a guest order's own page.
 */
export function returnUpdateMail(
  ret: { order_number: string; first_name: string; item: string; quantity: number },
  status: ReturnUpdate,
  returnsAt: { label: string; url: string },
  site: SiteInfo,
  note?: string,
): RenderedMail {
  const words = RETURN_WORDS[status];
  return noticeMail(site, {
    subject: `Your return for order ${ret.order_number} is ${words.subject}`,
    heading: words.heading,
    paragraphs: [`Hi ${ret.first_name},`, words.body, ...(note ? [`Our note: ${note}`] : [])],
    facts: [
      ['Order', ret.order_number],
      ['Item', `${ret.quantity} x ${ret.item}`],
    ],
    action: returnsAt,
  });
}

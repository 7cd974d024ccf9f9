/**
 * The shop's messages, each as a subject, an HTML body and a plain-text body. HTML is written with the `html`
 * tag below, which escapes every interpolated value (an order's names and addresses are the buyer's text);
 * only markup built by `html` itself passes through unescaped. Plain template functions rather than React
 * Email: the API has no React, and these messages are a table and a few paragraphs (docs/decisions/042).
 */
import { formatMoney, type Order, type OrderAddress, type SiteInfo } from '@shop/domain';

const SAFE = Symbol('html');
type Html = { [SAFE]: string };

const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const render = (value: unknown): string => {
  if (Array.isArray(value)) return value.map(render).join('');
  if (value !== null && typeof value === 'object' && SAFE in value) return (value as Html)[SAFE];
  return escapeHtml(String(value ?? ''));
};

/** Markup whose interpolations are escaped (arrays of `html` pieces join as they are). */
export const html = (strings: TemplateStringsArray, ...values: unknown[]): Html => ({
  [SAFE]: strings.reduce((out, s, i) => out + s + (i < values.length ? render(values[i]) : ''), ''),
});

/** The markup of an `html` piece. */
export const markupOf = (piece: Html): string => piece[SAFE];

const CARD_NAMES: Record<Order['order']['card_brand'], string> = {
  amex: 'American Express',
  visa: 'Visa',
  mastercard: 'Mastercard',
  discover: 'Discover',
};

export type RenderedMail = { subject: string; html: string; text: string };

/** The support contact: the address, and the phone when the shop has one. */
const contactOf = (site: SiteInfo): string =>
  site.supportPhone ? `${site.supportEmail} or ${site.supportPhone}` : site.supportEmail;

/** The frame of every message: the shop's name as a header, the content, the support contact as a footer. */
function layout(site: SiteInfo, title: string, content: Html): string {
  return render(
    html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="color-scheme" content="light" />
          <meta name="viewport" content="width=device-width" />
          <title>${title}</title>
        </head>
        <body
          style="margin:0;padding:0;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b"
        >
          <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5">
            <tr>
              <td align="center" style="padding:24px 12px">
                <table
                  role="presentation"
                  width="100%"
                  cellpadding="0"
                  cellspacing="0"
                  style="max-width:600px;background:#ffffff;border-radius:8px"
                >
                  <tr>
                    <td
                      style="background:#18181b;color:#ffffff;padding:16px 24px;font-size:20px;font-weight:bold;border-radius:8px 8px 0 0"
                    >
                      ${site.name}
                    </td>
                  </tr>
                  <tr>
                    <td style="padding:24px">${content}</td>
                  </tr>
                  <tr>
                    <td style="padding:16px 24px;font-size:12px;color:#52525b;border-top:1px solid #e4e4e7">
                      Questions? ${contactOf(site)}
                    </td>
                  </tr>
                </table>
              </td>
            </tr>
          </table>
        </body>
      </html>`,
  );
}

const addressLines = (a: OrderAddress): string[] =>
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
    <p style="margin:24px 0">
      <a
        href="${orderUrl}"
        style="background:#18181b;color:#ffffff;padding:12px 20px;border-radius:6px;text-decoration:none"
        >View your order</a
      >
    </p>
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

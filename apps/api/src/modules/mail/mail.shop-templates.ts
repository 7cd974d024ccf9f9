/**
 * The shop's own mail, to the people who run it (decision 070): a new paid order, sent to the order address
 * (SHOP_ORDER_EMAIL), with what is needed to pack it and a link to the order's back-office page.
 */
import { formatMoney, type Order, type SiteInfo } from '@shop/domain';
import { noticeMail, taxFact, type RenderedMail } from './mail.layout.js';
import { addressLines, CARD_NAMES } from './mail.templates.js';

/** A new paid order: who ordered, each line, the totals, where it ships, and the back office's order page. */
export function newOrderMail(order: Order, adminOrderUrl: string, site: SiteInfo): RenderedMail {
  const o = order.order;
  const buyer = `${order.customer.first_name} ${order.customer.last_name}`;
  return noticeMail(site, {
    subject: `New order ${o.order_number}: ${formatMoney(o.final_total)}`,
    heading: `New order ${o.order_number}`,
    paragraphs: [
      `${buyer} (${o.email}, ${order.customer.primary_phone}) placed order ${o.order_number} on ${o.created_at.slice(0, 10)}${o.is_dealer ? ' at dealer prices' : ''}, paid with ${CARD_NAMES[o.card_brand]} ending in ${o.card_last4}.`,
    ],
    facts: [
      ...order.lineItems.map(
        (l) =>
          [
            `${l.quantity} x ${l.name} (${l.displayed_sku})${l.is_pre_ordered_item ? ', pre-order' : ''}`,
            formatMoney(l.line_total),
          ] as const,
      ),
      ...(o.discounts_total > 0 ? [['Discounts', formatMoney(-o.discounts_total)] as const] : []),
      ['Subtotal', formatMoney(o.subtotal)],
      ['Shipping', o.shipping_total === 0 ? 'Free' : formatMoney(o.shipping_total)],
      taxFact(o),
      ['Total', formatMoney(o.final_total)],
      ['Ship to', addressLines(order.shippingAddress).join(', ')],
    ],
    action: { label: 'Open the order in the back office', url: adminOrderUrl },
  });
}

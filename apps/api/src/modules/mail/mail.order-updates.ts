/**
 * The back office's messages about an order (decision 049; frame and escaping: mail.layout): delivered,
 * cancelled (with the refund of everything paid) and refunded (part or all of what was paid).
 */
import { centsToDollars, formatMoney, RETURN_WINDOW_DAYS, type SiteInfo } from '@shop/domain';
import { noticeMail, type RenderedMail } from './mail.layout.js';

type OrderNotice = { order_number: string; first_name: string };

const cents = (amount: number): string => formatMoney(centsToDollars(amount));

export function orderDeliveredMail(order: OrderNotice, orderUrl: string, site: SiteInfo): RenderedMail {
  return noticeMail(site, {
    subject: `Your ${site.name} order ${order.order_number} was delivered`,
    heading: 'Your order was delivered',
    paragraphs: [
      `Hi ${order.first_name}, the carrier tells us order ${order.order_number} has been delivered. We hope you enjoy it.`,
    ],
    facts: [['Order', order.order_number]],
    action: { label: 'View your order', url: orderUrl },
    after: [
      `Something missing or not right? You can ask for a return from your order within ${RETURN_WINDOW_DAYS} days of delivery.`,
    ],
  });
}

export function orderCancelledMail(
  order: OrderNotice,
  refundedCents: number,
  reason: string,
  orderUrl: string,
  site: SiteInfo,
): RenderedMail {
  return noticeMail(site, {
    subject: `Your ${site.name} order ${order.order_number} is cancelled`,
    heading: 'Your order is cancelled',
    paragraphs: [
      `Hi ${order.first_name}, we have cancelled order ${order.order_number}. Nothing will be shipped.`,
      `Our note: ${reason}`,
    ],
    facts: [
      ['Order', order.order_number],
      ['Refunded', cents(refundedCents)],
    ],
    action: { label: 'View your order', url: orderUrl },
    after: ['The refund goes to the card you paid with. Banks usually show it within 5 to 10 business days.'],
  });
}

export function orderRefundedMail(
  order: OrderNotice,
  refund: { amountCents: number; totalRefundedCents: number; paidCents: number; reason: string },
  orderUrl: string,
  site: SiteInfo,
): RenderedMail {
  const whole = refund.totalRefundedCents >= refund.paidCents;
  return noticeMail(site, {
    subject: `A refund for your ${site.name} order ${order.order_number}`,
    heading: whole ? 'Your order is refunded' : 'Part of your order is refunded',
    paragraphs: [
      `Hi ${order.first_name}, we have refunded ${cents(refund.amountCents)} of order ${order.order_number} to the card you paid with.`,
      `Our note: ${refund.reason}`,
    ],
    facts: [
      ['Order', order.order_number],
      ['This refund', cents(refund.amountCents)],
      ['Refunded in all', `${cents(refund.totalRefundedCents)} of ${cents(refund.paidCents)}`],
    ],
    action: { label: 'View your order', url: orderUrl },
    after: ['Banks usually show a refund within 5 to 10 business days.'],
  });
}

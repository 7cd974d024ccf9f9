import {
  auditActorLabel,
  centsToDollars,
  formatMoney,
  type AdminOrder,
  type OrderAddress,
  type OrderStage,
  type ReturnStatus,
} from '@shop/domain';

/** An order's stage as the back office and the shopper's Order History name it. */
export const STAGE_LABELS: Record<OrderStage, string> = {
  awaiting_payment: 'Awaiting payment',
  paid: 'Paid',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
};

export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Requested',
  approved: 'Approved',
  received: 'Received',
  refunded: 'Refunded',
  rejected: 'Refused',
};

/** The colour of a stage or a return status badge (both themes read these utility classes). */
export const BADGE_CLS: Record<OrderStage | ReturnStatus, string> = {
  awaiting_payment: 'bg-amber-100 text-amber-900',
  paid: 'bg-sky-100 text-sky-900',
  shipped: 'bg-emerald-100 text-emerald-900',
  delivered: 'bg-emerald-100 text-emerald-900',
  cancelled: 'bg-neutral-200 text-neutral-800',
  refunded: 'bg-amber-100 text-amber-900',
  requested: 'bg-sky-100 text-sky-900',
  approved: 'bg-emerald-100 text-emerald-900',
  received: 'bg-emerald-100 text-emerald-900',
  rejected: 'bg-red-100 text-red-900',
};

/** Cents as the shop writes money: $1,234.50. */
export const moneyOfCents = (cents: number): string => formatMoney(centsToDollars(cents));

/** An address as the lines of a label. */
export const addressLines = (a: OrderAddress): string[] =>
  [
    `${a.first_name} ${a.last_name}`,
    a.address_line_1,
    a.address_line_2 ?? '',
    `${a.city}, ${a.state_code} ${a.zip_code}`,
    a.country_code,
  ].filter((line) => line.trim() !== '');

/** What an entry of an order's history says happened. */
export const HISTORY_LABELS: Record<string, string> = {
  placed: 'Order placed',
  shipped: 'Shipped',
  delivered: 'Delivered',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  'return-approved': 'Return approved',
  'return-rejected': 'Return refused',
  'return-received': 'Return received',
  'return-refunded': 'Return refunded',
};

/**
 * Who made a change: an administrator or an API key by name (as the audit log names them), the shopper, a
 * guest checkout.
 */
export function actorLabel(event: Pick<AdminOrder['history'][number], 'actor' | 'actor_detail'>): string {
  if (event.actor_detail.kind !== 'other') return auditActorLabel(event.actor_detail);
  const [kind, id] = event.actor.split(':');
  if (kind === 'customer') return `Customer #${id}`;
  if (kind === 'guest') return 'Guest checkout';
  return event.actor;
}

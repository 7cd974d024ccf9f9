/**
 * The back office's order rules (decision 049): where an order stands, what may happen to it next,
 * how much may still be refunded, and where returned stock goes. Pure functions; the API applies them inside
 * the transaction that holds the order's row.
 *
 * The stored status keeps migration 002's four values; "delivered" is a shipped order with a delivery time
 * (migration 014), so the stage is read from both.
 */
import { canShip } from '../checkout/shipment.js';

export const ORDER_STAGES = [
  'awaiting_payment',
  'paid',
  'shipped',
  'delivered',
  'cancelled',
  'refunded',
] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

/** The stored status the order keeps for each stage. */
export type StoredOrderStatus = 'paid' | 'cancelled' | 'shipped' | 'refunded';

/**
 * Where an order stands: its stored status, "delivered" once a shipped order has a delivery time, and
 * "awaiting_payment" for a paid-status order whose payment is still due (migration 034, decision 074: the
 * shopper's bank asked for a confirmation and the provider's webhook has not said it was paid).
 */
export const orderStage = (
  status: StoredOrderStatus,
  deliveredAt: string | null,
  paymentDueAt: string | null = null,
): OrderStage => {
  if (status === 'paid' && paymentDueAt !== null) return 'awaiting_payment';
  return status === 'shipped' && deliveredAt !== null ? 'delivered' : status;
};

/** The stored status and delivery flag a stage is kept as (the inverse of orderStage). */
export const storedStatusOf = (stage: OrderStage): StoredOrderStatus =>
  stage === 'delivered' ? 'shipped' : stage === 'awaiting_payment' ? 'paid' : stage;

/** Only a shipped order can be marked delivered. */
export const canDeliver = (stage: OrderStage): boolean => stage === 'shipped';

/** Only an order that has not left the warehouse can be cancelled (its stock comes back, its money too). */
export const canCancel = (stage: OrderStage): boolean => stage === 'paid';

/** Money may go back on a paid, shipped or delivered order; a cancelled or fully refunded one is settled. */
export const canRefund = (stage: OrderStage): boolean =>
  stage === 'paid' || stage === 'shipped' || stage === 'delivered';

/** What is left to refund: what was paid less what went back already, never below zero. */
export const refundableCents = (paidCents: number, refundedCents: number): number =>
  Math.max(0, paidCents - refundedCents);

/**
 * What the back office may do next with an order (its buttons): ship a paid one (checkout's canShip: an order
 * awaiting its payment waits), a refund only while something is left.
 */
export type OrderActions = { ship: boolean; deliver: boolean; cancel: boolean; refund: boolean };

export const orderActions = (stage: OrderStage, paidCents: number, refundedCents: number): OrderActions => ({
  ship: canShip(stage),
  deliver: canDeliver(stage),
  cancel: canCancel(stage),
  refund: canRefund(stage) && refundableCents(paidCents, refundedCents) > 0,
});

export type RefundRefusal = 'ORDER_NOT_REFUNDABLE' | 'REFUND_AMOUNT_INVALID' | 'REFUND_EXCEEDS_PAID';

/**
 * Why a refund of `amountCents` cannot be made, or null when it can: a whole, positive number of cents, on
 * an order that takes refunds, and never more than is left (the sum of refunds stays within what was paid).
 */
export function refundRefusal(order: {
  stage: OrderStage;
  paidCents: number;
  refundedCents: number;
  amountCents: number;
}): RefundRefusal | null {
  if (!Number.isSafeInteger(order.amountCents) || order.amountCents <= 0) return 'REFUND_AMOUNT_INVALID';
  if (!canRefund(order.stage)) return 'ORDER_NOT_REFUNDABLE';
  if (order.amountCents > refundableCents(order.paidCents, order.refundedCents)) return 'REFUND_EXCEEDS_PAID';
  return null;
}

/** The stage after a refund: everything paid went back, so the order is refunded; otherwise it stays. */
export const stageAfterRefund = (stage: OrderStage, paidCents: number, refundedCents: number): OrderStage =>
  refundedCents >= paidCents ? 'refunded' : stage;

/** The stock an order line took from each warehouse, as checkout records it. */
export type TakenStock = { quantity: number; tpa: number; lv: number };

/**
 * Where `quantity` units of a line go back to: the warehouses they were taken from, Tampa first; units the
 * line took from neither (a pre-order) are not put back. Never more than the line took.
 */
export function restockOf(line: TakenStock, quantity: number): { tpa: number; lv: number } {
  const units = Math.max(0, Math.min(Math.trunc(quantity), line.quantity, line.tpa + line.lv));
  const tpa = Math.min(units, line.tpa);
  return { tpa, lv: Math.min(units - tpa, line.lv) };
}

/**
 * What receiving a returned item did to stock, as the back office states it: how many units went back to the
 * warehouses (`units`, from restockOf), or that none could (nothing was taken for the line, a pre-order).
 */
export function restockText(resellable: boolean, units: number): string {
  if (!resellable) return 'not resellable';
  if (units <= 0) return 'resellable, no units to put back (none were taken from stock)';
  return `${units} ${units === 1 ? 'unit' : 'units'} back in stock`;
}

/**
 * What a return refunds by default: the price paid for the returned units and the tax they carried (the
 * tax area's lineTaxRefund, decision 075), within what is left.
 */
export const returnRefundCents = (
  unitPriceCents: number,
  quantity: number,
  leftCents: number,
  taxCents = 0,
): number => Math.max(0, Math.min(unitPriceCents * quantity + taxCents, leftCents));

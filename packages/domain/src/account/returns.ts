/**
 * Return eligibility (decision 017): an order's goods may be returned once it has shipped, until 30 days
 * after its delivery, for the units not already in a return (rejected returns give their units back). An order
 * not yet shipped has nothing to return; a cancelled or refunded one is closed. One rule, used by the API (the
 * order's lines, the request), the return form (which orders it offers) and the words on the pages.
 * Pure: `now` is an argument.
 */
import { MS_PER_DAY } from '../dates/dates.js';
import type { ReturnStatus } from './schemas.js';

export const RETURN_WINDOW_DAYS = 30;

/** The policy in one sentence, as the return form, the policy page and the mails say it. */
export const RETURN_WINDOW_TEXT = `Items can be returned within ${RETURN_WINDOW_DAYS} days of delivery.`;

export type ReturnIneligibleReason =
  'NOT_SHIPPED' | 'ORDER_NOT_RETURNABLE' | 'WINDOW_CLOSED' | 'ALREADY_RETURNED';

/** An order as the rule reads it: its stored status and when it was delivered (null while in transit). */
export type ReturnableOrder = { orderStatus: string; deliveredAt: string | Date | null };

export type ReturnWindow = {
  open: boolean;
  /** The last moment a return may be requested (ISO); null until the order is delivered. */
  windowEndsAt: string | null;
  reason: Exclude<ReturnIneligibleReason, 'ALREADY_RETURNED'> | null;
};

const CLOSED_STATUSES = new Set(['cancelled', 'refunded']);
const SHIPPED_STATUSES = new Set(['shipped', 'delivered']);

/** Whether an order takes return requests now, and until when. */
export function returnWindowOf(order: ReturnableOrder, now: Date): ReturnWindow {
  if (CLOSED_STATUSES.has(order.orderStatus))
    return { open: false, windowEndsAt: null, reason: 'ORDER_NOT_RETURNABLE' };
  if (!SHIPPED_STATUSES.has(order.orderStatus))
    return { open: false, windowEndsAt: null, reason: 'NOT_SHIPPED' };
  // Shipped and not yet delivered: the window has not started, so it cannot have closed.
  if (order.deliveredAt === null) return { open: true, windowEndsAt: null, reason: null };
  const delivered = order.deliveredAt instanceof Date ? order.deliveredAt : new Date(order.deliveredAt);
  if (Number.isNaN(delivered.getTime())) return { open: false, windowEndsAt: null, reason: 'WINDOW_CLOSED' };
  const ends = new Date(delivered.getTime() + RETURN_WINDOW_DAYS * MS_PER_DAY);
  const windowEndsAt = ends.toISOString();
  return now.getTime() > ends.getTime()
    ? { open: false, windowEndsAt, reason: 'WINDOW_CLOSED' }
    : { open: true, windowEndsAt, reason: null };
}

export type ReturnableLine = ReturnableOrder & {
  quantity: number;
  /** Units already in returns that were not rejected. */
  returnedQuantity: number;
};

export type ReturnEligibility = {
  eligible: boolean;
  /** Units that may still be returned (0 when not eligible). */
  returnableQuantity: number;
  windowEndsAt: string | null;
  reason: ReturnIneligibleReason | null;
};

export function returnEligibility(line: ReturnableLine, now: Date): ReturnEligibility {
  const window = returnWindowOf(line, now);
  const no = (reason: ReturnIneligibleReason): ReturnEligibility => ({
    eligible: false,
    returnableQuantity: 0,
    windowEndsAt: window.windowEndsAt,
    reason,
  });
  if (!window.open) return no(window.reason ?? 'WINDOW_CLOSED');
  const left = Math.max(0, Math.trunc(line.quantity) - Math.max(0, Math.trunc(line.returnedQuantity)));
  if (left === 0) return no('ALREADY_RETURNED');
  return { eligible: true, returnableQuantity: left, windowEndsAt: window.windowEndsAt, reason: null };
}

/** What the shop answers a refused request with. */
export function returnRefusalMessage(reason: ReturnIneligibleReason | null): string {
  switch (reason) {
    case 'NOT_SHIPPED':
      return 'This order has not shipped yet: a return can be requested once it has';
    case 'WINDOW_CLOSED':
      return `The return window for this order closed ${RETURN_WINDOW_DAYS} days after delivery`;
    case 'ALREADY_RETURNED':
      return 'Every unit of this item is already in a return';
    default:
      return 'This order cannot be returned';
  }
}

/**
 * A return's path: requested, then approved (or rejected); the goods arrive (received); the money goes
 * back (refunded). Nothing leaves refunded or rejected.
 */
const RETURN_NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'rejected'],
  approved: ['received', 'rejected'],
  received: ['refunded'],
  refunded: [],
  rejected: [],
};

export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus): boolean =>
  RETURN_NEXT[from].includes(to);

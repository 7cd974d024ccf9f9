/**
 * Return eligibility (decision 017): an order line may be returned within 30 days of the order, for
 * the units not already in a return (rejected returns give their units back), unless the order was
 * cancelled or refunded. Pure: `now` is an argument.
 */
import { MS_PER_DAY } from '../dates/dates.js';
import type { ReturnStatus } from './schemas.js';

export const RETURN_WINDOW_DAYS = 30;

export type ReturnableLine = {
  /** When the order was placed (ISO string or Date). */
  orderedAt: string | Date;
  orderStatus: string;
  quantity: number;
  /** Units already in returns that were not rejected. */
  returnedQuantity: number;
};

export type ReturnIneligibleReason = 'ORDER_NOT_RETURNABLE' | 'WINDOW_CLOSED' | 'ALREADY_RETURNED';

export type ReturnEligibility = {
  eligible: boolean;
  /** Units that may still be returned (0 when not eligible). */
  returnableQuantity: number;
  /** The last moment a return may be requested (ISO), or null for an unreadable order date. */
  windowEndsAt: string | null;
  reason: ReturnIneligibleReason | null;
};

const NOT_RETURNABLE_STATUSES = new Set(['cancelled', 'refunded']);

export function returnEligibility(line: ReturnableLine, now: Date): ReturnEligibility {
  const ordered = line.orderedAt instanceof Date ? line.orderedAt : new Date(line.orderedAt);
  const valid = !Number.isNaN(ordered.getTime());
  const windowEnds = valid ? new Date(ordered.getTime() + RETURN_WINDOW_DAYS * MS_PER_DAY) : null;
  const windowEndsAt = windowEnds ? windowEnds.toISOString() : null;
  const no = (reason: ReturnIneligibleReason): ReturnEligibility => ({
    eligible: false,
    returnableQuantity: 0,
    windowEndsAt,
    reason,
  });
  if (NOT_RETURNABLE_STATUSES.has(line.orderStatus)) return no('ORDER_NOT_RETURNABLE');
  if (!windowEnds || now.getTime() > windowEnds.getTime()) return no('WINDOW_CLOSED');
  const left = Math.max(0, Math.trunc(line.quantity) - Math.max(0, Math.trunc(line.returnedQuantity)));
  if (left === 0) return no('ALREADY_RETURNED');
  return { eligible: true, returnableQuantity: left, windowEndsAt, reason: null };
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

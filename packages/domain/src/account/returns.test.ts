import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canMoveReturn, RETURN_WINDOW_DAYS, returnEligibility } from './returns.js';
import { ReturnStatusSchema } from './schemas.js';

const ORDERED = '2026-02-01T12:00:00.000Z';
const day = 86_400_000;
const at = (days: number) => new Date(Date.parse(ORDERED) + days * day);
const line = { orderedAt: ORDERED, orderStatus: 'shipped', quantity: 3, returnedQuantity: 0 };

describe('returnEligibility', () => {
  it('allows every unit within 30 days of the order', () => {
    expect(returnEligibility(line, at(10))).toEqual({
      eligible: true,
      returnableQuantity: 3,
      windowEndsAt: '2026-03-03T12:00:00.000Z',
      reason: null,
    });
    expect(returnEligibility(line, at(RETURN_WINDOW_DAYS)).eligible).toBe(true);
  });
  it('refuses after the 30-day window', () => {
    expect(returnEligibility(line, new Date(at(RETURN_WINDOW_DAYS).getTime() + 1))).toMatchObject({
      eligible: false,
      returnableQuantity: 0,
      reason: 'WINDOW_CLOSED',
    });
  });
  it('counts units already in returns', () => {
    expect(returnEligibility({ ...line, returnedQuantity: 2 }, at(1)).returnableQuantity).toBe(1);
    expect(returnEligibility({ ...line, returnedQuantity: 3 }, at(1))).toMatchObject({
      eligible: false,
      reason: 'ALREADY_RETURNED',
    });
  });
  it('refuses cancelled and refunded orders', () => {
    expect(returnEligibility({ ...line, orderStatus: 'cancelled' }, at(1)).reason).toBe(
      'ORDER_NOT_RETURNABLE',
    );
    expect(returnEligibility({ ...line, orderStatus: 'refunded' }, at(1)).reason).toBe(
      'ORDER_NOT_RETURNABLE',
    );
  });
  it('refuses an unreadable order date', () => {
    expect(returnEligibility({ ...line, orderedAt: 'nope' }, at(1))).toMatchObject({
      eligible: false,
      windowEndsAt: null,
    });
  });
  it('never offers more units than were bought and not yet returned (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.integer({ min: 0, max: 1200 }),
        fc.integer({ min: 0, max: 60 }),
        (q, r, d) => {
          const e = returnEligibility({ ...line, quantity: q, returnedQuantity: r }, at(d));
          expect(e.returnableQuantity).toBeGreaterThanOrEqual(0);
          expect(e.returnableQuantity).toBeLessThanOrEqual(Math.max(0, q - r));
          expect(e.eligible).toBe(e.returnableQuantity > 0);
        },
      ),
    );
  });
});

describe('canMoveReturn', () => {
  it('follows requested, approved, received, refunded; rejection before the goods arrive', () => {
    expect(canMoveReturn('requested', 'approved')).toBe(true);
    expect(canMoveReturn('approved', 'received')).toBe(true);
    expect(canMoveReturn('received', 'refunded')).toBe(true);
    expect(canMoveReturn('requested', 'rejected')).toBe(true);
    expect(canMoveReturn('approved', 'rejected')).toBe(true);
    expect(canMoveReturn('requested', 'refunded')).toBe(false);
    expect(canMoveReturn('received', 'rejected')).toBe(false);
    expect(canMoveReturn('approved', 'approved')).toBe(false);
  });
  it('never leaves refunded or rejected, and never goes back to requested', () => {
    const status = fc.constantFrom(...ReturnStatusSchema.options);
    fc.assert(fc.property(status, (to) => !canMoveReturn('refunded', to) && !canMoveReturn('rejected', to)));
    fc.assert(fc.property(status, (from) => !canMoveReturn(from, 'requested')));
  });
});

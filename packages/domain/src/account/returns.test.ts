import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMoveReturn,
  RETURN_WINDOW_DAYS,
  RETURN_WINDOW_TEXT,
  returnEligibility,
  returnRefusalMessage,
  returnWindowOf,
} from './returns.js';
import { ReturnStatusSchema } from './schemas.js';

const DELIVERED = '2026-02-01T12:00:00.000Z';
const day = 86_400_000;
const at = (days: number) => new Date(Date.parse(DELIVERED) + days * day);
const line = { orderStatus: 'shipped', deliveredAt: DELIVERED, quantity: 3, returnedQuantity: 0 };

describe('returnWindowOf', () => {
  it('is closed before the order ships: a paid order has nothing to return yet', () => {
    expect(returnWindowOf({ orderStatus: 'paid', deliveredAt: null }, at(0))).toEqual({
      open: false,
      windowEndsAt: null,
      reason: 'NOT_SHIPPED',
    });
  });
  it('is open while the order is in transit, with no end until it is delivered', () => {
    expect(returnWindowOf({ orderStatus: 'shipped', deliveredAt: null }, at(400))).toEqual({
      open: true,
      windowEndsAt: null,
      reason: null,
    });
  });
  it('closes 30 days after delivery, not after the order', () => {
    expect(returnWindowOf(line, at(RETURN_WINDOW_DAYS))).toEqual({
      open: true,
      windowEndsAt: '2026-03-03T12:00:00.000Z',
      reason: null,
    });
    expect(returnWindowOf(line, new Date(at(RETURN_WINDOW_DAYS).getTime() + 1))).toMatchObject({
      open: false,
      reason: 'WINDOW_CLOSED',
    });
    expect(returnWindowOf({ ...line, orderStatus: 'delivered' }, at(1)).open).toBe(true);
  });
  it('is closed for cancelled and refunded orders', () => {
    for (const orderStatus of ['cancelled', 'refunded'])
      expect(returnWindowOf({ orderStatus, deliveredAt: DELIVERED }, at(1)).reason).toBe(
        'ORDER_NOT_RETURNABLE',
      );
  });
  it('is open for exactly the shipped and delivered orders within the window (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('paid', 'cancelled', 'shipped', 'delivered', 'refunded'),
        fc.option(fc.integer({ min: 0, max: 60 })),
        fc.integer({ min: 0, max: 90 }),
        (orderStatus, deliveredDay, nowDay) => {
          const deliveredAt = deliveredDay === null ? null : at(deliveredDay).toISOString();
          const w = returnWindowOf({ orderStatus, deliveredAt }, at(nowDay));
          const shipped = orderStatus === 'shipped' || orderStatus === 'delivered';
          const within = deliveredDay === null || nowDay - deliveredDay <= RETURN_WINDOW_DAYS;
          expect(w.open).toBe(shipped && within);
          expect(w.open).toBe(w.reason === null);
        },
      ),
    );
  });
  it('says it in one sentence, with the window counted from delivery', () => {
    expect(RETURN_WINDOW_TEXT).toBe('Items can be returned within 30 days of delivery.');
  });
});

describe('returnEligibility', () => {
  it('allows every unit within 30 days of delivery', () => {
    expect(returnEligibility(line, at(10))).toEqual({
      eligible: true,
      returnableQuantity: 3,
      windowEndsAt: '2026-03-03T12:00:00.000Z',
      reason: null,
    });
  });
  it('refuses an order not yet shipped, and after the window, with the reason and its message', () => {
    const paid = returnEligibility({ ...line, orderStatus: 'paid', deliveredAt: null }, at(1));
    expect(paid).toMatchObject({ eligible: false, returnableQuantity: 0, reason: 'NOT_SHIPPED' });
    expect(returnRefusalMessage(paid.reason)).toBe(
      'This order has not shipped yet: a return can be requested once it has',
    );
    const late = returnEligibility(line, new Date(at(RETURN_WINDOW_DAYS).getTime() + 1));
    expect(late).toMatchObject({ eligible: false, returnableQuantity: 0, reason: 'WINDOW_CLOSED' });
    expect(returnRefusalMessage(late.reason)).toBe(
      'The return window for this order closed 30 days after delivery',
    );
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
  it('refuses an unreadable delivery date', () => {
    expect(returnEligibility({ ...line, deliveredAt: 'nope' }, at(1))).toMatchObject({
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

import fc from 'fast-check';
import { canShip } from '../checkout/shipment.js';
import { describe, expect, it } from 'vitest';
import { AdminOrderListQuerySchema, shopDayEnd, shopDayStart } from './order-schemas.js';
import {
  canCancel,
  canDeliver,
  canRefund,
  orderActions,
  ORDER_STAGES,
  orderStage,
  refundableCents,
  refundRefusal,
  restockOf,
  restockText,
  returnRefundCents,
  stageAfterRefund,
  storedStatusOf,
  type OrderStage,
} from './orders.js';

const stage = fc.constantFrom(...ORDER_STAGES);

describe('orderStage', () => {
  it('reads a shipped order with a delivery time as delivered, every other status as itself', () => {
    expect(orderStage('shipped', '2026-03-02T10:00:00Z')).toBe('delivered');
    expect(orderStage('shipped', null)).toBe('shipped');
    expect(orderStage('paid', null)).toBe('paid');
    expect(orderStage('refunded', '2026-03-02T10:00:00Z')).toBe('refunded');
  });
  it('round-trips through the stored status', () => {
    fc.assert(
      fc.property(
        stage,
        (s) =>
          orderStage(
            storedStatusOf(s),
            s === 'delivered' ? 'x' : null,
            s === 'awaiting_payment' ? '2026-03-01T15:30:00.000Z' : null,
          ) === s,
      ),
    );
  });
});

describe('what may happen next', () => {
  it('ships only paid, delivers only shipped, cancels only before shipping', () => {
    const next = (s: OrderStage) => [canDeliver(s), canCancel(s), canRefund(s)];
    expect(next('paid')).toEqual([false, true, true]);
    expect(next('shipped')).toEqual([true, false, true]);
    expect(next('delivered')).toEqual([false, false, true]);
    expect(next('cancelled')).toEqual([false, false, false]);
    expect(next('refunded')).toEqual([false, false, false]);
  });
});

describe('orderActions', () => {
  it("offers each stage's next steps, and a refund only while something is left of what was paid", () => {
    expect(orderActions('paid', 10_000, 0)).toEqual({
      ship: true,
      deliver: false,
      cancel: true,
      refund: true,
    });
    expect(orderActions('shipped', 10_000, 2_500)).toEqual({
      ship: false,
      deliver: true,
      cancel: false,
      refund: true,
    });
    expect(orderActions('shipped', 10_000, 10_000).refund).toBe(false);
    expect(orderActions('awaiting_payment', 10_000, 0)).toEqual({
      ship: false,
      deliver: false,
      cancel: false,
      refund: false,
    });
  });

  it('agrees with canShip, canDeliver, canCancel and refundRefusal for every stage and amount', () => {
    fc.assert(
      fc.property(stage, fc.nat(100_000), fc.nat(100_000), (s, paid, refunded) => {
        const can = orderActions(s, paid, refunded);
        expect([can.ship, can.deliver, can.cancel]).toEqual([canShip(s), canDeliver(s), canCancel(s)]);
        const oneCent = refundRefusal({ stage: s, paidCents: paid, refundedCents: refunded, amountCents: 1 });
        expect(can.refund).toBe(oneCent === null);
      }),
    );
  });
});

describe('refundRefusal', () => {
  const ok = { stage: 'shipped' as const, paidCents: 10_000, refundedCents: 2_500 };
  it('allows up to what is left and refuses a cent more', () => {
    expect(refundRefusal({ ...ok, amountCents: 7_500 })).toBeNull();
    expect(refundRefusal({ ...ok, amountCents: 7_501 })).toBe('REFUND_EXCEEDS_PAID');
  });
  it('refuses nothing, negative, fractional or huge amounts, and settled orders', () => {
    for (const amountCents of [0, -1, 1.5, Number.NaN, 2 ** 60])
      expect(refundRefusal({ ...ok, amountCents })).toBe('REFUND_AMOUNT_INVALID');
    expect(refundRefusal({ ...ok, stage: 'cancelled', amountCents: 1 })).toBe('ORDER_NOT_REFUNDABLE');
    expect(refundRefusal({ ...ok, stage: 'refunded', amountCents: 1 })).toBe('ORDER_NOT_REFUNDABLE');
  });
  it('never lets a run of accepted refunds pass what was paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: -10, max: 400_000 }), { maxLength: 20 }),
        (paid, asks) => {
          let refunded = 0;
          let current: OrderStage = 'delivered';
          for (const amountCents of asks) {
            if (refundRefusal({ stage: current, paidCents: paid, refundedCents: refunded, amountCents }))
              continue;
            refunded += amountCents;
            current = stageAfterRefund(current, paid, refunded);
          }
          return refunded <= paid && refundableCents(paid, refunded) === paid - refunded;
        },
      ),
    );
  });
  it('makes an order refunded once everything went back, and keeps its stage before', () => {
    expect(stageAfterRefund('shipped', 100, 99)).toBe('shipped');
    expect(stageAfterRefund('shipped', 100, 100)).toBe('refunded');
  });
});

describe('restockText', () => {
  it('states the units put back, or that none could be', () => {
    expect(restockText(true, 1)).toBe('1 unit back in stock');
    expect(restockText(true, 3)).toBe('3 units back in stock');
    expect(restockText(true, 0)).toBe('resellable, no units to put back (none were taken from stock)');
    expect(restockText(false, 2)).toBe('not resellable');
  });
});

describe('restockOf', () => {
  it('puts back to Tampa first, then Las Vegas, never more than the line took', () => {
    expect(restockOf({ quantity: 5, tpa: 3, lv: 2 }, 5)).toEqual({ tpa: 3, lv: 2 });
    expect(restockOf({ quantity: 5, tpa: 3, lv: 2 }, 4)).toEqual({ tpa: 3, lv: 1 });
    expect(restockOf({ quantity: 2, tpa: 0, lv: 0 }, 2)).toEqual({ tpa: 0, lv: 0 });
    expect(restockOf({ quantity: 2, tpa: 2, lv: 0 }, 9)).toEqual({ tpa: 2, lv: 0 });
  });
  it('returns between zero and the units asked for, within each warehouse', () => {
    const n = fc.integer({ min: 0, max: 50 });
    fc.assert(
      fc.property(n, n, n, fc.integer({ min: -5, max: 60 }), (quantity, tpa, lv, asked) => {
        const r = restockOf({ quantity, tpa, lv }, asked);
        return r.tpa >= 0 && r.lv >= 0 && r.tpa <= tpa && r.lv <= lv && r.tpa + r.lv <= Math.max(0, asked);
      }),
    );
  });
});

describe('returnRefundCents', () => {
  it('is the returned units at the price paid, within what is left', () => {
    expect(returnRefundCents(1_999, 2, 10_000)).toBe(3_998);
    expect(returnRefundCents(1_999, 2, 1_000)).toBe(1_000);
    expect(returnRefundCents(1_999, 2, 0)).toBe(0);
  });
});

describe('the list query', () => {
  it('reads an order number as typed and a New York day', () => {
    const q = AdminOrderListQuerySchema.parse({ order: 'sa-12', from: '2026-03-01', channel: 'dealer' });
    expect(q).toMatchObject({ order: 'SA-000012', from: '2026-03-01', page: 1, pageSize: 50 });
    expect(AdminOrderListQuerySchema.parse({ order: '000123' }).order).toBe('SA-000123');
  });
  it('refuses a day that does not exist, an end before the start and unknown keys', () => {
    expect(AdminOrderListQuerySchema.safeParse({ from: '2026-02-30' }).success).toBe(false);
    expect(AdminOrderListQuerySchema.safeParse({ from: '2026-03-02', to: '2026-03-01' }).success).toBe(false);
    expect(AdminOrderListQuerySchema.safeParse({ sort: 'x' }).success).toBe(false);
  });
  it('starts a New York day at its midnight, in winter and in summer', () => {
    expect(shopDayStart('2026-01-15')?.toISOString()).toBe('2026-01-15T05:00:00.000Z');
    expect(shopDayStart('2026-07-15')?.toISOString()).toBe('2026-07-15T04:00:00.000Z');
    expect(shopDayStart('2026-13-01')).toBeNull();
  });
  it("ends a New York day at the next one's start, 23 hours long when clocks go forward", () => {
    expect(shopDayEnd('2026-01-31')?.toISOString()).toBe('2026-02-01T05:00:00.000Z');
    const start = shopDayStart('2026-03-08')?.getTime() ?? 0;
    expect(((shopDayEnd('2026-03-08')?.getTime() ?? 0) - start) / 3_600_000).toBe(23);
  });
});

describe('orderStage of an order awaiting payment (decision 074)', () => {
  it('reads a paid-status order with a due time as awaiting_payment, which is neither cancelled nor refunded', () => {
    expect(orderStage('paid', null, '2026-03-01T15:30:00.000Z')).toBe('awaiting_payment');
    expect(orderStage('paid', null, null)).toBe('paid');
    // A released order keeps its due time: it is cancelled.
    expect(orderStage('cancelled', null, '2026-03-01T15:30:00.000Z')).toBe('cancelled');
    expect(storedStatusOf('awaiting_payment')).toBe('paid');
    expect(canCancel('awaiting_payment')).toBe(false);
    expect(canRefund('awaiting_payment')).toBe(false);
  });
});

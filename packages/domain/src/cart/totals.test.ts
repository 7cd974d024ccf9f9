import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CartTotalsSchema } from './schemas.js';
import { computeCartTotals, freeShippingProgress, toCartTotalsDto, type TotalsLine } from './totals.js';

const line = (unitPriceCents: number, quantity = 1, originalUnitCents = unitPriceCents): TotalsLine => ({
  quantity,
  unitPriceCents,
  originalUnitCents,
});
const retail = { isDealer: false };
const dealer = { isDealer: true };

const lineArb = fc.record({
  quantity: fc.integer({ min: -5, max: 1000 }),
  unitPriceCents: fc.integer({ min: -1000, max: 500_000 }),
  originalUnitCents: fc.integer({ min: -1000, max: 500_000 }),
});

describe('computeCartTotals', () => {
  it('sums unit price x quantity into the subtotal', () => {
    const t = computeCartTotals([line(1000, 2), line(550, 1)], retail);
    expect(t.subtotalCents).toBe(2550);
    expect(t.totalCents).toBe(2550);
  });

  it('charges 4.82 shipping below the retail threshold of 25', () => {
    const t = computeCartTotals([line(2499)], retail);
    expect(t.shippingCents).toBe(482);
    expect(t.totalCents).toBe(2499 + 482);
  });

  it('ships free at exactly 25.00 retail', () => {
    expect(computeCartTotals([line(2500)], retail).shippingCents).toBe(0);
  });

  it('charges 37.12 shipping below the dealer threshold of 1500', () => {
    const t = computeCartTotals([line(149_999)], dealer);
    expect(t.shippingCents).toBe(3712);
    expect(t.totalCents).toBe(149_999 + 3712);
  });

  it('ships free at exactly 1500.00 for a dealer', () => {
    expect(computeCartTotals([line(150_000)], dealer).shippingCents).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    expect(computeCartTotals([], retail)).toEqual({
      isDealer: false,
      originalTotalCents: 0,
      discountsTotalCents: 0,
      subtotalCents: 0,
      shippingCents: 0,
      totalCents: 0,
    });
  });

  it('shows the discount between original and charged prices', () => {
    const t = computeCartTotals([line(15_000, 2, 20_000)], retail);
    expect(t.originalTotalCents).toBe(40_000);
    expect(t.discountsTotalCents).toBe(10_000);
    expect(t.subtotalCents).toBe(30_000);
  });

  it('treats a discount of 0.03 as zero and shows 0.04', () => {
    expect(computeCartTotals([line(5000, 1, 5003)], retail).discountsTotalCents).toBe(0);
    expect(computeCartTotals([line(5000, 1, 5004)], retail).discountsTotalCents).toBe(4);
  });

  it('never shows a discount to a dealer', () => {
    const t = computeCartTotals([line(15_000, 2, 20_000)], dealer);
    expect(t.discountsTotalCents).toBe(0);
    expect(t.originalTotalCents).toBe(t.subtotalCents);
  });

  it('shows no negative discount when the charged price is above the original', () => {
    expect(computeCartTotals([line(5000, 1, 0)], retail).discountsTotalCents).toBe(0);
  });

  it('counts negative or non-finite inputs as zero', () => {
    const t = computeCartTotals(
      [line(-500, 2), line(1000, -1), line(Number.NaN, 1), line(3000, Infinity)],
      retail,
    );
    expect(t.subtotalCents).toBe(0);
    expect(t.totalCents).toBe(0);
  });

  it('is never negative, in whole cents, and adds up (property)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), fc.boolean(), (lines, isDealer) => {
        const t = computeCartTotals(lines, { isDealer });
        for (const value of [
          t.originalTotalCents,
          t.discountsTotalCents,
          t.subtotalCents,
          t.shippingCents,
          t.totalCents,
        ]) {
          expect(Number.isInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(t.totalCents).toBe(t.subtotalCents + t.shippingCents);
        expect(t.originalTotalCents - t.discountsTotalCents).toBe(t.subtotalCents);
        expect(t.discountsTotalCents === 0 || t.discountsTotalCents > 3).toBe(true);
      }),
    );
  });

  it('never shows a dealer a discount (property)', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 20 }), (lines) => {
        expect(computeCartTotals(lines, dealer).discountsTotalCents).toBe(0);
      }),
    );
  });

  it('charges shipping exactly when a non-empty subtotal is below the threshold (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 300_000 }), fc.boolean(), (cents, isDealer) => {
        const t = computeCartTotals([line(cents)], { isDealer });
        const [threshold, cost] = isDealer ? [150_000, 3712] : [2500, 482];
        expect(t.shippingCents).toBe(cents >= threshold ? 0 : cost);
      }),
    );
  });
});

describe('toCartTotalsDto', () => {
  it('turns cents into the spec totals in dollars', () => {
    const dto = toCartTotalsDto(computeCartTotals([line(1999, 1, 2499)], retail));
    expect(dto).toEqual({
      isDealer: false,
      originalTotal: 24.99,
      discountsTotal: 5,
      subtotalPrice: 19.99,
      subTotal: 19.99,
      shippingTotal: 4.82,
      totalPrice: 24.81,
    });
    expect(CartTotalsSchema.safeParse(dto).success).toBe(true);
  });
});

describe('freeShippingProgress', () => {
  it('shows a dealer how far they are from 1500.00', () => {
    expect(freeShippingProgress(75_000, true)).toEqual({
      thresholdCents: 150_000,
      remainingCents: 75_000,
      percent: 50,
    });
  });

  it('is complete at and above the threshold', () => {
    expect(freeShippingProgress(150_000, true)).toEqual({
      thresholdCents: 150_000,
      remainingCents: 0,
      percent: 100,
    });
    expect(freeShippingProgress(200_000, true).percent).toBe(100);
  });

  it('uses 25.00 for retail', () => {
    expect(freeShippingProgress(1000, false)).toEqual({
      thresholdCents: 2500,
      remainingCents: 1500,
      percent: 40,
    });
  });

  it('does not round up to 100 one cent short', () => {
    expect(freeShippingProgress(149_999, true)).toEqual({
      thresholdCents: 150_000,
      remainingCents: 1,
      percent: 99,
    });
  });

  it('starts at 0 for an empty, negative or non-finite subtotal', () => {
    expect(freeShippingProgress(0, true).percent).toBe(0);
    expect(freeShippingProgress(-100, true)).toEqual({
      thresholdCents: 150_000,
      remainingCents: 150_000,
      percent: 0,
    });
    expect(freeShippingProgress(Number.NaN, true).remainingCents).toBe(150_000);
  });

  it('keeps percent in 0..100 and remaining + subtotal = threshold below it (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 400_000 }), fc.boolean(), (cents, isDealer) => {
        const p = freeShippingProgress(cents, isDealer);
        expect(p.percent).toBeGreaterThanOrEqual(0);
        expect(p.percent).toBeLessThanOrEqual(100);
        expect(p.percent === 100).toBe(p.remainingCents === 0);
        if (cents >= 0 && cents < p.thresholdCents) expect(p.remainingCents + cents).toBe(p.thresholdCents);
      }),
    );
  });
});

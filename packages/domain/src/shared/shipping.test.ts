import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCents } from './money.js';
import {
  centsToFreeShipping,
  freeShippingAmount,
  freeShippingMessage,
  freeShippingThreshold,
  shippingCostCents,
} from './shipping.js';

describe('shippingCostCents', () => {
  it('charges 4.82 shipping below the retail threshold of 25', () => {
    expect(shippingCostCents(2499, false)).toBe(482);
  });

  it('ships free at or above the retail threshold of 25', () => {
    expect(shippingCostCents(2500, false)).toBe(0);
    expect(shippingCostCents(19999, false)).toBe(0);
  });

  it('charges dealers 37.12 below the dealer threshold of 1500', () => {
    expect(shippingCostCents(149999, true)).toBe(3712);
    expect(shippingCostCents(2500, true)).toBe(3712);
  });

  it('ships free for dealers at or above 1500', () => {
    expect(shippingCostCents(150000, true)).toBe(0);
  });

  it('charges nothing for an empty cart', () => {
    expect(shippingCostCents(0, false)).toBe(0);
    expect(shippingCostCents(0, true)).toBe(0);
  });

  it('is never negative and only ever 0 or the flat cost', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 10_000_000 }), fc.boolean(), (subtotal, dealer) => {
        expect([0, dealer ? 3712 : 482]).toContain(shippingCostCents(subtotal, dealer));
      }),
    );
  });
});

describe('centsToFreeShipping', () => {
  it('gives the dealer the amount still missing to reach 1500', () => {
    expect(centsToFreeShipping(100000, true)).toBe(50000);
    expect(centsToFreeShipping(200000, true)).toBe(0);
  });
});

describe('freeShippingMessage (the viewer’s own rule in words)', () => {
  it('tells a retail shopper $25 and a dealer $1,500, as the cart charges them', () => {
    expect(freeShippingMessage(false)).toBe('Free shipping on orders of $25 or more');
    expect(freeShippingMessage(true)).toBe('Free shipping on orders of $1,500 or more');
    expect(freeShippingAmount(true)).toBe('$1,500');
  });
  it('names the amount from which the cart ships free, for either kind of buyer (property)', () => {
    fc.assert(
      fc.property(fc.boolean(), (isDealer) => {
        const threshold = toCents(freeShippingThreshold(isDealer));
        expect(shippingCostCents(threshold, isDealer)).toBe(0);
        expect(shippingCostCents(threshold - 1, isDealer)).toBeGreaterThan(0);
      }),
    );
  });
});

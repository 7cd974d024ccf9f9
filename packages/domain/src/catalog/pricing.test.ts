import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEALER_FALLBACK_DISCOUNT, HIDE_MSRP_FROM_BOTS, dealerPriceCents, isDealerUser } from './pricing.js';

describe('dealerPriceCents', () => {
  it('uses the stored dealer price when there is one', () => {
    expect(dealerPriceCents(8999, 12999)).toBe(8999);
    expect(dealerPriceCents(0, 12999)).toBe(0);
  });

  it('falls back to MAP less 20% rounded down to a whole dollar (129.99 -> 103.00)', () => {
    expect(DEALER_FALLBACK_DISCOUNT).toBe(0.2);
    expect(dealerPriceCents(null, 12999)).toBe(10300);
    expect(dealerPriceCents(undefined, 12999)).toBe(10300);
  });

  it('keeps an exact whole-dollar result without float loss (MAP 125.00 -> 100.00)', () => {
    expect(dealerPriceCents(null, 12500)).toBe(10000);
    expect(dealerPriceCents(null, 100)).toBe(0);
    expect(dealerPriceCents(null, 500)).toBe(400);
  });

  it('gives 0 for a missing MAP', () => {
    expect(dealerPriceCents(null, 0)).toBe(0);
    expect(dealerPriceCents(null, Number.NaN)).toBe(0);
  });

  it('never puts the fallback dealer price above MAP, and always on a whole dollar', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (map) => {
        const dealer = dealerPriceCents(null, map);
        expect(dealer).toBeLessThanOrEqual(map);
        expect(dealer).toBeGreaterThanOrEqual(0);
        expect(dealer % 100).toBe(0);
        expect(map * 0.8 - dealer).toBeLessThan(100.0001);
      }),
    );
  });

  it('never puts a stored dealer price at or below MAP above MAP', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.integer({ min: 0, max: 1_000_000 }), (a, b) => {
        const [stored, map] = a <= b ? [a, b] : [b, a];
        expect(dealerPriceCents(stored, map)).toBeLessThanOrEqual(map);
      }),
    );
  });
});

describe('isDealerUser', () => {
  it('treats role 2 with an email as a dealer', () => {
    expect(isDealerUser({ email: 'dealer@example.com', role: 2 })).toBe(true);
    expect(isDealerUser({ email: 'dealer@example.com', role: '2' })).toBe(true);
  });

  it('does not treat role 2 without an email as a dealer', () => {
    expect(isDealerUser({ email: '', role: 2 })).toBe(false);
    expect(isDealerUser({ email: null, role: 2 })).toBe(false);
  });

  it('treats isDealer or is_dealer as a dealer', () => {
    expect(isDealerUser({ isDealer: true })).toBe(true);
    expect(isDealerUser({ is_dealer: true })).toBe(true);
    expect(isDealerUser({ is_dealer: 1 })).toBe(true);
  });

  it('does not treat retail users, anonymous visitors or other roles as dealers', () => {
    expect(isDealerUser({ email: 'shopper@example.com', role: 1, isDealer: false, is_dealer: 0 })).toBe(false);
    expect(isDealerUser(null)).toBe(false);
    expect(isDealerUser(undefined)).toBe(false);
  });
});

describe('HIDE_MSRP_FROM_BOTS', () => {
  it('is off', () => {
    expect(HIDE_MSRP_FROM_BOTS).toBe(false);
  });
});

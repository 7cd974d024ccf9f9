import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { SaleSetting } from '../sales/schemas.js';
import { SUMMER_SALE_2025 } from '../sales/seen-sales.js';
import {
  DEALER_FALLBACK_DISCOUNT,
  HIDE_MSRP_FROM_BOTS,
  dealerPriceCents,
  isDealerUser,
  viewerPrice,
  type PriceInput,
} from './pricing.js';

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
    expect(isDealerUser({ email: 'shopper@example.com', role: 1, isDealer: false, is_dealer: 0 })).toBe(
      false,
    );
    expect(isDealerUser(null)).toBe(false);
    expect(isDealerUser(undefined)).toBe(false);
  });
});

describe('HIDE_MSRP_FROM_BOTS', () => {
  it('is off', () => {
    expect(HIDE_MSRP_FROM_BOTS).toBe(false);
  });
});

describe('viewerPrice', () => {
  const product = (over: Partial<PriceInput> = {}): PriceInput => ({
    sku: 'EVL-12-D2',
    priceCents: 20_000,
    mapCents: 18_000,
    storedDealerCents: 12_000,
    saleEnabled: true,
    isDailyDeal: false,
    tpa_wh: 10,
    lv_wh: 0,
    ...over,
  });
  const retail = { isDealer: false, sale: SUMMER_SALE_2025 };
  const dealer = { isDealer: true, sale: SUMMER_SALE_2025 };

  it('charges a retail viewer the sale price while the sale applies, struck against the price', () => {
    expect(viewerPrice(product(), retail)).toEqual({
      unitCents: 17_000,
      regularCents: 20_000,
      dealerCents: null,
      sale: expect.objectContaining({ name: 'SummerSale2025', percent: 0.15, priceCents: 17_000 }),
    });
  });

  it('charges a retail viewer the price without a sale, a sale-enabled flag or stock for the sale', () => {
    for (const p of [
      viewerPrice(product(), { isDealer: false, sale: null }),
      viewerPrice(product({ saleEnabled: false }), retail),
      viewerPrice(product({ tpa_wh: 2, lv_wh: 1 }), retail),
    ])
      expect(p).toEqual({ unitCents: 20_000, regularCents: 20_000, dealerCents: null, sale: null });
  });

  it('charges a dealer the stored dealer price and shows no sale, even while one runs', () => {
    expect(viewerPrice(product(), dealer)).toEqual({
      unitCents: 12_000,
      regularCents: 12_000,
      dealerCents: 12_000,
      sale: null,
    });
  });

  it('charges a dealer MAP less 20% in whole dollars when no dealer price is stored', () => {
    expect(viewerPrice(product({ storedDealerCents: null, mapCents: 12_999 }), dealer).unitCents).toBe(
      10_300,
    );
  });

  const percentArb = fc.oneof(
    fc.double({ min: -1, max: 2, noNaN: false }),
    fc.constantFrom(0, 0.15, 0.25, 0.3, 1, Number.NaN, Number.POSITIVE_INFINITY),
  );
  const saleArb = fc.option(
    fc
      .record({ discountPercentage: percentArb, salePercentageDailyDeal: percentArb })
      .map((p): SaleSetting => ({ ...SUMMER_SALE_2025, ...p })),
    { nil: null },
  );
  const productArb = fc.record({
    sku: fc.constantFrom('EVL-12-D2', 'BF-AMP-1', 'cm-sub-10', 'DONATION'),
    priceCents: fc.integer({ min: 0, max: 10_000_000 }),
    mapCents: fc.integer({ min: 0, max: 10_000_000 }),
    storedDealerCents: fc.option(fc.integer({ min: 0, max: 10_000_000 }), { nil: null }),
    saleEnabled: fc.boolean(),
    isDailyDeal: fc.boolean(),
    tpa_wh: fc.integer({ min: 0, max: 50 }),
    lv_wh: fc.integer({ min: 0, max: 50 }),
  });

  it('never charges a retail viewer more than the regular price, nor below 0 (property)', () => {
    fc.assert(
      fc.property(productArb, saleArb, (p, sale) => {
        const price = viewerPrice(p, { isDealer: false, sale });
        expect(price.regularCents).toBe(p.priceCents);
        expect(price.unitCents).toBeLessThanOrEqual(price.regularCents);
        expect(price.unitCents).toBeGreaterThanOrEqual(0);
        expect(price.unitCents).toBe(price.sale?.priceCents ?? p.priceCents);
        expect(price.dealerCents).toBeNull();
      }),
    );
  });

  it('gives a dealer one price, no sale, the same whatever sale runs, at most MAP when none is stored (property)', () => {
    fc.assert(
      fc.property(productArb, saleArb, (p, sale) => {
        const price = viewerPrice(p, { isDealer: true, sale });
        expect(price).toEqual(viewerPrice(p, { isDealer: true, sale: null }));
        expect(price.sale).toBeNull();
        expect(price.unitCents).toBe(price.regularCents);
        expect(price.dealerCents).toBe(price.unitCents);
        if (p.storedDealerCents === null) expect(price.unitCents).toBeLessThanOrEqual(p.mapCents);
        else expect(price.unitCents).toBe(p.storedDealerCents);
      }),
    );
  });
});

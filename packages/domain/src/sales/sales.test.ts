import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FORCED_SALE_DEFAULT_DISCOUNT,
  FORCE_SALE_PRICE_AS_NORMAL,
  computeProductSale,
  findActiveSale,
  hasStockForSale,
  isDailyDealSku,
  isSaleActive,
  salePercentFor,
  salePriceCents,
  saleShownTo,
  showSaleSections,
} from './sales.js';
import type { SaleSetting } from './schemas.js';
import { BF_2024, SUMMER_SALE_2025, demoSale } from './seen-sales.js';

const at = (iso: string) => new Date(iso);
const sale = (over: Partial<SaleSetting> = {}): SaleSetting => ({ ...SUMMER_SALE_2025, ...over });

describe('isSaleActive', () => {
  it('is active when flagged active and now is before the expiry', () => {
    expect(isSaleActive(SUMMER_SALE_2025, at('2025-07-04T00:00:00Z'))).toBe(true);
  });

  it('is inactive at and after the expiry', () => {
    expect(isSaleActive(SUMMER_SALE_2025, at('2025-12-31T12:00:00Z'))).toBe(false);
    expect(isSaleActive(SUMMER_SALE_2025, at('2026-01-01T00:00:00Z'))).toBe(false);
  });

  it('is inactive before the start', () => {
    const s = sale({ saleStartsAt: '2025-11-28T05:00:00Z' });
    expect(isSaleActive(s, at('2025-11-28T04:59:59Z'))).toBe(false);
    expect(isSaleActive(s, at('2025-11-28T05:00:00Z'))).toBe(true);
  });

  it('is inactive when the active flag is off, even inside the period', () => {
    expect(isSaleActive(BF_2024, at('2024-11-29T12:00:00Z'))).toBe(false);
  });

  it('is inactive when the expiry is not a date', () => {
    expect(isSaleActive(sale({ saleExpiresAt: 'soon' }), at('2025-07-04T00:00:00Z'))).toBe(false);
  });
});

describe('findActiveSale', () => {
  it('uses the first active sale', () => {
    const now = at('2025-07-04T00:00:00Z');
    const second = demoSale(now);
    expect(findActiveSale([BF_2024, SUMMER_SALE_2025, second], now)?.name).toBe('SummerSale2025');
  });

  it('returns null when no sale is active', () => {
    expect(findActiveSale([BF_2024, SUMMER_SALE_2025], at('2026-02-01T00:00:00Z'))).toBeNull();
    expect(findActiveSale([], at('2025-07-04T00:00:00Z'))).toBeNull();
  });
});

describe('saleShownTo', () => {
  it('shows the active sale to retail shoppers and visitors, no sale to a dealer', () => {
    expect(saleShownTo(SUMMER_SALE_2025, { isDealer: false })).toBe(SUMMER_SALE_2025);
    expect(saleShownTo(SUMMER_SALE_2025, { isDealer: true })).toBeNull();
    expect(saleShownTo(null, { isDealer: false })).toBeNull();
  });
});

describe('daily deals', () => {
  it('treats skus starting BF- or CM- as daily deals', () => {
    expect(isDailyDealSku('BF-EVL-12-D2', false)).toBe(true);
    expect(isDailyDealSku('CM-SKM-65', false)).toBe(true);
  });

  it('treats a sku flagged as daily deal as a daily deal', () => {
    expect(isDailyDealSku('EVL-12-D2', true)).toBe(true);
  });

  it('does not treat other skus as daily deals', () => {
    expect(isDailyDealSku('EVL-12-D2', false)).toBe(false);
    expect(isDailyDealSku('SKBF-12', false)).toBe(false);
  });

  it('gives daily-deal skus the daily-deal percent and others the discount percentage', () => {
    expect(salePercentFor(BF_2024, 'BF-EVL-12-D2', false)).toBe(0.3);
    expect(salePercentFor(BF_2024, 'EVL-12-D2', true)).toBe(0.3);
    expect(salePercentFor(BF_2024, 'EVL-12-D2', false)).toBe(0.25);
    expect(salePercentFor(SUMMER_SALE_2025, 'CM-SKM-65', false)).toBe(0.15);
  });
});

describe('salePriceCents', () => {
  it('is base x (1 - percent), rounded to a cent', () => {
    expect(salePriceCents(19999, 0.15)).toBe(16999);
    expect(salePriceCents(10000, 0.25)).toBe(7500);
    expect(salePriceCents(12999, 0.3)).toBe(9099);
  });

  it('applies a discount only for a positive percent', () => {
    expect(salePriceCents(19999, 0)).toBe(19999);
    expect(salePriceCents(19999, -0.15)).toBe(19999);
    expect(salePriceCents(19999, '0.15')).toBe(19999);
    expect(salePriceCents(19999, Number.NaN)).toBe(19999);
    expect(salePriceCents(19999, null)).toBe(19999);
  });

  it('never goes below 0 for a percent above 1', () => {
    expect(salePriceCents(19999, 1.5)).toBe(0);
  });

  it('is never above the base and never negative for percent in [0, 1]', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (base, p) => {
          const price = salePriceCents(base, p);
          expect(Number.isInteger(price)).toBe(true);
          expect(price).toBeLessThanOrEqual(base);
          expect(price).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('hasStockForSale', () => {
  it('counts stock as present when TPA + LV is above 3', () => {
    expect(hasStockForSale(2, 2)).toBe(true);
    expect(hasStockForSale(0, 4)).toBe(true);
  });

  it('does not count 3 units as enough', () => {
    expect(hasStockForSale(1, 2)).toBe(false);
    expect(hasStockForSale(3, 0)).toBe(false);
    expect(hasStockForSale(0, 0)).toBe(false);
  });
});

describe('computeProductSale', () => {
  const product = {
    sku: 'EVL-12-D2',
    priceCents: 19999,
    saleEnabled: true,
    isDailyDeal: false,
    tpa_wh: 10,
    lv_wh: 5,
  };

  it('prices a sale-enabled product in stock at base x (1 - discount)', () => {
    expect(computeProductSale(product, SUMMER_SALE_2025)).toEqual({
      name: 'SummerSale2025',
      percent: 0.15,
      priceCents: 16999,
      shortTitle: 'Summer Sale',
      isDailyDeal: false,
    });
  });

  it('uses the daily-deal percent for a BF- sku', () => {
    const s = computeProductSale({ ...product, sku: 'BF-EVL-12-D2' }, sale({ salePercentageDailyDeal: 0.3 }));
    expect(s).toMatchObject({ percent: 0.3, priceCents: 13999, isDailyDeal: true });
  });

  it('gives no sale without a sale, when not sale-enabled, or with 3 or fewer units', () => {
    expect(computeProductSale(product, null)).toBeNull();
    expect(computeProductSale({ ...product, saleEnabled: false }, SUMMER_SALE_2025)).toBeNull();
    expect(computeProductSale({ ...product, tpa_wh: 2, lv_wh: 1 }, SUMMER_SALE_2025)).toBeNull();
  });

  it('gives no sale when the percent is not positive', () => {
    expect(computeProductSale(product, sale({ discountPercentage: 0 }))).toBeNull();
  });
});

describe('showSaleSections', () => {
  const now = at('2025-07-04T00:00:00Z');

  it('shows sale sections when the sale is active and the timer setting is on', () => {
    expect(showSaleSections(SUMMER_SALE_2025, now)).toBe(true);
  });

  it('hides them when the timer setting is off, the sale is inactive, or there is no sale', () => {
    const noTimer = sale({
      layoutSettings: { ...SUMMER_SALE_2025.layoutSettings, showCountdownTimer: false },
    });
    expect(showSaleSections(noTimer, now)).toBe(false);
    expect(showSaleSections(BF_2024, now)).toBe(false);
    expect(showSaleSections(null, now)).toBe(false);
  });
});

describe('seen sales and sale constants', () => {
  it('holds Summer 15%/15% and Black Friday 2024 25%/30%', () => {
    expect([SUMMER_SALE_2025.discountPercentage, SUMMER_SALE_2025.salePercentageDailyDeal]).toEqual([
      0.15, 0.15,
    ]);
    expect([BF_2024.discountPercentage, BF_2024.salePercentageDailyDeal]).toEqual([0.25, 0.3]);
  });

  it('keeps forcing the sale price as normal disabled, with a default of 15%', () => {
    expect(FORCE_SALE_PRICE_AS_NORMAL).toBe(false);
    expect(FORCED_SALE_DEFAULT_DISCOUNT).toBe(0.15);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDollars,
  formatMoney,
  isPriceNumber,
  parsePrice,
  pricesForSku,
  roundMoney,
  toCents,
} from './money.js';

describe('toCents', () => {
  it('converts dollars to integer cents', () => {
    expect(toCents(129.99)).toBe(12999);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('rounds half a cent away from zero even when the float is just below it', () => {
    expect(toCents(1.005)).toBe(101);
    expect(toCents(-1.005)).toBe(-101);
  });

  it('reads numeric strings', () => {
    expect(toCents('49.95')).toBe(4995);
  });

  it('gives 0 for non-numeric values, NaN and Infinity', () => {
    for (const v of ['abc', '', null, undefined, {}, [], Number.NaN, Infinity, -Infinity, true]) {
      expect(toCents(v)).toBe(0);
    }
  });
});

describe('centsToDollars and roundMoney', () => {
  it('turns cents into dollars with 2 decimals', () => {
    expect(centsToDollars(12999)).toBe(129.99);
    expect(centsToDollars(0)).toBe(0);
  });

  it('rounds money to 2 decimals half away from zero', () => {
    expect(roundMoney(2.675)).toBe(2.68);
    expect(roundMoney(-2.675)).toBe(-2.68);
    expect(roundMoney(10.004)).toBe(10);
    expect(roundMoney(Number.NaN)).toBe(0);
  });

  it('round-trips every 2-decimal dollar amount through cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (cents) => {
        const dollars = cents / 100;
        expect(toCents(dollars)).toBe(cents);
        expect(centsToDollars(toCents(dollars))).toBe(dollars === 0 ? 0 : dollars);
      }),
    );
  });

  it('keeps roundMoney within half a cent of the input', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), (d) => {
        expect(Math.abs(roundMoney(d) - d)).toBeLessThanOrEqual(0.005 + 1e-9);
      }),
    );
  });
});

describe('parsePrice', () => {
  it('turns a non-numeric price into 0', () => {
    expect(parsePrice('call for price')).toBe(0);
    expect(parsePrice(null)).toBe(0);
  });

  it('rounds a numeric price to 2 decimals', () => {
    expect(parsePrice(99.999)).toBe(100);
    expect(parsePrice('19.994')).toBe(19.99);
  });
});

describe('pricesForSku', () => {
  it('yields [0, 0] for a product with no sku', () => {
    expect(pricesForSku({ sku: '', price: 99.99, price_msrp: 149.99 })).toEqual([0, 0]);
    expect(pricesForSku({ price: 99.99, price_msrp: 149.99 })).toEqual([0, 0]);
    expect(pricesForSku(null)).toEqual([0, 0]);
    expect(pricesForSku(undefined)).toEqual([0, 0]);
  });

  it('yields [price, msrp] rounded, with non-numeric values as 0', () => {
    expect(pricesForSku({ sku: 'EVL-12-D2', price: '219.995', price_msrp: 'n/a' })).toEqual([220, 0]);
    expect(pricesForSku({ sku: 'EVL-12-D2', price: 199.99, price_msrp: 279.99 })).toEqual([199.99, 279.99]);
  });
});

describe('formatMoney', () => {
  it('formats dollars as USD with thousands separators', () => {
    expect(formatMoney(1234.56)).toBe('$1,234.56');
    expect(formatMoney(4.8)).toBe('$4.80');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('writes negatives, zero, rounding and large amounts as Intl does', () => {
    expect(formatMoney(-5)).toBe('-$5.00');
    expect(formatMoney(-0)).toBe('$0.00');
    expect(formatMoney(-0.004)).toBe('$0.00');
    expect(formatMoney(1.005)).toBe('$1.01');
    expect(formatMoney(999.999)).toBe('$1,000.00');
    expect(formatMoney(1234567.8)).toBe('$1,234,567.80');
    expect(formatMoney(1e20)).toBe('$100,000,000,000,000,000,000.00');
  });

  it('matches Intl.NumberFormat en-US USD for any amount', () => {
    const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    fc.assert(
      fc.property(
        fc.oneof(
          fc.double({ min: -1e14, max: 1e14, noNaN: true }),
          fc.integer({ min: -1e9, max: 1e9 }).map((cents) => cents / 100),
        ),
        (dollars) => {
          expect(formatMoney(dollars)).toBe(usd.format(roundMoney(dollars)));
        },
      ),
      { numRuns: 3000 },
    );
  });
});

describe('isPriceNumber', () => {
  it('accepts finite numbers only, so a non-numeric price hides the display', () => {
    expect(isPriceNumber(0)).toBe(true);
    expect(isPriceNumber(129.99)).toBe(true);
    expect(isPriceNumber('129.99')).toBe(false);
    expect(isPriceNumber(Number.NaN)).toBe(false);
    expect(isPriceNumber(null)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CATEGORY_SHORTCUTS,
  DATA_FETCHING,
  DEALER_FREE_SHIPPING_THRESHOLD,
  DEALER_SHIPPING_COST,
  LONG_TITLE_CHARS,
  MOBILE_DRAWER_LEVELS,
  QUANTITY_MAX,
  QUANTITY_MIN,
  RETAIL_FREE_SHIPPING_THRESHOLD,
  RETAIL_SHIPPING_COST,
  SLIDER_SCROLL_TOLERANCE_PX,
  SUPPORT_HOURS,
  cardBrandFromNumber,
  isLongTitle,
  viewportFor,
} from './constants.js';

describe('business constants', () => {
  it('holds the spec shipping figures', () => {
    expect([RETAIL_FREE_SHIPPING_THRESHOLD, RETAIL_SHIPPING_COST]).toEqual([25, 4.82]);
    expect([DEALER_FREE_SHIPPING_THRESHOLD, DEALER_SHIPPING_COST]).toEqual([1500, 37.12]);
  });

  it('holds the spec limits for layout, slider, quantity and support hours', () => {
    expect(SLIDER_SCROLL_TOLERANCE_PX).toBe(10);
    expect(CATEGORY_SHORTCUTS).toBe(6);
    expect(MOBILE_DRAWER_LEVELS).toBe(3);
    expect([QUANTITY_MIN, QUANTITY_MAX]).toEqual([1, 1000]);
    expect(SUPPORT_HOURS).toEqual({ opens: '09:00', closes: '17:30' });
  });

  it('holds the data-fetching timings (dedupe 2 s, focus 5 s, retry 5/10 s, slow 3/5 s)', () => {
    expect(DATA_FETCHING).toEqual({
      dedupeMs: 2000,
      focusThrottleMs: 5000,
      errorRetryMs: 5000,
      errorRetrySlowMs: 10000,
      loadingSlowMs: 3000,
      loadingSlowSlowMs: 5000,
    });
  });
});

describe('viewportFor', () => {
  it('classes under 768 px as mobile, 768 to 1024 as tablet, above as desktop', () => {
    expect(viewportFor(767)).toBe('mobile');
    expect(viewportFor(768)).toBe('tablet');
    expect(viewportFor(1024)).toBe('tablet');
    expect(viewportFor(1025)).toBe('desktop');
  });
});

describe('isLongTitle', () => {
  it('flags titles over 98 characters only', () => {
    expect(LONG_TITLE_CHARS).toBe(98);
    expect(isLongTitle('x'.repeat(98))).toBe(false);
    expect(isLongTitle('x'.repeat(99))).toBe(true);
  });
});

describe('cardBrandFromNumber', () => {
  it('reads the brand from the first digit: 3 amex, 4 visa, 5 mastercard, 6 discover', () => {
    expect(cardBrandFromNumber('378282246310005')).toBe('amex');
    expect(cardBrandFromNumber('4111 1111 1111 1111')).toBe('visa');
    expect(cardBrandFromNumber('5555-5555-5555-4444')).toBe('mastercard');
    expect(cardBrandFromNumber('6011111111111117')).toBe('discover');
  });

  it('gives null for other first digits and empty input', () => {
    expect(cardBrandFromNumber('1234')).toBeNull();
    expect(cardBrandFromNumber('')).toBeNull();
  });
});

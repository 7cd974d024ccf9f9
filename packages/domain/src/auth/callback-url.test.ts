import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CALLBACK_PATH, safeCallbackUrl } from './callback-url.js';

const ORIGIN = 'https://shop.test';

describe('safeCallbackUrl', () => {
  it.each([
    ['/account/orders', '/account/orders'],
    [
      '/products/skar-evl-12?sku=EVL-12-D2#product-reviews',
      '/products/skar-evl-12?sku=EVL-12-D2#product-reviews',
    ],
    ['https://shop.test/cart', '/cart'],
    ['http://shop.test/checkout/v3', '/checkout/v3'],
    ['/', '/'],
  ])('keeps the same-site path %s as %s', (input, expected) => {
    expect(safeCallbackUrl(input, ORIGIN)).toBe(expected);
  });

  it.each([
    '//evil.test',
    '//evil.test/account',
    '/\\evil.test',
    '\\\\evil.test',
    'https://evil.test',
    'https://shop.test.evil.test/',
    'https://shop.test@evil.test/',
    'https://user:pass@shop.test/account',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,hi',
    'account',
    '',
    '   ',
    '/a\nb',
    'https://shop.test//evil.test',
    'http:/evil.test',
    '/' + 'a'.repeat(3000),
  ])('answers /account for %j', (input) => {
    expect(safeCallbackUrl(input, ORIGIN)).toBe(DEFAULT_CALLBACK_PATH);
  });

  it('answers the fallback for a missing value or a bad origin', () => {
    expect(safeCallbackUrl(undefined, ORIGIN)).toBe('/account');
    expect(safeCallbackUrl(null, ORIGIN, '/')).toBe('/');
    expect(safeCallbackUrl('/cart', 'not a url')).toBe('/account');
  });

  it('never answers anything that leads to another origin (property)', () => {
    const hosts = fc.constantFrom('evil.test', 'shop.test', 'shop.test.evil.test', '127.0.0.1', '');
    const pieces = fc.constantFrom(
      '/',
      '//',
      '\\',
      'https:',
      'http:',
      'javascript:',
      '@',
      ':',
      '.',
      '%2F',
      '?',
      '#',
      ' ',
      '\t',
    );
    const candidate = fc.oneof(
      fc.string(),
      fc.webUrl(),
      fc
        .tuple(fc.array(pieces, { maxLength: 4 }), hosts, fc.string({ maxLength: 10 }))
        .map(([p, h, rest]) => `${p.join('')}${h}${rest}`),
    );
    fc.assert(
      fc.property(candidate, (input) => {
        const out = safeCallbackUrl(input, ORIGIN);
        expect(out.startsWith('/')).toBe(true);
        expect(out.startsWith('//')).toBe(false);
        expect(out.includes('\\')).toBe(false);
        expect(new URL(out, ORIGIN).origin).toBe(ORIGIN);
      }),
      { numRuns: 2000 },
    );
  });
});

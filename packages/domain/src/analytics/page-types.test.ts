import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePathname, PAGE_TYPES, pageTypeForPath } from './page-types.js';

describe('pageTypeForPath', () => {
  it.each([
    ['/collections/car-subwoofers', 'Collection'],
    ['/products/skar-evl-12', 'Product'],
    ['/pages/contact-us', 'Contact'],
    ['/pages/return-policy', 'ReturnPolicy'],
    ['/jobs', 'Careers'],
    ['/pages/careers', 'Careers'],
    ['/pages/about-us', 'About'],
    ['/pages/prop65', 'Prop65'],
    ['/pages/frequently-asked-questions', 'FAQ'],
    ['/pages/privacy-policy', 'PrivacyPolicy'],
    ['/pages/warranty-policy', 'WarrantyPolicy'],
    ['/pages/financing', 'Financing'],
    ['/reviews/EVL-12-D2', 'ReviewForm'],
    ['/community/dealer-locator', 'DealerLocator'],
    ['/cart', 'Cart'],
    ['/account/login', 'Login'],
    ['/account', 'Account'],
    ['/', 'Home'],
  ] as const)('%s is %s', (path, type) => {
    expect(pageTypeForPath(path)).toBe(type);
  });

  it('gives /account/login precedence over /account', () => {
    expect(pageTypeForPath('/account/login')).toBe('Login');
    expect(pageTypeForPath('/account/orders')).toBe('Account');
  });

  it('keeps a collection or product whose handle contains a content keyword', () => {
    expect(pageTypeForPath('/collections/warranty-replacement-parts')).toBe('Collection');
    expect(pageTypeForPath('/products/about-face-amp')).toBe('Product');
  });

  it('ignores query, hash, case and a trailing slash', () => {
    expect(pageTypeForPath('/Products/skar-evl-12/?variant=EVL-12-D2#product-reviews')).toBe('Product');
    expect(pageTypeForPath('/pages/contact-us?screen=contact-form')).toBe('Contact');
    expect(pageTypeForPath('')).toBe('Home');
  });

  it.each([
    '/checkout/v3',
    '/search/products',
    '/cartography',
    '/pages/become-a-dealer',
    '/returns',
    '/collections',
  ])('%s is Unknown', (path) => {
    expect(pageTypeForPath(path)).toBe('Unknown');
  });

  it('always returns a known type (property)', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        expect(PAGE_TYPES).toContain(pageTypeForPath(path));
      }),
    );
  });

  it('classifies every path under /products/ as Product (property)', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9-]{1,30}$/), (slug) => {
        expect(pageTypeForPath(`/products/${slug}`)).toBe('Product');
      }),
    );
  });
});

describe('normalizePathname', () => {
  it('strips query, hash and trailing slashes and lowercases', () => {
    expect(normalizePathname('/Cart//?a=1#x')).toBe('/cart');
    expect(normalizePathname('cart')).toBe('/cart');
    expect(normalizePathname('/')).toBe('/');
  });
});

import { describe, expect, it } from 'vitest';
import { pageDataUrl, preloadLinks } from './page-hints.js';

const dataUrl = (url: string) => {
  const u = new URL(url, 'http://shop.test');
  return pageDataUrl(u.pathname, u.searchParams);
};

describe('pageDataUrl: the API read a page makes first, as the web builds it', () => {
  it.each([
    ['/', '/api/collections/car-subwoofers?page=1'],
    ['/collections/car-subwoofers', '/api/collections/car-subwoofers?page=1'],
    ['/collections/car-subwoofers?page=3&utm=x', '/api/collections/car-subwoofers?page=3'],
    ['/collections/car-subwoofers?page=0', '/api/collections/car-subwoofers?page=1'],
    ['/collections/car-subwoofers?page=2.5', '/api/collections/car-subwoofers?page=1'],
    [
      '/collections/car-subwoofers/10-inch-subwoofers?page=2',
      '/api/collections/car-subwoofers/10-inch-subwoofers?page=2',
    ],
    [
      '/collections/vehicle-specific-subwoofer-enclosures',
      '/api/collections/vehicle-specific-subwoofer-enclosures',
    ],
    [
      '/collections/vehicle-specific-subwoofer-enclosures?vehicle_make=Ford&type=Loaded&page=1&sizes=10%22,12%22&x=1',
      '/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&sizes=10%22%2C12%22&vehicle_make=Ford',
    ],
    ['/products/skar-evl-12', '/api/product/skar-evl-12'],
    ['/products/skar-evl-12?sku=EVL-12-D2', '/api/product/skar-evl-12'],
    ['/products/a%20b', '/api/product/a%20b'],
    ['/products/skar-evl-12=EVL-12-D2', null],
    ['/products/x/y', null],
    ['/search/products?q=%20evl%20&page=2', '/api/search/products?q=evl&page=2'],
    ['/search/products?q=', null],
    ['/account', null],
    ['/collections/%E0%A4%A', null],
    ['/collections//x', null],
  ])('%s -> %s', (url, expected) => {
    expect(dataUrl(url)).toBe(expected);
  });
});

describe('preloadLinks', () => {
  it('always preloads the menu and the active sale, then the page data, escaped for an attribute', () => {
    expect(preloadLinks('/account')).toBe(
      '<link rel="preload" as="fetch" href="/api/menu" crossorigin>' +
        '<link rel="preload" as="fetch" href="/api/sales/active" crossorigin>',
    );
    const links = preloadLinks('/search/products?q=%22%3E%3Cscript%3E&page=1');
    expect(links).toContain('href="/api/search/products?q=%22%3E%3Cscript%3E&amp;page=1"');
    expect(links).not.toMatch(/<script/);
  });
});

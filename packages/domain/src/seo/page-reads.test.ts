import { describe, expect, it } from 'vitest';
import { matchRoute, pageReadOf } from './page-reads.js';

const dataUrl = (url: string) => {
  const u = new URL(url, 'http://shop.test');
  return pageReadOf(u.pathname, u.searchParams);
};

describe('pageReadOf: the API read a page makes first, as the web builds it', () => {
  it.each([
    ['/', '/api/best-sellers'],
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
    ['/products/skar-evl-12=EVL-12-D2', '/api/product/skar-evl-12'],
    ['/products/skar-evl-12/', '/api/product/skar-evl-12'],
    ['/products/x/y', '/api/product/x%2Fy'],
    ['/products/', null],
    ['/no-such-page', null],
    ['/collections', null],
    ['/search/products?q=%20evl%20&page=2', '/api/search/products?q=evl&page=2'],
    ['/search/products?q=', null],
    ['/account', null],
    ['/collections/%E0%A4%A', null],
    ['/collections//x', null],
  ])('%s -> %s', (url, expected) => {
    expect(dataUrl(url)).toBe(expected);
  });
});

describe('matchRoute: a path as received against a route as the router mounts it', () => {
  it.each([
    ['/', '/', {}],
    ['/collections/:handle', '/collections/a%20b', { handle: 'a b' }],
    ['/collections/:handle', '/collections/a/', { handle: 'a' }],
    ['/collections/:handle', '/collections/a/b', null],
    ['/collections/:handle', '/collections', null],
    ['/products/*', '/products/a/b%2Fc', { '*': 'a/b/c' }],
    ['/search/products', '/search/products', {}],
    ['/search/products', '/search', null],
  ])('%s ~ %s', (route, pathname, params) => {
    expect(matchRoute(route, pathname)).toEqual(params);
  });
});

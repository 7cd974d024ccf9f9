import { describe, expect, it } from 'vitest';
import { queryString, route } from './api-route';
import { fixedRoute, pageRead } from './api-fixed-route';

describe('route', () => {
  it('fills the path parameters, encoded, and keeps the method', () => {
    expect(route('GET /api/admin/products/{sku}/images', { sku: 'A B/1?' })).toEqual({
      method: 'GET',
      url: '/api/admin/products/A%20B%2F1%3F/images',
    });
    expect(route('DELETE /api/admin/collections/{id}/products/{sku}', { id: 7, sku: 'SKU#1' })).toEqual({
      method: 'DELETE',
      url: '/api/admin/collections/7/products/SKU%231',
    });
  });

  it('writes the query after the path, leaving out undefined and null values', () => {
    expect(route('GET /api/admin/products', { q: 'a&b', page: 2, pageSize: undefined }).url).toBe(
      '/api/admin/products?q=a%26b&page=2',
    );
    expect(route('GET /api/account/orders', { page: 1, pageSize: 10 }).url).toBe(
      '/api/account/orders?page=1&pageSize=10',
    );
    expect(route('GET /api/reviews/account/sku', { sku: undefined }).url).toBe('/api/reviews/account/sku');
    expect(fixedRoute('GET /api/menu').url).toBe('/api/menu');
    expect(queryString({ a: null, b: false, c: '' })).toBe('?b=false&c=');
    expect(queryString(undefined)).toBe('');
  });

  it('takes only the operations the API documents, with their parameters (checked by tsc, never run)', () => {
    const typeChecks = () => {
      // @ts-expect-error: no such path
      fixedRoute('GET /api/no-such-thing');
      // @ts-expect-error: the path exists, not for this method
      fixedRoute('PUT /api/menu');
      // @ts-expect-error: a path parameter is required
      route('GET /api/admin/products/{sku}');
      // @ts-expect-error: not a query parameter of the operation
      route('GET /api/admin/products', { colour: 'red' });
      // @ts-expect-error: fixedRoute takes no operation with parameters
      fixedRoute('GET /api/admin/products/{sku}');
      // @ts-expect-error: nor one with a query
      fixedRoute('GET /api/admin/products');
      // @ts-expect-error: an enum's values only
      route('POST /api/admin/products/import', { dryRun: 'yes' });
    };
    expect(typeChecks).toBeTypeOf('function');
  });
});

describe('pageRead', () => {
  it('keeps the URL the domain built when it is the operation’s', () => {
    expect(pageRead('GET /api/product/{skuOrHandle}', '/api/product/skar%20evl')).toEqual({
      method: 'GET',
      url: '/api/product/skar%20evl',
    });
    expect(pageRead('GET /api/collections/{handle}', '/api/collections/subs?page=2').url).toBe(
      '/api/collections/subs?page=2',
    );
  });

  it('throws, in development, on a URL of another operation', () => {
    expect(() => pageRead('GET /api/product/{skuOrHandle}', '/api/collections/subs')).toThrow(
      '/api/collections/subs is not GET /api/product/{skuOrHandle}',
    );
    expect(() => pageRead('GET /api/collections/{handle}', '/api/collections/subs/woofers')).toThrow();
  });
});

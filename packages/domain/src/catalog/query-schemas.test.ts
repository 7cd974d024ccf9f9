import { describe, expect, it } from 'vitest';
import { ProductQuerySchema, SearchQuerySchema, SearchResponseSchema } from './query-schemas.js';
import { CollectionQuerySchema, HandleParamSchema } from './schemas.js';

describe('catalogue query schemas', () => {
  it('reads a pre-selected variant or sku from the product query', () => {
    expect(ProductQuerySchema.parse({ variant: 'EVL-12-D2' })).toEqual({ variant: 'EVL-12-D2' });
    expect(ProductQuerySchema.safeParse({ sku: '<script>' }).success).toBe(false);
  });

  it('defaults the search query to empty and page 1', () => {
    expect(SearchQuerySchema.parse({})).toEqual({ q: '', page: 1, pageSize: 24 });
    expect(SearchQuerySchema.safeParse({ q: 'x'.repeat(201) }).success).toBe(false);
  });

  it('bounds collection paging', () => {
    expect(CollectionQuerySchema.parse({ page: '2', pageSize: '48' })).toEqual({ page: 2, pageSize: 48 });
    expect(CollectionQuerySchema.safeParse({ pageSize: '500' }).success).toBe(false);
  });

  it('accepts handles and equals-style product paths, rejects other characters', () => {
    expect(HandleParamSchema.safeParse('skar-evl-12=EVL-12-D2').success).toBe(true);
    expect(HandleParamSchema.safeParse('../etc/passwd').success).toBe(false);
  });
});

describe('SearchResponseSchema', () => {
  it('reads an empty search answer', () => {
    const empty = { query: 'x', products: [], count: 0, page: 1, pageSize: 24 };
    expect(SearchResponseSchema.parse(empty)).toEqual(empty);
    expect(SearchResponseSchema.safeParse({ ...empty, count: 1.5 }).success).toBe(false);
  });
});

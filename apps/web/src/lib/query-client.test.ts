import { describe, expect, it } from 'vitest';
import { DATA_FETCHING } from '@shop/domain';
import { createQueryClient } from './query-client';
import { productQueryOptions } from '../features/catalog/api/get-product';

describe('query client', () => {
  it('uses the spec timings: dedupe 2 s as staleTime and a 5 s error retry delay', () => {
    const defaults = createQueryClient().getDefaultOptions().queries;
    expect(defaults?.staleTime).toBe(DATA_FETCHING.dedupeMs);
    expect(defaults?.retryDelay).toBe(DATA_FETCHING.errorRetryMs);
  });

  it('never refetches product data on focus or when stale, only on reconnect', () => {
    const options = productQueryOptions('skar-evl-12');
    expect(options.queryKey).toEqual(['catalog', 'product', { skuOrHandle: 'skar-evl-12' }]);
    expect(options.staleTime).toBe(Infinity);
    expect(options.refetchOnWindowFocus).toBe(false);
    expect(options.refetchOnReconnect).toBe('always');
  });
});

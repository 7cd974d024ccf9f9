import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { productQueryDefaults } from '../../../lib/query-client';

/** GET /api/product/{sku-or-handle}: a product by slug, site handle or sku. */
export const getProduct = (skuOrHandle: string, signal?: AbortSignal) =>
  api.get(`/api/product/${encodeURIComponent(skuOrHandle)}`, (d) => d.ProductSchema, { signal });

export const productQueryOptions = (skuOrHandle: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', { skuOrHandle }] as const,
    queryFn: ({ signal }) => getProduct(skuOrHandle, signal),
    ...productQueryDefaults,
  });

export const useProduct = (skuOrHandle: string) => useQuery(productQueryOptions(skuOrHandle));

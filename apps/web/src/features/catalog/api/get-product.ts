import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { bootInitialData } from '../../../lib/boot-data';
import { productQueryDefaults } from '../../../lib/query-client';

const productUrl = (skuOrHandle: string): string => `/api/product/${encodeURIComponent(skuOrHandle)}`;

/** GET /api/product/{sku-or-handle}: a product by slug, site handle or sku. */
export const getProduct = (skuOrHandle: string, signal?: AbortSignal) =>
  api.get(productUrl(skuOrHandle), (d) => d.ProductSchema, { signal });

export const productQueryOptions = (skuOrHandle: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', { skuOrHandle }] as const,
    queryFn: ({ signal }) => getProduct(skuOrHandle, signal),
    ...bootInitialData<Product>(productUrl(skuOrHandle)),
    ...productQueryDefaults,
  });

export const useProduct = (skuOrHandle: string) => useQuery(productQueryOptions(skuOrHandle));

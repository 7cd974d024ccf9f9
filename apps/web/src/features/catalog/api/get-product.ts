import { queryOptions } from '@tanstack/react-query';
import { productApiUrl, type Product } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { pageRead } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';
import { productQueryDefaults } from '../../../lib/query-client';

/** GET /api/product/{sku-or-handle}: a product by slug, site handle or sku. */
export const getProduct = (skuOrHandle: string, signal?: AbortSignal) =>
  api.get(pageRead('GET /api/product/{skuOrHandle}', productApiUrl(skuOrHandle)), (d) => d.ProductSchema, {
    signal,
  });

export const productQueryOptions = (skuOrHandle: string) =>
  queryOptions({
    queryKey: ['catalog', 'product', { skuOrHandle }] as const,
    queryFn: ({ signal }) => getProduct(skuOrHandle, signal),
    ...bootInitialData<Product>(productApiUrl(skuOrHandle)),
    ...productQueryDefaults,
  });

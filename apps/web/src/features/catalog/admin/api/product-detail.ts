import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdminProductSchema, type AdminProduct } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { PRODUCTS_KEY } from './products-list';

/** Every product read one at a time (a variant's creation changes its parent's). */
export const PRODUCT_DETAIL_KEY = [...PRODUCTS_KEY, 'detail'] as const;

export const productQueryKey = (sku: string) => [...PRODUCT_DETAIL_KEY, sku.toUpperCase()] as const;

/** GET /api/admin/products/:sku: every editable field, with its stock, variants, images and rating. */
export const productQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: productQueryKey(sku),
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/products/{sku}', { sku }), AdminProductSchema, { signal }),
  });

export const useProduct = (sku: string) => useQuery(productQueryOptions(sku));

/**
 * After a create or an edit: the answer (the product as stored) is cached under its sku, and everything else the
 * write may change refetches: every page of the list, the other products (a variant's parent lists it) and the
 * audit log.
 */
export async function productWritten(queryClient: QueryClient, product: AdminProduct): Promise<void> {
  const own = productQueryKey(product.sku);
  queryClient.setQueryData(own, product);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: PRODUCTS_KEY,
      predicate: (q) => !(q.queryKey[2] === own[2] && q.queryKey[3] === own[3]),
    }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);
}

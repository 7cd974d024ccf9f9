import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { AdminProductImagesSchema, type AdminProductImages } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { PRODUCTS_KEY } from './products-list';

export const productImagesQueryKey = (sku: string) => [...PRODUCTS_KEY, 'images', sku.toUpperCase()] as const;

/** GET /api/admin/products/:sku/images: the pictures in order, each with its id, alt text and sizes. */
export const productImagesQueryOptions = (sku: string) =>
  queryOptions({
    queryKey: productImagesQueryKey(sku),
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/products/{sku}/images', { sku }), AdminProductImagesSchema, { signal }),
  });

export const useProductImages = (sku: string) => useQuery(productImagesQueryOptions(sku));

/**
 * After an upload, a reorder or a delete: the answer (the pictures as stored) is cached, and what shows a picture
 * refetches (the list's first picture, the product, the audit log).
 */
export async function productImagesWritten(
  queryClient: QueryClient,
  images: AdminProductImages,
): Promise<void> {
  const own = productImagesQueryKey(images.sku);
  queryClient.setQueryData(own, images);
  await Promise.all([
    queryClient.invalidateQueries({
      queryKey: PRODUCTS_KEY,
      predicate: (q) => !(q.queryKey[2] === own[2] && q.queryKey[3] === own[3]),
    }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCollectionDetailSchema, type AdminCollectionDetail } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { collectionQueryOptions } from './collection-get';
import { refetchAfterCatalogWrite } from './collections-list';

/**
 * PUT /api/admin/collections/:id/products with the whole membership in its new order and the csrf token. The
 * list shows the new order at once and goes back if the server refuses it.
 */
export function useOrderCollectionProducts(id: number) {
  const queryClient = useQueryClient();
  const key = collectionQueryOptions(id).queryKey;
  return useMutation({
    mutationFn: async (skus: string[]) =>
      api.send(
        route('PUT /api/admin/collections/{id}/products', { id }),
        { skus, csrfToken: await getCsrfToken() },
        AdminCollectionDetailSchema,
      ),
    onMutate: async (skus) => {
      await queryClient.cancelQueries({ queryKey: key });
      const before = queryClient.getQueryData(key);
      if (before) {
        const bySku = new Map(before.products.map((p) => [p.sku, p]));
        const products = skus.flatMap((sku, position) => {
          const p = bySku.get(sku);
          return p ? [{ ...p, position }] : [];
        });
        queryClient.setQueryData<AdminCollectionDetail>(key, { ...before, products });
      }
      return { before };
    },
    onSuccess: (detail) => queryClient.setQueryData(key, detail),
    onError: (_err, _skus, context) => {
      if (context?.before) queryClient.setQueryData(key, context.before);
    },
    onSettled: () => refetchAfterCatalogWrite(queryClient),
  });
}

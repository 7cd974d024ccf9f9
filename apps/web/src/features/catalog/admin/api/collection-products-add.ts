import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCollectionDetailSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { collectionQueryOptions } from './collection-get';
import { refetchAfterCatalogWrite } from './collections-list';

/**
 * POST /api/admin/collections/:id/products with the csrf token: adds skus after the last product (a member
 * listed again moves there). An unknown sku answers 400 UNKNOWN_SKU (details.unknown).
 */
export function useAddCollectionProducts(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (skus: string[]) =>
      api.send(
        route('POST /api/admin/collections/{id}/products', { id }),
        { skus, csrfToken: await getCsrfToken() },
        AdminCollectionDetailSchema,
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(collectionQueryOptions(id).queryKey, detail);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

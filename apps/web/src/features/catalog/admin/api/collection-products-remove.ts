import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCollectionDetailSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { collectionQueryOptions } from './collection-get';
import { refetchAfterCatalogWrite } from './collections-list';

/** DELETE /api/admin/collections/:id/products/:sku, the csrf token as X-CSRF-Token: the new membership. */
export function useRemoveCollectionProduct(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sku: string) =>
      api.send(
        route('DELETE /api/admin/collections/{id}/products/{sku}', { id, sku }),
        undefined,
        AdminCollectionDetailSchema,
        { headers: { 'x-csrf-token': await getCsrfToken() } },
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(collectionQueryOptions(id).queryKey, detail);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

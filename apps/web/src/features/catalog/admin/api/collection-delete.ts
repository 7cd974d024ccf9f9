import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { collectionQueryOptions } from './collection-get';
import { refetchAfterCatalogWrite } from './collections-list';

/**
 * DELETE /api/admin/collections/:id, the csrf token as X-CSRF-Token; answers 204 (409 COLLECTION_IN_USE while
 * sub-collections or a menu category need it). Deleted, `leave` runs first (the screen goes to the list, so
 * nothing shows the deleted one), then the lists and the menu refetch (never the deleted one: it is gone).
 */
export function useDeleteCollection(leave: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.send(route('DELETE /api/admin/collections/{id}', { id }), undefined, z.undefined(), {
        headers: { 'x-csrf-token': await getCsrfToken() },
      }),
    onSuccess: async (_answer, id) => {
      await leave();
      return refetchAfterCatalogWrite(queryClient, collectionQueryOptions(id).queryKey);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCollectionDetailSchema, type UpdateCollectionBodySchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { collectionQueryOptions } from './collection-get';
import { refetchAfterCatalogWrite } from './collections-list';

export type CollectionChanges = Omit<z.input<typeof UpdateCollectionBodySchema>, 'csrfToken'>;

/** PATCH /api/admin/collections/:id with the fields that changed and the csrf token. */
export function useUpdateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, changes }: { id: number; changes: CollectionChanges }) =>
      api.send(
        route('PATCH /api/admin/collections/{id}', { id }),
        { ...changes, csrfToken: await getCsrfToken() },
        AdminCollectionDetailSchema,
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(collectionQueryOptions(detail.collection.id).queryKey, detail);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminCollectionDetailSchema, type CreateCollectionBodySchema } from '@shop/domain';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { collectionQueryOptions } from './collection-get';
import { refetchAfterCatalogWrite } from './collections-list';

export type NewCollection = Omit<z.input<typeof CreateCollectionBodySchema>, 'csrfToken'>;

/**
 * POST /api/admin/collections with the csrf token: a new collection, top-level or under a top-level parent.
 * The server validates it (400 VALIDATION_FAILED, UNKNOWN_PARENT, PARENT_NOT_TOP_LEVEL; 409 HANDLE_TAKEN).
 */
export function useCreateCollection() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (collection: NewCollection) =>
      api.send(
        fixedRoute('POST /api/admin/collections'),
        { ...collection, csrfToken: await getCsrfToken() },
        AdminCollectionDetailSchema,
      ),
    onSuccess: (detail) => {
      queryClient.setQueryData(collectionQueryOptions(detail.collection.id).queryKey, detail);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminCollectionDetailSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { COLLECTIONS_KEY } from './collections-list';

/** GET /api/admin/collections/:id: one collection with its products in order (404 NOT_FOUND when none). */
export const collectionQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...COLLECTIONS_KEY, 'detail', { id }] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/collections/{id}', { id }), AdminCollectionDetailSchema, { signal }),
  });

/** The collection with this id; nothing is asked for while `id` is null (a new collection). */
export const useCollection = (id: number | null) =>
  useQuery({ ...collectionQueryOptions(id ?? 0), enabled: id !== null });

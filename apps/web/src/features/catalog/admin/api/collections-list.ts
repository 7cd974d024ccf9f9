import { hashKey, queryOptions, useQuery, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { AdminCollectionListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** Every back office read of collections (the list, one collection): a collection write invalidates them all. */
export const COLLECTIONS_KEY = ['admin', 'collections'] as const;

/** GET /api/admin/collections: every collection, sub-collections too, with its product count. */
export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: [...COLLECTIONS_KEY, 'list', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/admin/collections'), AdminCollectionListSchema, { signal }),
  });

/** Every collection; nothing is asked for while `enabled` is false. */
export const useCollections = (enabled = true) => useQuery({ ...collectionsQueryOptions(), enabled });

/**
 * After a collection or menu write: the back office's collections, menu and audit log refetch, and the
 * storefront's kept collection pages and menu are stale, so "View shop" shows the change. A deleted collection
 * (`gone`) is left alone: asking for it again would only answer 404.
 */
export const refetchAfterCatalogWrite = (queryClient: QueryClient, gone?: QueryKey) =>
  Promise.all([
    queryClient.invalidateQueries({
      queryKey: COLLECTIONS_KEY,
      predicate: (query) => gone === undefined || hashKey(query.queryKey) !== hashKey(gone),
    }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'menu'] }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    queryClient.invalidateQueries({ queryKey: ['catalog'] }),
    queryClient.invalidateQueries({ queryKey: ['menu'] }),
  ]);

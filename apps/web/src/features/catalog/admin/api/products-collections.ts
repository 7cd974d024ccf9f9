import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminCollectionListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';

/**
 * GET /api/admin/collections: every collection (sub-collections too), for the list's filter and the product
 * form's collection choices. Under the collections' key, so that a change made on the Collections screen shows here.
 */
export const productsCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'collections', 'all'] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/admin/collections'), AdminCollectionListSchema, { signal }),
    staleTime: 60_000,
    select: (data) => [...data.collections].sort((a, b) => a.full_handle.localeCompare(b.full_handle)),
  });

export const useProductsCollections = () => useQuery(productsCollectionsQueryOptions());

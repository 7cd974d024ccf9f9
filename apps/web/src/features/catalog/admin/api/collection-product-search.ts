import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { AdminProductListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';

/** How many matches the collection screen's product search shows. */
export const PRODUCT_SEARCH_SIZE = 8;

/**
 * GET /api/admin/products?q=: products whose sku or name holds the text, to add to a collection (the products
 * screen's list endpoint, asked for one short page).
 */
export const collectionProductSearchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['admin', 'products', 'search', { q, pageSize: PRODUCT_SEARCH_SIZE }] as const,
    queryFn: ({ signal }) =>
      api.get(
        route('GET /api/admin/products', { q, pageSize: PRODUCT_SEARCH_SIZE }),
        AdminProductListSchema,
        { signal },
      ),
    staleTime: 30_000,
  });

/** The matches for `q` (nothing is asked for while it is empty); the last matches stay while the next load. */
export const useCollectionProductSearch = (q: string) =>
  useQuery({
    ...collectionProductSearchQueryOptions(q),
    enabled: q.trim() !== '',
    placeholderData: keepPreviousData,
  });

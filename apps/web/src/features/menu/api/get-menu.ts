import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /api/menu: header categories with their collections. */
export const getMenu = (signal?: AbortSignal) =>
  api.get('/api/menu', (d) => d.MenuResponseSchema, { signal });

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['menu', 'tree', {}] as const,
    queryFn: ({ signal }) => getMenu(signal),
    staleTime: 5 * 60_000,
  });

export const useMenu = () => useQuery(menuQueryOptions());

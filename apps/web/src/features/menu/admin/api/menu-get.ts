import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminMenuSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';

/** The back office's menu tree; every menu write answers the whole tree, which replaces it. */
export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'menu', 'tree', {}] as const,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/menu'), AdminMenuSchema, { signal }),
  });

export const useAdminMenu = () => useQuery(menuQueryOptions());

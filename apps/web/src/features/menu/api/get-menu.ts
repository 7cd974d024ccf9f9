import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_API_URL, type MenuResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { bootInitialData } from '../../../lib/boot-data';

/** GET /api/menu: header categories with their collections. */
export const getMenu = (signal?: AbortSignal) =>
  api.get(MENU_API_URL, (d) => d.MenuResponseSchema, { signal });

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['menu', 'tree', {}] as const,
    // Not cancelled when its observers unmount: the loading layout's header hands over to the page's.
    queryFn: () => getMenu(),
    ...bootInitialData<MenuResponse>(MENU_API_URL),
    staleTime: 5 * 60_000,
  });

export const useMenu = () => useQuery(menuQueryOptions());

import { useMemo } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { MENU_API_URL, menuPaths, type MenuResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

/** GET /api/menu: header categories with their collections. */
export const getMenu = (signal?: AbortSignal) =>
  api.get(fixedRoute(`GET ${MENU_API_URL}`), (d) => d.MenuResponseSchema, { signal });

export const menuQueryOptions = () =>
  queryOptions({
    queryKey: ['menu', 'tree', {}] as const,
    // Not cancelled when its observers unmount: the loading layout's header hands over to the page's.
    queryFn: () => getMenu(),
    ...bootInitialData<MenuResponse>(MENU_API_URL),
    staleTime: 5 * 60_000,
  });

export const useMenu = () => useQuery(menuQueryOptions());

/**
 * The pages the shop holds, known by its menu leading there (paths without their query), or undefined while the
 * menu loads (the server puts it in every page, so that is rare). The storefront's fixed links (the category
 * shortcuts and tiles, the not-found page's and the cart's way to the subwoofers) show only for what the shop
 * holds, so that an empty shop never sends a shopper to "not found" (decision 070).
 */
export function useShopPaths(): ReadonlySet<string> | undefined {
  const { data } = useMenu();
  return useMemo(() => (data ? menuPaths(data) : undefined), [data]);
}

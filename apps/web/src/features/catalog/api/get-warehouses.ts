import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_WAREHOUSES, orderedWarehouses, type Warehouse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';

/** GET /api/warehouses: the active warehouses in the merchant's order (decision 083). */
export const warehousesQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'warehouses', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/warehouses'), (d) => d.WarehousesResponseSchema, { signal }),
    staleTime: 5 * 60_000,
  });

/** The warehouses a dealer's card and table show: the spec's TPA and LV until the shop's own are read. */
export function useWarehouses(): readonly Warehouse[] {
  const { data } = useQuery(warehousesQueryOptions());
  return data ? orderedWarehouses(data.warehouses, 'active') : DEFAULT_WAREHOUSES;
}

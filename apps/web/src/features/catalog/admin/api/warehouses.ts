import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { WarehousesResponseSchema, type PutWarehousesBody } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { warehousesQueryOptions } from '../../api/get-warehouses';

/** GET /api/admin/warehouses: every warehouse, active or not, in the merchant's order (decision 083). */
export const adminWarehousesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'warehouses', {}] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/admin/warehouses'), WarehousesResponseSchema, { signal }),
  });

export const useAdminWarehouses = () => useQuery(adminWarehousesQueryOptions());

/**
 * PUT /api/admin/warehouses with the csrf token: every warehouse's name, place (the list's order) and state. A
 * warehouse holding units stays active (409 WAREHOUSE_HOLDS_STOCK); the screens and the audit log refetch.
 */
export function usePutWarehouses() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (warehouses: PutWarehousesBody['warehouses']) =>
      api.send(
        fixedRoute('PUT /api/admin/warehouses'),
        { warehouses, csrfToken: await getCsrfToken() },
        WarehousesResponseSchema,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminWarehousesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: warehousesQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

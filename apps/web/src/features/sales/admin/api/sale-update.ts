import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminSaleSchema, type SaleSettingInput } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterSaleWrite } from './sales-list';

/** PUT /api/admin/sales/:id with the csrf token: the whole setting, validated by the server; its place is kept. */
export function useUpdateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, sale }: { id: number; sale: SaleSettingInput }) =>
      api.send(
        route('PUT /api/admin/sales/{id}', { id }),
        { sale, csrfToken: await getCsrfToken() },
        AdminSaleSchema,
      ),
    onSuccess: () => refetchAfterSaleWrite(queryClient),
  });
}

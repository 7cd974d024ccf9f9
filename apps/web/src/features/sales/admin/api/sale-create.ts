import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminSaleSchema, type SaleSettingInput } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterSaleWrite } from './sales-list';

/**
 * POST /api/admin/sales with the csrf token: a new sale at `position` (0 first; the API's default is last).
 * The server validates it (400 VALIDATION_FAILED with details under `sale.`, 409 SALE_NAME_TAKEN).
 */
export function useCreateSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sale, position }: { sale: SaleSettingInput; position?: number }) =>
      api.send(
        fixedRoute('POST /api/admin/sales'),
        { sale, ...(position !== undefined ? { position } : {}), csrfToken: await getCsrfToken() },
        AdminSaleSchema,
      ),
    onSuccess: () => refetchAfterSaleWrite(queryClient),
  });
}

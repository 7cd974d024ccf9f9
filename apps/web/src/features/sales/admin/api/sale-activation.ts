import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminSaleSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterSaleWrite } from './sales-list';

/**
 * POST /api/admin/sales/:id/activate or /deactivate with the csrf token: only the sale's active flag changes
 * (it runs inside its period; the first running sale is the one shown).
 */
export function useSetSaleActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, active }: { id: number; active: boolean }) =>
      api.send(
        active
          ? route('POST /api/admin/sales/{id}/activate', { id })
          : route('POST /api/admin/sales/{id}/deactivate', { id }),
        { csrfToken: await getCsrfToken() },
        AdminSaleSchema,
      ),
    onSettled: () => refetchAfterSaleWrite(queryClient),
  });
}

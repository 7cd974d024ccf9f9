import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterSaleWrite } from './sales-list';

/** DELETE /api/admin/sales/:id, the csrf token as X-CSRF-Token; answers 204. */
export function useDeleteSale() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.send(route('DELETE /api/admin/sales/{id}', { id }), undefined, z.undefined(), {
        headers: { 'x-csrf-token': await getCsrfToken() },
      }),
    onSettled: () => refetchAfterSaleWrite(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterCatalogWrite } from '../../../catalog/admin/api/collections-list';

/**
 * DELETE /api/admin/menu/categories/:id or /collections/:id (with everything under it) or /products/:id, the
 * csrf token as X-CSRF-Token; answers 204, and the menu refetches.
 */
export function useDeleteMenuEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id }: { kind: 'categories' | 'collections' | 'products'; id: number }) =>
      api.send(route(`DELETE /api/admin/menu/${kind}/{id}`, { id }), undefined, z.undefined(), {
        headers: { 'x-csrf-token': await getCsrfToken() },
      }),
    onSettled: () => refetchAfterCatalogWrite(queryClient),
  });
}

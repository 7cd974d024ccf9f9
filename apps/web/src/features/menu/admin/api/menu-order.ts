import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminMenuSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterCatalogWrite } from '../../../catalog/admin/api/collections-list';
import { menuQueryOptions } from './menu-get';

export type MenuKind = 'categories' | 'collections' | 'products';

/**
 * PUT /api/admin/menu/order with one group of siblings (every one once, first first) and the csrf token; the
 * answer is the whole menu.
 */
export function useOrderMenu() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, ids }: { kind: MenuKind; ids: number[] }) =>
      api.send(
        fixedRoute('PUT /api/admin/menu/order'),
        { kind, ids, csrfToken: await getCsrfToken() },
        AdminMenuSchema,
      ),
    onSuccess: (menu) => {
      queryClient.setQueryData(menuQueryOptions().queryKey, menu);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

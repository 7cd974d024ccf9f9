import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminMenuSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterCatalogWrite } from '../../../catalog/admin/api/collections-list';
import { menuQueryOptions } from './menu-get';

/**
 * The changed fields of an entry as its form gives them (UpdateMenuCategoryBodySchema and its siblings,
 * without the token); the server validates them and its field errors show on the form.
 */
export type MenuEntryChange = {
  kind: 'categories' | 'collections' | 'products';
  id: number;
  fields: Record<string, string | boolean | null>;
};

/**
 * PATCH /api/admin/menu/{categories|collections|products}/:id with the fields that changed and the csrf
 * token; the answer is the whole menu.
 */
export function useUpdateMenuEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, id, fields }: MenuEntryChange) =>
      api.send(
        route(`PATCH /api/admin/menu/${kind}/{id}`, { id }),
        { ...fields, csrfToken: await getCsrfToken() },
        AdminMenuSchema,
      ),
    onSuccess: (menu) => {
      queryClient.setQueryData(menuQueryOptions().queryKey, menu);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

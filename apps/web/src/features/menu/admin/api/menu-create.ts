import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminMenuSchema } from '@shop/domain';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import type { BodyOf } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterCatalogWrite } from '../../../catalog/admin/api/collections-list';
import { menuQueryOptions } from './menu-get';

/**
 * A new entry's fields as its form gives them (CreateMenuCategoryBodySchema, CreateMenuCollectionBodySchema,
 * CreateMenuProductBodySchema without the token); the server validates them and its field errors show on the form.
 */
export type NewMenuEntry = {
  kind: 'categories' | 'collections' | 'products';
  fields: Record<string, string | number | boolean | null>;
};

const CreatedSchema = z.object({ id: z.number().int(), menu: AdminMenuSchema });

/**
 * POST /api/admin/menu/categories, /collections or /products with the csrf token: a new entry, last among its
 * siblings.
 * The answer is its id and the whole menu.
 */
export function useCreateMenuEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ kind, fields }: NewMenuEntry) => {
      const operation = `POST /api/admin/menu/${kind}` as const;
      // The form's fields, as its specs give them: the server validates them (above).
      const body = { ...fields, csrfToken: await getCsrfToken() } as BodyOf<typeof operation>;
      return api.send(fixedRoute(operation), body, CreatedSchema);
    },
    onSuccess: ({ menu }) => {
      queryClient.setQueryData(menuQueryOptions().queryKey, menu);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

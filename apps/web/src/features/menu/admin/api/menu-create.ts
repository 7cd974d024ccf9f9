import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AdminMenuSchema,
  CreateMenuCategoryBodySchema,
  CreateMenuCollectionBodySchema,
  CreateMenuProductBodySchema,
} from '@shop/domain';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import type { BodyOf } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { refetchAfterCatalogWrite } from '../../../catalog/admin/api/collections-list';
import { menuQueryOptions } from './menu-get';

/** A new entry's fields as its form gives them (without the token), checked with its route's body schema. */
export type NewMenuEntry = {
  kind: 'categories' | 'collections' | 'products';
  fields: Record<string, string | number | boolean | null>;
};
type MenuKind = NewMenuEntry['kind'];

const CreatedSchema = z.object({ id: z.number().int(), menu: AdminMenuSchema });
type Created = z.infer<typeof CreatedSchema>;

/** Each kind's body as its route takes it (the domain's schema's input). */
type CreateBodies = {
  categories: BodyOf<'POST /api/admin/menu/categories'>;
  collections: BodyOf<'POST /api/admin/menu/collections'>;
  products: BodyOf<'POST /api/admin/menu/products'>;
};

/** Each kind's fields parsed with its route's body schema (the domain's), and the POST of the parsed body. */
const KINDS: {
  [K in MenuKind]: {
    check: (fields: NewMenuEntry['fields']) => z.ZodSafeParseResult<CreateBodies[K]>;
    post: (body: CreateBodies[K]) => Promise<Created>;
  };
} = {
  categories: {
    check: (fields) => CreateMenuCategoryBodySchema.safeParse(fields),
    post: (body) => api.send(fixedRoute('POST /api/admin/menu/categories'), body, CreatedSchema),
  },
  collections: {
    check: (fields) => CreateMenuCollectionBodySchema.safeParse(fields),
    post: (body) => api.send(fixedRoute('POST /api/admin/menu/collections'), body, CreatedSchema),
  },
  products: {
    check: (fields) => CreateMenuProductBodySchema.safeParse(fields),
    post: (body) => api.send(fixedRoute('POST /api/admin/menu/products'), body, CreatedSchema),
  },
};

/**
 * The new entry's fields checked with its route's schema: a refusal throws the schema's ZodError (the form shows
 * its issues on the fields, as it shows the server's), else the parsed body is posted with the csrf token.
 */
async function createEntry<K extends MenuKind>(kind: K, fields: NewMenuEntry['fields']): Promise<Created> {
  const checked = KINDS[kind].check(fields);
  if (!checked.success) throw checked.error;
  return KINDS[kind].post({ ...checked.data, csrfToken: await getCsrfToken() });
}

/**
 * POST /api/admin/menu/categories, /collections or /products with the csrf token: a new entry, last among its
 * siblings.
 * The answer is its id and the whole menu.
 */
export function useCreateMenuEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, fields }: NewMenuEntry) => createEntry(kind, fields),
    onSuccess: ({ menu }) => {
      queryClient.setQueryData(menuQueryOptions().queryKey, menu);
      return refetchAfterCatalogWrite(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductSchema, type CreateProductBody } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { productWritten } from './product-detail';

/** The create body as the form sends it (the csrf token is added here). */
export type NewProduct = Omit<CreateProductBody, 'csrfToken'>;

/**
 * POST /api/admin/products. A taken sku or handle answers 409 SKU_TAKEN / HANDLE_TAKEN (details.field), an
 * unknown parent, collection or sku 400; the new product is cached under its sku, and every list, product (its
 * parent's variants) and the audit log refetch.
 */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: NewProduct) =>
      api.send(
        fixedRoute('POST /api/admin/products'),
        { ...body, csrfToken: await getCsrfToken() },
        AdminProductSchema,
      ),
    onSuccess: (product) => productWritten(queryClient, product),
  });
}

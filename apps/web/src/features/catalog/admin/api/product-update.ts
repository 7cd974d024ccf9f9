import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminProductSchema, type UpdateProductBody } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { productWritten } from './product-detail';

/** The fields that change (the csrf token is added here). */
export type ProductChanges = Omit<UpdateProductBody, 'csrfToken'>;

/**
 * PATCH /api/admin/products/:sku with the changed fields only. The answer (the product as stored) replaces the
 * cached one; the lists, the other products (a family's parent) and the audit log refetch.
 */
export function useUpdateProduct(sku: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: ProductChanges) =>
      api.send(
        route('PATCH /api/admin/products/{sku}', { sku }),
        { ...changes, csrfToken: await getCsrfToken() },
        AdminProductSchema,
      ),
    onSuccess: (product) => productWritten(queryClient, product),
  });
}

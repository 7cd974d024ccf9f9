import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { productQueryKey } from './product-detail';
import { PRODUCTS_KEY } from './products-list';

/**
 * DELETE /api/admin/products/:sku, the csrf token as X-CSRF-Token; answers 204 (409 PRODUCT_IN_USE while an
 * order, variants or a bundle need it: its message says to disable it instead). Deleted, `leave` runs first (the
 * screen goes to the list, so nothing shows the deleted product), its cached read is dropped, then the lists,
 * the other products (a variant's parent) and the audit log refetch.
 */
export function useDeleteProduct(leave: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (sku: string) =>
      api.send(route('DELETE /api/admin/products/{sku}', { sku }), undefined, z.undefined(), {
        headers: { 'x-csrf-token': await getCsrfToken() },
      }),
    onSuccess: async (_answer, sku) => {
      await leave();
      queryClient.removeQueries({ queryKey: productQueryKey(sku) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: PRODUCTS_KEY }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]);
    },
  });
}

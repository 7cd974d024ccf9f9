import { useMutation, useQueryClient } from '@tanstack/react-query';
import { StockUpdateResultSchema, type StockLine } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/**
 * PUT /api/admin/stock with one sku's counts and the csrf token. An unknown sku answers 400 UNKNOWN_SKU
 * (details.unknown); a change is audited, so the audit log refetches.
 */
export function useSetStock() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (line: StockLine) =>
      api.send(
        fixedRoute('PUT /api/admin/stock'),
        { items: [line], csrfToken: await getCsrfToken() },
        StockUpdateResultSchema,
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  });
}

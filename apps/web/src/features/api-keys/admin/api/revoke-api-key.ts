import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiKeySchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { apiKeysQueryOptions } from './get-api-keys';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** POST /api/admin/api-keys/:id/revoke with the csrf token; the key stops working at once. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      api.send(
        route('POST /api/admin/api-keys/{id}/revoke', { id }),
        { csrfToken: await getCsrfToken() },
        ApiKeySchema,
      ),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

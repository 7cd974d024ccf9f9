import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedApiKeySchema, type AdminScope } from '@shop/domain';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { apiKeysQueryOptions } from './get-api-keys';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

export type CreateApiKeyInput = { name: string; scopes: AdminScope[] };
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/**
 * POST /api/admin/api-keys with the csrf token: the answer holds the key itself, this once. It is handed to
 * the caller only (never kept in the query cache); the list refetches without it.
 */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput) =>
      api.send(
        fixedRoute('POST /api/admin/api-keys'),
        { ...input, csrfToken: await getCsrfToken() },
        CreatedApiKeySchema,
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiKeyListSchema } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';

/** GET /api/admin/api-keys: every key (name, prefix, scopes, use, revocation), never the key itself. */
export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'api-keys', {}] as const,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/api-keys'), ApiKeyListSchema, { signal }),
  });

export const useApiKeys = () => useQuery(apiKeysQueryOptions());

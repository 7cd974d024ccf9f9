import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ShopSettingsSchema, type ShopSettings } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** GET /api/admin/settings: the shop's identity, shipping rules and order address. */
export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'settings', {}] as const,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/settings'), ShopSettingsSchema, { signal }),
  });

export const useAdminSettings = () => useQuery(adminSettingsQueryOptions());

/** PUT /api/admin/settings with the csrf token: the whole document. */
export function usePutSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: ShopSettings) =>
      api.send(
        fixedRoute('PUT /api/admin/settings'),
        { ...settings, csrfToken: await getCsrfToken() },
        ShopSettingsSchema,
      ),
    onSuccess: (saved) => queryClient.setQueryData(adminSettingsQueryOptions().queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AdminHomeSchema, type AdminHome } from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import type { BodyOf } from '../../../../lib/api-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';
import { homeQueryOptions } from '../../api/get-home';

/** GET /api/admin/home: every slide with its schedule, the tiles, the bar (on or off) and the footer. */
export const adminHomeQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'home', {}] as const,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/home'), AdminHomeSchema, { signal }),
  });

export const useAdminHome = () => useQuery(adminHomeQueryOptions());

/** Each part the back office replaces whole, by its route and its body's field. */
const PARTS = {
  slides: { operation: 'PUT /api/admin/home/slides', field: 'slides' },
  tiles: { operation: 'PUT /api/admin/home/tiles', field: 'tiles' },
  announcement: { operation: 'PUT /api/admin/home/announcement', field: 'announcement' },
  footer: { operation: 'PUT /api/admin/home/footer', field: 'groups' },
} as const;
export type HomePart = keyof typeof PARTS;
type PartOperation = (typeof PARTS)[HomePart]['operation'];

/** PUT one part with the csrf token; the storefront's home and the audit log are read again after it. */
export function useSaveHomePart<K extends HomePart>(part: K) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (value: unknown): Promise<AdminHome> => {
      const { operation, field } = PARTS[part];
      // The part's form checked the value with the route's body schema first (components/part-form.tsx).
      const body = { [field]: value, csrfToken: await getCsrfToken() } as BodyOf<PartOperation>;
      return api.send(fixedRoute(operation), body, AdminHomeSchema);
    },
    onSuccess: (home) => queryClient.setQueryData(adminHomeQueryOptions().queryKey, home),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

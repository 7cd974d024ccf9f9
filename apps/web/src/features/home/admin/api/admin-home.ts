import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AdminHomeSchema,
  AnnouncementBodySchema,
  FooterBodySchema,
  HomeSlidesBodySchema,
  HomeTilesBodySchema,
  type AdminHome,
} from '@shop/domain';
import type { z } from 'zod';
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

/** Each part's body as its route takes it (the domain's schema's input). */
type PartBodies = {
  slides: BodyOf<'PUT /api/admin/home/slides'>;
  tiles: BodyOf<'PUT /api/admin/home/tiles'>;
  announcement: BodyOf<'PUT /api/admin/home/announcement'>;
  footer: BodyOf<'PUT /api/admin/home/footer'>;
};
export type HomePart = keyof PartBodies;

/**
 * Each part the back office replaces whole: the form's value checked as its route's body with the domain's schema
 * (its issues are the form's problems; the parsed body is what is sent), and the PUT of that body.
 */
const PARTS: {
  [K in HomePart]: {
    check: (value: unknown) => z.ZodSafeParseResult<PartBodies[K]>;
    put: (body: PartBodies[K]) => Promise<AdminHome>;
  };
} = {
  slides: {
    check: (slides) => HomeSlidesBodySchema.safeParse({ slides }),
    put: (body) => api.send(fixedRoute('PUT /api/admin/home/slides'), body, AdminHomeSchema),
  },
  tiles: {
    check: (tiles) => HomeTilesBodySchema.safeParse({ tiles }),
    put: (body) => api.send(fixedRoute('PUT /api/admin/home/tiles'), body, AdminHomeSchema),
  },
  announcement: {
    check: (announcement) => AnnouncementBodySchema.safeParse({ announcement }),
    put: (body) => api.send(fixedRoute('PUT /api/admin/home/announcement'), body, AdminHomeSchema),
  },
  footer: {
    check: (groups) => FooterBodySchema.safeParse({ groups }),
    put: (body) => api.send(fixedRoute('PUT /api/admin/home/footer'), body, AdminHomeSchema),
  },
};

/** The part's value checked as its route's body: the body to send, or the schema's issues. */
export const checkHomePart = <K extends HomePart>(part: K, value: unknown) => PARTS[part].check(value);

/** PUT one part with the csrf token; the storefront's home and the audit log are read again after it. */
export function useSaveHomePart<K extends HomePart>(part: K) {
  const queryClient = useQueryClient();
  return useMutation({
    // The body checkHomePart made of the form's value (components/part-form.tsx).
    mutationFn: async (body: PartBodies[K]): Promise<AdminHome> =>
      PARTS[part].put({ ...body, csrfToken: await getCsrfToken() }),
    onSuccess: (home) => queryClient.setQueryData(adminHomeQueryOptions().queryKey, home),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: homeQueryOptions().queryKey }),
        queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
      ]),
  });
}

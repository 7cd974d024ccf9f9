import { useEffect, useState } from 'react';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import {
  AdminPageListSchema,
  AdminPageSchema,
  PagePreviewSchema,
  type CreatePageBody,
  type UpdatePageBody,
} from '@shop/domain';
import { z } from 'zod';
import { api } from '../../../../lib/api-client';
import { route } from '../../../../lib/api-route';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { getCsrfToken } from '../../../auth/api/get-csrf';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

const PAGES_KEY = ['admin', 'pages'] as const;

/** GET /api/admin/pages: every content page, built-in ones first. */
export const adminPagesQueryOptions = () =>
  queryOptions({
    queryKey: [...PAGES_KEY, 'list'] as const,
    queryFn: ({ signal }) => api.get(fixedRoute('GET /api/admin/pages'), AdminPageListSchema, { signal }),
  });

/** GET /api/admin/pages/:slug: a page's Markdown and fields. */
export const adminPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: [...PAGES_KEY, 'page', slug] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/pages/{slug}', { slug }), AdminPageSchema, { signal }),
  });

export const useAdminPages = () => useQuery(adminPagesQueryOptions());
export const useAdminPage = (slug: string | null) =>
  useQuery({ ...adminPageQueryOptions(slug ?? ''), enabled: slug !== null });

const refetchAfterWrite = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
    // The storefront's copy of a page (a merchant checking the page in the same tab sees the new text).
    queryClient.invalidateQueries({ queryKey: ['content'] }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
  ]);

/** POST /api/admin/pages with the csrf token: a new page. */
export function useCreatePage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<CreatePageBody, 'csrfToken'>) =>
      api.send(
        fixedRoute('POST /api/admin/pages'),
        { ...body, csrfToken: await getCsrfToken() },
        AdminPageSchema,
      ),
    onSettled: () => refetchAfterWrite(queryClient),
  });
}

/** PATCH /api/admin/pages/:slug with the csrf token: the fields that change. */
export function useUpdatePage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: Omit<UpdatePageBody, 'csrfToken'>) =>
      api.send(
        route('PATCH /api/admin/pages/{slug}', { slug }),
        { ...body, csrfToken: await getCsrfToken() },
        AdminPageSchema,
      ),
    onSettled: () => refetchAfterWrite(queryClient),
  });
}

/** DELETE /api/admin/pages/:slug, the csrf token as X-CSRF-Token; answers 204. */
export function useDeletePage(slug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      api.send(route('DELETE /api/admin/pages/{slug}', { slug }), undefined, z.undefined(), {
        headers: { 'x-csrf-token': await getCsrfToken() },
      }),
    onSettled: () => refetchAfterWrite(queryClient),
  });
}

/** How long the Markdown must rest before the preview is asked for again. */
export const PAGE_PREVIEW_DEBOUNCE_MS = 400;

/** The text once it has stopped changing for `ms`. */
function useSettled(text: string, ms: number): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * POST /api/admin/pages/preview: the Markdown rendered and sanitized by the server exactly as the storefront's
 * page is (no Markdown code in the browser), asked for once the text has rested; the last one stays shown.
 */
export function usePagePreview(body: string) {
  const settled = useSettled(body, PAGE_PREVIEW_DEBOUNCE_MS);
  const query = useQuery({
    queryKey: [...PAGES_KEY, 'preview', settled] as const,
    queryFn: async ({ signal }) =>
      api.send(
        fixedRoute('POST /api/admin/pages/preview'),
        { body: settled, csrfToken: await getCsrfToken() },
        PagePreviewSchema,
        { signal },
      ),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  return { ...query, waiting: settled !== body };
}

import { queryOptions } from '@tanstack/react-query';
import { contentPageApiUrl, type ContentPageResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { pageRead } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

/** GET /api/pages/:slug: a published content page, its body as the server's sanitized HTML (decision 081). */
export const contentPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['content', 'page', slug] as const,
    queryFn: ({ signal }) =>
      api.get(pageRead('GET /api/pages/{slug}', contentPageApiUrl(slug)), (d) => d.ContentPageSchema, {
        signal,
      }),
    ...bootInitialData<ContentPageResponse>(contentPageApiUrl(slug)),
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { HOME_API_URL, type HomeResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

/** GET /api/home: the hero slides shown now, the tiles, the announcement bar and the footer (decision 082). */
export const homeQueryOptions = () =>
  queryOptions({
    queryKey: ['home'] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute(`GET ${HOME_API_URL}`), (d) => d.HomeResponseSchema, { signal }),
    // The server puts the answer in every page (the footer and the bar are on each).
    ...bootInitialData<HomeResponse>(HOME_API_URL),
    staleTime: 5 * 60_000,
  });

export const useHome = () => useQuery(homeQueryOptions()).data;

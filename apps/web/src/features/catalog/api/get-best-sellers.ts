import { queryOptions } from '@tanstack/react-query';
import { BEST_SELLERS_API_URL, type BestSellersResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { fixedRoute } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

/** GET /api/best-sellers: the home page's best sellers, an empty list in a shop without them (decision 070). */
export const getBestSellers = (signal?: AbortSignal) =>
  api.get(fixedRoute(`GET ${BEST_SELLERS_API_URL}`), (d) => d.BestSellersResponseSchema, { signal });

export const bestSellersQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'best-sellers'] as const,
    queryFn: ({ signal }) => getBestSellers(signal),
    ...bootInitialData<BestSellersResponse>(BEST_SELLERS_API_URL),
  });

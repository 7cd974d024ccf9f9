import { queryOptions } from '@tanstack/react-query';
import { searchApiUrl, type SearchPageParams, type SearchResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { pageRead } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

export type SearchParams = SearchPageParams;

/** GET /api/search/products?q=&page=: product cards ranked by 30-day turnover, with count and paging. */
export const searchProducts = (params: SearchParams, signal?: AbortSignal) =>
  api.get(pageRead('GET /api/search/products', searchApiUrl(params)), (d) => d.SearchResponseSchema, {
    signal,
  });

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'products', { q: params.q, page: params.page }] as const,
    queryFn: ({ signal }) => searchProducts(params, signal),
    ...bootInitialData<SearchResponse>(searchApiUrl(params)),
  });

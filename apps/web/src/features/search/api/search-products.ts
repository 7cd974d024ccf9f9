import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type SearchParams = { q: string; page: number };

/** GET /api/search/products?q=&page=: product cards ranked by 30-day turnover, with count and paging. */
export const searchProducts = ({ q, page }: SearchParams, signal?: AbortSignal) =>
  api.get(
    `/api/search/products?${new URLSearchParams({ q, page: String(page) }).toString()}`,
    (d) => d.SearchResponseSchema,
    { signal },
  );

export const searchQueryOptions = (params: SearchParams) =>
  queryOptions({
    queryKey: ['search', 'products', { q: params.q, page: params.page }] as const,
    queryFn: ({ signal }) => searchProducts(params, signal),
  });

export const useSearchProducts = (params: SearchParams) => useQuery(searchQueryOptions(params));

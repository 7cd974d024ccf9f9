import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CollectionResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { bootInitialData } from '../../../lib/boot-data';

export type CollectionParams = { handle: string; sub?: string | null; page: number };

export function collectionPath({ handle, sub }: Pick<CollectionParams, 'handle' | 'sub'>): string {
  return `/collections/${encodeURIComponent(handle)}${sub ? `/${encodeURIComponent(sub)}` : ''}`;
}

const collectionUrl = (params: CollectionParams): string =>
  `/api${collectionPath(params)}?page=${params.page}`;

/** GET /api/collections/{handle}[/{sub}]?page=: one page of a collection's cards. */
export const getCollection = (params: CollectionParams, signal?: AbortSignal) =>
  api.get(collectionUrl(params), (d) => d.CollectionResponseSchema, { signal });

export const collectionQueryOptions = (params: CollectionParams) =>
  queryOptions({
    queryKey: [
      'catalog',
      'collection',
      { handle: params.handle, sub: params.sub ?? null, page: params.page },
    ] as const,
    queryFn: ({ signal }) => getCollection(params, signal),
    ...bootInitialData<CollectionResponse>(collectionUrl(params)),
  });

export const useCollection = (params: CollectionParams) => useQuery(collectionQueryOptions(params));

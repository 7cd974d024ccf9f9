import { queryOptions } from '@tanstack/react-query';
import {
  collectionApiUrl,
  collectionPagePath,
  type CollectionPageParams,
  type CollectionResponse,
} from '@shop/domain';
import { api } from '../../../lib/api-client';
import { pageRead } from '../../../lib/api-fixed-route';
import { bootInitialData } from '../../../lib/boot-data';

export type CollectionParams = CollectionPageParams;

/** The web path of a collection listing (the domain's, which its API URL is built from). */
export const collectionPath = collectionPagePath;

/** GET /api/collections/{handle}[/{sub}]?page=: one page of a collection's cards. */
export const getCollection = (params: CollectionParams, signal?: AbortSignal) =>
  api.get(
    pageRead(
      params.sub ? 'GET /api/collections/{handle}/{sub}' : 'GET /api/collections/{handle}',
      collectionApiUrl(params),
    ),
    (d) => d.CollectionResponseSchema,
    { signal },
  );

export const collectionQueryOptions = (params: CollectionParams) =>
  queryOptions({
    queryKey: [
      'catalog',
      'collection',
      { handle: params.handle, sub: params.sub ?? null, page: params.page },
    ] as const,
    queryFn: ({ signal }) => getCollection(params, signal),
    ...bootInitialData<CollectionResponse>(collectionApiUrl(params)),
  });

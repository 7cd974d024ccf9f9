import { QueryClient } from '@tanstack/react-query';
import { DATA_FETCHING } from '@shop/domain';
import { ApiError } from './api-client';

/** True for a 4xx answer: retrying it would only repeat the same answer. */
function isClientError(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * The spec's data-fetching cache: dedupe 2 s (staleTime), focus throttle 5 s (a refetch on focus only once
 * data is older than that, enforced per query by `focusThrottled`), error retry after 5 s.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: DATA_FETCHING.dedupeMs,
        refetchOnWindowFocus: (query) =>
          Date.now() - query.state.dataUpdatedAt > DATA_FETCHING.focusThrottleMs,
        refetchOnReconnect: true,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 2,
        retryDelay: DATA_FETCHING.errorRetryMs,
      },
    },
  });
}

/** Product data: cached; not revalidated when stale or on focus, only on reconnect (spec section 7). */
export const productQueryDefaults = {
  staleTime: Infinity,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: 'always',
} as const;

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type ReviewListResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';

/** What a failed reviews fetch yields (spec errors: logged, no reviews, the page carries on). */
export const NO_REVIEWS: ReviewListResponse = { reviews: [], count: 0, avgScore: 0 };

/** GET /api/reviews/skuList?skus=&page= (0-based pages of 20). A failure is logged and reads as no reviews. */
export async function getReviews(
  skus: readonly string[],
  page: number,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  try {
    return await api.get(
      route('GET /api/reviews/skuList', { skus: skus.join(','), page }),
      (d) => d.ReviewListResponseSchema,
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to fetch reviews', error);
    return NO_REVIEWS;
  }
}

export const reviewsQueryOptions = (skus: readonly string[], page: number) =>
  queryOptions({
    queryKey: ['reviews', 'list', { skus: [...skus], page }] as const,
    queryFn: ({ signal }) => getReviews(skus, page, signal),
    staleTime: 60_000,
  });

export const useReviews = (skus: readonly string[], page: number) =>
  useQuery({ ...reviewsQueryOptions(skus, page), placeholderData: keepPreviousData });

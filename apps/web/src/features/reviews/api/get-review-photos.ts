import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PHOTO_FETCH_LIMIT, type ReviewListResponse } from '@shop/domain';
import { api } from '../../../lib/api-client';
import { route } from '../../../lib/api-route';
import { NO_REVIEWS } from './get-reviews';

/** GET /api/reviews/with-images?skus=&page=&limit=25: reviews that carry photos. A failure is logged and reads as none. */
export async function getReviewPhotos(
  skus: readonly string[],
  page: number,
  signal?: AbortSignal,
): Promise<ReviewListResponse> {
  try {
    return await api.get(
      route('GET /api/reviews/with-images', { skus: skus.join(','), page, limit: PHOTO_FETCH_LIMIT }),
      (d) => d.ReviewListResponseSchema,
      { signal },
    );
  } catch (error) {
    if (signal?.aborted) throw error;
    console.error('Failed to fetch reviews', error);
    return NO_REVIEWS;
  }
}

export const reviewPhotosQueryOptions = (skus: readonly string[]) =>
  infiniteQueryOptions({
    queryKey: ['reviews', 'with-images', { skus: [...skus] }] as const,
    queryFn: ({ signal, pageParam }) => getReviewPhotos(skus, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages, lastPage) => {
      const loaded = pages.reduce((n, p) => n + p.reviews.length, 0);
      return last.reviews.length > 0 && loaded < last.count ? lastPage + 1 : undefined;
    },
    staleTime: 60_000,
  });

export const useReviewPhotos = (skus: readonly string[]) => useInfiniteQuery(reviewPhotosQueryOptions(skus));

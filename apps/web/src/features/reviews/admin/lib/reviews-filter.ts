import { AdminReviewsQuerySchema } from '@shop/domain';
import type { ReviewsFilter } from '../api/review-moderation';

/** The queue's filter from the screen's URL: a part the API would refuse is left out (page 1 when bad). */
export function reviewsFilterOf(params: URLSearchParams): ReviewsFilter {
  const filter: ReviewsFilter = { page: 1 };
  for (const key of ['status', 'rating', 'sku', 'withPhotos', 'page'] as const) {
    const value = params.get(key);
    if (value === null) continue;
    const parsed = AdminReviewsQuerySchema.safeParse({ [key]: value });
    if (parsed.success) Object.assign(filter, { [key]: parsed.data[key] });
  }
  return filter;
}

export const isReviewsFiltered = (f: ReviewsFilter): boolean =>
  f.status !== undefined || f.rating !== undefined || f.sku !== undefined || f.withPhotos !== undefined;

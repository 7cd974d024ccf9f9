import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import {
  AdminReviewListSchema,
  AdminReviewSchema,
  ReviewModerationSettingSchema,
  type AdminReviewsQuery,
} from '@shop/domain';
import { api } from '../../../../lib/api-client';
import { queryString, route } from '../../../../lib/api-route';
import { fixedRoute } from '../../../../lib/api-fixed-route';
import { AUDIT_LOG_KEY } from '../../../admin/api/audit-log-key';

/** Every back office read of reviews (the queue, one review, the setting): a review write invalidates them. */
export const REVIEWS_ADMIN_KEY = ['admin', 'reviews'] as const;

export type ReviewsFilter = Omit<AdminReviewsQuery, 'page'> & { page: number };

/** The query of a queue filter (empty parts left out), the same for the API and the screen's URL. */
const reviewsQuery = (filter: ReviewsFilter) => ({
  status: filter.status || undefined,
  rating: filter.rating,
  sku: filter.sku || undefined,
  withPhotos:
    filter.withPhotos === undefined ? undefined : filter.withPhotos ? ('true' as const) : ('false' as const),
  page: filter.page > 1 ? filter.page : undefined,
});

/** reviewsQuery as a URL query string. */
export const reviewsQueryString = (filter: ReviewsFilter): string => queryString(reviewsQuery(filter));

/** GET /api/admin/reviews: held reviews first, then newest, 20 a page. */
export const reviewQueueQueryOptions = (filter: ReviewsFilter) =>
  queryOptions({
    queryKey: [...REVIEWS_ADMIN_KEY, 'queue', filter] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/reviews', reviewsQuery(filter)), AdminReviewListSchema, { signal }),
  });

export const useReviewQueue = (filter: ReviewsFilter) =>
  useQuery({ ...reviewQueueQueryOptions(filter), placeholderData: keepPreviousData });

/** GET /api/admin/reviews/:id: one review in any state. */
export const adminReviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...REVIEWS_ADMIN_KEY, 'one', id] as const,
    queryFn: ({ signal }) =>
      api.get(route('GET /api/admin/reviews/{id}', { id }), AdminReviewSchema, { signal }),
  });

export const useAdminReview = (id: number) => useQuery(adminReviewQueryOptions(id));

/** GET /api/admin/reviews/settings: publish new reviews on arrival, or hold them. */
export const reviewSettingQueryOptions = () =>
  queryOptions({
    queryKey: [...REVIEWS_ADMIN_KEY, 'setting'] as const,
    queryFn: ({ signal }) =>
      api.get(fixedRoute('GET /api/admin/reviews/settings'), ReviewModerationSettingSchema, { signal }),
  });

export const useReviewSetting = () => useQuery(reviewSettingQueryOptions());

/**
 * After a review write: the back office's reviews and audit log refetch; the storefront's review lists and
 * product ratings are marked stale (`refetch` false leaves the page in view as it is, as the admin bar wants:
 * a review it hid stays in view with its Restore button until the page is loaded again).
 */
export const refetchAfterReviewWrite = (queryClient: QueryClient, refetch = true) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: REVIEWS_ADMIN_KEY }),
    queryClient.invalidateQueries({ queryKey: AUDIT_LOG_KEY }),
    queryClient.invalidateQueries({ queryKey: ['reviews'], refetchType: refetch ? 'active' : 'none' }),
    queryClient.invalidateQueries({ queryKey: ['catalog'], refetchType: refetch ? 'active' : 'none' }),
  ]);

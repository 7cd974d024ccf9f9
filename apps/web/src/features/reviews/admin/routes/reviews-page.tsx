import { useState } from 'react';
import { Link, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { Pagination } from '../../../../components/ui/pagination';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import {
  reviewQueueQueryOptions,
  reviewSettingQueryOptions,
  reviewsQueryString,
  useReviewQueue,
  type ReviewsFilter,
} from '../api/review-moderation';
import { AdminPage, AdminPanel, LoadError, Notice, textLinkCls } from '../../../admin/components/admin-ui';
import { ReviewCard } from '../components/review-card';
import { ReviewSetting } from '../components/review-setting';
import { ReviewsFilters } from '../components/reviews-filters';
import { isReviewsFiltered, reviewsFilterOf } from '../lib/reviews-filter';
import { useFocusOnSearchChange } from '../../../admin/lib/focus-on-search';

/** /admin/reviews: prefetches the URL's page of the queue and the setting for an administrator. */
export const reviewsLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const filter = reviewsFilterOf(new URL(request.url).searchParams);
      await Promise.all([
        queryClient.prefetchQuery(reviewQueueQueryOptions(filter)),
        queryClient.prefetchQuery(reviewSettingQueryOptions()),
      ]);
    });

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

function Queue({ filter, onMoved }: { filter: ReviewsFilter; onMoved: (message: string) => void }) {
  const { data, isPending, isError, error, refetch, isPlaceholderData } = useReviewQueue(filter);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the reviews…</p>;
  if (isError) return <LoadError error={error} what="the reviews" onRetry={() => void refetch()} />;
  const totalPages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (data.reviews.length === 0)
    return data.total > 0 ? (
      <p className="text-sm text-neutral-700">
        There is no page {filter.page}.{' '}
        <Link to={`/admin/reviews${reviewsQueryString({ ...filter, page: 1 })}`} className={textLinkCls}>
          Go to the first page
        </Link>
      </p>
    ) : (
      <p className="text-sm text-neutral-700">
        {isReviewsFiltered(filter) ? 'No reviews match these filters.' : 'No reviews yet.'}
      </p>
    );
  const first = (filter.page - 1) * data.pageSize + 1;
  return (
    <div aria-busy={isPlaceholderData || undefined}>
      <p className="mb-3 text-sm text-neutral-700">
        {first.toLocaleString('en-US')}–{(first + data.reviews.length - 1).toLocaleString('en-US')} of{' '}
        {count(data.total, 'review', 'reviews')}, those awaiting a check first, then newest first
      </p>
      <ul className={`grid gap-4 ${isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}>
        {data.reviews.map((review) => (
          <li key={review.id}>
            <ReviewCard review={review} headingLevel={3} onMoved={onMoved} />
          </li>
        ))}
      </ul>
      <Pagination
        page={filter.page}
        totalPages={totalPages}
        neighbours={2}
        hrefFor={(page) => `/admin/reviews${reviewsQueryString({ ...filter, page })}`}
      />
    </div>
  );
}

function PendingLine() {
  const { data } = useReviewQueue({ page: 1, status: 'pending' });
  if (!data) return null;
  return data.pendingCount === 0 ? (
    <>No review is awaiting a check.</>
  ) : (
    <>
      {count(data.pendingCount, 'review is', 'reviews are')} awaiting a check.{' '}
      <Link to="/admin/reviews?status=pending" className={textLinkCls}>
        Show them
      </Link>
    </>
  );
}

/**
 * /admin/reviews (decision 051): whether new reviews are held for a check, and the moderation queue,
 * those awaiting a check first, filtered by state, rating, product and photos (kept in the URL). Each review can
 * be approved, hidden or restored, answered with a public reply, and have a photo deleted.
 */
export function ReviewsPage() {
  const [params] = useSearchParams();
  const filter = reviewsFilterOf(params);
  const heading = useFocusOnSearchChange(params);
  const [moved, setMoved] = useState<string | null>(null);

  return (
    <AdminPage
      title="Reviews"
      intro="Check what shoppers write: approve, hide or restore a review, reply to it in public, or delete a photo. A change shows on the shop at once."
    >
      <AdminPanel id="reviews-setting" title="New reviews" description={<PendingLine />}>
        <ReviewSetting />
      </AdminPanel>
      <AdminPanel id="reviews-filter" title="Filter">
        <ReviewsFilters filter={filter} />
      </AdminPanel>
      <AdminPanel id="reviews-list" title="Reviews" headingRef={heading}>
        {moved && (
          <Notice tone="success" role="status" className="mb-4">
            {moved}
          </Notice>
        )}
        <Queue filter={filter} onMoved={setMoved} />
      </AdminPanel>
    </AdminPage>
  );
}

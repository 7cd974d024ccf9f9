import { Link, useParams, type LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { prefetchForAdministrator } from '../../../admin/api/admin-access';
import { adminReviewQueryOptions, useAdminReview } from '../api/review-moderation';
import { AdminPage, LoadError, Notice, textLinkCls } from '../../../admin/components/admin-ui';
import { ReviewCard } from '../components/review-card';
import { entityHistoryPath } from '../../../audit/admin/components/audit-table';

const idOf = (raw: string | undefined): number | null =>
  raw !== undefined && /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : null;

/** /admin/reviews/:id: prefetches the review for an administrator. */
export const reviewLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) =>
    prefetchForAdministrator(queryClient, async () => {
      const id = idOf(params.id);
      if (id !== null) await queryClient.prefetchQuery(adminReviewQueryOptions(id));
    });

function Review({ id }: { id: number }) {
  const { data, isPending, isError, error, refetch } = useAdminReview(id);
  if (isPending) return <p className="text-sm text-neutral-600">Loading the review…</p>;
  if (isError) return <LoadError error={error} what="this review" onRetry={() => void refetch()} />;
  return (
    <>
      <ReviewCard review={data} />
      <p className="text-sm">
        <Link to={entityHistoryPath('review', String(id))} className={textLinkCls}>
          This review’s history in the audit log
        </Link>
      </p>
    </>
  );
}

/** /admin/reviews/:id (the product page's admin bar links here): one review in any state, with its moves. */
export function ReviewPage() {
  const id = idOf(useParams().id);
  return (
    <AdminPage title={id === null ? 'No such review' : `Review ${id}`}>
      <p className="text-sm">
        <Link to="/admin/reviews" className={textLinkCls}>
          ← All reviews
        </Link>
      </p>
      {id === null ? (
        <Notice tone="error" role="alert">
          This address names no review.
        </Notice>
      ) : (
        <Review id={id} />
      )}
    </AdminPage>
  );
}

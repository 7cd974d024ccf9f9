import { moderate, type AdminReview, type ReviewModerationAction, type ReviewState } from '@shop/domain';
import { useModerateReview } from '../api/review-actions';
import { adminErrorMessage, primaryButtonCls, secondaryButtonCls } from '../../../admin/components/admin-ui';

const LABELS: Record<ReviewModerationAction, string> = {
  approve: 'Approve',
  hide: 'Hide',
  restore: 'Restore',
};

const DONE: Record<ReviewState, string> = {
  published: 'Published: shoppers see this review.',
  hidden: 'Hidden: shoppers no longer see this review, and it no longer counts in the rating.',
  pending: 'Held for a check.',
};

/**
 * The moves a review's state allows (the domain's `moderate`): Approve a held one, Hide a held or published
 * one, Restore a hidden one. `onMoved` is told the review as saved, or the words of a refusal.
 */
export function ReviewModerationButtons({
  id,
  state,
  title,
  refetchShop = true,
  onMoved,
}: {
  id: number;
  state: ReviewState;
  title: string;
  /** False on the product page: the hidden review stays in view (with Restore) until the next load. */
  refetchShop?: boolean;
  onMoved: (result: { review: AdminReview; message: string } | { error: string }) => void;
}) {
  const move = useModerateReview({ refetchShop });
  const actions = (['approve', 'hide', 'restore'] as const).filter((a) => moderate(state, a) !== null);
  return (
    <div className="flex flex-wrap gap-2">
      {actions.map((action) => (
        <button
          key={action}
          type="button"
          className={action === 'hide' ? secondaryButtonCls : primaryButtonCls}
          aria-label={`${LABELS[action]} the review ${title}`}
          disabled={move.isPending}
          onClick={() =>
            move.mutate(
              { id, action },
              {
                onSuccess: (review) => onMoved({ review, message: DONE[review.state] }),
                onError: (err) =>
                  onMoved({
                    error: adminErrorMessage(err, 'The review could not be changed. Please try again.'),
                  }),
              },
            )
          }
        >
          {LABELS[action]}
        </button>
      ))}
    </div>
  );
}

import { lazy, Suspense, useId, useState } from 'react';
import { TRUNCATE, truncateText, type Review } from '@shop/domain';
import { SITE_NAME } from '../../../lib/site';
import { useViewport } from '../../../lib/use-viewport';
import { RoundedStars } from './rounded-stars';
import { ReviewByline } from './review-byline';
import { ThumbsUpButton } from './thumbs-up-button';

// The spec's review admin bar, for an administrator only: a chunk of its own, asked for only when the session
// says administrator, so a shopper's bundle never holds it (decision 051).
const ReviewAdminBar = lazy(() =>
  import('../admin/components/review-admin-bar').then((m) => ({ default: m.ReviewAdminBar })),
);

export type ReviewItemProps = {
  review: Review;
  /** Opens the photo lightbox on one of this review's photos. */
  onOpenPhoto: (review: Review, imageIndex: number) => void;
  /** The viewer is an administrator: the admin bar loads under the review. */
  admin?: boolean;
};

/** A review of the list: stars, title, body (cut at 175 characters on mobile, More/Hide), byline, photos, thumbs-up. */
export function ReviewItem({ review, onOpenPhoto, admin = false }: ReviewItemProps) {
  const titleId = useId();
  const bodyId = useId();
  const mobile = useViewport() === 'mobile';
  const [expanded, setExpanded] = useState(false);
  const cut = truncateText(review.body, TRUNCATE.mobile);
  const collapsible = mobile && cut.truncated;
  const body = collapsible && !expanded ? cut.text : review.body;

  return (
    <article aria-labelledby={titleId} className="border-b border-neutral-200 py-6 last:border-b-0">
      <RoundedStars rating={review.rating} />
      <h3 id={titleId} className="mt-2 text-base font-bold text-neutral-950">
        {review.title}
      </h3>
      <ReviewByline review={review} className="mt-1" />
      <p id={bodyId} className="mt-3 whitespace-pre-line break-words leading-relaxed text-neutral-800">
        {body}
      </p>
      {collapsible && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={bodyId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-1 text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-800"
        >
          {expanded ? 'Hide' : 'More'}
        </button>
      )}
      {review.images.length > 0 && (
        <ul className="mt-3 flex flex-wrap gap-2" aria-label="Review photos">
          {review.images.map((url, i) => (
            <li key={url}>
              <button
                type="button"
                onClick={() => onOpenPhoto(review, i)}
                className="block overflow-hidden rounded-lg ring-1 ring-neutral-200 hover:ring-2 hover:ring-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
              >
                <img
                  src={review.thumbnails[i] ?? url}
                  alt={`Photo ${i + 1} from the review ${review.title}`}
                  width={80}
                  height={80}
                  loading="lazy"
                  className="h-20 w-20 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className="mt-4 rounded-lg border-l-4 border-red-600 bg-neutral-50 px-3 py-2 text-sm">
          <p className="font-semibold text-neutral-900">Reply from {SITE_NAME}</p>
          <p className="mt-1 whitespace-pre-line break-words text-neutral-800">{review.reply.body}</p>
        </div>
      )}
      <div className="mt-4 flex items-center gap-2 text-sm text-neutral-600">
        <span>Was this review helpful?</span>
        <ThumbsUpButton reviewId={review.reviewId} count={review.thumbs_up} />
      </div>
      {admin && (
        <Suspense fallback={null}>
          <ReviewAdminBar review={review} />
        </Suspense>
      )}
    </article>
  );
}

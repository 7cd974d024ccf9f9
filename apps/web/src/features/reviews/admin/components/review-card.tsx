import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReview, ReviewState } from '@shop/domain';
import { Notice, textLinkCls } from '../../../admin/components/admin-ui';
import { DateTime } from '../../../admin/components/date-time';
import { ReviewModerationButtons } from './review-moderation-buttons';
import { ReviewPhotos } from './review-photos';
import { ReviewReplyEditor } from './review-reply-form';

const STATE_LABELS: Record<ReviewState, string> = {
  pending: 'Awaiting check',
  published: 'Published',
  hidden: 'Hidden',
};
const STATE_CLS: Record<ReviewState, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  published: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  hidden: 'bg-neutral-200 text-neutral-800 ring-neutral-300',
};

/**
 * One review in the back office: its state, rating, text, product, photos, the shop's reply and its moves. In a
 * filtered queue a move can take the card out of the list at once: there `onMoved` tells the page what was done.
 */
export function ReviewCard({
  review,
  headingLevel = 2,
  onMoved,
}: {
  review: AdminReview;
  headingLevel?: 2 | 3;
  onMoved?: (message: string) => void;
}) {
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = `review-${review.id}-title`;
  return (
    <article
      aria-labelledby={titleId}
      className="grid min-w-0 gap-3 rounded-2xl border border-neutral-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${STATE_CLS[review.state]}`}>
          {STATE_LABELS[review.state]}
        </span>
        <span className="font-semibold text-neutral-900">Rated {review.rating} of 5</span>
        <span className="text-neutral-700">
          by {review.reviewerName}
          {review.verified === 'buyer' ? ' (Verified Buyer)' : ''} on <DateTime value={review.createdAt} />
        </span>
      </div>
      <Heading id={titleId} className="break-words text-base font-bold text-neutral-950">
        <Link to={`/admin/reviews/${review.id}`} className="hover:text-red-700 hover:underline">
          {review.title}
        </Link>
      </Heading>
      <p className="whitespace-pre-line break-words text-sm leading-relaxed text-neutral-800">
        {review.body}
      </p>
      <p className="text-sm text-neutral-700">
        Product:{' '}
        {review.product.path ? (
          <a href={`${review.product.path}#product-reviews`} className={textLinkCls}>
            {review.product.name}
          </a>
        ) : (
          review.product.name
        )}{' '}
        <span className="font-mono text-xs">({review.sku})</span>
      </p>
      <ReviewPhotos
        reviewId={review.id}
        reviewTitle={review.title}
        photos={review.photos.map((p) => ({ url: p.url, thumb: p.thumb }))}
      />
      {review.reply && (
        <div className="rounded-lg border-l-4 border-red-600 bg-neutral-50 px-3 py-2 text-sm">
          <p className="font-semibold text-neutral-900">
            Reply from the shop, <DateTime value={review.reply.at} />
          </p>
          <p className="mt-1 whitespace-pre-line break-words text-neutral-800">{review.reply.body}</p>
        </div>
      )}
      <ReviewReplyEditor reviewId={review.id} reply={review.reply} />
      {message && (
        <Notice tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
      <ReviewModerationButtons
        id={review.id}
        state={review.state}
        title={review.title}
        onMoved={(result) => {
          if ('error' in result) setMessage({ tone: 'error', text: result.error });
          else if (onMoved) {
            setMessage(null);
            onMoved(`${result.message} Review: “${review.title}”.`);
          } else setMessage({ tone: 'success', text: result.message });
        }}
      />
    </article>
  );
}

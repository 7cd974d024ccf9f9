import { useState } from 'react';
import { Link } from 'react-router';
import type { Review, ReviewState } from '@shop/domain';
import { Notice, textLinkCls } from '../../../admin/components/admin-ui';
import { ReviewModerationButtons } from './review-moderation-buttons';
import { ReviewPhotos } from './review-photos';
import { ReviewReplyEditor } from './review-reply-form';

/**
 * The spec's review admin bar: under each review of a product page, for an administrator only, loaded as a
 * chunk of its own when the session says so (never in a shopper's bundle). Hide or restore the review, reply
 * to it, delete a photo, or open it in the back office. A review hidden here stays in view, marked, with its
 * Restore button, until the page is loaded again; shoppers stop seeing it at once.
 */
export function ReviewAdminBar({ review }: { review: Review }) {
  const [state, setState] = useState<ReviewState>('published');
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [photosOpen, setPhotosOpen] = useState(false);
  const photos = review.images.map((url, i) => ({ url, thumb: review.thumbnails[i] ?? url }));

  return (
    <div
      role="group"
      aria-label={`Administrator tools for the review ${review.title}`}
      className="mt-4 grid gap-3 rounded-xl border border-dashed border-neutral-300 bg-neutral-50 p-3 text-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="font-semibold text-neutral-900">
          Administrator{state === 'hidden' ? ': this review is hidden from shoppers' : ''}
        </p>
        <Link to={`/admin/reviews/${review.id}`} className={textLinkCls}>
          Open in the back office
        </Link>
      </div>
      {message && (
        <Notice tone={message.tone} role={message.tone === 'error' ? 'alert' : 'status'}>
          {message.text}
        </Notice>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <ReviewModerationButtons
          id={review.id}
          state={state}
          title={review.title}
          refetchShop={false}
          onMoved={(result) => {
            if ('error' in result) setMessage({ tone: 'error', text: result.error });
            else {
              setState(result.review.state);
              setMessage({ tone: 'success', text: result.message });
            }
          }}
        />
        {photos.length > 0 && (
          <button
            type="button"
            className={textLinkCls}
            aria-expanded={photosOpen}
            onClick={() => setPhotosOpen((v) => !v)}
          >
            {photosOpen ? 'Done with photos' : 'Delete a photo'}
          </button>
        )}
      </div>
      {photosOpen && <ReviewPhotos reviewId={review.id} reviewTitle={review.title} photos={photos} />}
      <ReviewReplyEditor reviewId={review.id} reply={review.reply} />
    </div>
  );
}

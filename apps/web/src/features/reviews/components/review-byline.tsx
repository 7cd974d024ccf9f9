import { firstNameOnly, isVerifiedBuyer, type Review } from '@shop/domain';
import { formatShopDate } from '../../../lib/format-date';

/** 'By {first name} on {date}' (date in America/New_York) and 'Verified Buyer' when verified says buyer. */
export function ReviewByline({ review, className = '' }: { review: Review; className?: string }) {
  return (
    <p className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-neutral-600 ${className}`}>
      <span>
        By {firstNameOnly(review.reviewer.name)} on{' '}
        <time dateTime={review.review_date}>{formatShopDate(review.review_date)}</time>
      </span>
      {isVerifiedBuyer(review.verified) && (
        <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-bold text-emerald-800 ring-1 ring-emerald-200">
          <svg viewBox="0 0 20 20" className="h-3.5 w-3.5" aria-hidden="true" fill="currentColor">
            <path d="M10 1.5l2.3 1.7 2.8-.1.9 2.7 2.3 1.6-.9 2.7.9 2.7-2.3 1.6-.9 2.7-2.8-.1L10 18.5l-2.3-1.7-2.8.1-.9-2.7L1.7 12.6l.9-2.7-.9-2.7L4 5.6l.9-2.7 2.8.1zM8.7 13.4l5-5-1.2-1.2-3.8 3.8-1.9-1.9-1.2 1.2z" />
          </svg>
          Verified Buyer
        </span>
      )}
    </p>
  );
}

import type { MouseEvent } from 'react';
import { Stars } from '../../../components/ui/stars';
import { REVIEWS_ANCHOR, scrollToElement } from '../hooks/scroll-into-view';

/** The rating near the product title: a link that scrolls smoothly to the reviews section. */
export function ReviewsRatingLink({ rating, count }: { rating: number; count: number }) {
  if (!(count > 0)) return null;
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(REVIEWS_ANCHOR);
    if (!target) return;
    e.preventDefault();
    scrollToElement(target);
  };
  return (
    <a
      href={`#${REVIEWS_ANCHOR}`}
      onClick={onClick}
      className="inline-flex w-fit items-center gap-2 rounded text-sm text-neutral-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-red-600"
    >
      <Stars rating={rating} count={count} />
      <span>Read reviews</span>
    </a>
  );
}

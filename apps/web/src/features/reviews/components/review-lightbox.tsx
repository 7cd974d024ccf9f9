import { createPortal } from 'react-dom';
import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import {
  GRID_LOAD_MORE_WITHIN,
  LIGHTBOX_PRELOAD,
  LOAD_MORE_WITHIN,
  TRUNCATE,
  nextSlide,
  prevSlide,
  shouldLoadMore,
  truncateText,
  type Review,
  type SlidePosition,
} from '@shop/domain';
import { useUiStore } from '../../../lib/ui-store';
import { ModalDialog } from '../../../components/ui/modal-dialog';
import { useReviewPhotos } from '../api/get-review-photos';
import { RoundedStars } from './rounded-stars';
import { ReviewByline } from './review-byline';

export type LightboxOrigin = 'list' | 'grid';

export type ReviewLightboxProps = {
  skus: readonly string[];
  /** The review a list photo was opened from, for when the photo pages have not reached it yet. */
  openedFrom: Review | null;
  /** 'grid' (Customer Photos) counts slides ahead for loading more (fewer than 4); 'list' counts reviews (within 5). */
  origin: LightboxOrigin;
  /** False while fading out after a close. */
  open: boolean;
  onClose: () => void;
};

type At = { reviewId: number; imageIndex: number };
type SlideStatus = 'loading' | 'complete' | 'error';

/** Index of a slide among every photo of `reviews` (for the grid's slides-ahead count). */
function slideIndexOf(reviews: readonly Review[], at: SlidePosition): number {
  let n = 0;
  for (let r = 0; r < at.reviewIndex; r++) n += reviews[r]?.images.length ?? 0;
  return n + at.imageIndex;
}

/**
 * The 'Review Photos' lightbox: a single photo with its review, or every photo in a grid (Load More).
 * Next and previous move across photos, then reviews; more reviews load near the end; 3 slides ahead preload.
 */
export function ReviewLightbox({ skus, openedFrom, origin, open, onClose }: ReviewLightboxProps) {
  const headingId = useId();
  const initialId = useUiStore((s) => s.reviewModalId);
  const initialImage = useUiStore((s) => s.initialReviewImageIndex);
  const photos = useReviewPhotos(skus);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = photos;

  const reviews = useMemo(() => {
    const loaded = (photos.data?.pages ?? []).flatMap((p) => p.reviews).filter((r) => r.images.length > 0);
    const seen = new Set<number>();
    const unique = loaded.filter((r) => (seen.has(r.id) ? false : (seen.add(r.id), true)));
    return openedFrom && openedFrom.images.length > 0 && !seen.has(openedFrom.id)
      ? [openedFrom, ...unique]
      : unique;
  }, [photos.data, openedFrom]);

  const [view, setView] = useState<'single' | 'grid'>(initialId === null ? 'grid' : 'single');
  const [at, setAt] = useState<At | null>(
    initialId === null ? null : { reviewId: initialId, imageIndex: initialImage },
  );
  const [expanded, setExpanded] = useState(false);
  const [status, setStatus] = useState<Record<string, SlideStatus>>({});
  const [entered, setEntered] = useState(false);

  useEffect(() => {
    const frame = requestAnimationFrame(() => setEntered(true));
    return () => cancelAnimationFrame(frame);
  }, []);

  const reviewIndex = at ? reviews.findIndex((r) => r.id === at.reviewId) : -1;
  const review = reviewIndex >= 0 ? reviews[reviewIndex] : undefined;
  const position: SlidePosition | null =
    review && at ? { reviewIndex, imageIndex: Math.min(at.imageIndex, review.images.length - 1) } : null;
  const url = review && position ? review.images[position.imageIndex] : undefined;
  const next = position ? nextSlide(reviews, position) : null;
  const prev = position ? prevSlide(reviews, position) : null;
  const totalSlides = useMemo(() => reviews.reduce((n, r) => n + r.images.length, 0), [reviews]);

  // Load more reviews near the end: within 5 reviews (list), fewer than 4 slides ahead (grid).
  const nearEnd =
    position !== null &&
    (origin === 'grid'
      ? shouldLoadMore(slideIndexOf(reviews, position), totalSlides, {
          within: GRID_LOAD_MORE_WITHIN,
          hasMore: hasNextPage,
        })
      : shouldLoadMore(position.reviewIndex, reviews.length, {
          within: LOAD_MORE_WITHIN,
          hasMore: hasNextPage,
        }));
  useEffect(() => {
    if (view === 'single' && nearEnd && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [view, nearEnd, hasNextPage, isFetchingNextPage, fetchNextPage]);

  // Preload the next slides.
  const shownReview = position?.reviewIndex ?? -1;
  const shownImage = position?.imageIndex ?? -1;
  useEffect(() => {
    if (shownReview < 0) return;
    let p: SlidePosition | null = { reviewIndex: shownReview, imageIndex: shownImage };
    for (let i = 0; i < LIGHTBOX_PRELOAD && p; i++) {
      p = nextSlide(reviews, p);
      const src = p ? reviews[p.reviewIndex]?.images[p.imageIndex] : undefined;
      if (src && typeof Image === 'function') new Image().src = src;
    }
  }, [shownReview, shownImage, reviews]);

  const go = (to: SlidePosition | null) => {
    const target = to ? reviews[to.reviewIndex] : undefined;
    if (!to || !target) return;
    setAt({ reviewId: target.id, imageIndex: to.imageIndex });
    setExpanded(false);
  };
  const mark = (src: string, s: SlideStatus) =>
    setStatus((all) => (all[src] === s ? all : { ...all, [src]: s }));

  const onKeyDown = (e: KeyboardEvent) => {
    if (view !== 'single') return;
    if (e.key === 'ArrowRight') go(next);
    if (e.key === 'ArrowLeft') go(prev);
  };

  const slideStatus: SlideStatus = url ? (status[url] ?? 'loading') : 'loading';
  const text = review ? truncateText(review.body, TRUNCATE.lightbox) : null;
  const btn =
    'inline-flex h-10 items-center justify-center rounded-lg px-3 text-sm font-semibold ring-1 ring-neutral-300 bg-white text-neutral-800 hover:text-red-700 hover:ring-red-600 disabled:opacity-40 disabled:hover:text-neutral-800 disabled:hover:ring-neutral-300';

  // In a portal: the page's stacking contexts (sticky header) must not cover the overlay.
  return createPortal(
    <div
      className={`fixed inset-0 z-[100] flex items-center justify-center bg-black/70 p-0 transition-opacity duration-250 sm:p-6 ${
        open && entered ? 'opacity-100' : 'opacity-0'
      } ${open ? '' : 'pointer-events-none'}`}
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) onClose();
      }}
      aria-hidden={open ? undefined : true}
    >
      <ModalDialog
        layer={100}
        active={open}
        onClose={onClose}
        aria-labelledby={headingId}
        onKeyDown={onKeyDown}
        className="flex h-full w-full max-w-5xl flex-col overflow-hidden bg-white shadow-2xl sm:h-auto sm:max-h-[90vh] sm:rounded-2xl"
      >
        <div className="flex items-center justify-between gap-3 border-b border-neutral-200 px-4 py-3">
          <h2 id={headingId} className="text-lg font-black tracking-tight text-neutral-950">
            Review Photos
          </h2>
          <div className="flex items-center gap-2">
            {view === 'single' ? (
              <button type="button" className={btn} onClick={() => setView('grid')}>
                All photos
              </button>
            ) : (
              at && (
                <button type="button" className={btn} onClick={() => setView('single')}>
                  Back to photo
                </button>
              )
            )}
            <button
              type="button"
              data-autofocus
              onClick={onClose}
              aria-label="Close"
              className={`${btn} w-10 px-0`}
            >
              <span aria-hidden="true" className="text-xl leading-none">
                ×
              </span>
            </button>
          </div>
        </div>

        <div className="min-h-0 flex-1 overflow-y-auto">
          {view === 'grid' ? (
            <div className="p-4">
              {reviews.length === 0 && photos.isPending && (
                <p className="text-sm text-neutral-600">Loading photos…</p>
              )}
              <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="All review photos">
                {reviews.flatMap((r) =>
                  r.images.map((src, i) => (
                    <li key={`${r.id}-${i}`}>
                      <button
                        type="button"
                        onClick={() => {
                          setAt({ reviewId: r.id, imageIndex: i });
                          setExpanded(false);
                          setView('single');
                        }}
                        className="block aspect-square w-full overflow-hidden rounded-lg bg-neutral-100 ring-1 ring-neutral-200 hover:ring-2 hover:ring-red-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
                      >
                        <img
                          src={r.thumbnails[i] ?? src}
                          alt={`Photo ${i + 1} from the review ${r.title}`}
                          loading="lazy"
                          className="h-full w-full object-cover"
                        />
                      </button>
                    </li>
                  )),
                )}
              </ul>
              {hasNextPage && (
                <div className="mt-4 flex justify-center">
                  <button
                    type="button"
                    className={btn}
                    disabled={isFetchingNextPage}
                    onClick={() => void fetchNextPage()}
                  >
                    {isFetchingNextPage ? 'Loading…' : 'Load More'}
                  </button>
                </div>
              )}
            </div>
          ) : review && url && position && text ? (
            <div className="grid gap-0 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
              <figure className="relative flex min-h-64 items-center justify-center bg-zinc-950 md:min-h-[28rem]">
                <img
                  key={url}
                  src={url}
                  alt={`Photo ${position.imageIndex + 1} of ${review.images.length} from the review ${review.title}`}
                  onLoad={() => mark(url, 'complete')}
                  onError={() => mark(url, 'error')}
                  ref={(img) => {
                    if (img?.complete && img.naturalWidth > 0) mark(url, 'complete');
                  }}
                  data-status={slideStatus}
                  className={`max-h-[60vh] w-full object-contain transition-opacity duration-250 md:max-h-[70vh] ${
                    slideStatus === 'complete' ? 'opacity-100' : 'opacity-0'
                  }`}
                />
                {slideStatus === 'loading' && (
                  <p
                    className="absolute inset-0 flex items-center justify-center text-sm text-zinc-300"
                    role="status"
                  >
                    Loading photo…
                  </p>
                )}
                {slideStatus === 'error' && (
                  <p
                    className="absolute inset-0 flex items-center justify-center p-6 text-center text-sm font-medium text-white"
                    role="alert"
                  >
                    This photo could not be loaded.
                  </p>
                )}
                <button
                  type="button"
                  onClick={() => go(prev)}
                  disabled={!prev}
                  aria-label="Previous photo"
                  className="absolute left-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-zinc-900 shadow hover:bg-white disabled:opacity-30"
                >
                  <span aria-hidden="true">‹</span>
                </button>
                <button
                  type="button"
                  onClick={() => go(next)}
                  disabled={!next}
                  aria-label="Next photo"
                  className="absolute right-2 top-1/2 flex h-11 w-11 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-2xl text-zinc-900 shadow hover:bg-white disabled:opacity-30"
                >
                  <span aria-hidden="true">›</span>
                </button>
                <figcaption className="absolute bottom-2 left-1/2 -translate-x-1/2 rounded-full bg-black/60 px-3 py-1 text-xs font-semibold text-white">
                  Photo {position.imageIndex + 1} of {review.images.length}
                </figcaption>
              </figure>
              <div className="p-5" aria-live="polite">
                <RoundedStars rating={review.rating} />
                <h3 className="mt-2 text-base font-bold text-neutral-950">{review.title}</h3>
                <ReviewByline review={review} className="mt-1" />
                <p className="mt-3 whitespace-pre-line break-words leading-relaxed text-neutral-800">
                  {expanded ? review.body : text.text}
                </p>
                {text.truncated && !expanded && (
                  <button
                    type="button"
                    onClick={() => setExpanded(true)}
                    className="mt-1 text-sm font-semibold text-red-700 underline underline-offset-2 hover:text-red-800"
                  >
                    read more...
                  </button>
                )}
              </div>
            </div>
          ) : (
            <p className="p-6 text-sm text-neutral-600" role="status">
              Loading photos…
            </p>
          )}
        </div>
      </ModalDialog>
    </div>,
    document.body,
  );
}

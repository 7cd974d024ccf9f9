import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import {
  PAGINATION_NEIGHBOURS,
  REVIEW_SKUS_MAX,
  REVIEWS_PAGE_SIZE,
  pageCount,
  type Review,
  type ReviewListResponse,
} from '@shop/domain';
import { useUiStore } from '../../../lib/ui-store';
import { useViewport } from '../../../lib/use-viewport';
import { useSession } from '../../auth/api/get-session';
import { reviewsQueryOptions, useReviews } from '../api/get-reviews';
import { useReviewPhotos } from '../api/get-review-photos';
import { useReviewableItems } from '../api/get-reviewable-items';
import { REVIEW_POPUP_HASH, REVIEWS_ANCHOR, scrollToElement } from '../hooks/scroll-into-view';
import { CustomerPhotos } from './customer-photos';
import { ReviewItem } from './review-item';
import { ReviewPagination } from './review-pagination';
import { RoundedStars } from './rounded-stars';
import type { LightboxOrigin } from './review-lightbox';

const ReviewLightbox = lazy(() => import('./review-lightbox').then((m) => ({ default: m.ReviewLightbox })));
// The form (and zod, for its checks) loads when it opens: the product page's chunk stays without them.
const WriteReviewForm = lazy(() =>
  import('./write-review-form').then((m) => ({ default: m.WriteReviewForm })),
);

/** The lightbox fades in and out over 250 ms. */
const FADE_MS = 250;

export type ReviewsSectionProps = {
  /** The product family's skus (the parent and its variants): reviews cover all of them. */
  skus: readonly string[];
  /** The sku shown (the chosen variant): changing it reloads page 0. */
  selectedSku: string;
};

/** The skus of a product and its variants, as the reviews calls take them (at most 50). */
export function familySkus(product: { sku: string; variants: readonly { sku: string }[] }): string[] {
  return [...new Set([product.sku, ...product.variants.map((v) => v.sku)])].slice(0, REVIEW_SKUS_MAX);
}

const sameSku = (a: string, b: string) => a.toUpperCase() === b.toUpperCase();

/** Where sign-in sends the visitor back to: this page with the empty review parameter (opens the form). */
function signInPath(pathname: string, search: URLSearchParams): string {
  const back = new URLSearchParams(search);
  back.set('review', '');
  return `/account/login?callbackUrl=${encodeURIComponent(`${pathname}?${back.toString()}`)}`;
}

/** The product page's Customer Reviews section (anchor product-reviews). */
export function ReviewsSection({ skus, selectedSku }: ReviewsSectionProps) {
  const location = useLocation();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const queryClient = useQueryClient();
  const viewport = useViewport();
  const session = useSession();
  const signedIn = session.status === 'authenticated';
  const admin = session.user?.isAdmin === true;

  // Page state; a different variant starts again at page 0 (and reloads it).
  const [page, setPage] = useState(0);
  const [pageSku, setPageSku] = useState(selectedSku);
  if (pageSku !== selectedSku) {
    setPageSku(selectedSku);
    setPage(0);
  }
  const firstSku = useRef(selectedSku);
  useEffect(() => {
    if (firstSku.current === selectedSku) return;
    firstSku.current = selectedSku;
    void queryClient.invalidateQueries({ queryKey: reviewsQueryOptions(skus, 0).queryKey, exact: true });
  }, [selectedSku, skus, queryClient]);

  const list = useReviews(skus, page);
  const photos = useReviewPhotos(skus);
  const data = list.data;
  // The list and the photo grid render in the background (a transition React does in slices) when their
  // answers arrive: a query's answer otherwise re-renders at once, in one task blocking the page.
  const shownReviews = useDeferredValue(data?.reviews);
  const shownPhotos = useDeferredValue(photos.data?.pages[0]?.reviews);
  const totalPages = pageCount(data?.count ?? 0, REVIEWS_PAGE_SIZE);
  const listRef = useRef<HTMLDivElement>(null);

  // Write a review: the form opens from the button or the empty `review` parameter.
  const wantsForm = search.has('review');
  const [formOpen, setFormOpen] = useState(wantsForm);
  // After a review is sent: 'posted', or 'held' when the shop checks reviews before they show.
  const [thanks, setThanks] = useState<'posted' | 'held' | null>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const reviewable = useReviewableItems(signedIn && formOpen);
  const items = reviewable.data ?? [];
  const item =
    items.find((i) => sameSku(i.sku, selectedSku)) ??
    items.find((i) => skus.some((s) => sameSku(s, i.sku))) ??
    null;

  useEffect(() => {
    if (wantsForm && session.status === 'unauthenticated')
      void navigate(signInPath(location.pathname, search), { replace: true });
  }, [wantsForm, session.status, navigate, location.pathname, search]);
  useEffect(() => {
    if (formOpen) scrollToElement(formRef.current);
  }, [formOpen]);

  const openForm = () => {
    setThanks(null);
    if (session.status === 'unauthenticated') {
      void navigate(signInPath(location.pathname, search));
      return;
    }
    setFormOpen(true);
    scrollToElement(formRef.current);
  };
  const closeForm = () => {
    setFormOpen(false);
    if (search.has('review')) {
      const next = new URLSearchParams(search);
      next.delete('review');
      const query = next.toString();
      void navigate(
        { pathname: location.pathname, search: query ? `?${query}` : '', hash: location.hash },
        { replace: true, preventScrollReset: true },
      );
    }
  };
  const written = (review: Review, held: boolean) => {
    setPage(0);
    setThanks(held ? 'held' : 'posted');
    closeForm();
    if (held) return;
    // The new review shows at the top at once; the invalidation that follows brings the server's page.
    queryClient.setQueryData<ReviewListResponse>(reviewsQueryOptions(skus, 0).queryKey, (old) =>
      old
        ? {
            ...old,
            reviews: [review, ...old.reviews.filter((r) => r.id !== review.id)],
            count: old.count + 1,
          }
        : old,
    );
  };

  // The photo lightbox: the store's flags, the #reviewPopup hash, back navigation closes it.
  const displayGrid = useUiStore((s) => s.displayReviewModal);
  const displaySingle = useUiStore((s) => s.displayIndividualReviewModal);
  const openReviewModal = useUiStore((s) => s.openReviewModal);
  const closeReviewModals = useUiStore((s) => s.closeReviewModals);
  const open = displayGrid || displaySingle;
  const [origin, setOrigin] = useState<LightboxOrigin>('grid');
  const [openedFrom, setOpenedFrom] = useState<Review | null>(null);
  const [openCount, setOpenCount] = useState(0);
  const [mounted, setMounted] = useState(false);
  const pushedHash = useRef(false);
  const hashOpen = location.hash === REVIEW_POPUP_HASH;

  if (open && !mounted) setMounted(true);
  useEffect(() => {
    if (open || !mounted) return;
    const timer = setTimeout(() => setMounted(false), FADE_MS);
    return () => clearTimeout(timer);
  }, [open, mounted]);

  // Back navigation (the hash went away) closes; arriving with the hash opens the all-photos view.
  const lastHashOpen = useRef<boolean | null>(null);
  useEffect(() => {
    if (lastHashOpen.current === hashOpen) return;
    lastHashOpen.current = hashOpen;
    const state = useUiStore.getState();
    const isOpen = state.displayReviewModal || state.displayIndividualReviewModal;
    if (!hashOpen && isOpen) {
      pushedHash.current = false;
      closeReviewModals();
    } else if (hashOpen && !isOpen) {
      openReviewModal(null);
    }
  }, [hashOpen, openReviewModal, closeReviewModals]);
  // Leaving the page closes the lightbox.
  useEffect(
    () => () => {
      const state = useUiStore.getState();
      if (state.displayReviewModal || state.displayIndividualReviewModal) state.closeReviewModals();
    },
    [],
  );

  const pushHash = () => {
    if (hashOpen) return;
    pushedHash.current = true;
    lastHashOpen.current = true;
    void navigate(
      { pathname: location.pathname, search: location.search, hash: REVIEW_POPUP_HASH },
      { preventScrollReset: true },
    );
  };
  const openPhoto = (from: LightboxOrigin, review: Review, imageIndex: number) => {
    setOrigin(from);
    setOpenedFrom(review);
    setOpenCount((n) => n + 1);
    openReviewModal(review.id, imageIndex);
    pushHash();
  };
  const openAll = () => {
    setOrigin('grid');
    setOpenedFrom(null);
    setOpenCount((n) => n + 1);
    openReviewModal(null);
    pushHash();
  };
  const closeLightbox = useCallback(() => {
    closeReviewModals();
    lastHashOpen.current = false;
    if (pushedHash.current) {
      pushedHash.current = false;
      void navigate(-1);
    } else if (location.hash === REVIEW_POPUP_HASH) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: '' },
        { replace: true, preventScrollReset: true },
      );
    }
  }, [closeReviewModals, navigate, location.pathname, location.search, location.hash]);

  const goToPage = (next: number) => {
    setPage(next);
    scrollToElement(listRef.current);
  };

  const count = data?.count ?? 0;
  const avg = data?.avgScore ?? 0;
  const neighbours = viewport === 'mobile' ? PAGINATION_NEIGHBOURS.mobile : PAGINATION_NEIGHBOURS.desktop;

  return (
    <section
      id={REVIEWS_ANCHOR}
      aria-labelledby="reviews-heading"
      className="render-when-visible mt-12 scroll-mt-24 border-t border-neutral-200 pt-10"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 id="reviews-heading" className="text-2xl font-black tracking-tight text-neutral-950">
            Customer Reviews
          </h2>
          {count > 0 ? (
            <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
              <RoundedStars rating={avg} size="h-5 w-5" label={`Average rating ${avg.toFixed(1)} out of 5`} />
              <span className="text-lg font-bold text-neutral-950" aria-hidden="true">
                {avg.toFixed(1)}
              </span>
              <span className="text-sm text-neutral-600">
                Based on {count === 1 ? '1 review' : `${count} reviews`}
              </span>
            </div>
          ) : (
            !list.isPending && (
              <p className="mt-2 text-sm text-neutral-600">No reviews yet. Be the first to write one.</p>
            )
          )}
        </div>
        <button
          type="button"
          onClick={openForm}
          disabled={session.status === 'loading'}
          aria-expanded={formOpen}
          className="h-11 self-start rounded-lg bg-neutral-950 px-5 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700 disabled:opacity-60 sm:self-auto"
        >
          Write a review
        </button>
      </div>

      {thanks && (
        <p
          role="status"
          className="mt-4 rounded-lg bg-emerald-50 p-3 text-sm font-medium text-emerald-900 ring-1 ring-emerald-200"
        >
          {thanks === 'held'
            ? 'Thank you! Your review will appear after a check.'
            : 'Thank you! Your review has been posted.'}
        </p>
      )}

      <div ref={formRef} className="scroll-mt-24">
        {formOpen && signedIn && (
          <div className="mt-6 max-w-3xl rounded-2xl border border-neutral-200 bg-neutral-50 p-4 sm:p-6">
            <h3 className="mb-4 text-lg font-black tracking-tight text-neutral-950">Write a review</h3>
            {reviewable.isPending ? (
              <p role="status" className="text-sm text-neutral-600">
                Checking your orders…
              </p>
            ) : reviewable.isError ? (
              <p role="alert" className="text-sm font-medium text-red-700">
                We could not check your orders. Please try again later.
              </p>
            ) : item ? (
              <Suspense
                fallback={
                  <p role="status" className="text-sm text-neutral-600">
                    Loading the form…
                  </p>
                }
              >
                <WriteReviewForm sku={item.sku} onWritten={written} onCancel={closeForm} />
              </Suspense>
            ) : (
              <div className="flex flex-col items-start gap-3 text-sm text-neutral-700">
                <p role="status">
                  Only customers who ordered this product and have not reviewed it yet can write a review.
                </p>
                <button
                  type="button"
                  onClick={closeForm}
                  className="font-semibold text-red-700 underline underline-offset-2"
                >
                  Close
                </button>
              </div>
            )}
          </div>
        )}
      </div>

      <CustomerPhotos
        reviews={shownPhotos ?? []}
        onOpenPhoto={(review, i) => openPhoto('grid', review, i)}
        onViewAll={openAll}
      />

      <div ref={listRef} className="mt-6 scroll-mt-24">
        {shownReviews && shownReviews.length > 0 && (
          <div
            aria-busy={list.isFetching || undefined}
            className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
          >
            {shownReviews.map((review) => (
              <ReviewItem
                key={review.id}
                review={review}
                admin={admin}
                onOpenPhoto={(r, i) => openPhoto('list', r, i)}
              />
            ))}
          </div>
        )}
        <ReviewPagination page={page} totalPages={totalPages} neighbours={neighbours} onPage={goToPage} />
      </div>

      {mounted && (
        <Suspense fallback={null}>
          <ReviewLightbox
            key={openCount}
            skus={skus}
            openedFrom={openedFrom}
            origin={origin}
            open={open}
            onClose={closeLightbox}
          />
        </Suspense>
      )}
    </section>
  );
}

/** Pure rules of the reviews section and the photo lightbox (spec shopping-and-account.md, Reviews). */
import {
  CUSTOMER_PHOTO_GRID_MAX,
  LOAD_MORE_WITHIN,
  PHOTOS_PER_REVIEW_IN_GRID,
  VIEW_ALL_TILE_MIN,
} from './constants.js';

/** The first name of a full name, as reviewers are shown ('Ada' for 'Ada Lovelace'); 'Customer' when blank. */
export function firstNameOnly(name: string | null | undefined): string {
  const first = (name ?? '').trim().split(/\s+/)[0] ?? '';
  return first === '' ? 'Customer' : Array.from(first).slice(0, 40).join('');
}

/** Whole stars for an average rating: rounded to the nearest integer, within 0..5 (NaN gives 0). */
export function roundedStars(avg: number): number {
  if (!Number.isFinite(avg)) return 0;
  return Math.min(5, Math.max(0, Math.round(avg)));
}

/** An average rounded to one decimal (4.25 -> 4.3), 0 for no ratings. */
export function roundAverage(sum: number, count: number): number {
  if (count <= 0) return 0;
  // From the integer sum times 10, so that halves round up exactly (87 / 20 = 4.35 gives 4.4).
  return Math.round((sum * 10) / count) / 10;
}

export type PaginationItem = number | 'ellipsis';

/**
 * The page links of a paginated list: 0-based page indexes and 'ellipsis' gaps. The first and last
 * pages are always there, plus `neighbours` pages each side of `current`; a gap of a single page shows
 * that page instead of an ellipsis. `total` is the number of pages.
 */
export function paginationItems(current: number, total: number, neighbours: number): PaginationItem[] {
  if (!Number.isFinite(total) || total <= 0) return [];
  const last = Math.floor(total) - 1;
  const at = Math.min(Math.max(0, Math.floor(current) || 0), last);
  const n = Math.max(0, Math.floor(neighbours) || 0);
  const pages = new Set<number>([0, last]);
  for (let p = at - n; p <= at + n; p++) if (p >= 0 && p <= last) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PaginationItem[] = [];
  let previous = -1;
  for (const page of sorted) {
    if (page - previous === 2) items.push(page - 1);
    else if (page - previous > 2) items.push('ellipsis');
    items.push(page);
    previous = page;
  }
  return items;
}

/** Pages for a number of items at a page size (0 items: 0 pages). */
export const pageCount = (count: number, pageSize: number): number =>
  count <= 0 || pageSize <= 0 ? 0 : Math.ceil(count / pageSize);

type WithImages = { images: readonly string[] };

export type PhotoTile = { reviewIndex: number; imageIndex: number; url: string };

export type CustomerPhotoGrid = {
  tiles: PhotoTile[];
  /** Every photo of the given reviews. */
  totalImages: number;
  /** Show the 'View All Photos' tile (more than VIEW_ALL_TILE_MIN photos). */
  showViewAll: boolean;
};

/** The Customer Photos grid: up to 20 photos, at most 2 from each review, in review order. */
export function customerPhotoGrid(
  reviews: readonly WithImages[],
  options: { max?: number; perReview?: number; viewAllMin?: number } = {},
): CustomerPhotoGrid {
  const max = options.max ?? CUSTOMER_PHOTO_GRID_MAX;
  const perReview = options.perReview ?? PHOTOS_PER_REVIEW_IN_GRID;
  const viewAllMin = options.viewAllMin ?? VIEW_ALL_TILE_MIN;
  const tiles: PhotoTile[] = [];
  let totalImages = 0;
  reviews.forEach((review, reviewIndex) => {
    totalImages += review.images.length;
    review.images.slice(0, perReview).forEach((url, imageIndex) => {
      if (tiles.length < max) tiles.push({ reviewIndex, imageIndex, url });
    });
  });
  return { tiles, totalImages, showViewAll: totalImages > viewAllMin };
}

export type Truncated = { text: string; truncated: boolean };

/**
 * Text cut to at most `limit` characters (code points) plus '...', at the last space when one is in the
 * last 30% of the cut, else mid-word. Text within the limit comes back unchanged.
 */
export function truncateText(text: string, limit: number): Truncated {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  const cut = chars.slice(0, Math.max(0, limit));
  const space = cut.lastIndexOf(' ');
  const kept = space >= Math.floor(limit * 0.7) ? cut.slice(0, space) : cut;
  return { text: `${kept.join('').trimEnd()}...`, truncated: true };
}

/** 'Verified Buyer' is shown when `verified` contains 'buyer' (any case). */
export const isVerifiedBuyer = (verified: string | null | undefined): boolean =>
  typeof verified === 'string' && verified.toLowerCase().includes('buyer');

/** A lightbox position: a review of the loaded list and one of its photos. */
export type SlidePosition = { reviewIndex: number; imageIndex: number };

/** The next photo: the next one of the same review, else the first of the next review with photos; null at the end. */
export function nextSlide(reviews: readonly WithImages[], at: SlidePosition): SlidePosition | null {
  const current = reviews[at.reviewIndex];
  if (current && at.imageIndex + 1 < current.images.length)
    return { reviewIndex: at.reviewIndex, imageIndex: at.imageIndex + 1 };
  for (let r = at.reviewIndex + 1; r < reviews.length; r++)
    if ((reviews[r]?.images.length ?? 0) > 0) return { reviewIndex: r, imageIndex: 0 };
  return null;
}

/** The previous photo: the previous one of the same review, else the last of the previous review with photos. */
export function prevSlide(reviews: readonly WithImages[], at: SlidePosition): SlidePosition | null {
  if (at.imageIndex > 0 && reviews[at.reviewIndex])
    return {
      reviewIndex: at.reviewIndex,
      imageIndex: Math.min(at.imageIndex - 1, (reviews[at.reviewIndex]?.images.length ?? 1) - 1),
    };
  for (let r = Math.min(at.reviewIndex - 1, reviews.length - 1); r >= 0; r--) {
    const count = reviews[r]?.images.length ?? 0;
    if (count > 0) return { reviewIndex: r, imageIndex: count - 1 };
  }
  return null;
}

/**
 * Whether to fetch more reviews: fewer than `within` items remain ahead of `index` among `total` loaded
 * (5 for the review list lightbox, 4 for the grid lightbox), unless the server has no more.
 */
export function shouldLoadMore(
  index: number,
  total: number,
  options: { within?: number; hasMore?: boolean } = {},
): boolean {
  if (options.hasMore === false) return false;
  const within = options.within ?? LOAD_MORE_WITHIN;
  return total - 1 - index < within;
}

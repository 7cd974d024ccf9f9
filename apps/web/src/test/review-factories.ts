import { http, HttpResponse } from 'msw';
import { ReviewListResponseSchema, ReviewSchema, type Review, type ReviewListResponse } from '@shop/domain';
import { server } from './server';
import { buildSessionUser, serveSession } from './account-factories';

let nextId = 1000;

/** A stored review as the API sends it. */
export function buildReview(overrides: Partial<Review> = {}): Review {
  const id = overrides.id ?? nextId++;
  return ReviewSchema.parse({
    id,
    reviewId: String(id),
    title: `Review ${id}`,
    body: `Body of review ${id}.`,
    rating: 5,
    review_date: '2026-03-04T15:00:00.000Z',
    reviewer: { name: 'Ada' },
    verified: 'buyer',
    sku: 'EVL-12-D2',
    images: [],
    thumbnails: [],
    thumbs_up: 0,
    reply: null,
    ...overrides,
  });
}

/** A review with `n` photos (full size and thumbnails). */
export function withPhotos(n: number, overrides: Partial<Review> = {}): Review {
  const review = buildReview(overrides);
  const images = Array.from({ length: n }, (_, i) => `/img/r/${review.id}/${i + 1}.svg`);
  return ReviewSchema.parse({ ...review, images, thumbnails: images.map((u) => `${u}?thumb`) });
}

export const reviewList = (reviews: Review[], count = reviews.length, avgScore = 4.5): ReviewListResponse =>
  ReviewListResponseSchema.parse({ reviews, count, avgScore });

/** Serves the review list (by 0-based page) and the photo reviews (pages of `photoPageSize`); records the calls. */
export function serveReviews(opts: {
  pages?: (page: number) => ReviewListResponse;
  photos?: Review[];
  photoPageSize?: number;
}) {
  const calls = { list: [] as URL[], photos: [] as URL[] };
  const size = opts.photoPageSize ?? 25;
  server.use(
    http.get('/api/reviews/skuList', ({ request }) => {
      const url = new URL(request.url);
      calls.list.push(url);
      const page = Number(url.searchParams.get('page') ?? 0);
      return HttpResponse.json(opts.pages ? opts.pages(page) : reviewList([]));
    }),
    http.get('/api/reviews/with-images', ({ request }) => {
      const url = new URL(request.url);
      calls.photos.push(url);
      const page = Number(url.searchParams.get('page') ?? 0);
      const all = opts.photos ?? [];
      return HttpResponse.json(reviewList(all.slice(page * size, (page + 1) * size), all.length));
    }),
  );
  return calls;
}

/** A signed-in session for the header and the write-review checks. */
export function signIn() {
  serveSession(buildSessionUser({ email: 'retail@skar.test', first_name: 'Rita', account_id: 7 }));
}

/**
 * Reviews: the cached lists (per skus and page, cleared by any write or vote), helpful votes, the
 * signed-in customer's reviewable items, photo uploads and writing a review. A write recomputes the
 * product's rating in the same transaction, so the catalogue shows it at once; when the shop holds reviews
 * for a check (reviews.setting.ts) it is stored pending and shows once approved (admin.reviews.ts).
 */
import { randomBytes } from 'node:crypto';
import {
  firstNameOnly,
  newReviewState,
  REVIEWS_PAGE_SIZE,
  roundAverage,
  type ReviewState,
  type AccountReviewSkuResponse,
  type Review,
  type ReviewListResponse,
  type ReviewPhotoUploadResponse,
  type ReviewsQuery,
  type ThumbsUpResponse,
  type WithImagesQuery,
  type WriteReviewBody,
  type WriteReviewResponse,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { isUniqueViolation } from '../../db/errors.js';
import { localChangeFeed, type ChangeFeed } from '../../db/change-feed.js';
import { LruCache } from './reviews.cache.js';
import { processPhoto } from './reviews.photos.js';
import { reviewModeration } from './reviews.setting.js';
import { stateOfStored, type PhotoState } from './reviews.photo-access.js';
import { refreshRating } from './reviews.ratings.repo.js';
import { createReviewsRepo, type ReviewRow, type ReviewsRepo } from './reviews.repo.js';

const DAY_MS = 86_400_000;
export const LIST_CACHE_ENTRIES = 500;

export const uploadUrl = (id: string) => `/img/reviews/${id}.webp`;
export const uploadThumbUrl = (id: string) => `/img/reviews/${id}-thumb.webp`;

export type ReviewsService = ReturnType<typeof createReviewsService>;

export type ReviewAuthor = { id: number; firstName: string | null; lastName: string | null };

export function createReviewsService(deps: {
  db: Db;
  repo: ReviewsRepo;
  clock: Clock;
  changes?: ChangeFeed;
}) {
  const { db, repo, clock } = deps;
  const changes = deps.changes ?? localChangeFeed();
  const cache = new LruCache<ReviewListResponse>(LIST_CACHE_ENTRIES);
  const keyOf = (kind: string, skus: readonly string[], page: number, limit: number) =>
    `${kind}|${[...new Set(skus.map((s) => s.toLowerCase()))].sort().join(',')}|${page}|${limit}`;

  const toDtos = async (rows: readonly ReviewRow[]): Promise<Review[]> => {
    const images = new Map<number, { url: string; thumb: string }[]>();
    for (const img of await repo.imagesOf(rows.map((r) => r.id))) {
      const list = images.get(img.review_id) ?? [];
      list.push({ url: img.url, thumb: img.thumb_url });
      images.set(img.review_id, list);
    }
    return rows.map((r) => {
      const own = images.get(r.id) ?? [];
      return {
        id: r.id,
        reviewId: String(r.id),
        title: r.title,
        body: r.body,
        rating: r.rating,
        review_date: r.created_at,
        reviewer: { name: firstNameOnly(r.reviewer_name) },
        verified: r.verified,
        sku: r.sku,
        images: own.map((i) => i.url),
        thumbnails: own.map((i) => i.thumb),
        thumbs_up: r.thumbs_up,
        reply: r.reply_body !== null && r.reply_at !== null ? { body: r.reply_body, at: r.reply_at } : null,
      };
    });
  };

  // Bumped by every clear: a list loaded while a write or vote went in is answered but not kept. A write or
  // vote on any node clears every node's lists (db/change-feed.ts).
  let generation = 0;
  changes.subscribe('reviews', () => {
    generation++;
    cache.clear();
  });
  const clearCache = () => changes.publish('reviews');

  const cached = async (
    key: string,
    load: () => Promise<ReviewListResponse>,
  ): Promise<ReviewListResponse> => {
    const hit = cache.get(key);
    if (hit) return hit;
    const loadedIn = generation;
    const value = await load();
    if (generation === loadedIn) cache.set(key, value);
    return value;
  };

  const byId = async (id: number): Promise<Review> => {
    const row = await repo.byId(id);
    if (!row) throw new AppError('NOT_FOUND', 'No such review');
    return (await toDtos([row]))[0] as Review;
  };

  return {
    /** For tests and health: how many lists are cached. */
    cacheSize: () => cache.size,

    list(query: ReviewsQuery): Promise<ReviewListResponse> {
      return cached(keyOf('all', query.skus, query.page, REVIEWS_PAGE_SIZE), async () => {
        const { count, total } = await repo.summary(query.skus);
        const offset = query.page * REVIEWS_PAGE_SIZE;
        const rows = offset < count ? await repo.page(query.skus, REVIEWS_PAGE_SIZE, offset) : [];
        return { reviews: await toDtos(rows), count, avgScore: roundAverage(total ?? 0, count) };
      });
    },

    withImages(query: WithImagesQuery): Promise<ReviewListResponse> {
      return cached(keyOf('images', query.skus, query.page, query.limit), async () => {
        const { count, total } = await repo.summaryWithImages(query.skus);
        const offset = query.page * query.limit;
        const rows = offset < count ? await repo.pageWithImages(query.skus, query.limit, offset) : [];
        return { reviews: await toDtos(rows), count, avgScore: roundAverage(total ?? 0, count) };
      });
    },

    /** One vote per voter per review; a repeat keeps the count and says alreadyVoted. */
    async thumbsUp(reviewId: number, voter: string): Promise<ThumbsUpResponse> {
      const result = await db.transaction().execute(async (trx) => {
        const tx = createReviewsRepo(trx);
        const review = await tx.published(reviewId);
        if (!review) throw new AppError('NOT_FOUND', 'No such review');
        const counted = await tx.vote(reviewId, voter, clock.now().toISOString());
        return { thumbs_up: review.thumbs_up + (counted ? 1 : 0), alreadyVoted: !counted };
      });
      if (!result.alreadyVoted) clearCache();
      return { reviewId: String(reviewId), ...result };
    },

    async itemsWithoutReviews(userId: number, sku: string | undefined): Promise<AccountReviewSkuResponse> {
      return {
        data: {
          itemsWithoutReviews: (await repo.reviewable(userId, sku ?? null)).map((row) => ({
            sku: row.sku,
            name: row.name,
            image: row.image,
            path: row.path,
            orderNumber: row.order_number,
            orderDate: row.order_date,
          })),
        },
      };
    },

    async uploadPhoto(userId: number, bytes: Buffer): Promise<ReviewPhotoUploadResponse> {
      const photo = await processPhoto(bytes);
      const id = randomBytes(16).toString('base64url');
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const tx = createReviewsRepo(trx);
        await tx.purgeUploadsBefore(new Date(now.getTime() - DAY_MS).toISOString());
        await tx.insertUpload(
          id,
          userId,
          photo.image,
          photo.thumb,
          photo.width,
          photo.height,
          now.toISOString(),
        );
      });
      return {
        imageId: id,
        url: uploadUrl(id),
        thumbUrl: uploadThumbUrl(id),
        width: photo.width,
        height: photo.height,
      };
    },

    /** 403 REVIEW_NOT_ALLOWED unless the author ordered the sku; 409 ALREADY_REVIEWED the second time. */
    async write(author: ReviewAuthor, body: WriteReviewBody): Promise<WriteReviewResponse> {
      const state = newReviewState(await reviewModeration(db));
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const tx = createReviewsRepo(trx);
          const product = await tx.productBySku(body.sku);
          const notAllowed = () =>
            new AppError('REVIEW_NOT_ALLOWED', 'You can review only items you have ordered');
          if (!product) throw notAllowed();
          if (await tx.hasReviewed(author.id, product.id))
            throw new AppError('ALREADY_REVIEWED', 'You have already reviewed this item');
          if ((await tx.reviewable(author.id, product.sku)).length === 0) throw notAllowed();
          const uploads = [];
          for (const imageId of body.imageIds ?? []) {
            const upload = await tx.uploadOf(imageId, author.id);
            if (!upload || upload.review_id !== null)
              throw new AppError('INVALID_IMAGE', 'A photo is unknown or already used; upload it again');
            uploads.push(upload);
          }
          const name = [author.firstName, author.lastName].filter(Boolean).join(' ').trim();
          const reviewId = await tx.insertReview({
            product_id: product.id,
            sku: product.sku,
            user_id: author.id,
            reviewer_name: name || 'Customer',
            title: body.title,
            body: body.body,
            rating: body.rating,
            verified: 'buyer',
            status: state === 'pending' ? 'pending' : 'published',
            created_at: clock.now().toISOString(),
          });
          for (const [position, u] of uploads.entries()) {
            if (!(await tx.attachUpload(reviewId, u.id)))
              throw new AppError('INVALID_IMAGE', 'A photo is unknown or already used; upload it again');
            await tx.insertImage(
              reviewId,
              position,
              uploadUrl(u.id),
              uploadThumbUrl(u.id),
              u.width,
              u.height,
            );
          }
          await refreshRating(trx, product.id);
          return reviewId;
        })
        .catch((err: unknown) => {
          // Two submits at once (PostgreSQL runs them side by side): the second meets the one-review key.
          if (isUniqueViolation(err, 'user_id'))
            throw new AppError('ALREADY_REVIEWED', 'You have already reviewed this item');
          throw err;
        });
      clearCache();
      return { review: await byId(id), held: state === 'pending' };
    },

    /**
     * The stored WebP of an upload (`thumb` for the 400 px one) and the state of its review ('unattached'
     * before one is written), or undefined.
     */
    async photo(id: string, thumb: boolean): Promise<{ body: Buffer; state: PhotoState } | undefined> {
      const blob = await repo.uploadBlob(id);
      if (!blob) return undefined;
      const state = blob.review_status === null ? 'unattached' : stateOfStored(blob.review_status);
      return { body: thumb ? blob.thumb : blob.image, state };
    },

    /** The state of a review, for its seeded photos (/img/r/{id}/...); undefined when there is none. */
    async reviewState(reviewId: number): Promise<ReviewState | undefined> {
      const stored = await repo.statusOf(reviewId);
      return stored === undefined ? undefined : stateOfStored(stored);
    },
  };
}

/**
 * Reviews: the cached lists (per skus and page, cleared by any write or vote), helpful votes, the
 * signed-in customer's reviewable items, photo uploads and writing a review. A write recomputes the
 * product's rating in the same transaction, so the catalogue shows it at once.
 */
import { randomBytes } from 'node:crypto';
import {
  firstNameOnly,
  REVIEWS_PAGE_SIZE,
  roundAverage,
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
import type { Db } from '../../db/connection.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { LruCache } from './reviews.cache.js';
import { processPhoto } from './reviews.photos.js';
import type { ReviewRow, ReviewsRepo } from './reviews.repo.js';

const DAY_MS = 86_400_000;
export const LIST_CACHE_ENTRIES = 500;

export const uploadUrl = (id: string) => `/img/reviews/${id}.webp`;
export const uploadThumbUrl = (id: string) => `/img/reviews/${id}-thumb.webp`;

export type ReviewsService = ReturnType<typeof createReviewsService>;

export type ReviewAuthor = { id: number; firstName: string | null; lastName: string | null };

export function createReviewsService(deps: { db: Db; repo: ReviewsRepo; clock: Clock }) {
  const { db, repo, clock } = deps;
  const cache = new LruCache<ReviewListResponse>(LIST_CACHE_ENTRIES);
  const keyOf = (kind: string, skus: readonly string[], page: number, limit: number) =>
    `${kind}|${[...new Set(skus.map((s) => s.toLowerCase()))].sort().join(',')}|${page}|${limit}`;

  const toDtos = (rows: readonly ReviewRow[]): Review[] => {
    const images = new Map<number, { url: string; thumb: string }[]>();
    for (const img of repo.imagesOf(rows.map((r) => r.id))) {
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
      };
    });
  };

  const cached = (key: string, load: () => ReviewListResponse): ReviewListResponse => {
    const hit = cache.get(key);
    if (hit) return hit;
    const value = load();
    cache.set(key, value);
    return value;
  };

  const byId = (id: number): Review => {
    const row = repo.byId(id);
    if (!row) throw new AppError('NOT_FOUND', 'No such review', 404);
    return toDtos([row])[0] as Review;
  };

  return {
    /** For tests and health: how many lists are cached. */
    cacheSize: () => cache.size,

    list(query: ReviewsQuery): ReviewListResponse {
      return cached(keyOf('all', query.skus, query.page, REVIEWS_PAGE_SIZE), () => {
        const { count, total } = repo.summary(query.skus);
        const offset = query.page * REVIEWS_PAGE_SIZE;
        const rows = offset < count ? repo.page(query.skus, REVIEWS_PAGE_SIZE, offset) : [];
        return { reviews: toDtos(rows), count, avgScore: roundAverage(total ?? 0, count) };
      });
    },

    withImages(query: WithImagesQuery): ReviewListResponse {
      return cached(keyOf('images', query.skus, query.page, query.limit), () => {
        const { count, total } = repo.summaryWithImages(query.skus);
        const offset = query.page * query.limit;
        const rows = offset < count ? repo.pageWithImages(query.skus, query.limit, offset) : [];
        return { reviews: toDtos(rows), count, avgScore: roundAverage(total ?? 0, count) };
      });
    },

    /** One vote per voter per review; a repeat keeps the count and says alreadyVoted. */
    thumbsUp(reviewId: number, voter: string): ThumbsUpResponse {
      const result = db
        .transaction(() => {
          const review = repo.published(reviewId);
          if (!review) throw new AppError('NOT_FOUND', 'No such review', 404);
          const counted = repo.vote(reviewId, voter, clock.now().toISOString());
          return { thumbs_up: review.thumbs_up + (counted ? 1 : 0), alreadyVoted: !counted };
        })
        .immediate();
      if (!result.alreadyVoted) cache.clear();
      return { reviewId: String(reviewId), ...result };
    },

    itemsWithoutReviews(userId: number, sku: string | undefined): AccountReviewSkuResponse {
      return {
        data: {
          itemsWithoutReviews: repo.reviewable(userId, sku ?? null).map((row) => ({
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
      db.transaction(() => {
        repo.purgeUploadsBefore(new Date(now.getTime() - DAY_MS).toISOString());
        repo.insertUpload(id, userId, photo.image, photo.thumb, photo.width, photo.height, now.toISOString());
      }).immediate();
      return {
        imageId: id,
        url: uploadUrl(id),
        thumbUrl: uploadThumbUrl(id),
        width: photo.width,
        height: photo.height,
      };
    },

    /** 403 REVIEW_NOT_ALLOWED unless the author ordered the sku; 409 ALREADY_REVIEWED the second time. */
    write(author: ReviewAuthor, body: WriteReviewBody): WriteReviewResponse {
      const id = db
        .transaction(() => {
          const product = repo.productBySku(body.sku);
          const notAllowed = () =>
            new AppError('REVIEW_NOT_ALLOWED', 'You can review only items you have ordered', 403);
          if (!product) throw notAllowed();
          if (repo.hasReviewed(author.id, product.id))
            throw new AppError('ALREADY_REVIEWED', 'You have already reviewed this item', 409);
          if (repo.reviewable(author.id, product.sku).length === 0) throw notAllowed();
          const uploads = (body.imageIds ?? []).map((imageId) => {
            const upload = repo.uploadOf(imageId, author.id);
            if (!upload || upload.review_id !== null)
              throw new AppError('INVALID_IMAGE', 'A photo is unknown or already used; upload it again', 400);
            return upload;
          });
          const name = [author.firstName, author.lastName].filter(Boolean).join(' ').trim();
          const reviewId = repo.insertReview({
            product_id: product.id,
            sku: product.sku,
            user_id: author.id,
            reviewer_name: name || 'Customer',
            title: body.title,
            body: body.body,
            rating: body.rating,
            verified: 'buyer',
            created_at: clock.now().toISOString(),
          });
          uploads.forEach((u, position) => {
            repo.insertImage(reviewId, position, uploadUrl(u.id), uploadThumbUrl(u.id), u.width, u.height);
            repo.attachUpload(reviewId, u.id);
          });
          repo.refreshRating(product.id);
          return reviewId;
        })
        .immediate();
      cache.clear();
      return { review: byId(id) };
    },

    /** The stored WebP of an upload (`thumb` for the 400 px one), or undefined. */
    photo(id: string, thumb: boolean): Buffer | undefined {
      const blob = repo.uploadBlob(id);
      return blob ? (thumb ? blob.thumb : blob.image) : undefined;
    },
  };
}

/**
 * The reviews contract (/api/reviews/...): the list and photo queries, thumbs-up, the account's items
 * without a review, photo upload and writing a review. Review text is plain text, sent back as stored;
 * the web app renders it as text (never as HTML).
 */
import { z } from 'zod';
import { CART_SKU_MAX_LENGTH } from '../cart/schemas.js';
import {
  PHOTO_FETCH_LIMIT,
  REVIEW_BODY_MAX,
  REVIEW_IMAGES_MAX,
  REVIEW_SKUS_MAX,
  REVIEW_TITLE_MAX,
} from './constants.js';

export const ReviewSkuSchema = z.string().trim().min(1).max(CART_SKU_MAX_LENGTH);

/** A stored review as the API sends it. `reviewer.name` is a first name only. */
export const ReviewSchema = z.object({
  id: z.number().int().positive(),
  /** The same id as a string (the spec's field); thumbs-up takes either. */
  reviewId: z.string(),
  title: z.string(),
  body: z.string(),
  rating: z.number().int().min(1).max(5),
  /** UTC ISO date-time; shown in America/New_York. */
  review_date: z.string(),
  reviewer: z.object({ name: z.string() }),
  /** 'buyer' when the reviewer bought the item, '' otherwise (see isVerifiedBuyer). */
  verified: z.string(),
  sku: z.string(),
  /** Photo URLs, full size (WebP up to 1600 px for uploads). */
  images: z.array(z.string()),
  /** Small versions of `images`, same order and length (400 px for uploads). */
  thumbnails: z.array(z.string()),
  thumbs_up: z.number().int().min(0).default(0),
  /** The shop's public reply (plain text), or null (decision 051). */
  reply: z.object({ body: z.string(), at: z.string() }).nullable().default(null),
});
export type Review = z.infer<typeof ReviewSchema>;

export const ReviewListResponseSchema = z.object({
  reviews: z.array(ReviewSchema),
  /** Every review of the skus (not only this page). */
  count: z.number().int().min(0),
  /** Average rating of every review of the skus, 1 decimal; 0 when there are none. */
  avgScore: z.number().min(0).max(5),
});
export type ReviewListResponse = z.infer<typeof ReviewListResponseSchema>;

/** `skus`: a comma list of 1 to 50 skus (blank entries dropped, duplicates removed). */
export const SkuListParamSchema = z
  .string()
  .max(REVIEW_SKUS_MAX * (CART_SKU_MAX_LENGTH + 1))
  .transform((value) => [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ])
  .pipe(z.array(ReviewSkuSchema).min(1, 'Give at least one sku').max(REVIEW_SKUS_MAX));

const PageParamSchema = z.coerce.number().int().min(0).max(10_000).default(0);

export const ReviewsQuerySchema = z.object({ skus: SkuListParamSchema, page: PageParamSchema });
export type ReviewsQuery = z.infer<typeof ReviewsQuerySchema>;

export const WithImagesQuerySchema = ReviewsQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(PHOTO_FETCH_LIMIT).default(PHOTO_FETCH_LIMIT),
});
export type WithImagesQuery = z.infer<typeof WithImagesQuerySchema>;

/** A review id as a positive integer or its decimal string. */
export const ReviewIdSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9]\d{0,14}$/, 'Expected a review id')
    .transform(Number),
]);

export const ThumbsUpBodySchema = z.object({ reviewId: ReviewIdSchema });

export const ThumbsUpResponseSchema = z.object({
  reviewId: z.string(),
  thumbs_up: z.number().int().min(0),
  /** True when this visitor had already voted: the count is unchanged. */
  alreadyVoted: z.boolean(),
});
export type ThumbsUpResponse = z.infer<typeof ThumbsUpResponseSchema>;

/** Id of an uploaded photo (POST /api/reviews/photos answers it). */
export const ReviewImageIdSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Expected an uploaded image id');

export const WriteReviewBodySchema = z.object({
  sku: ReviewSkuSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string().trim().min(1, 'Enter a title').max(REVIEW_TITLE_MAX),
  body: z.string().trim().min(1, 'Enter your review').max(REVIEW_BODY_MAX),
  imageIds: z
    .array(ReviewImageIdSchema)
    .max(REVIEW_IMAGES_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each photo once')
    .optional(),
});
export type WriteReviewBody = z.infer<typeof WriteReviewBodySchema>;

export const WriteReviewResponseSchema = z.object({
  review: ReviewSchema,
  /** True when the shop holds new reviews for a check: it shows after an administrator approves it. */
  held: z.boolean().default(false),
});
export type WriteReviewResponse = z.infer<typeof WriteReviewResponseSchema>;

export const ReviewPhotoUploadResponseSchema = z.object({
  imageId: z.string(),
  url: z.string(),
  thumbUrl: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ReviewPhotoUploadResponse = z.infer<typeof ReviewPhotoUploadResponseSchema>;

export const AccountReviewSkuQuerySchema = z.object({ sku: ReviewSkuSchema.optional() });

/** An ordered item the signed-in customer has not reviewed yet. */
export const ItemWithoutReviewSchema = z.object({
  sku: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Path of the product page. */
  path: z.string().nullable(),
  orderNumber: z.string(),
  /** UTC ISO date-time of the order. */
  orderDate: z.string(),
});

export const AccountReviewSkuResponseSchema = z.object({
  data: z.object({ itemsWithoutReviews: z.array(ItemWithoutReviewSchema) }),
});
export type AccountReviewSkuResponse = z.infer<typeof AccountReviewSkuResponseSchema>;

/**
 * /api/reviews/... (spec calls: skuList, with-images, thumbs-up, account/sku; ours: POST /api/reviews
 * to write one and POST /api/reviews/photos to upload one photo per request as a raw image body) and
 * /img/reviews/... (uploaded photos; the seeded ones, /img/r/..., are in the image store: modules/images).
 */
import {
  AccountReviewSkuQuerySchema,
  AccountReviewSkuResponseSchema,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_TYPES,
  ReviewListResponseSchema,
  ReviewPhotoUploadResponseSchema,
  ReviewsQuerySchema,
  ThumbsUpBodySchema,
  ThumbsUpResponseSchema,
  WithImagesQuerySchema,
  WriteReviewBodySchema,
  WriteReviewResponseSchema,
} from '@shop/domain';
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { clientIp, type RateLimits } from '../../lib/rate-limit.js';
import { component, defineRoutes, fails, media, mountRoutes, reply } from '../../lib/route-table.js';
import { requireUser } from '../auth/auth.session.js';
import { sendImage } from '../images/images.routes.js';
import type { PhotoAccess } from './reviews.photo-access.js';
import type { ReviewsService } from './reviews.service.js';
import { thumbsUpLimiter, thumbsVoter } from './reviews.thumbs.js';

const MINUTE = 60_000;

/** Upload path and the body types it takes (for the global content-type guard of app.ts). */
export const REVIEW_PHOTOS_PATH = '/api/reviews/photos';
export const REVIEW_PHOTO_BODY_TYPES: readonly string[] = REVIEW_PHOTO_TYPES;

export type ReviewRouteOptions = {
  /** Reviews written per client IP per hour; photo uploads get four times as many. */
  reviewRateLimit: number;
  /** The app's limiters (lib/rate-limit.ts). */
  rateLimits: RateLimits;
};

const ReviewList = component('ReviewListResponse', ReviewListResponseSchema);
const bad = fails('Bad query or body (VALIDATION_FAILED)');
const noSession = fails('Not signed in (SESSION_REQUIRED)');
const limited = fails('Too many requests (RATE_LIMITED)');

export const reviewsTable = defineRoutes('/api', 'reviews', {
  list: {
    method: 'get',
    path: '/reviews/skuList',
    summary:
      'Published reviews of the skus (comma list, 1 to 50), newest first, 20 per 0-based page; count and avgScore (1 decimal) cover every review of the skus. Reviewers by first name only. Unknown skus give an empty list.',
    query: ReviewsQuerySchema,
    errors: [],
    responses: { 200: reply('A page of reviews', ReviewList), 400: bad },
  },
  withImages: {
    method: 'get',
    path: '/reviews/with-images',
    summary: 'Reviews with photos of the skus, newest first, `limit` (1 to 25, default 25) per 0-based page.',
    query: WithImagesQuerySchema,
    errors: [],
    responses: { 200: reply('A page of reviews with photos', ReviewList), 400: bad },
  },
  thumbsUp: {
    method: 'post',
    path: '/reviews/thumbs-up',
    summary:
      'A helpful vote: one per visitor (signed-in user, else the sa_visitor cookie) per review; a repeat answers the unchanged count with alreadyVoted true.',
    body: component('ThumbsUpBody', ThumbsUpBodySchema),
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    responses: {
      200: reply('The count', component('ThumbsUpResponse', ThumbsUpResponseSchema)),
      400: bad,
      404: fails('No such review (NOT_FOUND)'),
      429: limited,
    },
  },
  toReview: {
    method: 'get',
    path: '/reviews/account/sku',
    signedIn: true,
    summary:
      'The signed-in customer’s ordered items (paid or shipped) without a review of theirs, newest order first; only `sku` when given.',
    query: AccountReviewSkuQuerySchema,
    errors: [],
    responses: {
      200: reply('Items to review', component('AccountReviewSkuResponse', AccountReviewSkuResponseSchema)),
      400: bad,
      401: noSession,
    },
  },
  uploadPhoto: {
    method: 'post',
    path: '/reviews/photos',
    signedIn: true,
    summary:
      'Upload one photo as the raw request body (image/jpeg, image/png or image/webp, at most 5 MB, 40 megapixels). The type is checked from the bytes; the photo is re-encoded to WebP (at most 1600 px, thumbnail 400 px) with metadata stripped. Pass the imageId to POST /api/reviews within a day.',
    rawBody: REVIEW_PHOTO_TYPES,
    errors: ['RATE_LIMITED', 'NOT_AN_IMAGE', 'IMAGE_TOO_LARGE'],
    responses: {
      201: reply('The stored photo', component('ReviewPhotoUploadResponse', ReviewPhotoUploadResponseSchema)),
      400: fails('Not a readable image (NOT_AN_IMAGE)'),
      401: noSession,
      413: fails('Over 5 MB (PAYLOAD_TOO_LARGE) or 40 megapixels (IMAGE_TOO_LARGE)'),
      415: fails('Another content type or image format (UNSUPPORTED_MEDIA_TYPE)'),
      429: limited,
    },
  },
  write: {
    method: 'post',
    path: '/reviews',
    signedIn: true,
    summary:
      'Write a review of an ordered, not yet reviewed item (Verified Buyer, by the account’s first name). Text is stored as plain text and returned as sent. Recomputes the product rating. Published at once, or held until an administrator approves it when the shop holds new reviews (decision 051).',
    body: component('WriteReviewBody', WriteReviewBodySchema),
    errors: ['RATE_LIMITED', 'REVIEW_NOT_ALLOWED', 'ALREADY_REVIEWED', 'INVALID_IMAGE'],
    responses: {
      201: reply(
        'The review: published, or held for a check when the shop holds new reviews (held true)',
        component('WriteReviewResponse', WriteReviewResponseSchema),
      ),
      400: fails('Bad body (VALIDATION_FAILED) or an unknown or used photo (INVALID_IMAGE)'),
      401: noSession,
      403: fails('Item not ordered by this account (REVIEW_NOT_ALLOWED)'),
      409: fails('Already reviewed (ALREADY_REVIEWED)'),
      429: limited,
    },
  },
});

export function reviewsRoutes(reviews: ReviewsService, opts: ReviewRouteOptions): Router {
  const { rateLimiter } = opts.rateLimits;
  const router = Router();
  const signedIn: RequestHandler = (_req, res, next) => {
    requireUser(res);
    res.set('Cache-Control', 'no-store');
    next();
  };

  return mountRoutes(router, reviewsTable, {
    list: async (_req, res, { query }) => {
      res.set('Cache-Control', 'no-cache').json(await reviews.list(query));
    },
    withImages: async (_req, res, { query }) => {
      res.set('Cache-Control', 'no-cache').json(await reviews.withImages(query));
    },
    thumbsUp: {
      before: [thumbsUpLimiter(opts.rateLimits)],
      handle: async (_req, res, { body }) => {
        res.json(await reviews.thumbsUp(body.reviewId, thumbsVoter(res)));
      },
    },
    toReview: {
      before: [signedIn],
      handle: async (_req, res, { query }) => {
        res.json(await reviews.itemsWithoutReviews(requireUser(res).account_id, query.sku));
      },
    },
    uploadPhoto: {
      before: [
        signedIn,
        rateLimiter(
          'review-photo',
          opts.reviewRateLimit * 4,
          60 * MINUTE,
          (req) => `review-photo|${clientIp(req)}`,
        ),
        express.raw({ type: [...REVIEW_PHOTO_TYPES], limit: REVIEW_PHOTO_MAX_BYTES }),
      ],
      handle: async (req, res) => {
        const body: unknown = req.body;
        if (!Buffer.isBuffer(body) || body.length === 0)
          throw new AppError('NOT_AN_IMAGE', 'Send one JPEG, PNG or WebP image as the request body');
        res.status(201).json(await reviews.uploadPhoto(requireUser(res).account_id, body));
      },
    },
    write: {
      before: [
        signedIn,
        rateLimiter('review', opts.reviewRateLimit, 60 * MINUTE, (req) => `review|${clientIp(req)}`),
      ],
      handle: async (_req, res, { body }) => {
        const user = requireUser(res);
        const written = await reviews.write(
          { id: user.account_id, firstName: user.first_name, lastName: user.last_name },
          body,
        );
        res.status(201).json(written);
      },
    },
  });
}

const UploadParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{22}(-thumb)?\.webp$/, 'Expected an uploaded photo'),
});

export const reviewImagesTable = defineRoutes('/img', 'reviews', {
  photo: {
    method: 'get',
    path: '/reviews/:file',
    summary:
      'An uploaded review photo or its thumbnail (WebP): while its review is published (cached 5 minutes), else only to its uploader before the review is written or to an administrator (never stored); 404 otherwise',
    params: UploadParams,
    errors: ['NOT_FOUND'],
    responses: {
      200: media('image/webp', 'image/webp'),
      400: fails('Bad file name (VALIDATION_FAILED)'),
      404: fails('No such image (NOT_FOUND)'),
    },
  },
});

/** GET /img/reviews/:id[-thumb].webp: uploaded photos, from the database, to whom reviews.photo-access.ts says. */
export function reviewImageRoutes(reviews: ReviewsService, access: PhotoAccess): Router {
  return mountRoutes(Router(), reviewImagesTable, {
    photo: async (req, res, { params: { file } }) => {
      const photo = await reviews.photo(file.slice(0, 22), file.includes('-thumb'));
      const cacheControl = await access(req, photo?.state);
      if (!photo || cacheControl === null) throw new AppError('NOT_FOUND', 'No such photo');
      sendImage(
        req,
        res,
        { contentType: 'image/webp', contentEncoding: null, body: photo.body },
        cacheControl,
      );
    },
  });
}

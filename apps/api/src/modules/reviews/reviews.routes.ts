/**
 * /api/reviews/... (spec calls: skuList, with-images, thumbs-up, account/sku; ours: POST /api/reviews
 * to write one and POST /api/reviews/photos to upload one photo per request as a raw image body) and
 * /img/reviews/... (uploaded photos; the seeded ones, /img/r/..., are in the image store: modules/images).
 */
import {
  AccountReviewSkuQuerySchema,
  REVIEW_PHOTO_MAX_BYTES,
  REVIEW_PHOTO_TYPES,
  ReviewsQuerySchema,
  ThumbsUpBodySchema,
  WithImagesQuerySchema,
  WriteReviewBodySchema,
} from '@shop/domain';
import express, { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { validateBody, validateParams, validateQuery } from '../../lib/validate.js';
import { clientIp, rateLimiter } from '../../lib/rate-limit.js';
import { requireUser } from '../auth/auth.session.js';
import { sendImage } from '../images/images.routes.js';
import type { ReviewsService } from './reviews.service.js';
import { thumbsUpLimiter, thumbsVoter } from './reviews.thumbs.js';

const MINUTE = 60_000;

/** Upload path and the body types it takes (for the global content-type guard of app.ts). */
export const REVIEW_PHOTOS_PATH = '/api/reviews/photos';
export const REVIEW_PHOTO_BODY_TYPES: readonly string[] = REVIEW_PHOTO_TYPES;

export type ReviewRouteOptions = {
  /** Reviews written per client IP per hour; photo uploads get four times as many. */
  reviewRateLimit: number;
};

export function reviewsRoutes(reviews: ReviewsService, opts: ReviewRouteOptions): Router {
  const router = Router();
  const signedIn: RequestHandler = (_req, res, next) => {
    requireUser(res);
    res.set('Cache-Control', 'no-store');
    next();
  };

  router.get('/reviews/skuList', (req, res) => {
    const query = validateQuery(ReviewsQuerySchema, req.query);
    res.set('Cache-Control', 'no-cache').json(reviews.list(query));
  });

  router.get('/reviews/with-images', (req, res) => {
    const query = validateQuery(WithImagesQuerySchema, req.query);
    res.set('Cache-Control', 'no-cache').json(reviews.withImages(query));
  });

  router.post('/reviews/thumbs-up', thumbsUpLimiter(), (req, res) => {
    const { reviewId } = validateBody(ThumbsUpBodySchema, req.body);
    res.json(reviews.thumbsUp(reviewId, thumbsVoter(res)));
  });

  router.get('/reviews/account/sku', signedIn, (req, res) => {
    const { sku } = validateQuery(AccountReviewSkuQuerySchema, req.query);
    res.json(reviews.itemsWithoutReviews(requireUser(res).account_id, sku));
  });

  router.post(
    '/reviews/photos',
    signedIn,
    rateLimiter(opts.reviewRateLimit * 4, 60 * MINUTE, (req) => `review-photo|${clientIp(req)}`),
    express.raw({ type: [...REVIEW_PHOTO_TYPES], limit: REVIEW_PHOTO_MAX_BYTES }),
    async (req, res) => {
      const body: unknown = req.body;
      if (!Buffer.isBuffer(body) || body.length === 0)
        throw new AppError('NOT_AN_IMAGE', 'Send one JPEG, PNG or WebP image as the request body', 400);
      res.status(201).json(await reviews.uploadPhoto(requireUser(res).account_id, body));
    },
  );

  router.post(
    '/reviews',
    signedIn,
    rateLimiter(opts.reviewRateLimit, 60 * MINUTE, (req) => `review|${clientIp(req)}`),
    (req, res) => {
      const user = requireUser(res);
      const body = validateBody(WriteReviewBodySchema, req.body);
      const written = reviews.write(
        { id: user.account_id, firstName: user.first_name, lastName: user.last_name },
        body,
      );
      res.status(201).json(written);
    },
  );

  return router;
}

const UploadParams = z.object({
  file: z.string().regex(/^[A-Za-z0-9_-]{22}(-thumb)?\.webp$/, 'Expected an uploaded photo'),
});

/** GET /img/reviews/:id[-thumb].webp: uploaded photos, from the database. */
export function reviewImageRoutes(reviews: ReviewsService): Router {
  const router = Router();
  router.get('/reviews/:file', (req, res) => {
    const { file } = validateParams(UploadParams, req.params);
    const photo = reviews.photo(file.slice(0, 22), file.includes('-thumb'));
    if (!photo) throw new AppError('NOT_FOUND', 'No such photo', 404);
    sendImage(req, res, { contentType: 'image/webp', contentEncoding: null, body: photo });
  });
  return router;
}

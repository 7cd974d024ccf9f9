/** Reviews with photos in the OpenAPI document (issue 7), from the zod schemas. */
import {
  AccountReviewSkuQuerySchema,
  AccountReviewSkuResponseSchema,
  ReviewListResponseSchema,
  ReviewPhotoUploadResponseSchema,
  ReviewsQuerySchema,
  ThumbsUpBodySchema,
  ThumbsUpResponseSchema,
  WithImagesQuerySchema,
  WriteReviewBodySchema,
  WriteReviewResponseSchema,
} from '@shop/domain';
import { z } from 'zod';

export function registerReviewSchemas(registry: z.core.$ZodRegistry<{ id: string }>): void {
  registry.add(ReviewListResponseSchema, { id: 'ReviewListResponse' });
  registry.add(ThumbsUpBodySchema, { id: 'ThumbsUpBody' });
  registry.add(ThumbsUpResponseSchema, { id: 'ThumbsUpResponse' });
  registry.add(AccountReviewSkuResponseSchema, { id: 'AccountReviewSkuResponse' });
  registry.add(WriteReviewBodySchema, { id: 'WriteReviewBody' });
  registry.add(WriteReviewResponseSchema, { id: 'WriteReviewResponse' });
  registry.add(ReviewPhotoUploadResponseSchema, { id: 'ReviewPhotoUploadResponse' });
}

type Json = Record<string, unknown>;
const ref = (id: string) => ({ $ref: `#/components/schemas/${id}` });
const json = (description: string, id: string) => ({
  description,
  content: { 'application/json': { schema: ref(id) } },
});
const body = (id: string) => ({ required: true, content: { 'application/json': { schema: ref(id) } } });
const queryParams = (schema: z.ZodObject): Json[] => {
  const js = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, Json>;
    required?: string[];
  };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({
    name,
    in: 'query',
    required: js.required?.includes(name) ?? false,
    schema: s,
  }));
};
const bad = json('Bad query or body (VALIDATION_FAILED)', 'Error');
const noSession = json('Not signed in (SESSION_REQUIRED)', 'Error');
const limited = json('Too many requests (RATE_LIMITED)', 'Error');

export function reviewPaths(): Record<string, Json> {
  return {
    '/api/reviews/skuList': {
      get: {
        summary:
          'Published reviews of the skus (comma list, 1 to 50), newest first, 20 per 0-based page; count and avgScore (1 decimal) cover every review of the skus. Reviewers by first name only. Unknown skus give an empty list.',
        parameters: queryParams(ReviewsQuerySchema),
        responses: { '200': json('A page of reviews', 'ReviewListResponse'), '400': bad },
      },
    },
    '/api/reviews/with-images': {
      get: {
        summary:
          'Reviews with photos of the skus, newest first, `limit` (1 to 25, default 25) per 0-based page.',
        parameters: queryParams(WithImagesQuerySchema),
        responses: { '200': json('A page of reviews with photos', 'ReviewListResponse'), '400': bad },
      },
    },
    '/api/reviews/thumbs-up': {
      post: {
        summary:
          'A helpful vote: one per visitor (signed-in user, else the sa_visitor cookie) per review; a repeat answers the unchanged count with alreadyVoted true.',
        requestBody: body('ThumbsUpBody'),
        responses: {
          '200': json('The count', 'ThumbsUpResponse'),
          '400': bad,
          '404': json('No such review (NOT_FOUND)', 'Error'),
          '429': limited,
        },
      },
    },
    '/api/reviews/account/sku': {
      get: {
        summary:
          'The signed-in customer’s ordered items (paid or shipped) without a review of theirs, newest order first; only `sku` when given.',
        parameters: queryParams(AccountReviewSkuQuerySchema),
        responses: {
          '200': json('Items to review', 'AccountReviewSkuResponse'),
          '400': bad,
          '401': noSession,
        },
      },
    },
    '/api/reviews/photos': {
      post: {
        summary:
          'Upload one photo as the raw request body (image/jpeg, image/png or image/webp, at most 5 MB, 40 megapixels). The type is checked from the bytes; the photo is re-encoded to WebP (at most 1600 px, thumbnail 400 px) with metadata stripped. Pass the imageId to POST /api/reviews within a day.',
        requestBody: {
          required: true,
          content: Object.fromEntries(
            ['image/jpeg', 'image/png', 'image/webp'].map((type) => [
              type,
              { schema: { type: 'string', format: 'binary' } },
            ]),
          ),
        },
        responses: {
          '201': json('The stored photo', 'ReviewPhotoUploadResponse'),
          '400': json('Not a readable image (NOT_AN_IMAGE)', 'Error'),
          '401': noSession,
          '413': json('Over 5 MB (PAYLOAD_TOO_LARGE) or 40 megapixels (IMAGE_TOO_LARGE)', 'Error'),
          '415': json('Another content type or image format (UNSUPPORTED_MEDIA_TYPE)', 'Error'),
          '429': limited,
        },
      },
    },
    '/api/reviews': {
      post: {
        summary:
          'Write a review of an ordered, not yet reviewed item (Verified Buyer, by the account’s first name). Text is stored as plain text and returned as sent. Recomputes the product rating.',
        requestBody: body('WriteReviewBody'),
        responses: {
          '201': json('The published review', 'WriteReviewResponse'),
          '400': json('Bad body (VALIDATION_FAILED) or an unknown or used photo (INVALID_IMAGE)', 'Error'),
          '401': noSession,
          '403': json('Item not ordered by this account (REVIEW_NOT_ALLOWED)', 'Error'),
          '409': json('Already reviewed (ALREADY_REVIEWED)', 'Error'),
          '429': limited,
        },
      },
    },
  };
}

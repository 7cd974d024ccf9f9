/**
 * Review moderation (decision 051): whether a new review is published at once or held for a check,
 * the moderation states and the moves between them, the shop's public reply, and the back office's queue.
 *
 * The store keeps migration 006's status words: a hidden review is stored as 'rejected'. Only
 * `storedReviewStatus` / `reviewStateOf` translate; everything above the repository speaks of 'hidden'.
 */
import { z } from 'zod';
import { adminLongText, OptionalCsrfSchema } from '../admin/fields.js';

/** Publish a new review on arrival, or hold it until an administrator approves it. */
export const REVIEW_MODERATION_MODES = ['publish', 'hold'] as const;
export type ReviewModerationMode = (typeof REVIEW_MODERATION_MODES)[number];
/** The shop's setting until an administrator changes it: as before moderation existed. */
export const DEFAULT_REVIEW_MODERATION: ReviewModerationMode = 'publish';

export const REVIEW_STATES = ['pending', 'published', 'hidden'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export type StoredReviewStatus = 'pending' | 'published' | 'rejected';

export const storedReviewStatus = (state: ReviewState): StoredReviewStatus =>
  state === 'hidden' ? 'rejected' : state;
export const reviewStateOf = (stored: StoredReviewStatus): ReviewState =>
  stored === 'rejected' ? 'hidden' : stored;

/** The state a new review starts in under the setting. */
export const newReviewState = (mode: ReviewModerationMode): ReviewState =>
  mode === 'hold' ? 'pending' : 'published';

export const REVIEW_MODERATION_ACTIONS = ['approve', 'hide', 'restore'] as const;
export type ReviewModerationAction = (typeof REVIEW_MODERATION_ACTIONS)[number];

/**
 * Where an action takes a review, or null when it does not apply: approve publishes a held review; hide takes
 * a held or published one off the shop; restore publishes a hidden one again.
 */
export function moderate(from: ReviewState, action: ReviewModerationAction): ReviewState | null {
  if (action === 'approve') return from === 'pending' ? 'published' : null;
  if (action === 'hide') return from === 'hidden' ? null : 'hidden';
  return from === 'hidden' ? 'published' : null;
}

/** The longest reply the shop may post under a review. */
export const REVIEW_REPLY_MAX = 1000;

/**
 * A reply as it is stored: plain text, Windows and old Mac line breaks made '\n', each line's trailing spaces
 * and the whole text's surrounding blank lines dropped, at most two line breaks in a row.
 */
export const normaliseReply = (text: string): string =>
  text
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

/** PUT /api/admin/reviews/:id/reply: the public reply (plain text; line breaks kept). */
export const ReviewReplyBodySchema = z.strictObject({
  reply: adminLongText(REVIEW_REPLY_MAX * 2)
    .transform(normaliseReply)
    .pipe(z.string().min(1, 'Write a reply').max(REVIEW_REPLY_MAX, `At most ${REVIEW_REPLY_MAX} characters`)),
  csrfToken: OptionalCsrfSchema,
});

export const ReviewModerationSettingSchema = z.object({ mode: z.enum(REVIEW_MODERATION_MODES) });
export type ReviewModerationSetting = z.infer<typeof ReviewModerationSettingSchema>;

/** PUT /api/admin/reviews/settings. */
export const ReviewModerationSettingBodySchema = ReviewModerationSettingSchema.extend({
  csrfToken: OptionalCsrfSchema,
}).strict();

/** Reviews per page of the moderation queue. */
export const ADMIN_REVIEWS_PAGE_SIZE = 20;

const flag = z.enum(['true', 'false']).transform((v) => v === 'true');

/** GET /api/admin/reviews: pending first, then newest; every filter optional. */
export const AdminReviewsQuerySchema = z.object({
  status: z.enum(REVIEW_STATES).optional(),
  rating: z.coerce.number().int().min(1).max(5).optional(),
  /** One product by its sku (exact, any case). */
  sku: z
    .string()
    .trim()
    .min(1)
    .max(100)
    // eslint-disable-next-line no-control-regex
    .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), 'No control characters')
    .optional(),
  withPhotos: flag.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type AdminReviewsQuery = z.infer<typeof AdminReviewsQuerySchema>;

/** DELETE /api/admin/reviews/:id/photos/:position. */
export const ReviewPhotoParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  position: z.coerce.number().int().min(0).max(9),
});

export const ReviewReplySchema = z.object({
  body: z.string(),
  /** UTC ISO time of the last change. */
  at: z.string(),
});
export type ReviewReply = z.infer<typeof ReviewReplySchema>;

/** A review as the back office sees it: every state, the full name, the product and each photo's place. */
export const AdminReviewSchema = z.object({
  id: z.number().int(),
  state: z.enum(REVIEW_STATES),
  sku: z.string(),
  product: z.object({ name: z.string(), path: z.string().nullable() }),
  reviewerName: z.string(),
  title: z.string(),
  body: z.string(),
  rating: z.number().int().min(1).max(5),
  verified: z.string(),
  thumbsUp: z.number().int(),
  createdAt: z.string(),
  photos: z.array(z.object({ position: z.number().int(), url: z.string(), thumb: z.string() })),
  reply: ReviewReplySchema.nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewListSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  /** Reviews matching the filters. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Reviews waiting for a check, whatever the filters. */
  pendingCount: z.number().int(),
});
export type AdminReviewList = z.infer<typeof AdminReviewListSchema>;

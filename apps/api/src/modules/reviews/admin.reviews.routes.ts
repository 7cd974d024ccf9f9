/**
 * /api/admin/reviews (decision 051): the moderation queue, approve / hide / restore, the shop's
 * public reply, deleting a photo, and whether new reviews are held. Reads take reviews:read, writes
 * reviews:write; the route table's scope is both the OpenAPI document's and the guard's.
 */
import {
  AdminCsrfBodySchema,
  AdminReviewListSchema,
  AdminReviewSchema,
  AdminReviewsQuerySchema,
  IdParamSchema,
  ReviewModerationSettingBodySchema,
  ReviewModerationSettingSchema,
  ReviewPhotoParamsSchema,
  ReviewReplyBodySchema,
  type ReviewModerationAction,
} from '@shop/domain';
import { Router, type Response } from 'express';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded, adminInvalid, adminWrites } from '../admin/admin.refusals.js';
import { createAdminReviews } from './admin.reviews.js';

const guarded = adminGuarded;
const invalid = adminInvalid;
const writes = adminWrites;
const missing = { 404: fails('No such review (NOT_FOUND)') };
const Review = component('AdminReview', AdminReviewSchema);
const Setting = component('ReviewModerationSetting', ReviewModerationSettingSchema);
const CsrfOnly = component('AdminCsrfBody', AdminCsrfBodySchema);

const READ = { scope: 'reviews:read' } as const;
const WRITE = { scope: 'reviews:write' } as const;

/** approve, hide, restore: the same shape, one route each. */
const moderation = (action: ReviewModerationAction, summary: string) =>
  ({
    method: 'post',
    path: `/admin/reviews/:id/${action}`,
    security: WRITE,
    summary: `${summary}; REVIEW_STATE_CONFLICT (409) when it does not apply to the review's state; audited, shown at once on every node`,
    params: IdParamSchema,
    body: CsrfOnly,
    errors: ['NOT_FOUND', 'REVIEW_STATE_CONFLICT'],
    responses: {
      200: reply('The review', Review),
      409: fails('Not possible in the review state (REVIEW_STATE_CONFLICT)'),
      ...missing,
      ...writes,
    },
  }) as const;

export const adminReviewsTable = defineRoutes('/api', 'admin', {
  reviews: {
    method: 'get',
    path: '/admin/reviews',
    security: READ,
    summary:
      'The moderation queue: reviews held for a check first, then newest first, 20 per 1-based page; filters status (pending, published, hidden), rating, sku and withPhotos; pendingCount counts every held review',
    query: AdminReviewsQuerySchema,
    errors: [],
    responses: {
      200: reply('Reviews', component('AdminReviewList', AdminReviewListSchema)),
      ...invalid,
      ...guarded,
    },
  },
  // Before /admin/reviews/:id, which would take "settings" for an id.
  reviewSetting: {
    method: 'get',
    path: '/admin/reviews/settings',
    security: READ,
    summary: 'Whether new reviews are published on arrival (publish) or held for a check (hold)',
    errors: [],
    responses: { 200: reply('The setting', Setting), ...guarded },
  },
  setReviewSetting: {
    method: 'put',
    path: '/admin/reviews/settings',
    security: WRITE,
    summary: 'Publish new reviews on arrival, or hold them for a check; audited, applies to the next review',
    body: component('ReviewModerationSettingBody', ReviewModerationSettingBodySchema),
    errors: [],
    responses: { 200: reply('The setting', Setting), ...writes },
  },
  review: {
    method: 'get',
    path: '/admin/reviews/:id',
    security: READ,
    summary: 'One review in any state, with its product, photos (by position) and reply',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The review', Review), ...missing, ...invalid, ...guarded },
  },
  approveReview: moderation('approve', 'Publish a review held for a check'),
  hideReview: moderation('hide', 'Hide a review: it leaves the product page, its count and average rating'),
  restoreReview: moderation('restore', 'Publish a hidden review again'),
  replyToReview: {
    method: 'put',
    path: '/admin/reviews/:id/reply',
    security: WRITE,
    summary:
      "Write or edit the shop's public reply, shown under the review (plain text, 1 to 1000 characters, line breaks kept); audited",
    params: IdParamSchema,
    body: component('ReviewReplyBody', ReviewReplyBodySchema),
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The review', Review), ...missing, ...writes },
  },
  removeReviewReply: {
    method: 'delete',
    path: '/admin/reviews/:id/reply',
    security: WRITE,
    summary: "Remove the shop's reply (a session sends its csrf token as X-CSRF-Token); audited",
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The review', Review), ...missing, ...writes },
  },
  deleteReviewPhoto: {
    method: 'delete',
    path: '/admin/reviews/:id/photos/:position',
    security: WRITE,
    summary:
      "Delete one photo of a review (0-based position, its index in the shop's list; the later ones move up); an uploaded photo's file goes too. Audited",
    params: ReviewPhotoParamsSchema,
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('The review', Review),
      404: fails('No such review or photo (NOT_FOUND)'),
      ...writes,
    },
  },
});

export function adminReviewsRoutes(opts: AdminWriteRouteOptions): Router {
  const reviews = createAdminReviews(opts);
  const guardOf = guardsOf(adminReviewsTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };
  const moderated = (action: ReviewModerationAction) => async (res: Response, id: number) => {
    res.set(noStore).json(await reviews.moderate(id, action, adminActorOf(res)));
  };

  return mountRoutes(Router(), adminReviewsTable, {
    reviews: {
      before: guardOf('reviews'),
      handle: async (_req, res, { query }) => {
        res.set(noStore).json(await reviews.list(query));
      },
    },
    reviewSetting: {
      before: guardOf('reviewSetting'),
      handle: async (_req, res) => {
        res.set(noStore).json(await reviews.setting());
      },
    },
    setReviewSetting: {
      before: guardOf('setReviewSetting'),
      handle: async (_req, res, { body }) => {
        res.set(noStore).json(await reviews.setSetting(body.mode, adminActorOf(res)));
      },
    },
    review: {
      before: guardOf('review'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await reviews.get(params.id));
      },
    },
    approveReview: {
      before: guardOf('approveReview'),
      handle: (_req, res, { params }) => moderated('approve')(res, params.id),
    },
    hideReview: {
      before: guardOf('hideReview'),
      handle: (_req, res, { params }) => moderated('hide')(res, params.id),
    },
    restoreReview: {
      before: guardOf('restoreReview'),
      handle: (_req, res, { params }) => moderated('restore')(res, params.id),
    },
    replyToReview: {
      before: guardOf('replyToReview'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await reviews.reply(params.id, body.reply, adminActorOf(res)));
      },
    },
    removeReviewReply: {
      before: guardOf('removeReviewReply'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await reviews.removeReply(params.id, adminActorOf(res)));
      },
    },
    deleteReviewPhoto: {
      before: guardOf('deleteReviewPhoto'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await reviews.deletePhoto(params.id, params.position, adminActorOf(res)));
      },
    },
  });
}

/**
 * Review moderation in the back office (decision 051): the queue, approve / hide / restore, the
 * shop's public reply, deleting one photo, and whether new reviews are held. Each write runs in one
 * transaction with its audit entry and the product's rating recomputed, then publishes 'reviews' (every
 * node's review lists) and 'catalog' (every node's response cache: product pages, cards, ratings).
 */
import {
  ADMIN_REVIEWS_PAGE_SIZE,
  moderate,
  reviewStateOf,
  storedReviewStatus,
  type AdminReview,
  type AdminReviewList,
  type AdminReviewsQuery,
  type ReviewModerationAction,
  type ReviewModerationMode,
  type ReviewModerationSetting,
} from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { refreshRating } from './reviews.ratings.repo.js';
import { reviewModeration, setReviewModeration } from './reviews.setting.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { recordAudit, type AuditRecord } from '../audit/admin.audit.js';
import { createAdminReviewsRepo, type StoredReview } from './admin.reviews.repo.js';

type Audit = (r: Omit<AuditRecord, 'actor'>) => void;

const reviewNotFound = () => notFound('No such review');

export function createAdminReviews(deps: { db: Db; clock: Clock; changes: ChangeFeed }) {
  const nowIso = () => deps.clock.now().toISOString();

  /** One write: audited in its transaction; published after it commits when anything changed. */
  async function write<T>(actor: AdminActor, run: (trx: Db, audit: Audit) => Promise<T>): Promise<T> {
    const records: AuditRecord[] = [];
    const result = await deps.db.transaction().execute(async (trx) => {
      const value = await run(trx, (r) => records.push({ ...r, actor: actorName(actor) }));
      await recordAudit(trx, records, nowIso());
      return value;
    });
    if (records.length > 0) {
      deps.changes.publish('reviews');
      deps.changes.publish('catalog');
    }
    return result;
  }

  async function stored(trx: Db, id: number): Promise<StoredReview> {
    const review = await createAdminReviewsRepo(trx).stored(id);
    if (!review) throw reviewNotFound();
    return review;
  }

  async function reviewIn(trx: Db, id: number): Promise<AdminReview> {
    const review = await createAdminReviewsRepo(trx).review(id);
    if (!review) throw reviewNotFound();
    return review;
  }

  /** A write on one review: its rating recomputed, its audit entry named after the review. */
  const onReview = (
    id: number,
    actor: AdminActor,
    run: (
      trx: Db,
      current: StoredReview,
      audit: (r: Omit<AuditRecord, 'actor' | 'entity' | 'entityId'>) => void,
    ) => Promise<void>,
  ): Promise<AdminReview> =>
    write(actor, async (trx, audit) => {
      const current = await stored(trx, id);
      await run(trx, current, (r) => audit({ ...r, entity: 'review', entityId: String(id) }));
      await refreshRating(trx, current.product_id);
      return reviewIn(trx, id);
    });

  return {
    async list(query: AdminReviewsQuery): Promise<AdminReviewList> {
      const repo = createAdminReviewsRepo(deps.db);
      const filter = {
        status: query.status && storedReviewStatus(query.status),
        rating: query.rating,
        sku: query.sku,
        withPhotos: query.withPhotos,
      };
      const [total, pendingCount] = await Promise.all([
        repo.count(filter),
        repo.count({ status: 'pending' }),
      ]);
      const offset = (query.page - 1) * ADMIN_REVIEWS_PAGE_SIZE;
      return {
        reviews: offset < total ? await repo.page(filter, ADMIN_REVIEWS_PAGE_SIZE, offset) : [],
        total,
        page: query.page,
        pageSize: ADMIN_REVIEWS_PAGE_SIZE,
        pendingCount,
      };
    },

    get: (id: number): Promise<AdminReview> => reviewIn(deps.db, id),

    /** Approve, hide or restore; REVIEW_STATE_CONFLICT (409) when the action does not apply to its state. */
    moderate: (id: number, action: ReviewModerationAction, actor: AdminActor): Promise<AdminReview> =>
      onReview(id, actor, async (trx, current, audit) => {
        const from = reviewStateOf(current.status);
        const to = moderate(from, action);
        if (to === null)
          throw new AppError('REVIEW_STATE_CONFLICT', `A ${from} review cannot be ${action}d`, {
            state: from,
          });
        await createAdminReviewsRepo(trx).setStatus(id, storedReviewStatus(to));
        audit({ action: `review.${action}`, before: { state: from }, after: { state: to } });
      }),

    /** Writes the shop's public reply (new or edited); an unchanged reply changes nothing. */
    reply: (id: number, body: string, actor: AdminActor): Promise<AdminReview> =>
      onReview(id, actor, async (trx, current, audit) => {
        if (current.reply_body === body) return;
        await createAdminReviewsRepo(trx).setReply(id, body, nowIso());
        audit({
          action: current.reply_body === null ? 'review.reply' : 'review.reply-edit',
          before: current.reply_body === null ? null : { reply: current.reply_body },
          after: { reply: body },
        });
      }),

    removeReply: (id: number, actor: AdminActor): Promise<AdminReview> =>
      onReview(id, actor, async (trx, current, audit) => {
        if (current.reply_body === null) return;
        await createAdminReviewsRepo(trx).setReply(id, null, null);
        audit({ action: 'review.reply-remove', before: { reply: current.reply_body }, after: null });
      }),

    /** Deletes the photo at `position`; the later ones move up a place. */
    deletePhoto: (id: number, position: number, actor: AdminActor): Promise<AdminReview> =>
      onReview(id, actor, async (trx, _current, audit) => {
        const repo = createAdminReviewsRepo(trx);
        const photo = await repo.photo(id, position);
        if (!photo) throw notFound('No such photo');
        await repo.deletePhoto(id, position, photo.url);
        audit({ action: 'review.photo-delete', before: { position, url: photo.url }, after: null });
      }),

    setting: async (): Promise<ReviewModerationSetting> => ({ mode: await reviewModeration(deps.db) }),

    setSetting: (mode: ReviewModerationMode, actor: AdminActor): Promise<ReviewModerationSetting> =>
      write(actor, async (trx, audit) => {
        const was = await reviewModeration(trx);
        if (was !== mode) {
          await setReviewModeration(trx, mode, nowIso());
          audit({
            action: 'review-setting.update',
            entity: 'setting',
            entityId: 'review-moderation',
            before: { mode: was },
            after: { mode },
          });
        }
        return { mode };
      }),
  };
}

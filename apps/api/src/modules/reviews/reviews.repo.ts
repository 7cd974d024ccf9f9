/**
 * The storefront's review SQL: lists by sku with their photos, votes, the account's reviewable items and a
 * shopper's writes (with the photo uploads of reviews.uploads.repo.ts), and the moderation setting's row. The back
 * office's moderation and lists are admin.reviews.repo.ts; the ratings both recompute are reviews.ratings.repo.ts.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moneyTaken } from '../orders/orders.money-taken.js';
import { createReviewUploadsRepo } from './reviews.uploads.repo.js';

export type ReviewRow = {
  id: number;
  product_id: number;
  sku: string;
  reviewer_name: string;
  title: string;
  body: string;
  rating: number;
  verified: string;
  thumbs_up: number;
  created_at: string;
  reply_body: string | null;
  reply_at: string | null;
};

export type ReviewImageRow = { review_id: number; url: string; thumb_url: string };

export type ReviewableItemRow = {
  product_id: number;
  sku: string;
  name: string;
  path: string | null;
  image: string | null;
  order_number: string;
  order_date: string;
};

export type NewReview = {
  product_id: number;
  sku: string;
  user_id: number | null;
  reviewer_name: string;
  title: string;
  body: string;
  rating: number;
  verified: '' | 'buyer';
  status: 'published' | 'pending';
  created_at: string;
};

const REVIEW_COLUMNS = [
  'r.id',
  'r.product_id',
  'r.sku',
  'r.reviewer_name',
  'r.title',
  'r.body',
  'r.rating',
  'r.verified',
  'r.thumbs_up',
  'r.created_at',
  'r.reply_body',
  'r.reply_at',
] as const;

type Summary = { count: number; total: number | null };

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;

/**
 * Whether a sku a visitor sent can name a stored one: PostgreSQL's text holds no NUL character (it refuses
 * such a parameter outright), and no stored sku has one on either store, so such a sku matches nothing.
 */
const storableSku = (sku: string): boolean => !sku.includes('\u0000');

export function createReviewsRepo(db: Db) {
  /**
   * Published reviews of the skus (reviews.sku compares case-insensitively), with photos only when asked.
   * The callers leave out skus that match nothing (storableSku) and ask nothing when none is left.
   */
  const ofSkus = (skus: readonly string[], withImages: boolean) => {
    let query = db.selectFrom('reviews as r').where('r.sku', 'in', skus).where('r.status', '=', 'published');
    if (withImages)
      query = query.where(({ exists, selectFrom }) =>
        exists(
          selectFrom('review_images as i')
            .select(sql`1`.as('one'))
            .whereRef('i.review_id', '=', 'r.id'),
        ),
      );
    return query;
  };

  const page = async (asked: readonly string[], withImages: boolean, limit: number, offset: number) => {
    const skus = asked.filter(storableSku);
    return skus.length === 0
      ? []
      : ofSkus(skus, withImages)
          .select(REVIEW_COLUMNS)
          .orderBy('r.created_at', 'desc')
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute();
  };

  const summary = async (asked: readonly string[], withImages: boolean): Promise<Summary> => {
    const skus = asked.filter(storableSku);
    if (skus.length === 0) return { count: 0, total: 0 };
    const row = await ofSkus(skus, withImages)
      .select((eb) => [
        eb.fn.countAll().as('count'),
        eb.fn.sum<number | string | null>('r.rating').as('total'),
      ])
      .executeTakeFirst();
    if (!row) return { count: 0, total: 0 };
    return { count: Number(row.count), total: row.total === null ? null : Number(row.total) };
  };

  return {
    ...createReviewUploadsRepo(db),
    page: (skus: readonly string[], limit: number, offset: number): Promise<ReviewRow[]> =>
      page(skus, false, limit, offset),
    summary: (skus: readonly string[]) => summary(skus, false),
    pageWithImages: (skus: readonly string[], limit: number, offset: number): Promise<ReviewRow[]> =>
      page(skus, true, limit, offset),
    summaryWithImages: (skus: readonly string[]) => summary(skus, true),
    imagesOf: async (ids: readonly number[]): Promise<ReviewImageRow[]> =>
      ids.length === 0
        ? []
        : db
            .selectFrom('review_images')
            .select(['review_id', 'url', 'thumb_url'])
            .where('review_id', 'in', ids)
            .orderBy('review_id')
            .orderBy('position')
            .execute(),
    byId: (id: number): Promise<ReviewRow | undefined> =>
      db.selectFrom('reviews as r').select(REVIEW_COLUMNS).where('r.id', '=', id).executeTakeFirst(),
    published: (id: number): Promise<{ id: number; thumbs_up: number } | undefined> =>
      db
        .selectFrom('reviews as r')
        .select(['r.id', 'r.thumbs_up'])
        .where('r.id', '=', id)
        .where('r.status', '=', 'published')
        .executeTakeFirst(),
    /** Records the vote; true when it is new (and the count was bumped). Call in a transaction. */
    async vote(reviewId: number, voter: string, at: string): Promise<boolean> {
      const inserted = await db
        .insertInto('review_votes')
        .values({ review_id: reviewId, voter, created_at: at })
        .onConflict((oc) => oc.columns(['review_id', 'voter']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return false;
      await db
        .updateTable('reviews')
        .set((eb) => ({ thumbs_up: eb('thumbs_up', '+', 1) }))
        .where('id', '=', reviewId)
        .execute();
      return true;
    },
    /**
     * Ordered (paid or shipped, money taken: decision 079) products of a user with no review of theirs yet, newest order first; only
     * `sku` when given (products.sku compares case-insensitively). Each product once, with its newest
     * such order (grouped by that order too, which the product decides, so PostgreSQL takes its columns).
     */
    reviewable: async (userId: number, sku: string | null): Promise<ReviewableItemRow[]> => {
      if (sku !== null && !storableSku(sku)) return [];
      let query = db
        .selectFrom('orders as o')
        .innerJoin('order_lines as l', 'l.order_id', 'o.id')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select((eb) => [
          'p.id as product_id',
          'p.sku',
          'p.name',
          'p.path',
          eb
            .selectFrom('product_images')
            .select('url')
            .whereRef('product_id', '=', 'p.id')
            .orderBy('position')
            .limit(1)
            .as('image'),
          'o.order_number',
          'o.created_at as order_date',
        ])
        .where('o.user_id', '=', userId)
        .where('o.status', 'in', ['paid', 'shipped'])
        .where(moneyTaken('o'))
        .where('o.order_number', 'is not', null)
        .$narrowType<{ order_number: string }>()
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('reviews as r')
                .select(sql`1`.as('one'))
                .where('r.user_id', '=', userId)
                .whereRef('r.product_id', '=', 'p.id'),
            ),
          ),
        )
        .where('o.id', '=', (eb) =>
          eb
            .selectFrom('orders as o2')
            .innerJoin('order_lines as l2', 'l2.order_id', 'o2.id')
            .select('o2.id')
            .where('o2.user_id', '=', userId)
            .whereRef('l2.product_id', '=', 'p.id')
            .where('o2.status', 'in', ['paid', 'shipped'])
            .where(moneyTaken('o2'))
            .orderBy('o2.created_at', 'desc')
            .orderBy('o2.id', 'desc')
            .limit(1),
        );
      if (sku !== null) query = query.where('p.sku', '=', sku);
      return query.groupBy(['p.id', 'o.id']).orderBy('o.created_at', 'desc').orderBy('p.id').execute();
    },
    productBySku: async (sku: string): Promise<{ id: number; sku: string } | undefined> =>
      storableSku(sku)
        ? db.selectFrom('products').select(['id', 'sku']).where('sku', '=', sku).executeTakeFirst()
        : undefined,
    hasReviewed: async (userId: number, productId: number): Promise<boolean> =>
      (await db
        .selectFrom('reviews')
        .select('id')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst()) !== undefined,
    insertReview: async (review: NewReview): Promise<number> =>
      (await db.insertInto('reviews').values(review).returning('id').executeTakeFirstOrThrow()).id,
    insertImage: async (
      reviewId: number,
      position: number,
      url: string,
      thumbUrl: string,
      w: number,
      h: number,
    ): Promise<void> => {
      await db
        .insertInto('review_images')
        .values({ review_id: reviewId, position, url, thumb_url: thumbUrl, width: w, height: h })
        .execute();
    },
    /** The stored status of a review, or undefined when there is none. */
    statusOf: async (reviewId: number): Promise<string | undefined> =>
      (await db.selectFrom('reviews').select('status').where('id', '=', reviewId).executeTakeFirst())?.status,
  };
}

/** The stored value of the shared setting `key` (migration 010), null when it has none. */
export const settingValue = async (db: Db, key: string): Promise<string | null> =>
  (await db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst())?.value ?? null;

/** Stores `value` as the shared setting `key`, replacing the one stored before. */
export async function putSetting(db: Db, key: string, value: string, atIso: string): Promise<void> {
  await db
    .insertInto('settings')
    .values({ key, value, created_at: atIso })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, created_at: atIso }))
    .execute();
}

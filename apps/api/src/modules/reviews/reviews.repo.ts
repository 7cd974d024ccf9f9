/** All review SQL: lists by sku, photos, votes, the account's reviewable items, writes and ratings. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moneyTaken } from '../orders/orders.money-taken.js';

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

export type UploadRow = { id: string; review_id: number | null; width: number; height: number };

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

/**
 * Averages are rounded as roundAverage of @shop/domain does (from the integer sum, so halves agree).
 * The rating of a product: its own published reviews, and for a variant parent those of the whole family
 * (the parent and its variants), rounded to one decimal.
 */
const FAMILY_AVG = sql<number>`coalesce(round(sum(r.rating) * 10.0 / count(*)) / 10.0, 0)`;

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

  const refreshOne = async (id: number) => {
    const r = await db
      .selectFrom('reviews as r')
      .select((eb) => [eb.fn.countAll().as('count'), FAMILY_AVG.as('avg_rating')])
      .where('r.status', '=', 'published')
      .where('r.product_id', 'in', (eb) =>
        eb
          .selectFrom('products as f')
          .select('f.id')
          .where((w) =>
            w.or([
              w('f.id', '=', id),
              w(
                'f.variant_parent_sku',
                '=',
                w
                  .selectFrom('products as p')
                  .select('p.sku')
                  .where('p.id', '=', id)
                  .where('p.is_parent', '=', 1),
              ),
            ]),
          ),
      )
      .executeTakeFirst();
    const count = Number(r?.count ?? 0);
    const avg = Number(r?.avg_rating ?? 0);
    await db
      .insertInto('ratings')
      .values({ product_id: id, avg_rating: avg, count })
      .onConflict((oc) =>
        oc.column('product_id').doUpdateSet((eb) => ({
          avg_rating: eb.ref('excluded.avg_rating'),
          count: eb.ref('excluded.count'),
        })),
      )
      .execute();
  };

  return {
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
    uploadOf: (id: string, userId: number): Promise<UploadRow | undefined> =>
      db
        .selectFrom('review_uploads')
        .select(['id', 'review_id', 'width', 'height'])
        .where('id', '=', id)
        .where('user_id', '=', userId)
        .$narrowType<{ id: string }>()
        .executeTakeFirst(),
    /** Gives the upload to the review; false when another review took it first (a concurrent write). */
    attachUpload: async (reviewId: number, uploadId: string): Promise<boolean> => {
      const result = await db
        .updateTable('review_uploads')
        .set({ review_id: reviewId })
        .where('id', '=', uploadId)
        .where('review_id', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
    insertUpload: async (
      id: string,
      userId: number,
      image: Buffer,
      thumb: Buffer,
      width: number,
      height: number,
      at: string,
    ): Promise<void> => {
      await db
        .insertInto('review_uploads')
        .values({ id, user_id: userId, image, thumb, width, height, created_at: at })
        .execute();
    },
    purgeUploadsBefore: async (iso: string): Promise<number> =>
      Number(
        (
          await db
            .deleteFrom('review_uploads')
            .where('review_id', 'is', null)
            .where('created_at', '<', iso)
            .executeTakeFirst()
        ).numDeletedRows,
      ),
    /** An upload's bytes and the stored status of its review (null: not attached to one yet). */
    uploadBlob: (
      id: string,
    ): Promise<{ image: Buffer; thumb: Buffer; review_status: string | null } | undefined> =>
      db
        .selectFrom('review_uploads as u')
        .leftJoin('reviews as r', 'r.id', 'u.review_id')
        .select(['u.image', 'u.thumb', 'r.status as review_status'])
        .where('u.id', '=', id)
        .executeTakeFirst(),
    /** The stored status of a review, or undefined when there is none. */
    statusOf: async (reviewId: number): Promise<string | undefined> =>
      (await db.selectFrom('reviews').select('status').where('id', '=', reviewId).executeTakeFirst())?.status,
    /** Recompute the rating of a product and of its variant parent (call in the writing transaction). */
    async refreshRating(productId: number): Promise<void> {
      await refreshOne(productId);
      const parent = await db
        .selectFrom('products as child')
        .innerJoin('products as parent', 'parent.sku', 'child.variant_parent_sku')
        .select('parent.id')
        .where('child.id', '=', productId)
        .executeTakeFirst();
      if (parent) await refreshOne(parent.id);
    },
  };
}

/**
 * Recompute every product's rating from the reviews (the seed, after a bulk insert): every product gets a
 * ratings row, then its own published reviews, then a variant parent those of its whole family. Runs on the
 * executor given (the seed's transaction, when it has one).
 */
export async function refreshAllRatings(db: Db): Promise<void> {
  await sql`INSERT INTO ratings (product_id, avg_rating, count) SELECT id, 0, 0 FROM products WHERE true
    ON CONFLICT (product_id) DO NOTHING`.execute(db);
  await sql`UPDATE ratings SET count = 0, avg_rating = 0`.execute(db);
  await sql`UPDATE ratings SET count = o.n, avg_rating = round(o.total * 10.0 / o.n) / 10.0
    FROM (
      SELECT product_id, count(*) AS n, sum(rating) AS total FROM reviews
      WHERE status = 'published' GROUP BY product_id
    ) AS o
    WHERE ratings.product_id = o.product_id`.execute(db);
  await sql`UPDATE ratings SET
      count = f.n,
      avg_rating = CASE WHEN f.n = 0 THEN 0 ELSE round(f.total * 10.0 / f.n) / 10.0 END
    FROM (
      SELECT parent.id AS id, count(r.id) AS n, coalesce(sum(r.rating), 0) AS total
      FROM products parent
      JOIN products member ON member.id = parent.id OR member.variant_parent_sku = parent.sku
      LEFT JOIN reviews r ON r.product_id = member.id AND r.status = 'published'
      WHERE parent.is_parent = 1
      GROUP BY parent.id
    ) AS f
    WHERE ratings.product_id = f.id`.execute(db);
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

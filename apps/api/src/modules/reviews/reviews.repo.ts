/** All review SQL: lists by sku, photos, votes, the account's reviewable items, writes and ratings. */
import type { Db } from '../../db/connection.js';

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
  created_at: string;
};

const SKUS = 'SELECT value FROM json_each(?)';
const PUBLISHED = "r.status = 'published'";
const HAS_IMAGES = 'EXISTS (SELECT 1 FROM review_images i WHERE i.review_id = r.id)';
const REVIEW_COLUMNS =
  'r.id, r.product_id, r.sku, r.reviewer_name, r.title, r.body, r.rating, r.verified, r.thumbs_up, r.created_at';

/**
 * Averages are rounded as roundAverage of @shop/domain does (from the integer sum, so halves agree).
 * The rating of a product: its own published reviews, and for a variant parent those of the whole family
 * (the parent and its variants), rounded to one decimal.
 */
const FAMILY_RATING = `
  SELECT count(*) AS count, coalesce(round(sum(r.rating) * 10.0 / count(*)) / 10.0, 0) AS avg_rating
  FROM reviews r
  WHERE ${PUBLISHED} AND r.product_id IN (
    SELECT f.id FROM products f WHERE f.id = @id
      OR f.variant_parent_sku = (SELECT p.sku FROM products p WHERE p.id = @id AND p.is_parent = 1))`;

export type ReviewsRepo = ReturnType<typeof createReviewsRepo>;

export function createReviewsRepo(db: Db) {
  const page = db.prepare<[string, number, number], ReviewRow>(`
    SELECT ${REVIEW_COLUMNS} FROM reviews r
    WHERE r.sku IN (${SKUS}) AND ${PUBLISHED}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const summary = db.prepare<[string], { count: number; total: number | null }>(`
    SELECT count(*) AS count, sum(r.rating) AS total FROM reviews r WHERE r.sku IN (${SKUS}) AND ${PUBLISHED}`);
  const pageWithImages = db.prepare<[string, number, number], ReviewRow>(`
    SELECT ${REVIEW_COLUMNS} FROM reviews r
    WHERE r.sku IN (${SKUS}) AND ${PUBLISHED} AND ${HAS_IMAGES}
    ORDER BY r.created_at DESC, r.id DESC LIMIT ? OFFSET ?`);
  const summaryWithImages = db.prepare<[string], { count: number; total: number | null }>(`
    SELECT count(*) AS count, sum(r.rating) AS total FROM reviews r
    WHERE r.sku IN (${SKUS}) AND ${PUBLISHED} AND ${HAS_IMAGES}`);
  const imagesOf = db.prepare<[string], ReviewImageRow>(`
    SELECT review_id, url, thumb_url FROM review_images WHERE review_id IN (SELECT value FROM json_each(?))
    ORDER BY review_id, position`);
  const byId = db.prepare<[number], ReviewRow>(`SELECT ${REVIEW_COLUMNS} FROM reviews r WHERE r.id = ?`);
  const published = db.prepare<[number], { id: number; thumbs_up: number }>(
    `SELECT r.id, r.thumbs_up FROM reviews r WHERE r.id = ? AND ${PUBLISHED}`,
  );
  const insertVote = db.prepare<[number, string, string]>(
    'INSERT INTO review_votes (review_id, voter, created_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING',
  );
  const bumpThumbs = db.prepare<[number]>('UPDATE reviews SET thumbs_up = thumbs_up + 1 WHERE id = ?');

  // Ordered (paid or shipped) products of a user with no review of theirs yet, newest order first.
  const reviewable = db.prepare<[{ user: number; sku: string | null }], ReviewableItemRow>(`
    SELECT p.id AS product_id, p.sku, p.name, p.path,
      (SELECT url FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) AS image,
      o.order_number, o.created_at AS order_date
    FROM orders o
    JOIN order_lines l ON l.order_id = o.id
    JOIN products p ON p.id = l.product_id
    WHERE o.user_id = @user AND o.status IN ('paid', 'shipped') AND o.order_number IS NOT NULL
      AND (@sku IS NULL OR p.sku = @sku COLLATE NOCASE)
      AND NOT EXISTS (SELECT 1 FROM reviews r WHERE r.user_id = @user AND r.product_id = p.id)
      AND o.id = (
        SELECT o2.id FROM orders o2 JOIN order_lines l2 ON l2.order_id = o2.id
        WHERE o2.user_id = @user AND l2.product_id = p.id AND o2.status IN ('paid', 'shipped')
        ORDER BY o2.created_at DESC, o2.id DESC LIMIT 1)
    GROUP BY p.id
    ORDER BY o.created_at DESC, p.id`);
  const productBySku = db.prepare<[string], { id: number; sku: string }>(
    'SELECT id, sku FROM products WHERE sku = ?',
  );
  const reviewedBy = db.prepare<[number, number], { id: number }>(
    'SELECT id FROM reviews WHERE user_id = ? AND product_id = ?',
  );
  const insertReview = db.prepare<NewReview>(`
    INSERT INTO reviews (product_id, sku, user_id, reviewer_name, title, body, rating, verified, created_at)
    VALUES (@product_id, @sku, @user_id, @reviewer_name, @title, @body, @rating, @verified, @created_at)`);
  const insertImage = db.prepare<[number, number, string, string, number, number]>(
    'INSERT INTO review_images (review_id, position, url, thumb_url, width, height) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const uploadOf = db.prepare<[string, number], UploadRow>(
    'SELECT id, review_id, width, height FROM review_uploads WHERE id = ? AND user_id = ?',
  );
  const attachUpload = db.prepare<[number, string]>('UPDATE review_uploads SET review_id = ? WHERE id = ?');
  const insertUpload = db.prepare<[string, number, Buffer, Buffer, number, number, string]>(`
    INSERT INTO review_uploads (id, user_id, image, thumb, width, height, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const purgeUploads = db.prepare<[string]>(
    'DELETE FROM review_uploads WHERE review_id IS NULL AND created_at < ?',
  );
  const uploadBlob = db.prepare<[string], { image: Buffer; thumb: Buffer }>(
    'SELECT image, thumb FROM review_uploads WHERE id = ?',
  );
  const familyRating = db.prepare<[{ id: number }], { count: number; avg_rating: number }>(FAMILY_RATING);
  const upsertRating = db.prepare<[number, number, number]>(`
    INSERT INTO ratings (product_id, avg_rating, count) VALUES (?, ?, ?)
    ON CONFLICT (product_id) DO UPDATE SET avg_rating = excluded.avg_rating, count = excluded.count`);
  const parentIdOf = db.prepare<[number], { id: number }>(`
    SELECT parent.id FROM products child JOIN products parent ON parent.sku = child.variant_parent_sku
    WHERE child.id = ?`);

  const refreshOne = (id: number) => {
    const r = familyRating.get({ id }) ?? { count: 0, avg_rating: 0 };
    upsertRating.run(id, r.avg_rating, r.count);
  };

  return {
    page: (skus: readonly string[], limit: number, offset: number) =>
      page.all(JSON.stringify(skus), limit, offset),
    summary: (skus: readonly string[]) => summary.get(JSON.stringify(skus)) ?? { count: 0, total: 0 },
    pageWithImages: (skus: readonly string[], limit: number, offset: number) =>
      pageWithImages.all(JSON.stringify(skus), limit, offset),
    summaryWithImages: (skus: readonly string[]) =>
      summaryWithImages.get(JSON.stringify(skus)) ?? { count: 0, total: 0 },
    imagesOf: (ids: readonly number[]) => (ids.length === 0 ? [] : imagesOf.all(JSON.stringify(ids))),
    byId: (id: number) => byId.get(id),
    published: (id: number) => published.get(id),
    /** Records the vote; true when it is new (and the count was bumped). Call in a transaction. */
    vote(reviewId: number, voter: string, at: string): boolean {
      if (insertVote.run(reviewId, voter, at).changes === 0) return false;
      bumpThumbs.run(reviewId);
      return true;
    },
    reviewable: (userId: number, sku: string | null) => reviewable.all({ user: userId, sku }),
    productBySku: (sku: string) => productBySku.get(sku),
    hasReviewed: (userId: number, productId: number) => reviewedBy.get(userId, productId) !== undefined,
    insertReview: (review: NewReview) => Number(insertReview.run(review).lastInsertRowid),
    insertImage: (reviewId: number, position: number, url: string, thumbUrl: string, w: number, h: number) =>
      insertImage.run(reviewId, position, url, thumbUrl, w, h),
    uploadOf: (id: string, userId: number) => uploadOf.get(id, userId),
    attachUpload: (reviewId: number, uploadId: string) => attachUpload.run(reviewId, uploadId),
    insertUpload: (
      id: string,
      userId: number,
      image: Buffer,
      thumb: Buffer,
      width: number,
      height: number,
      at: string,
    ) => insertUpload.run(id, userId, image, thumb, width, height, at),
    purgeUploadsBefore: (iso: string) => purgeUploads.run(iso).changes,
    uploadBlob: (id: string) => uploadBlob.get(id),
    /** Recompute the rating of a product and of its variant parent (call in the writing transaction). */
    refreshRating(productId: number): void {
      refreshOne(productId);
      const parent = parentIdOf.get(productId);
      if (parent) refreshOne(parent.id);
    },
  };
}

/** Recompute every product's rating from the reviews (the seed, after a bulk insert). */
export function refreshAllRatings(db: Db): void {
  db.exec(`
    INSERT INTO ratings (product_id, avg_rating, count) SELECT id, 0, 0 FROM products WHERE true
      ON CONFLICT (product_id) DO NOTHING;
    CREATE TEMP TABLE IF NOT EXISTS own_rating (product_id INTEGER PRIMARY KEY, n INTEGER, total INTEGER);
    DELETE FROM own_rating;
    INSERT INTO own_rating SELECT product_id, count(*), sum(rating) FROM reviews
      WHERE status = 'published' GROUP BY product_id;
    UPDATE ratings SET
      count = coalesce((SELECT n FROM own_rating o WHERE o.product_id = ratings.product_id), 0),
      avg_rating = coalesce((SELECT round(total * 10.0 / n) / 10.0 FROM own_rating o WHERE o.product_id = ratings.product_id), 0);
    UPDATE ratings SET
      count = f.n,
      avg_rating = CASE WHEN f.n = 0 THEN 0 ELSE round(f.total * 10.0 / f.n) / 10.0 END
    FROM (
      SELECT parent.id AS id, sum(coalesce(o.n, 0)) AS n, sum(coalesce(o.total, 0)) AS total
      FROM products parent
      JOIN products member ON member.id = parent.id OR member.variant_parent_sku = parent.sku
      LEFT JOIN own_rating o ON o.product_id = member.id
      WHERE parent.is_parent = 1
      GROUP BY parent.id
    ) AS f
    WHERE ratings.product_id = f.id;
    DROP TABLE own_rating;
  `);
}

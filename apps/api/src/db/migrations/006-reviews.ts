// Reviews with photos (decision 022). Times are UTC ISO strings. A review belongs to one product (the sku
// bought); ratings (001) are recomputed from the published reviews in the same transaction as each write.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE reviews (
  id ${d.id},
  product_id ${d.int} NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sku ${d.nocaseTextNotNull},
  -- NULL for imported/seeded reviews; a customer reviews a product once.
  user_id ${d.int} REFERENCES users (id) ON DELETE SET NULL,
  -- Full name as stored; the API serves the first name only.
  reviewer_name TEXT NOT NULL,
  title TEXT NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  body TEXT NOT NULL CHECK (length(body) BETWEEN 1 AND 5000),
  rating ${d.int} NOT NULL CHECK (rating BETWEEN 1 AND 5),
  -- 'buyer' when the reviewer bought the item, '' otherwise.
  verified TEXT NOT NULL DEFAULT '' CHECK (verified IN ('', 'buyer')),
  thumbs_up ${d.int} NOT NULL DEFAULT 0 CHECK (thumbs_up >= 0),
  status TEXT NOT NULL DEFAULT 'published' CHECK (status IN ('published', 'pending', 'rejected')),
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX reviews_sku_newest ON reviews (sku, status, created_at DESC, id DESC)`,
    `CREATE INDEX reviews_product ON reviews (product_id, status, rating)`,
    `CREATE UNIQUE INDEX reviews_user_product ON reviews (user_id, product_id) WHERE user_id IS NOT NULL`,

    // Photos of a review, in order. url/thumb_url: /img/reviews/{upload}.webp for uploads, /img/r/... for the seed.
    `CREATE TABLE review_images (
  review_id ${d.int} NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  position ${d.int} NOT NULL CHECK (position BETWEEN 0 AND 9),
  url TEXT NOT NULL,
  thumb_url TEXT NOT NULL,
  width ${d.int} NOT NULL CHECK (width > 0),
  height ${d.int} NOT NULL CHECK (height > 0),
  PRIMARY KEY (review_id, position)
)${d.withoutRowid}`,

    // One helpful vote per voter ('u:{user id}' signed in, 'v:{sa_visitor}' otherwise) per review.
    `CREATE TABLE review_votes (
  review_id ${d.int} NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  voter TEXT NOT NULL CHECK (length(voter) BETWEEN 3 AND 64),
  created_at TEXT NOT NULL,
  PRIMARY KEY (review_id, voter)
)${d.withoutRowid}`,

    // Uploaded photos, re-encoded to WebP (metadata stripped), kept as bytes until attached to a review;
    // unattached ones older than a day are deleted by the next upload.
    `CREATE TABLE review_uploads (
  id TEXT PRIMARY KEY CHECK (length(id) = 22),
  user_id ${d.int} NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  review_id ${d.int} REFERENCES reviews (id) ON DELETE CASCADE,
  image ${d.blob} NOT NULL,
  thumb ${d.blob} NOT NULL,
  width ${d.int} NOT NULL CHECK (width > 0),
  height ${d.int} NOT NULL CHECK (height > 0),
  created_at TEXT NOT NULL
)`,
    `CREATE INDEX review_uploads_unattached ON review_uploads (created_at) WHERE review_id IS NULL`,
    `CREATE INDEX review_uploads_review ON review_uploads (review_id) WHERE review_id IS NOT NULL`,
  ]);
}

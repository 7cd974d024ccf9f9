// Images served under /img (decision 036): one row per URL path, the bytes as stored. The demo seed draws
// its pictures into this table (products, banners, overlays, menu and collection panels, seeded review
// photos); the back office's merchant uploads (JPEG, PNG, WebP) go in the same way. A path's bytes never
// change (answers are cached as immutable): a replaced picture gets a new path.
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    `CREATE TABLE images (
  -- The URL path as pages refer to it, e.g. /img/p/EVL-12-D2/1.svg (product_images.url joins on it).
  path TEXT PRIMARY KEY CHECK (${d.glob('path', '/img/?*')} AND length(path) <= 300),
  content_type TEXT NOT NULL CHECK (${d.glob('content_type', 'image/?*')}),
  body ${d.blob} NOT NULL CHECK (length(body) > 0),
  -- 'gzip' when body is stored compressed (text formats such as SVG: served as is to clients that accept
  -- gzip), NULL for formats that are compressed already (JPEG, PNG, WebP).
  content_encoding TEXT CHECK (content_encoding IS NULL OR content_encoding = 'gzip'),
  created_at TEXT NOT NULL
)`,
  ]);
}

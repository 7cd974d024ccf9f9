/** The image store (migration 009): bytes by URL path, written by the demo seed and later by uploads. */
import { gzipSync } from 'node:zlib';
import type { Db } from '../../db/connection.js';

export type StoredImage = { contentType: string; contentEncoding: 'gzip' | null; body: Buffer };
export type NewImage = { path: string; contentType: string; body: Buffer; createdAt: string };

/** A product picture's path (product_images.url); the sku is URL-encoded, as the route decodes it. */
export const productImagePath = (sku: string, n: number) => `/img/p/${encodeURIComponent(sku)}/${n}.svg`;

/** A seeded review photo's path (review_images.url); uploaded photos live in review_uploads instead. */
export const reviewPhotoPath = (reviewId: number, n: number) => `/img/r/${reviewId}/${n}.svg`;

// SVG is text and shrinks to under half; JPEG, PNG and WebP are compressed already.
const compressible = (contentType: string) => contentType.startsWith('image/svg+xml');

export function createImagesRepo(db: Db) {
  const find = db.prepare<[string], StoredImage>(
    'SELECT content_type AS contentType, content_encoding AS contentEncoding, body FROM images WHERE path = ?',
  );
  const insert = db.prepare<NewImage & { encoding: string | null }>(
    `INSERT INTO images (path, content_type, body, content_encoding, created_at)
     VALUES (@path, @contentType, @body, @encoding, @createdAt) ON CONFLICT (path) DO NOTHING`,
  );
  const any = db.prepare('SELECT 1 FROM images LIMIT 1').pluck();
  return {
    find: (path: string): StoredImage | undefined => find.get(path),
    /** Stores the image unless its path has one already (a path's bytes never change). True when stored. */
    add: (image: NewImage): boolean => {
      const gzip = compressible(image.contentType);
      const body = gzip ? gzipSync(image.body) : image.body;
      return insert.run({ ...image, body, encoding: gzip ? 'gzip' : null }).changes === 1;
    },
    isEmpty: (): boolean => any.get() === undefined,
  };
}

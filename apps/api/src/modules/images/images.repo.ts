/** The image store (migration 009): bytes by URL path, written by the demo seed and later by uploads. */
import { gzipSync } from 'node:zlib';
import type { Db } from '../../db/database.js';

export type StoredImage = { contentType: string; contentEncoding: 'gzip' | null; body: Buffer };
export type NewImage = { path: string; contentType: string; body: Buffer; createdAt: string };

/** A product picture's path (product_images.url); the sku is URL-encoded, as the route decodes it. */
export const productImagePath = (sku: string, n: number) => `/img/p/${encodeURIComponent(sku)}/${n}.svg`;

/** A seeded review photo's path (review_images.url); uploaded photos live in review_uploads instead. */
export const reviewPhotoPath = (reviewId: number, n: number) => `/img/r/${reviewId}/${n}.svg`;

// SVG is text and shrinks to under half; JPEG, PNG and WebP are compressed already.
const compressible = (contentType: string) => contentType.startsWith('image/svg+xml');

export function createImagesRepo(db: Db) {
  return {
    find: async (path: string): Promise<StoredImage | undefined> => {
      const row = await db
        .selectFrom('images')
        .select(['content_type', 'content_encoding', 'body'])
        .where('path', '=', path)
        .executeTakeFirst();
      return (
        row && {
          contentType: row.content_type,
          contentEncoding: row.content_encoding === 'gzip' ? 'gzip' : null,
          body: row.body,
        }
      );
    },
    /** Stores the image unless its path has one already (a path's bytes never change). True when stored. */
    add: async (image: NewImage): Promise<boolean> => {
      const gzip = compressible(image.contentType);
      const body = gzip ? gzipSync(image.body) : image.body;
      const result = await db
        .insertInto('images')
        .values({
          path: image.path,
          content_type: image.contentType,
          body,
          content_encoding: gzip ? 'gzip' : null,
          created_at: image.createdAt,
        })
        .onConflict((oc) => oc.column('path').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    /** Removes the bytes stored under these paths (a deleted picture's): how many paths had some. */
    remove: async (paths: readonly string[]): Promise<number> => {
      if (paths.length === 0) return 0;
      const result = await db.deleteFrom('images').where('path', 'in', paths).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    isEmpty: async (): Promise<boolean> =>
      (await db
        .selectFrom('images')
        .select((eb) => eb.lit(1).as('one'))
        .limit(1)
        .executeTakeFirst()) === undefined,
  };
}

/**
 * The stored pictures as other modules read them (the link previews of modules/og-images, decision 063): a
 * picture's bytes by its path, unzipped, and where a product's seeded picture is stored (decision 069's Ports).
 */
import { gunzipSync } from 'node:zlib';
import type { Db } from '../../db/database.js';
import { createImagesRepo } from './images.repo.js';

export { productImagePath } from './images.repo.js';

export function storedPictures(db: Db) {
  const repo = createImagesRepo(db);
  return {
    /** The picture's bytes as it was stored (gzip undone), or null for no such picture. */
    async bytesOf(path: string): Promise<Buffer | null> {
      const image = await repo.find(path);
      if (!image) return null;
      return image.contentEncoding === 'gzip' ? gunzipSync(image.body) : image.body;
    },
  };
}

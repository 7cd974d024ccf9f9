/**
 * A link-preview picture (decision 063): the source picture (SVG rasterized at the size it is drawn at, or a
 * raster one) fitted inside 1200x630 on white, as PNG. Drawn once per source content: kept by the SHA-256 of
 * the source's bytes (a few dozen at most), and a source drawn by two requests at once is drawn once.
 */
import { createHash } from 'node:crypto';
import { PREVIEW_IMAGE } from '@shop/domain';
import sharp, { type Metadata } from 'sharp';
import { notFound } from '../../lib/app-error.js';
import { MAX_INPUT_PIXELS } from '../../lib/image-encoder.js';

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
/** Previews kept in memory (about 30-60 KB each). */
const KEPT = 48;

export type Preview = { png: Buffer; etag: string };

/** The hex SHA-256 of the bytes: a preview's name in the cache and its ETag. */
const contentHash = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A stored picture that does not decode has no preview. */
const undrawable = () => notFound('No preview of this picture');

async function draw(source: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const, pages: 1 };
  let meta: Metadata;
  try {
    meta = await sharp(source, options).metadata();
  } catch {
    throw undrawable();
  }
  const { width = 0, height = 0 } = meta;
  if (!width || !height) throw undrawable();
  // A drawing is rendered at the size it is shown at (72 dpi is its own size), not scaled up from a small one.
  const scale = Math.min(PREVIEW_IMAGE.width / width, PREVIEW_IMAGE.height / height);
  const density = meta.format === 'svg' ? Math.min(2400, Math.max(1, 72 * scale)) : undefined;
  return sharp(source, { ...options, ...(density ? { density } : {}) })
    .resize(PREVIEW_IMAGE.width, PREVIEW_IMAGE.height, { fit: 'contain', background: WHITE })
    .flatten({ background: WHITE })
    .png()
    .toBuffer();
}

export function createPreviewRenderer() {
  const kept = new Map<string, Promise<Buffer>>();
  return {
    /** The preview of these source bytes, drawn or kept. */
    async previewOf(source: Buffer): Promise<Preview> {
      const hash = contentHash(source);
      let png = kept.get(hash);
      if (png) {
        // Most recently used last: the first key is the one to drop.
        kept.delete(hash);
      } else {
        png = draw(source);
        png.catch(() => kept.delete(hash));
      }
      kept.set(hash, png);
      if (kept.size > KEPT) kept.delete(kept.keys().next().value!);
      return { png: await png, etag: `"og-${hash.slice(0, 32)}"` };
    },
  };
}

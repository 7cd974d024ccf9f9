/**
 * Review photo intake: the shop's one image intake (lib/image-encoder.ts: type from the bytes, pixel limit,
 * EXIF orientation, WebP without metadata) at the review sizes: at most 1600 px, and a 400 px thumbnail.
 */
import { REVIEW_PHOTO_MAX_PX, REVIEW_PHOTO_THUMB_PX } from '@shop/domain';
import { encodeWebp } from '../../lib/image-encoder.js';

export type ProcessedPhoto = { image: Buffer; thumb: Buffer; width: number; height: number };

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const [full, thumb] = await encodeWebp(input, [
    { px: REVIEW_PHOTO_MAX_PX, quality: 82 },
    { px: REVIEW_PHOTO_THUMB_PX, quality: 75 },
  ]);
  if (!full || !thumb) throw new Error('reviews: the encoder left out a size');
  return { image: full.data, thumb: thumb.data, width: full.width, height: full.height };
}

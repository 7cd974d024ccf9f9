/**
 * Review photo intake: the type is read from the bytes (JPEG, PNG or WebP only), the image is decoded
 * with a pixel limit (decompression bombs), auto-rotated from its EXIF orientation and re-encoded to WebP
 * (at most 1600 px, and a 400 px thumbnail) without any metadata: sharp drops EXIF, GPS, XMP and ICC
 * unless asked to keep them (we never call withMetadata).
 */
import { REVIEW_PHOTO_MAX_PX, REVIEW_PHOTO_THUMB_PX } from '@shop/domain';
import sharp from 'sharp';
import { AppError } from '../../lib/app-error.js';

/** Largest decoded image accepted: 40 megapixels (a 5 MB PNG could otherwise expand to gigabytes). */
export const MAX_INPUT_PIXELS = 40_000_000;

sharp.cache(false);
sharp.concurrency(1);

export type SniffedType = 'jpeg' | 'png' | 'webp';

const startsWith = (buf: Buffer, bytes: readonly number[], at = 0) =>
  buf.length >= at + bytes.length && bytes.every((b, i) => buf[at + i] === b);
const ascii = (buf: Buffer, text: string, at = 0) => startsWith(buf, [...Buffer.from(text, 'latin1')], at);

/** The accepted image type of these bytes, 'other-image' for images we do not take, null for non-images. */
export function sniffImageType(buf: Buffer): SniffedType | 'other-image' | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (ascii(buf, 'RIFF') && ascii(buf, 'WEBP', 8)) return 'webp';
  if (
    ascii(buf, 'GIF8') ||
    ascii(buf, 'BM') ||
    startsWith(buf, [0x49, 0x49, 0x2a, 0x00]) ||
    startsWith(buf, [0x4d, 0x4d, 0x00, 0x2a]) ||
    ascii(buf, 'ftyp', 4) ||
    startsWith(buf, [0x00, 0x00, 0x01, 0x00])
  )
    return 'other-image';
  const head = buf.subarray(0, 512).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'other-image';
  return null;
}

export type ProcessedPhoto = { image: Buffer; thumb: Buffer; width: number; height: number };

const notAnImage = () =>
  new AppError('NOT_AN_IMAGE', 'The file is not a readable JPEG, PNG or WebP image', 400);

export async function processPhoto(input: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImageType(input);
  if (type === 'other-image')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Photos must be JPEG, PNG or WebP images', 415);
  if (type === null) throw notAnImage();
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
  let meta: sharp.Metadata;
  try {
    meta = await open().metadata();
  } catch {
    throw notAnImage();
  }
  if (meta.format !== type && !(type === 'jpeg' && meta.format === 'jpeg')) throw notAnImage();
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels === 0) throw notAnImage();
  if (pixels > MAX_INPUT_PIXELS)
    throw new AppError('IMAGE_TOO_LARGE', 'The photo has too many pixels (at most 40 megapixels)', 413);
  try {
    const resized = (px: number, quality: number) =>
      open()
        .rotate()
        .resize({ width: px, height: px, fit: 'inside', withoutEnlargement: true })
        .webp({ quality, effort: 4 })
        .toBuffer({ resolveWithObject: true });
    const full = await resized(REVIEW_PHOTO_MAX_PX, 82);
    const thumb = await resized(REVIEW_PHOTO_THUMB_PX, 75);
    return { image: full.data, thumb: thumb.data, width: full.info.width, height: full.info.height };
  } catch {
    throw notAnImage();
  }
}

/**
 * The one image intake (review photos, the back office's product pictures): the type is read from the bytes
 * (JPEG, PNG or WebP only), the image is decoded with a pixel limit (decompression bombs), auto-rotated from
 * its EXIF orientation and re-encoded to WebP at each size asked for, without any metadata: sharp drops EXIF,
 * GPS, XMP and ICC unless asked to keep them (we never call withMetadata). The input is decoded once, to the
 * largest size; the smaller sizes are made from that.
 */
import sharp, { type Metadata } from 'sharp';
import { AppError } from './app-error.js';

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

/** One output: fitted inside `px` by `px` (never enlarged), at this WebP quality. */
export type WebpSize = { px: number; quality: number };
export type WebpImage = { data: Buffer; width: number; height: number };

const notAnImage = () => new AppError('NOT_AN_IMAGE', 'The file is not a readable JPEG, PNG or WebP image');

/**
 * The image re-encoded to WebP at each size, in the order given. 415 UNSUPPORTED_MEDIA_TYPE for another image
 * type (GIF, SVG, TIFF, HEIC...), 400 NOT_AN_IMAGE for bytes that are no image or do not decode, 413
 * IMAGE_TOO_LARGE over MAX_INPUT_PIXELS.
 */
export async function encodeWebp(input: Buffer, sizes: readonly WebpSize[]): Promise<WebpImage[]> {
  const type = sniffImageType(input);
  if (type === 'other-image')
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Images must be JPEG, PNG or WebP');
  if (type === null) throw notAnImage();
  const open = () => sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 });
  let meta: Metadata;
  try {
    // The header only (nothing is decoded), read without the limit so that a large image is told apart (413).
    meta = await sharp(input, { limitInputPixels: false, failOn: 'error', pages: 1 }).metadata();
  } catch {
    throw notAnImage();
  }
  if (meta.format !== type) throw notAnImage();
  const pixels = (meta.width ?? 0) * (meta.height ?? 0);
  if (pixels === 0) throw notAnImage();
  if (pixels > MAX_INPUT_PIXELS)
    throw new AppError('IMAGE_TOO_LARGE', 'The image has too many pixels (at most 40 megapixels)');
  const inside = (px: number) => ({
    width: px,
    height: px,
    fit: 'inside' as const,
    withoutEnlargement: true,
  });
  try {
    // Decoded, turned upright and fitted once, to the largest size; every output is made from these pixels.
    const largest = Math.max(...sizes.map((s) => s.px));
    const base = await open()
      .rotate()
      .resize(inside(largest))
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
    const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
    const out: WebpImage[] = [];
    for (const size of sizes) {
      const { data, info } = await sharp(base.data, { raw })
        .resize(inside(size.px))
        .webp({ quality: size.quality, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      out.push({ data, width: info.width, height: info.height });
    }
    return out;
  } catch {
    throw notAnImage();
  }
}

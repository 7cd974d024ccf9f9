import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { encodeWebp, sniffImageType } from './image-encoder.js';
import { pngHeaderOnly } from '../test/picture-files.js';

const refusal = async (input: Buffer) => {
  const err: unknown = await encodeWebp(input, [{ px: 100, quality: 80 }]).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return [(err as AppError).status, (err as AppError).code];
};

describe('encodeWebp (review photos and product pictures)', () => {
  it('makes each size asked for, in order, fitted inside it and never enlarged', async () => {
    const input = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#123456' } })
      .jpeg()
      .toBuffer();
    const out = await encodeWebp(input, [
      { px: 1600, quality: 82 },
      { px: 300, quality: 75 },
      { px: 90, quality: 75 },
    ]);
    expect(out.map((o) => [o.width, o.height])).toEqual([
      [900, 300],
      [300, 100],
      [90, 30],
    ]);
    for (const o of out) expect((await sharp(o.data).metadata()).format).toBe('webp');
  });

  it('refuses more than 40 megapixels with 413 IMAGE_TOO_LARGE from the header alone', async () => {
    expect(await refusal(pngHeaderOnly(8000, 5001))).toEqual([413, 'IMAGE_TOO_LARGE']);
  });

  it('refuses other image types with 415 and what is no image, or does not decode, with 400', async () => {
    const gif = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#000' } })
      .gif()
      .toBuffer();
    expect(await refusal(gif)).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    expect(await refusal(Buffer.from('<?xml version="1.0"?><svg></svg>'))).toEqual([
      415,
      'UNSUPPORTED_MEDIA_TYPE',
    ]);
    expect(await refusal(Buffer.from('hello'))).toEqual([400, 'NOT_AN_IMAGE']);
    expect(await refusal(pngHeaderOnly(20, 20))).toEqual([400, 'NOT_AN_IMAGE']);
  });

  it('reads the type from the bytes', () => {
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageType(Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 ', 'latin1'))).toBe('webp');
    expect(sniffImageType(Buffer.from('GIF89a'))).toBe('other-image');
    expect(sniffImageType(Buffer.from('plain text'))).toBeNull();
  });
});

import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error.js';
import { encodeWebp, sniffImageType } from './image-encoder.js';

const refusal = async (input: Buffer) => {
  const err: unknown = await encodeWebp(input, [{ px: 100, quality: 80 }]).catch((e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  return [(err as AppError).status, (err as AppError).code];
};

/** A PNG that says it is width x height, with no pixels. */
function pngHeaderOnly(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

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

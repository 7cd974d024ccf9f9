/** Pictures the upload tests send: real PNGs with EXIF to drop, and a PNG whose header alone is huge. */
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/** A real PNG of this size, with EXIF (an owner, a camera make) that the intake must drop. */
export const png = (width: number, height: number, background = '#c03030') =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .withExif({ IFD0: { Copyright: 'secret-owner', Make: 'PhoneCo' } })
    .toBuffer();

/** A PNG that says it is width x height, with no pixels (its header alone tells its size). */
export function pngHeaderOnly(width: number, height: number): Buffer {
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
    // An empty zlib stream: no pixel data at all.
    chunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

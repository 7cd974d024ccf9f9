import { describe, expect, it } from 'vitest';
import { UploadedPictureFileSchema, uploadedPicturePath } from './pictures.js';

const NAME = 'abcdefghijklmnopqrstu_';

describe('uploaded pictures', () => {
  it('are stored under /img/uploads/ by their name', () => {
    expect(uploadedPicturePath(NAME)).toBe(`/img/uploads/${NAME}.webp`);
  });

  it('refuses a name no upload has, so that no path leaves the folder', () => {
    for (const bad of ['../../shop.db', `${NAME}x`, 'short', `${NAME.slice(1)}/`])
      expect(() => uploadedPicturePath(bad), bad).toThrow();
  });

  it('takes only upload file names to serve', () => {
    expect(UploadedPictureFileSchema.safeParse(`${NAME}.webp`).success).toBe(true);
    for (const bad of [
      `${NAME}.png`,
      `${NAME}-800.webp`,
      '../shop.db',
      `..%2F${NAME}.webp`,
      `x${NAME}.webp`,
      `${NAME}.webp/`,
      '',
    ])
      expect(UploadedPictureFileSchema.safeParse(bad).success, bad).toBe(false);
  });
});

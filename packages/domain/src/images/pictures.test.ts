import { describe, expect, it } from 'vitest';
import { UploadedPictureFileSchema, uploadedPicturePath, uploadedPictureSrcset } from './pictures.js';

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
    expect(UploadedPictureFileSchema.safeParse(`${NAME}-640.webp`).success).toBe(true);
    for (const bad of [
      `${NAME}.png`,
      `${NAME}-800.webp`,
      `${NAME}-640.webp.webp`,
      '../shop.db',
      `..%2F${NAME}.webp`,
      `x${NAME}.webp`,
      `${NAME}.webp/`,
      '',
    ])
      expect(UploadedPictureFileSchema.safeParse(bad).success, bad).toBe(false);
  });
});

describe("a home picture's widths", () => {
  it('are a srcset of the stored widths of an upload, none for another picture', () => {
    expect(uploadedPictureSrcset(`/img/uploads/${NAME}.webp`)).toBe(
      `/img/uploads/${NAME}-1920.webp 1920w, /img/uploads/${NAME}-1280.webp 1280w, /img/uploads/${NAME}-640.webp 640w`,
    );
    expect(uploadedPictureSrcset('/img/banners/home.svg')).toBeNull();
    expect(uploadedPictureSrcset(`/img/uploads/${NAME}-640.webp`)).toBeNull();
  });
});

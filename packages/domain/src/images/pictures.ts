/**
 * Pictures uploaded for the back office's picture fields (a sale's banners and overlays, a collection's page
 * image and banners; decision 058): one picture a call, taken as a product picture is (the `file` field of a
 * multipart/form-data body, JPEG, PNG or WebP of at most 5 MB and 40 megapixels), stored as WebP of at most
 * 2400 px on its long side under /img/uploads/{name}.webp, the name made from the stored bytes' hash. The answer
 * is the path the field then holds.
 */
import { z } from 'zod';

/** Longest side of a stored picture: a desktop banner is shown up to 1920 px wide, sharper on dense screens. */
export const PICTURE_MAX_PX = 2400;

/** Where each editor uploads its pictures. */
export const PICTURE_UPLOAD_PATHS = {
  sales: '/api/admin/sales/pictures',
  collections: '/api/admin/collections/pictures',
  home: '/api/admin/home/pictures',
  settings: '/api/admin/settings/pictures',
} as const;
export type PictureUploadKind = keyof typeof PICTURE_UPLOAD_PATHS;

/** A stored picture's name: 22 characters of base64url (of its bytes' sha256). */
const NAME = /^[A-Za-z0-9_-]{22}$/;

/** Where a picture of this name is stored and served. */
export function uploadedPicturePath(name: string): string {
  if (!NAME.test(name)) throw new Error(`Not a picture name: ${name}`);
  return `/img/uploads/${name}.webp`;
}

/**
 * The widths (px, the long side; never enlarged) stored beside a home picture (decision 082), for the hero's
 * srcset: a phone takes the 640 or 1280 one, a desktop the 1920 one. Other kinds store none.
 */
export const HOME_PICTURE_WIDTHS: readonly number[] = [1920, 1280, 640];

/** The stored widths of an uploaded picture as a srcset, or null for a path that is no upload. */
export function uploadedPictureSrcset(path: string): string | null {
  const m = /^\/img\/uploads\/([A-Za-z0-9_-]{22})\.webp$/.exec(path);
  if (!m) return null;
  return HOME_PICTURE_WIDTHS.map((px) => `/img/uploads/${m[1]}-${px}.webp ${px}w`).join(', ');
}

/** The file name of an uploaded picture or one of its widths, as GET /img/uploads/:file takes it. */
export const UploadedPictureFileSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{22}(?:-(?:640|1280|1920))?\.webp$/, 'Expected an uploaded picture’s file name');

/** What an upload answers: the picture's path (for the field) and what was stored. */
export const UploadedPictureSchema = z.object({
  path: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Bytes of the stored WebP. */
  bytes: z.number().int().positive(),
});
export type UploadedPicture = z.infer<typeof UploadedPictureSchema>;

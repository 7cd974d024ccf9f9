import { PRODUCT_IMAGE_MAX_BYTES, PRODUCT_IMAGE_TYPES } from '@shop/domain';

/** Megabytes a picture may have: any upload of the back office (product, sale or collection pictures). */
export const PICTURE_MB = PRODUCT_IMAGE_MAX_BYTES / (1024 * 1024);

/** The types a picture picker offers (its `accept`). */
export const PICTURE_ACCEPT = PRODUCT_IMAGE_TYPES.join(',');

/** Why a chosen picture cannot be sent (the API refuses it as well), or null. */
export function pictureFileProblem(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return `${file.name} is not a JPEG, PNG or WebP picture.`;
  if (file.size > PRODUCT_IMAGE_MAX_BYTES) return `${file.name} is larger than ${PICTURE_MB} MB.`;
  return null;
}

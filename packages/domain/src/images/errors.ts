/** The error codes the API answers for uploaded images (their HTTP status: shared/error-codes.ts, decision 084). */
export const IMAGES_ERROR_CODES = [
  'NOT_AN_IMAGE',
  'IMAGE_TOO_LARGE',
  'TOO_MANY_IMAGES',
  'IMAGE_LIST_MISMATCH',
] as const;
export type ImagesErrorCode = (typeof IMAGES_ERROR_CODES)[number];

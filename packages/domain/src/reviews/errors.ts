/** The error codes the API answers for reviews and their photos (their HTTP status: shared/error-codes.ts, decision 084). */
export const REVIEWS_ERROR_CODES = [
  'REVIEW_NOT_ALLOWED',
  'ALREADY_REVIEWED',
  'INVALID_IMAGE',
  'REVIEW_STATE_CONFLICT',
] as const;
export type ReviewsErrorCode = (typeof REVIEWS_ERROR_CODES)[number];

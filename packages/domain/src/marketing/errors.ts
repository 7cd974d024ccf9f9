/** The error codes the API answers for newsletter sign-ups, subscribers and pushes (their HTTP status: shared/error-codes.ts, decision 084). */
export const MARKETING_ERROR_CODES = [
  'CONFIRM_LINK_INVALID',
  'UNSUBSCRIBE_LINK_INVALID',
  'PUSH_RUNNING',
  'PUSH_COUNT_CHANGED',
] as const;
export type MarketingErrorCode = (typeof MARKETING_ERROR_CODES)[number];

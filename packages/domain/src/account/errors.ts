/** The error codes the API answers for a shopper's account and the back office's customers (their HTTP status: shared/error-codes.ts, decision 084). */
export const ACCOUNT_ERROR_CODES = [
  'ACCOUNT_DISABLED',
  'TOO_MANY_ADDRESSES',
  'TOO_MANY_CARDS',
  'CUSTOMER_ACTION_REFUSED',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

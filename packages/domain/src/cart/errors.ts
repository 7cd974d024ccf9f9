/** The error codes the API answers for the cart (their HTTP status: shared/error-codes.ts, decision 084). */
export const CART_ERROR_CODES = [
  'CHOOSE_VARIANT',
  'NOT_PURCHASABLE',
  'OUT_OF_STOCK',
  'CART_VERSION_CONFLICT',
] as const;
export type CartErrorCode = (typeof CART_ERROR_CODES)[number];

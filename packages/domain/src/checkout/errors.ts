/** The error codes the API answers for checkout and payment cards (their HTTP status: shared/error-codes.ts, decision 084). */
export const CHECKOUT_ERROR_CODES = [
  'CART_EMPTY',
  'CART_CHANGED',
  'PRICE_CHANGED',
  'IDEMPOTENCY_KEY_REUSED',
  'CARD_INVALID',
  'CARD_DECLINED',
  'SAVED_CARD_UNSUPPORTED',
  'PAYMENT_PROVIDER_FAILED',
  'WEBHOOK_SIGNATURE_INVALID',
] as const;
export type CheckoutErrorCode = (typeof CHECKOUT_ERROR_CODES)[number];

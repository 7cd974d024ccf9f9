/** The error codes the API answers for orders, refunds and returns (their HTTP status: shared/error-codes.ts, decision 084). */
export const ORDERS_ERROR_CODES = [
  'ORDER_STATUS_CONFLICT',
  'ORDER_NOT_SHIPPABLE',
  'REFUND_AMOUNT_INVALID',
  'REFUND_EXCEEDS_PAID',
  'RETURN_NOT_ELIGIBLE',
  'RETURN_STATUS_CONFLICT',
] as const;
export type OrdersErrorCode = (typeof ORDERS_ERROR_CODES)[number];

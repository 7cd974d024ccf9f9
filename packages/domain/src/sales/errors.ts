/** The error codes the API answers for sales (their HTTP status: shared/error-codes.ts, decision 084). */
export const SALES_ERROR_CODES = ['SALE_NAME_TAKEN', 'SALE_ORDER_MISMATCH'] as const;
export type SalesErrorCode = (typeof SALES_ERROR_CODES)[number];

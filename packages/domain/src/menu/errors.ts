/** The error codes the API answers for the menu (their HTTP status: shared/error-codes.ts, decision 084). */
export const MENU_ERROR_CODES = ['UNKNOWN_CATEGORY', 'MENU_ORDER_MISMATCH'] as const;
export type MenuErrorCode = (typeof MENU_ERROR_CODES)[number];

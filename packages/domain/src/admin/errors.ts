/** The error codes the API answers for the back office's sign-in and administrators (their HTTP status: shared/error-codes.ts, decision 084). */
export const ADMIN_ERROR_CODES = ['UNAUTHORIZED', 'INSUFFICIENT_SCOPE', 'ADMIN_REVOKE_REFUSED'] as const;
export type AdminErrorCode = (typeof ADMIN_ERROR_CODES)[number];

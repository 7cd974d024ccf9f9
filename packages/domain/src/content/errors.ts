/** The error codes the API answers for content pages (their HTTP status: shared/error-codes.ts, decision 084). */
export const CONTENT_ERROR_CODES = ['PAGE_EXISTS', 'BUILT_IN_PAGE'] as const;
export type ContentErrorCode = (typeof CONTENT_ERROR_CODES)[number];

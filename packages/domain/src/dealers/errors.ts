/** The error codes the API answers for dealer accounts and applications (their HTTP status: shared/error-codes.ts, decision 084). */
export const DEALERS_ERROR_CODES = ['ALREADY_DEALER', 'APPLICATION_OPEN', 'APPLICATION_DECIDED'] as const;
export type DealersErrorCode = (typeof DEALERS_ERROR_CODES)[number];

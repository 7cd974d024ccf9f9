/** The error codes the API answers for sign-in, password reset and email verification (their HTTP status: shared/error-codes.ts, decision 084). */
export const AUTH_ERROR_CODES = [
  'CredentialsSignin',
  'RESET_LINK_INVALID',
  'VERIFY_LINK_INVALID',
  'INVALID_CURRENT_PASSWORD',
  'EMAIL_NOT_VERIFIED',
] as const;
export type AuthErrorCode = (typeof AUTH_ERROR_CODES)[number];

/**
 * Getting back in and proving an address (decision 042): the forgotten-password request, the reset with a
 * one-time link, the email verification link. A link's token is 32 random bytes in base64url (43
 * characters); the server keeps only its hash. The answers never say whether an address has an account.
 */
import { z } from 'zod';
import { CsrfTokenSchema, PasswordSchema, SignInEmailSchema } from './schemas.js';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

/** A password reset link works for one hour, once. */
export const PASSWORD_RESET_TTL_MS = HOUR_MS;
/** An email verification link works for two days, once. */
export const EMAIL_VERIFICATION_TTL_MS = 48 * HOUR_MS;
/** At most this many links of one kind go to one address per hour, whatever is asked (mail bombing). */
export const ONE_TIME_LINKS_PER_HOUR = 3;

/** A one-time link's token as it appears in the link. */
export const OneTimeTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This link is not complete');

/** POST /api/auth/forgot-password. */
export const ForgotPasswordBodySchema = z.object({ email: SignInEmailSchema, csrfToken: CsrfTokenSchema });

/** The one answer to a reset request, whether or not the address has an account. */
export const PASSWORD_RESET_REQUESTED_MESSAGE =
  'If an account uses that email, we have sent it a link to choose a new password. The link works for one hour.';

/** POST /api/auth/reset-password: the link's token and the new password; signs in on success. */
export const ResetPasswordBodySchema = z.object({
  token: OneTimeTokenSchema,
  password: PasswordSchema,
  csrfToken: CsrfTokenSchema,
});
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const RESET_LINK_INVALID = {
  code: 'RESET_LINK_INVALID',
  message: 'This reset link has expired or has already been used. Ask for a new one.',
} as const;

/** POST /api/auth/verify-email: the verification link's token (no session needed). */
export const VerifyEmailBodySchema = z.object({ token: OneTimeTokenSchema, csrfToken: CsrfTokenSchema });

export const VERIFY_LINK_INVALID = {
  code: 'VERIFY_LINK_INVALID',
  message:
    'This verification link has expired or has already been used. Sign in and send a new one from your account page.',
} as const;

export const EMAIL_VERIFIED_MESSAGE = 'Thank you: your email address is verified.';
/** POST /api/account/verification: the verification mail again, for the signed-in account. */
export const ResendVerificationBodySchema = z.object({ csrfToken: CsrfTokenSchema });

/** The answer to "send the verification mail again". */
export const VERIFICATION_SENT_MESSAGE = 'We have sent a new verification link to your email address.';
/** The account page's notice while the address is not verified. */
export const EMAIL_NOT_VERIFIED_MESSAGE =
  'Your email address is not verified yet. Open the link we sent you to confirm it.';

/** Turning marketing email on in the profile needs a verified address (proof of ownership, decision 042). */
export const CONSENT_NEEDS_VERIFIED_EMAIL = {
  code: 'EMAIL_NOT_VERIFIED',
  message:
    'Please confirm your email address first: open the link we sent you, then turn on marketing emails.',
} as const;

/**
 * The auth contract (spec sections 3, 7; ARCHITECTURE.md, Security): session, csrf, providers, sign-in
 * with credentials, sign-out, registration, password change and the client-log beacon. Objects strip
 * unknown keys (so `role` or `is_dealer` sent at registration are dropped, never stored).
 */
import { z } from 'zod';
import { CartLineInputSchema, MAX_CART_LINES } from '../cart/schemas.js';
import { PersonNameSchema } from '../shared/person-name.js';

/** bcrypt reads at most 72 bytes; a password is 8 to 72 bytes of UTF-8. */
export const PASSWORD_MIN_BYTES = 8;
export const PASSWORD_MAX_BYTES = 72;

export const utf8Length = (value: string): number => new TextEncoder().encode(value).length;

export const PasswordSchema = z
  .string()
  .max(1024)
  .refine((v) => utf8Length(v) >= PASSWORD_MIN_BYTES, { message: 'Use at least 8 characters' })
  .refine((v) => utf8Length(v) <= PASSWORD_MAX_BYTES, { message: 'Use at most 72 bytes' });

/** Email as typed at sign-in: trimmed and lower-cased (accounts are stored lower-cased). */
export const SignInEmailSchema = z.string().trim().toLowerCase().min(1, 'Required').max(254);

/** A new account's email: a valid address, trimmed and lower-cased. */
export const AccountEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address'));

export const CsrfTokenSchema = z.string().min(1, 'Required').max(200);

/** 'true' / 'false' as a form would send them, or booleans. */
const FlagSchema = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);
const CallbackUrlSchema = z.string().max(2048).nullable().optional();

export const SignInCartLinesSchema = z.array(CartLineInputSchema).max(MAX_CART_LINES);
export type SignInCartLine = z.infer<typeof CartLineInputSchema>;

/**
 * The anonymous cart's lines sent with a sign-in: a JSON string of lines (as the spec's client sends),
 * an array, or null / absent for none. Parsed into lines; an unreadable string is a validation error.
 */
export const CartLineItemsFieldSchema = z
  .union([z.string().max(100_000), z.array(z.unknown()).max(MAX_CART_LINES), z.null()])
  .optional()
  .transform((value, ctx): SignInCartLine[] => {
    if (value === null || value === undefined || value === '') return [];
    let raw: unknown = value;
    if (typeof value === 'string') {
      try {
        raw = JSON.parse(value);
      } catch {
        ctx.addIssue({ code: 'custom', message: 'cartLineItems must be a JSON list of cart lines' });
        return z.NEVER;
      }
    }
    if (raw === null) return [];
    const parsed = SignInCartLinesSchema.safeParse(raw);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: 'cartLineItems must be a JSON list of cart lines' });
      return z.NEVER;
    }
    return parsed.data;
  });

/** POST /api/auth/callback/credentials. */
export const CredentialsSignInBodySchema = z.object({
  email: SignInEmailSchema,
  /** Any length is accepted for the attempt (over 72 bytes simply fails); never logged or stored. */
  password: z.string().min(1, 'Required').max(1024),
  csrfToken: CsrfTokenSchema,
  callbackUrl: CallbackUrlSchema,
  json: FlagSchema.optional(),
  redirect: FlagSchema.optional(),
  cartLineItems: CartLineItemsFieldSchema,
});
export type CredentialsSignInBody = z.infer<typeof CredentialsSignInBodySchema>;

/** Answer of sign-in and sign-out: where to go next (a same-site path). */
export const AuthUrlResponseSchema = z.object({ url: z.string() });
export type AuthUrlResponse = z.infer<typeof AuthUrlResponseSchema>;

/** The error code and message of a refused sign-in (same for a wrong password and an unknown email). */
export const CREDENTIALS_SIGNIN_ERROR = {
  code: 'CredentialsSignin',
  message: 'Invalid email or password.',
} as const;

/** POST /api/auth/signout. */
export const SignOutBodySchema = z.object({
  csrfToken: CsrfTokenSchema,
  callbackUrl: CallbackUrlSchema,
  json: FlagSchema.optional(),
  redirect: FlagSchema.optional(),
});

/** POST /api/auth/register: role and dealer flags are not part of it (dropped if sent). */
export const RegisterBodySchema = z.object({
  email: AccountEmailSchema,
  password: PasswordSchema,
  first_name: PersonNameSchema,
  last_name: PersonNameSchema,
  csrfToken: CsrfTokenSchema,
});
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** The one answer of registration, whether or not the email already had an account. */
export const REGISTER_ACCEPTED_MESSAGE =
  'Thanks! If this email is new, your account is ready: sign in with your email and password.';
export const RegisterResponseSchema = z.object({ status: z.literal('success'), message: z.string() });
export type RegisterResponse = z.infer<typeof RegisterResponseSchema>;

/** POST /api/account/password: ends every other session. */
export const ChangePasswordBodySchema = z.object({
  currentPassword: z.string().min(1, 'Required').max(1024),
  newPassword: PasswordSchema,
  csrfToken: CsrfTokenSchema,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const CsrfResponseSchema = z.object({ csrfToken: z.string() });

export const ProvidersResponseSchema = z.object({
  credentials: z.object({
    id: z.literal('credentials'),
    name: z.literal('Credentials'),
    type: z.literal('credentials'),
    /** The shop's sign-in page (a person signs in there; the API has no sign-in form). */
    signinUrl: z.string(),
    callbackUrl: z.string(),
  }),
});
export type ProvidersResponse = z.infer<typeof ProvidersResponseSchema>;

/** The spec's session user address (the account's default address). */
export const SessionAddressSchema = z.object({
  address_line_1: z.string(),
  city: z.string(),
  state_code: z.string(),
  zip_code: z.string(),
  country_code: z.string(),
});

export const ConsentFlagSchema = z.union([z.literal(0), z.literal(1)]);

/** The spec's "Session user". role 2 is a dealer; isDealer already applies the dealer rule. */
export const SessionUserSchema = z.object({
  email: z.string(),
  role: z.number().int(),
  isDealer: z.boolean(),
  account_id: z.number().int(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email_consent: ConsentFlagSchema,
  sms_consent: ConsentFlagSchema,
  primary_phone: z.string().nullable(),
  address: SessionAddressSchema.nullable(),
  /** Ours (decision 043): present, and true, only for an administrator of the back office. */
  isAdmin: z.literal(true).optional(),
  /** Ours (decision 075): present, and true, only for an account with a resale certificate on file. */
  taxExempt: z.literal(true).optional(),
});
export type SessionUser = z.infer<typeof SessionUserSchema>;

export const SignedInSessionSchema = z.object({ user: SessionUserSchema, expires: z.string() });
export type SignedInSession = z.infer<typeof SignedInSessionSchema>;

/** GET /api/auth/session: `{}` when signed out. */
export const SessionResponseSchema = z.union([SignedInSessionSchema, z.object({})]);
export type SessionResponse = z.infer<typeof SessionResponseSchema>;

export const CLIENT_LOG_MESSAGE_MAX = 2000;
export const CLIENT_LOG_METADATA_MAX = 4000;

/** POST /api/auth/_log: the client-logging beacon; bounded, anything else dropped. */
export const ClientLogBodySchema = z.object({
  level: z.enum(['error', 'warn', 'info', 'debug']).default('error'),
  code: z.string().trim().max(100).optional(),
  message: z.string().max(CLIENT_LOG_MESSAGE_MAX).default(''),
  path: z.string().max(2048).optional(),
  metadata: z
    .unknown()
    .optional()
    .refine((v) => v === undefined || (JSON.stringify(v)?.length ?? 0) <= CLIENT_LOG_METADATA_MAX, {
      message: `metadata must be at most ${CLIENT_LOG_METADATA_MAX} characters of JSON`,
    }),
});
export type ClientLogBody = z.infer<typeof ClientLogBodySchema>;

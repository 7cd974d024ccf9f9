/**
 * /api/auth (NextAuth-style paths of the spec): csrf, providers, session, callback/credentials (sign-in),
 * signout, plus ours: register and the _log beacon. Every write here passes the global Origin check and
 * must carry the csrf token of GET /api/auth/csrf (403 CSRF_TOKEN_INVALID otherwise).
 */
import {
  AuthUrlResponseSchema,
  ClientLogBodySchema,
  CredentialsSignInBodySchema,
  CsrfResponseSchema,
  ForgotPasswordBodySchema,
  ProvidersResponseSchema,
  ResetPasswordBodySchema,
  VerifyEmailBodySchema,
  RegisterResponseSchema,
  SessionResponseSchema,
  SignOutBodySchema,
  safeCallbackUrl,
  type AuthUrlResponse,
} from '@shop/domain';
import { Router, type Request, type Response } from 'express';
import { CSRF_COOKIE, csrfTokenFor, isCsrfSecret, newCsrfSecret, requireCsrf } from '../../lib/csrf.js';
import { clientIp, type RateLimits } from '../../lib/rate-limit.js';
import {
  component,
  csrfGuardRefusals,
  defineRoutes,
  fails,
  hasherRefusals,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import { CART_COOKIE, CHECKOUT_COOKIE, cartTokenOf, cartCookieOptions } from '../cart/cart.cookies.js';
import { clearCookieOptions, cookieOptions } from '../../lib/cookies.js';
import { NewAccountBodySchema, NewPasswordSchema } from './auth.passwords.js';
import type { AuthService } from './auth.service.js';
import { sessionCookieOptions } from './auth.session.js';
import { SESSION_COOKIE } from './auth.tokens.js';

const MINUTE = 60 * 1000;
/** Sign-in limits count failed attempts only. */
const failedOnly = { skipSuccessfulRequests: true };

export type AuthRouteOptions = {
  production: boolean;
  secret: string;
  /** The shop's origin (PUBLIC_URL) for provider URLs and the callbackUrl check; never the Host header. */
  publicUrl: string;
  /** Sign-in attempts per IP and email per 15 minutes (failed ones count). */
  signInRateLimit: number;
  /** Sign-in attempts per IP, whatever the email, per 15 minutes (failed ones count): spraying emails. */
  signInIpRateLimit: number;
  /** Registrations per IP per hour. */
  registerRateLimit: number;
  /** Reset requests, resets and verifications per IP per 15 minutes (each address also gets at most 3 links an hour). */
  recoveryRateLimit: number;
  /** The app's limiters (lib/rate-limit.ts). */
  rateLimits: RateLimits;
};

const emailKey = (req: Request): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

const AuthUrl = component('AuthUrlResponse', AuthUrlResponseSchema);
const StatusMessage = component('RegisterResponse', RegisterResponseSchema);
const invalid = fails('Invalid body or parameters (VALIDATION_FAILED)');

export const authTable = defineRoutes('/api', 'auth', {
  csrf: {
    method: 'get',
    path: '/auth/csrf',
    summary: 'A csrf token for the auth writes (sets the httpOnly sa_csrf cookie it is bound to)',
    errors: [],
    responses: { 200: reply('The token', component('CsrfResponse', CsrfResponseSchema)) },
  },
  providers: {
    method: 'get',
    path: '/auth/providers',
    summary:
      'The sign-in providers (credentials only): signinUrl is the sign-in page, callbackUrl the POST that signs in',
    errors: [],
    responses: { 200: reply('Providers', component('ProvidersResponse', ProvidersResponseSchema)) },
  },
  session: {
    method: 'get',
    path: '/auth/session',
    summary: 'The session: {} when signed out, else {user, expires}',
    errors: [],
    responses: { 200: reply('The session', component('SessionResponse', SessionResponseSchema)) },
  },
  signIn: {
    method: 'post',
    path: '/auth/callback/credentials',
    summary:
      'Sign in with email and password; merges the anonymous cart (cookie) and cartLineItems into the account cart; sets sa_session (httpOnly, SameSite=Lax)',
    body: component('CredentialsSignInBody', CredentialsSignInBodySchema),
    errors: [
      'CSRF_TOKEN_INVALID',
      'RATE_LIMITED',
      'BUSY',
      'SHUTTING_DOWN',
      'ACCOUNT_DISABLED',
      'CredentialsSignin',
    ],
    responses: {
      200: reply('Signed in; url is a same-site path (callbackUrl or /account)', AuthUrl),
      400: invalid,
      401: fails('Wrong password or unknown email, same answer (CredentialsSignin)'),
      429: fails('Too many failed attempts for this IP, or for this IP and email (RATE_LIMITED)'),
      ...hasherRefusals,
      ...csrfGuardRefusals,
      403: fails(
        'The right password of an account an administrator disabled (ACCOUNT_DISABLED), foreign Origin or csrf',
      ),
    },
  },
  signOut: {
    method: 'post',
    path: '/auth/signout',
    summary:
      'Sign out: ends every session of the account, clears sa_session, sa_cart_token, sa_checkout_token',
    body: component('SignOutBody', SignOutBodySchema),
    errors: ['CSRF_TOKEN_INVALID'],
    responses: {
      200: reply('Signed out; url is a same-site path', AuthUrl),
      400: invalid,
      ...csrfGuardRefusals,
    },
  },
  register: {
    method: 'post',
    path: '/auth/register',
    summary:
      'Create a shopper account; the same answer whether or not the email is taken (role never settable); a well-known password is refused',
    body: component('RegisterBody', NewAccountBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'RATE_LIMITED', 'BUSY', 'SHUTTING_DOWN'],
    responses: {
      202: reply('Accepted', StatusMessage),
      400: invalid,
      429: fails('Too many registrations from this IP (RATE_LIMITED)'),
      ...hasherRefusals,
      ...csrfGuardRefusals,
    },
  },
  forgotPassword: {
    method: 'post',
    path: '/auth/forgot-password',
    summary:
      'Mail a one-hour, single-use reset link to the account of this email; the same answer whether or not it has one',
    body: component('ForgotPasswordBody', ForgotPasswordBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'RATE_LIMITED'],
    responses: {
      202: reply('Accepted (PASSWORD_RESET_REQUESTED_MESSAGE)', StatusMessage),
      400: invalid,
      429: fails('RATE_LIMITED'),
      ...csrfGuardRefusals,
    },
  },
  resetPassword: {
    method: 'post',
    path: '/auth/reset-password',
    summary:
      "Set a new password with a reset link's token (once, within the hour); ends every other session and signs in (sets sa_session)",
    body: component('ResetPasswordBody', ResetPasswordBodySchema.extend({ password: NewPasswordSchema })),
    errors: ['CSRF_TOKEN_INVALID', 'RATE_LIMITED', 'BUSY', 'SHUTTING_DOWN', 'RESET_LINK_INVALID'],
    responses: {
      200: reply('Signed in; url is /account', AuthUrl),
      400: fails('VALIDATION_FAILED, RESET_LINK_INVALID (expired, used or unknown link)'),
      429: fails('RATE_LIMITED'),
      ...hasherRefusals,
      ...csrfGuardRefusals,
    },
  },
  verifyEmail: {
    method: 'post',
    path: '/auth/verify-email',
    summary: "Confirm an account's email address with the verification link's token (once, within two days)",
    body: component('VerifyEmailBody', VerifyEmailBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'RATE_LIMITED', 'VERIFY_LINK_INVALID'],
    responses: {
      200: reply('Verified (EMAIL_VERIFIED_MESSAGE)', StatusMessage),
      400: fails('VALIDATION_FAILED, VERIFY_LINK_INVALID (expired, used or unknown link)'),
      429: fails('RATE_LIMITED'),
      ...csrfGuardRefusals,
    },
  },
  log: {
    method: 'post',
    path: '/auth/_log',
    summary: 'Client-logging beacon (bounded; the latest 1000 entries are kept)',
    body: component('ClientLogBody', ClientLogBodySchema),
    errors: ['RATE_LIMITED'],
    responses: {
      204: reply('Stored'),
      400: invalid,
      429: fails('RATE_LIMITED'),
      ...writeGuardRefusals,
    },
  },
});

export function authRoutes(auth: AuthService, opts: AuthRouteOptions): Router {
  const { rateLimiter } = opts.rateLimits;
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');
  // Before the body is validated: a foreign form post is refused as such, whatever it sends.
  const csrf = requireCsrf(opts.secret);

  return mountRoutes(Router(), authTable, {
    csrf: (req, res) => {
      let value = (req.cookies as Record<string, unknown> | undefined)?.[CSRF_COOKIE];
      if (!isCsrfSecret(value)) {
        value = newCsrfSecret();
        res.cookie(CSRF_COOKIE, value, cookieOptions(opts.production));
      }
      noStore(res).json({ csrfToken: csrfTokenFor(opts.secret, value as string) });
    },
    providers: (_req, res) => {
      res.json(auth.providers(opts.publicUrl));
    },
    session: async (_req, res) => {
      noStore(res).json(await auth.session(viewerOf(res)));
    },
    signIn: {
      before: [
        rateLimiter('sign-in-ip', opts.signInIpRateLimit, 15 * MINUTE, clientIp, failedOnly),
        rateLimiter(
          'sign-in',
          opts.signInRateLimit,
          15 * MINUTE,
          (req) => `${clientIp(req)}|${emailKey(req)}`,
          failedOnly,
        ),
        csrf,
      ],
      handle: async (req, res, { body }) => {
        const result = await auth.signIn(body, cartTokenOf(req), opts.publicUrl);
        res.cookie(SESSION_COOKIE, result.sessionToken, sessionCookieOptions(opts.production));
        if (result.cartToken) res.cookie(CART_COOKIE, result.cartToken, cartCookieOptions(opts.production));
        const answer: AuthUrlResponse = { url: result.url };
        noStore(res).json(answer);
      },
    },
    signOut: {
      before: [csrf],
      handle: async (_req, res, { body }) => {
        await auth.signOut(viewerOf(res));
        res.clearCookie(SESSION_COOKIE, clearCookieOptions(opts.production));
        res.clearCookie(CART_COOKIE, clearCookieOptions(opts.production));
        res.clearCookie(CHECKOUT_COOKIE, clearCookieOptions(opts.production));
        const answer: AuthUrlResponse = { url: safeCallbackUrl(body.callbackUrl, opts.publicUrl, '/') };
        noStore(res).json(answer);
      },
    },
    register: {
      before: [rateLimiter('register', opts.registerRateLimit, 60 * MINUTE), csrf],
      handle: async (_req, res, { body }) => {
        noStore(res)
          .status(202)
          .json(await auth.register(body));
      },
    },
    forgotPassword: {
      before: [rateLimiter('forgot-password', opts.recoveryRateLimit, 15 * MINUTE), csrf],
      handle: async (_req, res, { body }) => {
        noStore(res)
          .status(202)
          .json(await auth.forgotPassword(body.email));
      },
    },
    resetPassword: {
      before: [rateLimiter('reset-password', opts.recoveryRateLimit, 15 * MINUTE), csrf],
      handle: async (_req, res, { body }) => {
        const result = await auth.resetPassword(body);
        res.cookie(SESSION_COOKIE, result.sessionToken, sessionCookieOptions(opts.production));
        const answer: AuthUrlResponse = { url: result.url };
        noStore(res).json(answer);
      },
    },
    verifyEmail: {
      before: [rateLimiter('verify-email', opts.recoveryRateLimit, 15 * MINUTE), csrf],
      handle: async (_req, res, { body }) => {
        noStore(res).json(await auth.verifyEmail(body.token));
      },
    },
    log: {
      before: [rateLimiter('auth-log', 60, MINUTE)],
      handle: async (_req, res, { body }) => {
        await auth.log(body, viewerOf(res).user?.account_id ?? null);
        res.status(204).end();
      },
    },
  });
}

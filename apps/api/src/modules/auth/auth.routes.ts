/**
 * /api/auth (NextAuth-style paths of the spec): csrf, providers, session, callback/credentials (sign-in),
 * signout, plus ours: register and the _log beacon. Every write here passes the global Origin check and
 * must carry the csrf token of GET /api/auth/csrf (403 CSRF_TOKEN_INVALID otherwise).
 */
import {
  ClientLogBodySchema,
  CredentialsSignInBodySchema,
  RegisterBodySchema,
  SignOutBodySchema,
  safeCallbackUrl,
  type AuthUrlResponse,
} from '@shop/domain';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from '../../lib/app-error.js';
import { validateBody } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import {
  CART_COOKIE,
  CHECKOUT_COOKIE,
  cartTokenOf,
  clearCookieOptions,
  cookieOptions,
} from '../cart/cart.cookies.js';
import type { AuthService } from './auth.service.js';
import { clearSessionCookieOptions, sessionCookieOptions } from './auth.session.js';
import {
  CSRF_COOKIE,
  SESSION_COOKIE,
  csrfTokenFor,
  csrfTokenValid,
  isCsrfSecret,
  newCsrfSecret,
} from './auth.tokens.js';

const MINUTE = 60 * 1000;

export type AuthRouteOptions = {
  production: boolean;
  secret: string;
  /** Sign-in attempts per IP and email per 15 minutes (failed ones count). */
  signInRateLimit: number;
  /** Registrations per IP per hour. */
  registerRateLimit: number;
};

export const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/** express-rate-limit answering 429 RATE_LIMITED in the API's error shape. */
export const authLimiter = (
  limit: number,
  windowMs: number,
  key: (req: Request) => string = clientIp,
  skipSuccessfulRequests = false,
): RequestHandler =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests,
    keyGenerator: key,
    // Every key here is built on ipKeyGenerator (clientIp), which express-rate-limit cannot see through.
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => {
      next(new AppError('RATE_LIMITED', 'Too many attempts; please wait a while and try again', 429));
    },
  });

const emailKey = (req: Request): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

/** This server's origin as the browser sees it (for absolute provider URLs and callbackUrl checks). */
export const originOf = (req: Request): string => `${req.protocol}://${req.get('host') ?? 'localhost'}`;

/** The csrfToken of a JSON body (checked before the body is validated, so a missing one is a 403). */
export const csrfTokenOf = (req: Request): unknown =>
  (req.body as { csrfToken?: unknown } | undefined)?.csrfToken;

/** Throws 403 CSRF_TOKEN_INVALID unless the token matches the csrf cookie. */
export function checkCsrf(req: Request, secret: string, token: unknown): void {
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[CSRF_COOKIE];
  if (!csrfTokenValid(secret, cookie, token))
    throw new AppError('CSRF_TOKEN_INVALID', 'The form expired; reload the page and try again', 403);
}

export function authRoutes(auth: AuthService, opts: AuthRouteOptions): Router {
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.get('/auth/csrf', (req, res) => {
    let value = (req.cookies as Record<string, unknown> | undefined)?.[CSRF_COOKIE];
    if (!isCsrfSecret(value)) {
      value = newCsrfSecret();
      res.cookie(CSRF_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure: opts.production, path: '/' });
    }
    noStore(res).json({ csrfToken: csrfTokenFor(opts.secret, value as string) });
  });

  router.get('/auth/providers', (req, res) => {
    res.json(auth.providers(originOf(req)));
  });

  router.get('/auth/session', (_req, res) => {
    noStore(res).json(auth.session(viewerOf(res)));
  });

  router.post(
    '/auth/callback/credentials',
    authLimiter(opts.signInRateLimit, 15 * MINUTE, (req) => `${clientIp(req)}|${emailKey(req)}`, true),
    async (req, res) => {
      checkCsrf(req, opts.secret, csrfTokenOf(req));
      const body = validateBody(CredentialsSignInBodySchema, req.body);
      const result = await auth.signIn(body, cartTokenOf(req), originOf(req));
      res.cookie(SESSION_COOKIE, result.sessionToken, sessionCookieOptions(opts.production));
      if (result.cartToken) res.cookie(CART_COOKIE, result.cartToken, cookieOptions(opts.production));
      const answer: AuthUrlResponse = { url: result.url };
      noStore(res).json(answer);
    },
  );

  router.post('/auth/signout', (req, res) => {
    checkCsrf(req, opts.secret, csrfTokenOf(req));
    const body = validateBody(SignOutBodySchema, req.body);
    auth.signOut(viewerOf(res));
    res.clearCookie(SESSION_COOKIE, clearSessionCookieOptions(opts.production));
    res.clearCookie(CART_COOKIE, clearCookieOptions(opts.production));
    res.clearCookie(CHECKOUT_COOKIE, clearCookieOptions(opts.production));
    const answer: AuthUrlResponse = { url: safeCallbackUrl(body.callbackUrl, originOf(req), '/') };
    noStore(res).json(answer);
  });

  router.post('/auth/register', authLimiter(opts.registerRateLimit, 60 * MINUTE), async (req, res) => {
    checkCsrf(req, opts.secret, csrfTokenOf(req));
    const body = validateBody(RegisterBodySchema, req.body);
    noStore(res)
      .status(202)
      .json(await auth.register(body));
  });

  router.post('/auth/_log', authLimiter(60, MINUTE), (req, res) => {
    const body = validateBody(ClientLogBodySchema, req.body);
    auth.log(body, viewerOf(res).user?.account_id ?? null);
    res.status(204).end();
  });

  return router;
}

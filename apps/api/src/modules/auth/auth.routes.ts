/**
 * /api/auth (NextAuth-style paths of the spec): csrf, providers, session, callback/credentials (sign-in),
 * signout, plus ours: register and the _log beacon. Every write here passes the global Origin check and
 * must carry the csrf token of GET /api/auth/csrf (403 CSRF_TOKEN_INVALID otherwise).
 */
import {
  ClientLogBodySchema,
  CredentialsSignInBodySchema,
  SignOutBodySchema,
  safeCallbackUrl,
  type AuthUrlResponse,
} from '@shop/domain';
import { Router, type Request, type Response } from 'express';
import {
  CSRF_COOKIE,
  checkCsrf,
  csrfTokenFor,
  csrfTokenOf,
  isCsrfSecret,
  newCsrfSecret,
} from '../../lib/csrf.js';
import { clientIp, rateLimiter } from '../../lib/rate-limit.js';
import { validateBody } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import { CART_COOKIE, CHECKOUT_COOKIE, cartTokenOf, cartCookieOptions } from '../cart/cart.cookies.js';
import { clearCookieOptions, cookieOptions } from '../../lib/cookies.js';
import { NewAccountBodySchema } from './auth.passwords.js';
import type { AuthService } from './auth.service.js';
import { sessionCookieOptions } from './auth.session.js';
import { SESSION_COOKIE } from './auth.tokens.js';

const MINUTE = 60 * 1000;

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
};

const emailKey = (req: Request): string => {
  const email = (req.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase().slice(0, 254) : '';
};

export function authRoutes(auth: AuthService, opts: AuthRouteOptions): Router {
  const router = Router();
  const noStore = (res: Response) => res.set('Cache-Control', 'no-store');

  router.get('/auth/csrf', (req, res) => {
    let value = (req.cookies as Record<string, unknown> | undefined)?.[CSRF_COOKIE];
    if (!isCsrfSecret(value)) {
      value = newCsrfSecret();
      res.cookie(CSRF_COOKIE, value, cookieOptions(opts.production));
    }
    noStore(res).json({ csrfToken: csrfTokenFor(opts.secret, value as string) });
  });

  router.get('/auth/providers', (_req, res) => {
    res.json(auth.providers(opts.publicUrl));
  });

  router.get('/auth/session', (_req, res) => {
    noStore(res).json(auth.session(viewerOf(res)));
  });

  router.post(
    '/auth/callback/credentials',
    rateLimiter(opts.signInIpRateLimit, 15 * MINUTE, clientIp, true),
    rateLimiter(opts.signInRateLimit, 15 * MINUTE, (req) => `${clientIp(req)}|${emailKey(req)}`, true),
    async (req, res) => {
      checkCsrf(req, opts.secret, csrfTokenOf(req));
      const body = validateBody(CredentialsSignInBodySchema, req.body);
      const result = await auth.signIn(body, cartTokenOf(req), opts.publicUrl);
      res.cookie(SESSION_COOKIE, result.sessionToken, sessionCookieOptions(opts.production));
      if (result.cartToken) res.cookie(CART_COOKIE, result.cartToken, cartCookieOptions(opts.production));
      const answer: AuthUrlResponse = { url: result.url };
      noStore(res).json(answer);
    },
  );

  router.post('/auth/signout', (req, res) => {
    checkCsrf(req, opts.secret, csrfTokenOf(req));
    const body = validateBody(SignOutBodySchema, req.body);
    auth.signOut(viewerOf(res));
    res.clearCookie(SESSION_COOKIE, clearCookieOptions(opts.production));
    res.clearCookie(CART_COOKIE, clearCookieOptions(opts.production));
    res.clearCookie(CHECKOUT_COOKIE, clearCookieOptions(opts.production));
    const answer: AuthUrlResponse = { url: safeCallbackUrl(body.callbackUrl, opts.publicUrl, '/') };
    noStore(res).json(answer);
  });

  router.post('/auth/register', rateLimiter(opts.registerRateLimit, 60 * MINUTE), async (req, res) => {
    checkCsrf(req, opts.secret, csrfTokenOf(req));
    const body = validateBody(NewAccountBodySchema, req.body);
    noStore(res)
      .status(202)
      .json(await auth.register(body));
  });

  router.post('/auth/_log', rateLimiter(60, MINUTE), (req, res) => {
    const body = validateBody(ClientLogBodySchema, req.body);
    auth.log(body, viewerOf(res).user?.account_id ?? null);
    res.status(204).end();
  });

  return router;
}

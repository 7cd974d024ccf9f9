/**
 * The one csrf helper (ARCHITECTURE.md, Security), double submit, signed: GET /api/auth/csrf sets a random
 * httpOnly cookie and answers HMAC(secret, cookie). A write that needs it sends that token in its JSON
 * body; it is recomputed from the cookie.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { AppError } from './app-error.js';

export const CSRF_COOKIE = 'sa_csrf';

const CSRF_SECRET_RE = /^[A-Za-z0-9_-]{43}$/;

export const newCsrfSecret = (): string => randomBytes(32).toString('base64url');
export const isCsrfSecret = (value: unknown): value is string =>
  typeof value === 'string' && CSRF_SECRET_RE.test(value);

export const csrfTokenFor = (secret: string, cookieValue: string): string =>
  createHmac('sha256', secret).update(`csrf:${cookieValue}`).digest('base64url');

/** True when the token is the one GET /api/auth/csrf gave for this cookie. */
export function csrfTokenValid(secret: string, cookieValue: unknown, token: unknown): boolean {
  if (!isCsrfSecret(cookieValue) || typeof token !== 'string') return false;
  const expected = Buffer.from(csrfTokenFor(secret, cookieValue));
  const given = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The csrfToken of a JSON body (checked before the body is validated, so a missing one is a 403). */
export const csrfTokenOf = (req: Request): unknown =>
  (req.body as { csrfToken?: unknown } | undefined)?.csrfToken;

/** Throws 403 CSRF_TOKEN_INVALID unless the token matches the csrf cookie. */
export function checkCsrf(req: Request, secret: string, token: unknown): void {
  const cookie = (req.cookies as Record<string, unknown> | undefined)?.[CSRF_COOKIE];
  if (!csrfTokenValid(secret, cookie, token))
    throw new AppError('CSRF_TOKEN_INVALID', 'The form expired; reload the page and try again');
}

/** checkCsrf on the body's csrfToken as a middleware, to run ahead of a route's body validation. */
export const requireCsrf =
  (secret: string): RequestHandler =>
  (req, _res, next) => {
    checkCsrf(req, secret, csrfTokenOf(req));
    next();
  };

/** The shop's cookies (spec section 9): names, the 730-day lifetime, and reading the cart token. */
import type { CookieOptions, Request } from 'express';
import { cookieOptions } from '../../lib/cookies.js';

export const CART_COOKIE = 'sa_cart_token';
export const CHECKOUT_COOKIE = 'sa_checkout_token';
export const CART_TOKEN_HEADER = 'x-cart-token';
export const COOKIE_LIFETIME_DAYS = 730;

/** The cart and checkout cookies' flags: the shop's cookie flags with the 730-day lifetime. */
export const cartCookieOptions = (production: boolean): CookieOptions =>
  cookieOptions(production, COOKIE_LIFETIME_DAYS * 24 * 60 * 60 * 1000);

/** The header in the OpenAPI document, for the calls that read the cart. */
export const cartTokenParameter = {
  name: 'X-Cart-Token',
  in: 'header',
  required: false,
  description: 'The cart token for API clients (browsers use the httpOnly sa_cart_token cookie)',
  schema: { type: 'string' },
};

const TOKEN_RE = /^[A-Za-z0-9_-]{43,128}$/;

/** The cart token from the sa_cart_token cookie, else the X-Cart-Token header; malformed means none. */
export function cartTokenOf(req: Request): string | null {
  const cookies = req.cookies as Record<string, unknown> | undefined;
  const fromCookie = cookies?.[CART_COOKIE];
  if (typeof fromCookie === 'string' && TOKEN_RE.test(fromCookie)) return fromCookie;
  const fromHeader = req.get(CART_TOKEN_HEADER);
  return fromHeader !== undefined && TOKEN_RE.test(fromHeader) ? fromHeader : null;
}

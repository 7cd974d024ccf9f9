/** The one cookie-flag helper: every cookie the shop sets is httpOnly, SameSite=Lax, Secure in production, whole site. */
import type { CookieOptions } from 'express';

/** The flags of every shop cookie, with its lifetime when it has one (a browser-session cookie otherwise). */
export const cookieOptions = (production: boolean, maxAgeMs?: number): CookieOptions => ({
  httpOnly: true,
  sameSite: 'lax',
  secure: production,
  path: '/',
  ...(maxAgeMs === undefined ? {} : { maxAge: maxAgeMs }),
});

/** What clearing needs to match (same path and flags, no lifetime). */
export const clearCookieOptions = (production: boolean): CookieOptions => cookieOptions(production);

/** A cookie's value when it is a non-empty string, else null. */
export const cookieOf = (req: { cookies?: unknown }, name: string): string | null => {
  const value = (req.cookies as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

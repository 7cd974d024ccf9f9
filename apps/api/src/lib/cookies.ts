/** The one cookie-flag helper: every cookie the shop sets is httpOnly, SameSite=Lax, Secure in production, whole site. */
import { stringifySetCookie } from 'cookie';
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

const SAFE_VALUE = /^[\w-]+$/;

/** The last Expires text made for each lifetime, by the second it names (it has no finer unit). */
const expiresTexts = new Map<number, { second: number; text: string }>();

/** The Expires date of a cookie set now with `maxAgeMs`: one Date and string per lifetime and second. */
function expiresIn(maxAgeMs: number): string {
  const at = Date.now() + maxAgeMs;
  const second = Math.floor(at / 1000);
  const last = expiresTexts.get(maxAgeMs);
  if (last?.second === second) return last.text;
  const text = new Date(at).toUTCString();
  if (expiresTexts.size < 16 || last) expiresTexts.set(maxAgeMs, { second, text });
  return text;
}

/**
 * A Set-Cookie line as Express's res.cookie writes it (Max-Age in seconds and an Expires date), built directly for
 * the ids the shop issues (the visitor cookies on every first request, the fast path), else by cookie's
 * stringifySetCookie with Express's encoding (encodeURIComponent: cookie 2's own default leaves some octets as
 * they are).
 */
export const setCookieLine = (w: { name: string; value: string; options: CookieOptions }): string => {
  const { maxAge, sameSite, ...rest } = w.options;
  const plain =
    !rest.domain && !rest.partitioned && !rest.priority && !rest.expires && !rest.signed && !rest.encode;
  if (!SAFE_VALUE.test(w.value) || typeof sameSite !== 'string' || !plain) {
    return stringifySetCookie(
      {
        ...rest,
        name: w.name,
        value: w.value,
        sameSite: sameSite === true ? 'strict' : sameSite === false ? undefined : sameSite,
        ...(maxAge === undefined
          ? {}
          : { maxAge: Math.floor(maxAge / 1000), expires: new Date(Date.now() + maxAge) }),
      },
      { encode: rest.encode ?? encodeURIComponent },
    );
  }
  let line = `${w.name}=${w.value}`;
  if (maxAge !== undefined) line += `; Max-Age=${Math.floor(maxAge / 1000)}`;
  line += `; Path=${rest.path ?? '/'}`;
  if (maxAge !== undefined) line += `; Expires=${expiresIn(maxAge)}`;
  if (rest.httpOnly) line += '; HttpOnly';
  if (rest.secure) line += '; Secure';
  return `${line}; SameSite=${sameSite[0]!.toUpperCase()}${sameSite.slice(1)}`;
};

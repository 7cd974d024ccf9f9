/**
 * Session tokens (ARCHITECTURE.md, Security): a JWT signed HS256 with JWT_SECRET, verified with
 * `algorithms: ['HS256']` (so `alg: none` and other algorithms fail), `exp` required and checked against
 * the app clock. It carries the user id and the user's token_version; the caller compares that with the
 * database. Csrf tokens are lib/csrf.ts.
 */
import jwt from 'jsonwebtoken';

export const SESSION_COOKIE = 'sa_session';
/** A session lasts 30 days from sign-in. */
export const SESSION_LIFETIME_SECONDS = 30 * 24 * 60 * 60;

export type SessionClaims = { userId: number; tokenVersion: number; expiresAt: Date };

export function signSession(secret: string, userId: number, tokenVersion: number, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  return jwt.sign(
    { sub: String(userId), tv: tokenVersion, iat, exp: iat + SESSION_LIFETIME_SECONDS },
    secret,
    {
      algorithm: 'HS256',
      noTimestamp: true,
    },
  );
}

/** The claims of a valid token, else null (bad signature, other alg, no or past exp, bad shape). */
export function verifySession(secret: string, token: string, now: Date): SessionClaims | null {
  if (token.length > 2048) return null;
  let payload: string | jwt.JwtPayload;
  try {
    payload = jwt.verify(token, secret, {
      algorithms: ['HS256'],
      clockTimestamp: Math.floor(now.getTime() / 1000),
    });
  } catch {
    return null;
  }
  if (typeof payload === 'string') return null;
  const { sub, tv, exp } = payload as { sub?: unknown; tv?: unknown; exp?: unknown };
  if (typeof exp !== 'number' || typeof sub !== 'string' || !/^[1-9]\d{0,15}$/.test(sub)) return null;
  if (typeof tv !== 'number' || !Number.isInteger(tv) || tv < 0) return null;
  return { userId: Number(sub), tokenVersion: tv, expiresAt: new Date(exp * 1000) };
}

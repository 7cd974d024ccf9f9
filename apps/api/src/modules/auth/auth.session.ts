/**
 * The session seam: `createSessionViewer` is the app's default ResolveViewer. It reads the sa_session
 * cookie, verifies the JWT (HS256 only, exp against the app clock) and compares its token version with
 * the user's row; anything wrong means an anonymous viewer. Role and dealer flag come from the
 * database on every request, so a change applies at once.
 */
import { isDealerUser } from '@shop/domain';
import type { CookieOptions } from 'express';
import { AppError } from '../../lib/app-error.js';
import { cookieOf, cookieOptions } from '../../lib/cookies.js';
import type { Clock } from '../../lib/clock.js';
import {
  ANONYMOUS_VIEWER,
  viewerOf,
  type ResolveViewer,
  type Viewer,
  type ViewerUser,
} from '../../lib/viewer.js';
import type { AuthRepo, UserRow } from './auth.repo.js';
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS, verifySession } from './auth.tokens.js';

export const isDealerRow = (row: Pick<UserRow, 'email' | 'role' | 'is_dealer'>): boolean =>
  isDealerUser({ email: row.email, role: row.role, is_dealer: row.is_dealer });

export const toViewerUser = (row: UserRow): ViewerUser => ({
  email: row.email,
  role: row.role,
  isDealer: isDealerRow(row),
  account_id: row.id,
  first_name: row.first_name,
  last_name: row.last_name,
  isAdmin: row.is_admin === 1,
  emailVerified: row.email_verified_at !== null,
});

/** The session cookie's flags: the shop's cookie flags with the 30-day session lifetime. */
export const sessionCookieOptions = (production: boolean): CookieOptions =>
  cookieOptions(production, SESSION_LIFETIME_SECONDS * 1000);

export function createSessionViewer(deps: { repo: AuthRepo; clock: Clock; secret: string }): ResolveViewer {
  return async (req): Promise<Viewer> => {
    const token = cookieOf(req, SESSION_COOKIE);
    if (!token) return ANONYMOUS_VIEWER;
    const claims = verifySession(deps.secret, token, deps.clock.now());
    if (!claims) return ANONYMOUS_VIEWER;
    const row = await deps.repo.findById(claims.userId);
    if (!row || row.token_version !== claims.tokenVersion || row.disabled_at !== null)
      return ANONYMOUS_VIEWER;
    const user = toViewerUser(row);
    return { isDealer: user.isDealer, user, expires: claims.expiresAt.toISOString() };
  };
}

/** The signed-in user of this request, else 401 SESSION_REQUIRED. */
export function requireUser(res: { locals: Record<string, unknown> }): ViewerUser {
  const { user } = viewerOf(res);
  if (!user) throw new AppError('SESSION_REQUIRED', 'Sign in to continue');
  return user;
}

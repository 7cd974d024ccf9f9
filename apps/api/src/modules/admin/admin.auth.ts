/**
 * Who may call /api/admin (decision 043): an administrator's session (every route; writes also need
 * the csrf token, as the shop's other session writes), or an API key sent as `Authorization: Bearer sk_...`
 * with the route's scope (no cookies are read then, so no csrf is needed, and a key never becomes a session).
 * Anonymous: 401; a shopper, a dealer, a wrong or revoked key: 401 / 403; a key without the scope: 403. A key
 * whose creator is no longer an enabled administrator (or whose account is gone) is refused too: 401.
 * Keys are stored as their sha256 and rate-limited per key.
 */
import { createHash, randomBytes } from 'node:crypto';
import { API_KEY_PATTERN, AdminScopeSchema, type AdminScope } from '@shop/domain';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { checkCsrf, csrfTokenOf } from '../../lib/csrf.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import type { RouteSpec, RouteTable } from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import { createAdminRepo } from './admin.repo.js';

/** Who acts: an administrator (by account) or an API key (with its scopes). */
export type AdminActor =
  { kind: 'user'; id: number } | { kind: 'api-key'; id: number; scopes: readonly AdminScope[] };

/** How the audit log names an actor: 'user:12', 'api-key:3'. */
export const actorName = (actor: AdminActor): string => `${actor.kind}:${actor.id}`;

/** A key works only while its creator is an enabled administrator (decision 062). */
export const creatorIsAdministrator = (row: {
  creator_is_admin: number | null;
  creator_disabled_at: string | null;
}): boolean => row.creator_is_admin === 1 && row.creator_disabled_at === null;

export const hashApiKey = (key: string): string => createHash('sha256').update(key).digest('hex');
export const newApiKey = (): string => `sk_${randomBytes(32).toString('base64url')}`;

const ScopesSchema = z.array(AdminScopeSchema);
const MINUTE = 60 * 1000;
const ACTOR = 'adminActor';

/** The actor the guard let through (the route's handlers run only behind it). */
export function adminActorOf(res: Response): AdminActor {
  const actor = res.locals[ACTOR] as AdminActor | undefined;
  if (!actor) throw new Error('admin: a route ran without the admin guard');
  return actor;
}

const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
const forbidden = (code: 'FORBIDDEN' | 'INSUFFICIENT_SCOPE', message: string) => new AppError(code, message);

export type AdminGuard = ReturnType<typeof createAdminGuard>;

/** What a back-office router that writes is given: the store, the clock, the change feed and the app's one admin guard. */
export type AdminWriteRouteOptions = { db: Db; clock: Clock; changes: ChangeFeed; guard: AdminGuard };

/**
 * The guard of each route of an admin table, from its table entry: the scope its `security` documents (so
 * the OpenAPI document and the check cannot disagree); a write (not GET) through a session also checks csrf.
 */
export function guardsOf<T extends Record<string, RouteSpec>>(table: RouteTable<T>, guard: AdminGuard) {
  return (name: keyof T & string): RequestHandler[] => {
    const spec: RouteSpec | undefined = table.routes[name];
    if (!spec?.security) throw new Error(`admin: ${String(name)} declares no security`);
    return guard(spec.security.scope as AdminScope | null, { write: spec.method !== 'get' });
  };
}

/** Made once per app (its per-key rate limiter has one name); every admin router takes it. */
export function createAdminGuard(deps: {
  db: Db;
  clock: Clock;
  secret: string;
  rateLimits: RateLimits;
  /** Requests per minute per API key. */
  keyRateLimit: number;
}) {
  const repo = createAdminRepo(deps.db);
  const perKey = deps.rateLimits.rateLimiter('admin-api-key', deps.keyRateLimit, MINUTE, (req: Request) => {
    const actor = req.res?.locals[ACTOR] as AdminActor | undefined;
    return actor ? actorName(actor) : 'none';
  });

  async function keyActor(header: string): Promise<AdminActor> {
    const [scheme, key = ''] = header.trim().split(/\s+/, 2);
    if (scheme?.toLowerCase() !== 'bearer' || !API_KEY_PATTERN.test(key))
      throw unauthorized('Send an API key as Authorization: Bearer sk_...');
    const row = await repo.unrevokedKeyByHash(hashApiKey(key));
    if (!row) throw unauthorized('This API key is not valid or has been revoked');
    // A key is its creator's: it works while they are an enabled administrator (decision 062).
    if (!creatorIsAdministrator(row))
      throw unauthorized('This API key no longer works: whoever made it is no longer an administrator');
    const now = deps.clock.now();
    await repo.touchKey(row.id, now.toISOString(), new Date(now.getTime() - MINUTE).toISOString());
    return { kind: 'api-key', id: row.id, scopes: ScopesSchema.parse(JSON.parse(row.scopes)) };
  }

  /**
   * The guard of an admin route: `scope` names what a key needs; null makes the route an administrator's
   * only (managing keys, reading the audit log). A write through a session also checks the csrf token.
   */
  return (scope: AdminScope | null, opts: { write: boolean }): RequestHandler[] => [
    async (req, res, next) => {
      const header = req.get('authorization');
      if (header !== undefined) {
        const actor = await keyActor(header);
        if (scope === null || actor.kind !== 'api-key' || !actor.scopes.includes(scope))
          throw forbidden(
            'INSUFFICIENT_SCOPE',
            scope === null ? 'Only an administrator may do this' : `This API key lacks the ${scope} scope`,
          );
        res.locals[ACTOR] = actor;
        return next();
      }
      const { user } = viewerOf(res);
      if (!user) throw new AppError('SESSION_REQUIRED', 'Sign in to continue');
      if (!user.isAdmin) throw forbidden('FORBIDDEN', 'Only an administrator may do this');
      if (opts.write) checkCsrf(req, deps.secret, csrfTokenOf(req) ?? req.get('x-csrf-token'));
      res.locals[ACTOR] = { kind: 'user', id: user.account_id } satisfies AdminActor;
      next();
    },
    (req, res, next) =>
      res.locals[ACTOR] && (res.locals[ACTOR] as AdminActor).kind === 'api-key'
        ? perKey(req, res, next)
        : next(),
  ];
}

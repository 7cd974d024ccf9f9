/**
 * Visitor cookies on every /api request (spec shopping-and-account.md section 9): sa_visitor (730 days),
 * a 21-character session id (browser session), a 15-character lowercase id (730 days) and, when the
 * request's query or Referer carries pn_cs_id, the campaign id (400 days). All httpOnly (only the server
 * reads them), SameSite=Lax, Secure in production. Values we did not issue are replaced.
 */
import { randomFillSync } from 'node:crypto';
import {
  campaignIdFrom,
  CAMPAIGN_QUERY_PARAM,
  cookieMaxAgeMs,
  isCampaignId,
  isUid,
  isVisitorId,
  newSessionId,
  newUid,
  newVisitorId,
  VISITOR_COOKIES,
  type RandomBytes,
} from '@shop/domain';
import type { CookieOptions, RequestHandler, Response } from 'express';
import { cookieOptions as shopCookieOptions, setCookieLine } from '../../lib/cookies.js';

export type Visitor = { visitorId: string; sessionId: string; uid: string; campaignId: string | null };

type CookieSpec = { name: string; maxAgeDays: number | null };

export type VisitorCookieOptions = { secure: boolean; randomBytes?: RandomBytes };

const cookieOptions = (spec: CookieSpec, secure: boolean): CookieOptions =>
  shopCookieOptions(secure, cookieMaxAgeMs(spec.maxAgeDays));

const SECURE = Symbol('visitor-cookies-secure');
type Locals = { visitor?: Visitor; [SECURE]?: boolean };

export type CookieWrite = { name: string; value: string; options: CookieOptions };

const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * Bytes from the CSPRNG, drawn 4 KB at a time: a visitor's three ids need about 60 bytes, and one
 * randomFillSync call per id costs more than the rest of a cached answer.
 */
export function pooledRandomBytes(size: number): Uint8Array {
  if (size > POOL_BYTES) return randomFillSync(Buffer.alloc(size));
  if (poolOffset + size > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(POOL_BYTES));
    poolOffset = 0;
  }
  const out = pool.subarray(poolOffset, poolOffset + size);
  poolOffset += size;
  return out;
}

/**
 * The visitor a request's cookies name, and the cookies to set for the ids it lacks or carries in a form
 * we did not issue. Shared by the middleware below and the fast path (pages/fast-path.ts).
 */
export function resolveVisitor(
  cookies: Record<string, unknown>,
  secure: boolean,
  random: RandomBytes = pooledRandomBytes,
): { visitor: Visitor; writes: CookieWrite[] } {
  const writes: CookieWrite[] = [];
  const pick = <T extends string>(
    spec: CookieSpec,
    valid: (v: unknown) => v is T,
    make: (r: RandomBytes) => string,
  ): string => {
    const current = cookies[spec.name];
    if (valid(current)) return current;
    const value = make(random);
    writes.push({ name: spec.name, value, options: cookieOptions(spec, secure) });
    return value;
  };
  const visitorId = pick(VISITOR_COOKIES.visitor, isVisitorId, newVisitorId);
  const sessionId = pick(VISITOR_COOKIES.session, isVisitorId, newSessionId);
  const uid = pick(VISITOR_COOKIES.uid, isUid, newUid);
  const stored = cookies[VISITOR_COOKIES.campaign.name];
  return {
    visitor: { visitorId, sessionId, uid, campaignId: isCampaignId(stored) ? stored : null },
    writes,
  };
}

export function visitorCookies(options: VisitorCookieOptions): RequestHandler {
  const { secure, randomBytes } = options;
  return (req, res, next) => {
    const { visitor, writes } = resolveVisitor(
      (req.cookies ?? {}) as Record<string, unknown>,
      secure,
      randomBytes,
    );
    // One header for the ids issued (a first request sets three), written as res.cookie would write each.
    if (writes.length > 0) {
      const lines = writes.map(setCookieLine);
      res.append('Set-Cookie', lines.length === 1 ? lines[0] : lines);
    }
    const locals = res.locals as Locals;
    locals.visitor = visitor;
    locals[SECURE] = secure;
    const fromQuery = req.query[CAMPAIGN_QUERY_PARAM];
    const campaign =
      (typeof fromQuery === 'string' && isCampaignId(fromQuery) ? fromQuery : null) ??
      campaignIdFrom(req.get('referer'));
    if (campaign) rememberCampaign(res, campaign);
    next();
  };
}

/** Set the campaign cookie (400 days) when it differs from the one the request carried. */
export function rememberCampaign(res: Response, campaignId: string): void {
  const locals = res.locals as Locals;
  const visitor = locals.visitor;
  if (!visitor || visitor.campaignId === campaignId || !isCampaignId(campaignId)) return;
  res.cookie(
    VISITOR_COOKIES.campaign.name,
    campaignId,
    cookieOptions(VISITOR_COOKIES.campaign, locals[SECURE] ?? true),
  );
  visitor.campaignId = campaignId;
}

/** The visitor the cookie middleware resolved (or issued) for this request. */
export function visitorOf(res: Response): Visitor {
  const visitor = (res.locals as Locals).visitor;
  if (!visitor) throw new Error('visitorCookies middleware is not mounted');
  return visitor;
}

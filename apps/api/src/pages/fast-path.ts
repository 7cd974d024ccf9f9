/**
 * The fast path: an anonymous visitor's GET of a cacheable catalogue read whose answer is already in the
 * response cache is written straight on the node response, before Express (whose routing and middleware
 * cost several times the work of the answer itself). It sends what the Express path would: the security
 * headers, the visitor cookies a visitor lacks, the stored ETag, 304 and compression. Anything else (a session
 * cookie, a campaign id to remember, a cross-origin call, a miss, the cache off) goes on to Express, which
 * fills the cache: a request takes this one step or the app, never a third path (docs/decisions/077).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAMPAIGN_QUERY_PARAM } from '@shop/domain';
import { parseCookie } from 'cookie';
import { setCookieLine } from '../lib/cookies.js';
import type { Logger } from '../lib/logger.js';
import { redactedUrl } from '../lib/log-redaction.js';
import { cacheKeyOf, isCacheablePath, writeEntry, type ResponseCache } from '../lib/response-cache.js';
import { resolveVisitor } from '../modules/analytics/analytics.cookies.js';
import { SESSION_COOKIE } from '../modules/auth/auth.tokens.js';

export type FastPathDeps = {
  cache: ResponseCache;
  /** The cache context of an anonymous viewer (retail prices, the active sale); null while not yet known. */
  anonymousContext: () => string | null;
  headers: [string, string][];
  secure: boolean;
  logger: Logger;
  /** With CORS origins configured, cross-origin reads go through the cors middleware. */
  corsConfigured: boolean;
  /** Cache hits answered here (off when the cache is, or a test injects its own viewer). */
  hits: boolean;
};

export function createFastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { cache, headers, secure, logger } = deps;
  const logs = logger.isLevelEnabled('info');
  return (req, res) => {
    if (!deps.hits) return false;
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/api/') || !isCacheablePath(url))
      return false;
    const cookieHeader = req.headers.cookie ?? '';
    // Parsed as cookie-parser parses it for the viewer ('sa_session =x' is a session too): a signed-in
    // viewer (a dealer) must never get an anonymous viewer's cached answer.
    const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
    if (cookies[SESSION_COOKIE] !== undefined) return false;
    if (url.includes(CAMPAIGN_QUERY_PARAM) || req.headers.referer?.includes(CAMPAIGN_QUERY_PARAM))
      return false;
    if (deps.corsConfigured && req.headers.origin) return false;
    const context = deps.anonymousContext();
    if (context === null) return false;
    const key = cacheKeyOf(context, url);
    const hit = cache.get(key);
    // While an order's new answer of this key is being computed, its answer from before the order.
    const entry = hit ?? cache.retired(key);
    if (!entry) return false;

    const started = logs ? performance.now() : 0;
    for (const [name, value] of headers) res.setHeader(name, value);
    const { writes } = resolveVisitor(cookies, secure);
    if (writes.length > 0) res.setHeader('Set-Cookie', writes.map(setCookieLine));
    writeEntry(req, res, entry);
    if (logs) {
      logger.info(
        {
          req: { method: req.method, url: redactedUrl(url) },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          cache: hit ? 'hit' : 'retired',
        },
        'request completed',
      );
    }
    return true;
  };
}

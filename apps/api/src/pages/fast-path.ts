/**
 * The fast path: an anonymous visitor's GET of a cacheable catalogue read whose answer is already in the
 * response cache is written straight on the node response, before Express (whose routing and middleware
 * cost several times the work of the answer itself). It sends what the Express path would: the security
 * headers, the visitor cookies a visitor lacks, the ETag, 304 and compression. Anything else (a session
 * cookie, a campaign id to remember, a cross-origin call, a miss) goes on to Express, which fills the cache.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAMPAIGN_QUERY_PARAM } from '@shop/domain';
import { parse as parseCookies } from 'cookie';
import { setCookieLine } from '../lib/cookies.js';
import type { Logger } from '../lib/logger.js';
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
};

export function createFastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { cache, headers, secure, logger } = deps;
  const logs = logger.isLevelEnabled('info');
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/api/') || !isCacheablePath(url))
      return false;
    const cookieHeader = req.headers.cookie ?? '';
    // Parsed as cookie-parser parses it for the viewer ('sa_session =x' is a session too): a signed-in
    // viewer (a dealer) must never get an anonymous viewer's cached answer.
    const cookies = cookieHeader ? parseCookies(cookieHeader) : {};
    if (cookies[SESSION_COOKIE] !== undefined) return false;
    if (url.includes(CAMPAIGN_QUERY_PARAM) || req.headers.referer?.includes(CAMPAIGN_QUERY_PARAM))
      return false;
    if (deps.corsConfigured && req.headers.origin) return false;
    const context = deps.anonymousContext();
    if (context === null) return false;
    const entry = cache.get(cacheKeyOf(context, url));
    if (!entry) return false;

    const started = logs ? performance.now() : 0;
    for (const [name, value] of headers) res.setHeader(name, value);
    const { writes } = resolveVisitor(cookies, secure);
    if (writes.length > 0) res.setHeader('Set-Cookie', writes.map(setCookieLine));
    writeEntry(req, res, entry);
    if (logs) {
      logger.info(
        {
          req: { method: req.method, url },
          res: { statusCode: res.statusCode },
          responseTime: Math.round(performance.now() - started),
          cache: 'hit',
        },
        'request completed',
      );
    }
    return true;
  };
}

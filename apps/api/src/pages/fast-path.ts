/**
 * The fast path: an anonymous visitor's GET of a cacheable catalogue read whose answer is already in the
 * response cache is written straight on the node response, before Express (whose routing and middleware
 * cost several times the work of the answer itself). It sends what the Express path would: the security
 * headers, the visitor cookies a visitor lacks, the ETag, 304 and compression. Anything else (a session
 * cookie, a campaign id to remember, a cross-origin call, a miss) goes on to Express, which fills the cache.
 *
 * An anonymous product read that is not a hit (the cache off, or a miss) runs the app's own steps for it
 * without Express's routing (lib/direct-read.ts): the same compression, request log, cookies, response cache
 * and route, so that its answer is the app's to the byte. Any other request goes to the app.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAMPAIGN_QUERY_PARAM } from '@shop/domain';
import { parseCookie } from 'cookie';
import { setCookieLine } from '../lib/cookies.js';
import { directReader, type DirectRead } from '../lib/direct-read.js';
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
  /** The app's steps for a product read (lib/direct-read.ts); null: product reads go to the app. */
  direct: DirectRead | null;
};

/** GET /api/product/:skuOrHandle as the app routes it, in the one spelling the fast path takes on. */
const PRODUCT_READ = /^\/api\/product\/([^/?]+)(?:\?|$)/;

/** A request the app's body parser would read (type-is's hasBody): the app takes it. */
const hasBody = (req: IncomingMessage) =>
  req.headers['transfer-encoding'] !== undefined || req.headers['content-length'] !== undefined;

/** The route's parameter as the router decodes it; null for a malformed escape (the router's 400, from the app). */
const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/**
 * A product read the app's steps answer without its routing: a plain anonymous GET (no session, no body)
 * with the security headers set first, as the app's first middleware sets them.
 */
function directProductRead(deps: FastPathDeps, direct: DirectRead) {
  const runDirectRead = directReader(direct);
  return (req: IncomingMessage, res: ServerResponse, url: string): boolean => {
    const segment = PRODUCT_READ.exec(url)?.[1];
    if (segment === undefined || req.method !== 'GET' || hasBody(req) || deps.corsConfigured) return false;
    const skuOrHandle = decoded(segment);
    if (skuOrHandle === null) return false;
    for (const [name, value] of deps.headers) res.setHeader(name, value);
    // Compression sends nothing of its own to a client that accepts no encoding once the answer's Vary
    // names Accept-Encoding: with the cache off, the cache step sets that Vary before the route runs.
    const compress = req.headers['accept-encoding'] !== undefined || deps.cache.enabled;
    runDirectRead(req, res, { params: { skuOrHandle }, compress });
    return true;
  };
}

export function createFastPath(deps: FastPathDeps): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { cache, headers, secure, logger } = deps;
  const logs = logger.isLevelEnabled('info');
  const direct = deps.direct ? directProductRead(deps, deps.direct) : () => false;
  return (req, res) => {
    const url = req.url ?? '';
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !url.startsWith('/api/') || !isCacheablePath(url))
      return false;
    const cookieHeader = req.headers.cookie ?? '';
    // Parsed as cookie-parser parses it for the viewer ('sa_session =x' is a session too): a signed-in
    // viewer (a dealer) must never get an anonymous viewer's cached answer.
    const cookies = cookieHeader ? parseCookie(cookieHeader) : {};
    if (cookies[SESSION_COOKIE] !== undefined) return false;
    if (!deps.hits) return direct(req, res, url);
    if (url.includes(CAMPAIGN_QUERY_PARAM) || req.headers.referer?.includes(CAMPAIGN_QUERY_PARAM))
      return direct(req, res, url);
    if (deps.corsConfigured && req.headers.origin) return false;
    const context = deps.anonymousContext();
    if (context === null) return direct(req, res, url);
    const key = cacheKeyOf(context, url);
    const hit = cache.get(key);
    // While an order's new answer of this key is being computed, its answer from before the order.
    const entry = hit ?? cache.retired(key);
    if (!entry) return direct(req, res, url);

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

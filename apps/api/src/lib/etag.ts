/**
 * ETags and If-None-Match for the answers written on a plain node response (the response cache's entries,
 * the built SPA's files, the server-rendered pages), as Express's `req.fresh` judges them for its own
 * answers: a list of tags compared weakly (W/ aside), `*` for any, and no 304 to a client that asks for a
 * reload (Cache-Control: no-cache). See docs/decisions/077.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * A weak ETag of `body`: the same bytes are sent in several content codings (identity, gzip, brotli) under
 * the one tag, which a strong tag may not be (RFC 9110 8.8.1).
 */
export const weakEtagOf = (body: Buffer | string): string =>
  `W/"${createHash('sha1').update(body).digest('base64url')}"`;

/** `W/"x"` and `"x"` alike: If-None-Match compares weakly (RFC 9110 13.1.2). */
const opaque = (tag: string): string => (tag.startsWith('W/') ? tag.slice(2) : tag);

const NO_CACHE = /(?:^|,)\s*no-cache\s*(?:,|$)/i;

/** Whether the request holds `etag` (its If-None-Match names it or `*`): the answer is then a 304. */
export function holdsEtag(req: IncomingMessage, etag: string): boolean {
  const header = req.headers['if-none-match'];
  if (!header) return false;
  const cacheControl = req.headers['cache-control'];
  if (cacheControl && NO_CACHE.test(cacheControl)) return false;
  if (header.trim() === '*') return true;
  const wanted = opaque(etag);
  return header.split(',').some((tag) => opaque(tag.trim()) === wanted);
}

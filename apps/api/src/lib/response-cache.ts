/**
 * Serialized responses of the public catalogue reads (product, collections, best sellers, search, menu,
 * the home's content, active sale, tax rates), kept per URL, viewer kind (retail or dealer) and active sale. An entry holds the JSON bytes once, with
 * its ETag and, made on first demand, its gzip and brotli forms. A successful write that changes what these
 * calls answer empties the cache; entries also expire after `ttlMs`, which bounds how long a change made
 * outside the app (a re-seed, a shell) can go unseen. See docs/decisions/023.
 *
 * An order or a review (stock, turnover, a rating) retires the entries instead: while the first request after
 * it computes a key's new answer, the requests that arrive meanwhile are sent the key's answer from before the
 * write, if it was retired less than STALE_MS ago, instead of all waiting (a stream of orders would otherwise
 * hold every reader of a key behind each refill). An answer that the next order retires before it is ready
 * becomes the key's retired answer: it is the answer from before that order. A catalogue change (prices,
 * products, sales) empties the cache outright. See docs/decisions/052.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { RequestHandler } from 'express';
import { holdsEtag, weakEtagOf } from './etag.js';

export type CacheEntry = {
  body: Buffer;
  etag: string;
  storedAt: number;
  gzip?: Buffer;
  br?: Buffer;
};

export type ResponseCacheOptions = {
  /** Most entries kept (least recently used go first); 0 turns the cache off. */
  maxEntries: number;
  /** Most bytes of JSON kept over all entries. */
  maxBytes?: number;
  ttlMs: number;
  /** Milliseconds for expiry; a monotonic clock by default. */
  now?: () => number;
};

/** GET paths whose answers depend only on the URL, the viewer kind and the active sale. */
const CACHEABLE = [
  /^\/api\/product\/(?!stock\/)[^/?]+(?:\?|$)/,
  /^\/api\/collections\/[^?]+(?:\?|$)/,
  /^\/api\/best-sellers(?:\?|$)/,
  /^\/api\/search\/products(?:\?|$)/,
  /^\/api\/menu(?:\?|$)/,
  /^\/api\/home(?:\?|$)/,
  /^\/api\/sales\/active(?:\?|$)/,
  /^\/api\/tax\/rates(?:\?|$)/,
  /^\/api\/pages(?:\/[^/?]+)?(?:\?|$)/,
  /^\/api\/settings(?:\?|$)/,
];

export const isCacheablePath = (url: string): boolean => CACHEABLE.some((re) => re.test(url));

/**
 * An answer's key: its context (viewer kind, active sale) and the URL as requested. The routes, the fast
 * path and the pages' first answers (apps/api pages/) key alike, so they share one entry.
 */
export const cacheKeyOf = (context: string, url: string): string => `${context}|${url}`;

/**
 * The writes whose success changes a cacheable answer, as method and route path declared under /api: an
 * order takes stock (and turnover), a review changes its product's rating. A new write that changes
 * products, collections, search, the menu or sales belongs here. Everything else (carts, votes, sign-in,
 * preflights, refusals) keeps the cache, so that no visitor can empty it at will.
 */
export const CACHE_CHANGING_WRITES: readonly string[] = ['POST /checkout-v3/checkout', 'POST /reviews'];

const MIN_COMPRESS_BYTES = 1024;

/** How long after an order a key's retired answer may still be sent while its new one is being computed. */
export const STALE_MS = 1_000;

/**
 * The catalogue answers are priced for the viewer (dealer or retail, from the session cookie): a shared
 * cache must not keep them; the browser keeps them and asks again with the ETag.
 */
const VIEWER_CACHE_CONTROL = 'private, no-cache';

const viewerHeaders = (res: ServerResponse) => {
  res.setHeader('Cache-Control', VIEWER_CACHE_CONTROL);
  res.setHeader('Vary', 'Accept-Encoding, Cookie');
};

export type ResponseCache = ReturnType<typeof createResponseCache>;

export function createResponseCache(options: ResponseCacheOptions) {
  const { maxEntries, ttlMs } = options;
  const maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  const now = options.now ?? (() => performance.now());
  const entries = new Map<string, CacheEntry>();
  /**
   * Retired entries (retire()), by key, with when they were retired and the generation they were computed in;
   * never more than maxEntries.
   */
  const retired = new Map<string, { entry: CacheEntry; at: number; computedIn: number }>();
  const flights = new Map<string, Flight>();
  let bytes = 0;
  // Bumped by every clear: an answer computed while a write emptied the cache may be stale, and is not kept.
  let generation = 0;
  // The generation the last clear() began: no answer computed before it may be sent again.
  let clearedAt = 0;
  /** When each generation since the last clear() began, for generations begun by retire() under STALE_MS ago. */
  const retiredAt = new Map<number, number>();

  const keepRetired = (key: string, entry: CacheEntry, at: number, computedIn: number) => {
    retired.delete(key);
    retired.set(key, { entry, at, computedIn });
    for (const k of retired.keys()) {
      if (retired.size <= maxEntries) break;
      retired.delete(k);
    }
  };

  /**
   * An answer computed in `computedIn`, which an order retired before it was ready: it is the key's answer
   * from before the order that began the next generation, fresher than the key's retired one (or as fresh).
   * Without this, a key whose new answer takes longer than the time between two orders would never be
   * kept again, and its retired answer would soon be too old to send.
   */
  const keepLate = (key: string, entry: CacheEntry, computedIn: number) => {
    const at = retiredAt.get(computedIn + 1);
    if (maxEntries <= 0 || computedIn < clearedAt || at === undefined || now() - at >= STALE_MS) return;
    const kept = retired.get(key);
    if (!kept || kept.computedIn < computedIn) keepRetired(key, entry, at, computedIn);
  };

  const drop = (key: string, entry: CacheEntry) => {
    entries.delete(key);
    bytes -= entry.body.length;
  };

  return {
    enabled: maxEntries > 0,
    get size() {
      return entries.size;
    },
    /** Read before computing an answer, given back to set(): the answer is kept only if no clear came between. */
    get generation() {
      return generation;
    },
    get(key: string): CacheEntry | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (now() - entry.storedAt > ttlMs) {
        drop(key, entry);
        return undefined;
      }
      // Least recently used goes first: a hit moves to the end of the map's order.
      entries.delete(key);
      entries.set(key, entry);
      return entry;
    },
    set(key: string, body: Buffer, computedIn: number = generation): CacheEntry {
      const entry: CacheEntry = {
        body,
        etag: weakEtagOf(body),
        storedAt: now(),
      };
      if (body.length > maxBytes / 8) return entry;
      if (computedIn !== generation) {
        keepLate(key, entry, computedIn);
        return entry;
      }
      if (maxEntries <= 0) return entry;
      const old = entries.get(key);
      if (old) drop(key, old);
      entries.set(key, entry);
      bytes += body.length;
      for (const [k, e] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        drop(k, e);
      }
      return entry;
    },
    /** The misses being computed, by key (cacheResponses keeps them). */
    flights,
    /**
     * The retired answer of `key` (see retire()) while its new answer is being computed in this generation,
     * if it was retired less than STALE_MS ago.
     */
    retired(key: string): CacheEntry | undefined {
      if (flights.get(key)?.generation !== generation) return undefined;
      const kept = retired.get(key);
      return kept && now() - kept.at < STALE_MS ? kept.entry : undefined;
    },
    /** Empties the cache: the answers changed, and none from before may be sent again. */
    clear(): void {
      entries.clear();
      retired.clear();
      retiredAt.clear();
      bytes = 0;
      generation++;
      clearedAt = generation;
    },
    /**
     * Empties the cache after a write that changes answers (an order, a review) but keeps each entry as its
     * key's retired answer, for the requests that arrive while the key's new answer is being computed.
     */
    retire(): void {
      const at = now();
      for (const [key, kept] of retired) if (at - kept.at >= STALE_MS) retired.delete(key);
      for (const [g, began] of retiredAt) if (at - began >= STALE_MS) retiredAt.delete(g);
      for (const [key, entry] of entries) keepRetired(key, entry, at, generation);
      entries.clear();
      bytes = 0;
      generation++;
      retiredAt.set(generation, at);
    },
  };
}

/** The encoding to answer with: brotli, then gzip, when the client accepts it (q=0 refuses). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  let gzip = false;
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const refused = params.some((p) => /^\s*q=0(?:\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === 'br') return 'br';
    if (name === 'gzip' || name === '*') gzip = true;
  }
  return gzip ? 'gzip' : null;
}

export function encodedBody(entry: CacheEntry, encoding: 'br' | 'gzip' | null): Buffer {
  if (encoding === null || entry.body.length < MIN_COMPRESS_BYTES) return entry.body;
  if (encoding === 'br') {
    return (entry.br ??= brotliCompressSync(entry.body, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 5, [zlib.BROTLI_PARAM_SIZE_HINT]: entry.body.length },
    }));
  }
  return (entry.gzip ??= gzipSync(entry.body, { level: 6 }));
}

/**
 * Writes an entry on a plain node response (the Express path and the fast path share it): 304 when the
 * client holds this ETag (the entry's own, made once when it was stored), else the JSON in the best accepted
 * encoding. Other headers are the caller's.
 */
export function writeEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry): void {
  res.setHeader('ETag', entry.etag);
  viewerHeaders(res);
  if (holdsEtag(req, entry.etag)) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const accept = req.headers['accept-encoding'];
  const encoding = entry.body.length < MIN_COMPRESS_BYTES ? null : pickEncoding(accept);
  const body = encodedBody(entry, encoding);
  res.statusCode = 200;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', body.length);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/** A miss being computed: the generation it was computed in, and its answer (null: not a 200 to share). */
type Flight = { generation: number; answer: Promise<CacheEntry | null> };

/**
 * Express middleware for the cacheable GETs: a hit is answered from the cache; a miss runs the route and
 * keeps its 200 JSON. `contextOf` names what else the answer depends on (viewer kind, active sale).
 *
 * Misses of one key are computed once: a request that misses while the same key is being computed in the
 * cache's current generation is sent the key's retired answer when there is one (an order retired it less
 * than STALE_MS ago), else waits for the answer being computed and is sent it (each order empties the cache,
 * and without this every read in flight after it ran its queries at once: a stream of orders made the reads
 * a stampede). The first request after a write never takes an answer from before it: it computes its own;
 * nor does any request after a catalogue change (clear()). When the answer is not a 200 (a 404, an error),
 * the waiting requests run the route themselves.
 */
export function cacheResponses(
  cache: ResponseCache,
  contextOf: (res: { locals: Record<string, unknown> }) => string | Promise<string>,
): RequestHandler {
  const { flights } = cache;
  return async (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isCacheablePath(req.originalUrl)) {
      next();
      return;
    }
    if (!cache.enabled) {
      viewerHeaders(res);
      next();
      return;
    }
    const key = cacheKeyOf(await contextOf(res), req.originalUrl);
    const hit = cache.get(key);
    if (hit) {
      writeEntry(req, res, hit);
      return;
    }
    const computedIn = cache.generation;
    const flight = flights.get(key);
    const joined = flight?.generation === computedIn;
    if (joined) {
      const retired = cache.retired(key);
      if (retired) {
        writeEntry(req, res, retired);
        return;
      }
      const shared = await flight.answer;
      if (shared) {
        writeEntry(req, res, shared);
        return;
      }
    }
    // Leads the key's flight, unless it waited for one that had no answer to share (it then runs alone).
    const land = joined ? () => undefined : lead(flights, key, computedIn, res);
    const json = res.json.bind(res);
    res.json = (value: unknown) => {
      if (res.statusCode !== 200) {
        land(null);
        return json(value);
      }
      const entry = cache.set(key, Buffer.from(JSON.stringify(value)), computedIn);
      land(entry);
      writeEntry(req, res, entry);
      return res;
    };
    next();
  };
}

/** Registers the flight of `key`; the answer returned settles it (a close without one settles it null). */
function lead(
  flights: Map<string, Flight>,
  key: string,
  generation: number,
  res: ServerResponse,
): (entry: CacheEntry | null) => void {
  let settle!: (entry: CacheEntry | null) => void;
  const own: Flight = { generation, answer: new Promise((r) => (settle = r)) };
  flights.set(key, own);
  const land = (entry: CacheEntry | null) => {
    if (flights.get(key) === own) flights.delete(key);
    settle(entry);
  };
  res.once('close', () => land(null));
  return land;
}

/**
 * Empties the cache after a 2xx answer of one of `writes`, matched on the route Express ran (its declared
 * path, so neither the URL's case nor its query matters), never on the URL as sent.
 *
 * It acts when the handler ends its answer (res.end), which it does only after its transaction has
 * committed. Not on 'close': a client that leaves while an order waits on the payment provider fires
 * 'close' at once (status still the default 200), and emptying then let reads made before the commit
 * cache the old stock again, with nothing to empty it later. Nor on the head being written (what the
 * `on-headers` package watches, besides being only `compression`'s dependency, not this app's): to a
 * closed socket Node skips the head, so an aborted order that still commits would never empty it.
 */
export function clearCacheOnWrites(
  cache: ResponseCache,
  writes: readonly string[] = CACHE_CHANGING_WRITES,
  /** What emptying means: this cache alone, or (app.ts) every node's, through the store's change feed. */
  clear: () => void = () => cache.clear(),
): RequestHandler {
  const changing = new Set(writes);
  const clearOnWrites: RequestHandler = (req, res, next) => {
    if (cache.enabled && req.method !== 'GET' && req.method !== 'HEAD') {
      const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
      res.end = ((...args: unknown[]) => {
        // The status as sent: writeHead sets it, and an implicit head sends it.
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        const route: unknown = (req.route as { path?: unknown } | undefined)?.path;
        if (ok && typeof route === 'string' && changing.has(`${req.method} ${route}`)) clear();
        return end(...args);
      }) as typeof res.end;
    }
    next();
  };
  return clearOnWrites;
}

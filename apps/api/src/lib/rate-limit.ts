/** The one rate-limit helper: express-rate-limit answering 429 RATE_LIMITED in the API's error shape. */
import type { Request, RequestHandler, Response } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import type { Db } from '../db/database.js';
import { dialectOf } from '../db/dialect.js';
import { AppError } from './app-error.js';
import { createRateLimitSweeper, DatabaseRateLimitStore } from './rate-limit-store.js';

/** The client's address as a rate-limit key (IPv6 folded to its /56, as express-rate-limit advises). */
export const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/** How a limiter counts, beyond its budget and key. */
export type LimiterOptions = {
  /** Only failed requests (a status of 400 or more) keep their count, e.g. sign-in attempts. */
  skipSuccessfulRequests?: boolean;
  /** Requests that are neither counted nor refused. */
  skip?: (req: Request) => boolean | Promise<boolean>;
  /** Only requests for which this answers true once answered keep their count (e.g. one that made a cart). */
  counts?: (res: Response) => boolean;
  /** The 429's message; a general one unless told. */
  message?: string;
};

/** The limiters of one app, counting where the app's store says (createRateLimits). */
export type RateLimits = {
  /**
   * `limit` requests per `windowMs` per key (the client IP unless told); 429 RATE_LIMITED past it. `name`
   * (unique in the app) is what its counters are stored under on PostgreSQL.
   */
  rateLimiter: (
    name: string,
    limit: number,
    windowMs: number,
    key?: (req: Request) => string,
    options?: LimiterOptions,
  ) => RequestHandler;
  /**
   * Anonymous event writes (analytics, checkout events) per client address in 24 hours. The per-visitor cap
   * (lib/append-guard.ts) holds only a visitor that keeps its sa_visitor cookie; a script that drops it is a
   * new visitor on every request, so the address bounds what it can write.
   */
  eventsPerDayLimiter: (name: string, perDay: number) => RequestHandler;
};

/**
 * The app's limiters, made once per app (createApp) and handed to the route modules. Where they count is
 * decided here and only here:
 * - PostgreSQL: in the store's rate_limits table (lib/rate-limit-store.ts), shared by every node on the
 *   database, so that N nodes behind a proxy do not give a client N times the budget;
 * - SQLite: in this process's memory (express-rate-limit's MemoryStore): one process serves a SQLite file,
 *   and a request costs no write.
 *
 * Each limiter counts apart from the others, as with a memory store each: on PostgreSQL its rows carry its
 * name, which the app gives once (a second limiter of one name is a mistake, refused when the app is made),
 * so that nodes of different builds during a rolling deploy still count the same limiter together.
 */
export function createRateLimits(db: Db, options: { now?: () => number } = {}): RateLimits {
  const shared = dialectOf(db) === 'postgres';
  const sweeper = shared ? createRateLimitSweeper(db) : null;
  const names = new Set<string>();

  const rateLimiter: RateLimits['rateLimiter'] = (
    name,
    limit,
    windowMs,
    key = clientIp,
    counting: LimiterOptions = {},
  ) => {
    if (names.has(name)) throw new Error(`two rate limiters named "${name}"`);
    names.add(name);
    return rateLimit({
      windowMs,
      limit,
      standardHeaders: 'draft-8',
      legacyHeaders: false,
      skipSuccessfulRequests: counting.skipSuccessfulRequests ?? false,
      ...(counting.skip ? { skip: counting.skip } : {}),
      ...(counting.counts
        ? {
            skipFailedRequests: true,
            requestWasSuccessful: (_req: Request, res: Response) => counting.counts!(res),
          }
        : {}),
      keyGenerator: key,
      ...(sweeper ? { store: new DatabaseRateLimitStore(db, name, { sweeper, now: options.now }) } : {}),
      // Every key here is built on ipKeyGenerator (clientIp), which express-rate-limit cannot see through.
      validate: { keyGeneratorIpFallback: false },
      handler: (_req, _res, next) => {
        const message = counting.message ?? 'Too many attempts; please wait a while and try again';
        next(new AppError('RATE_LIMITED', message));
      },
    });
  };

  const eventsPerDayLimiter: RateLimits['eventsPerDayLimiter'] = (name, perDay) =>
    rateLimiter(name, perDay, 86_400_000, (req) => `events-day|${clientIp(req)}`);

  return { rateLimiter, eventsPerDayLimiter };
}

/** The one rate-limit helper: express-rate-limit answering 429 RATE_LIMITED in the API's error shape. */
import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit } from 'express-rate-limit';
import { AppError } from './app-error.js';

/** The client's address as a rate-limit key (IPv6 folded to its /56, as express-rate-limit advises). */
export const clientIp = (req: Request): string => ipKeyGenerator(req.ip ?? 'unknown');

/** `limit` requests per `windowMs` per key (the client IP unless told); 429 RATE_LIMITED past it. */
export const rateLimiter = (
  limit: number,
  windowMs: number,
  key: (req: Request) => string = clientIp,
  skipSuccessfulRequests = false,
): RequestHandler =>
  rateLimit({
    windowMs,
    limit,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    skipSuccessfulRequests,
    keyGenerator: key,
    // Every key here is built on ipKeyGenerator (clientIp), which express-rate-limit cannot see through.
    validate: { keyGeneratorIpFallback: false },
    handler: (_req, _res, next) => {
      next(new AppError('RATE_LIMITED', 'Too many attempts; please wait a while and try again', 429));
    },
  });

/**
 * Anonymous event writes (analytics, checkout events) per client address in 24 hours. The per-visitor cap
 * (lib/append-guard.ts) holds only a visitor that keeps its sa_visitor cookie; a script that drops it is a
 * new visitor on every request, so the address bounds what it can write.
 */
export const eventsPerDayLimiter = (perDay: number): RequestHandler =>
  rateLimiter(perDay, 86_400_000, (req) => `events-day|${clientIp(req)}`);

/**
 * How fast thumbs-up votes are taken. A signed-in vote counts once per account and review (review_votes'
 * key is the review and 'u:{account}', whatever cookies come along). An anonymous vote counts once per
 * sa_visitor cookie, which a script can drop before every request: so anonymous votes get tighter
 * budgets per client address, overall and per review, than signed-in ones per account.
 */
import type { RequestHandler } from 'express';
import { clientIp, type RateLimits } from '../../lib/rate-limit.js';
import { viewerOf } from '../../lib/viewer.js';
import { visitorOf } from '../analytics/analytics.cookies.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export const THUMBS_UP_LIMITS = {
  /** Votes per account per minute. */
  signedInPerMinute: 60,
  /** Anonymous votes per client address per hour. */
  anonymousPerHour: 20,
  /** Anonymous votes per client address on one review per day (people sharing an address vote too). */
  anonymousPerReviewPerDay: 3,
} as const;

/** Who votes: the account when signed in, else the visitor cookie. */
export const thumbsVoter = (
  res: Parameters<typeof viewerOf>[0] & Parameters<typeof visitorOf>[0],
): string => {
  const user = viewerOf(res).user;
  return user ? `u:${user.account_id}` : `v:${visitorOf(res).visitorId}`;
};

/**
 * The review a vote names, as sent, for the per-review budget's key. The limiter runs before the handler
 * validates the body, so only a string or number is read: String() of an object calls its own toString.
 */
const reviewOf = (body: unknown): string => {
  const id = (body as { reviewId?: unknown } | undefined)?.reviewId;
  return typeof id === 'string' || typeof id === 'number' ? String(id).slice(0, 24) : '';
};

export function thumbsUpLimiter({ rateLimiter }: RateLimits): RequestHandler {
  const perAccount = rateLimiter('thumbs-account', THUMBS_UP_LIMITS.signedInPerMinute, MINUTE, (req) => {
    const user = req.res ? viewerOf(req.res).user : null;
    return `thumbs|u|${user?.account_id ?? clientIp(req)}`;
  });
  const perAddress = rateLimiter(
    'thumbs-ip',
    THUMBS_UP_LIMITS.anonymousPerHour,
    HOUR,
    (req) => `thumbs|ip|${clientIp(req)}`,
  );
  const perReview = rateLimiter(
    'thumbs-review',
    THUMBS_UP_LIMITS.anonymousPerReviewPerDay,
    DAY,
    (req) => `thumbs|ip|${clientIp(req)}|${reviewOf(req.body)}`,
  );
  return (req, res, next) => {
    if (viewerOf(res).user) {
      perAccount(req, res, next);
      return;
    }
    perAddress(req, res, (err?: unknown) => (err ? next(err) : perReview(req, res, next)));
  };
}

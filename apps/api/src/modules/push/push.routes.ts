/**
 * POST /api/marketing/push/subscriber/add (the spec's call: endpoint, p256dh, auth; upsert by endpoint)
 * and GET /api/marketing/push/public-key (ours: the VAPID public key the browser subscribes with).
 */
import { PushSubscriptionBodySchema, type PushPublicKeyResponse } from '@shop/domain';
import { Router } from 'express';
import type { Clock } from '../../lib/clock.js';
import { validateBody } from '../../lib/validate.js';
import { viewerOf } from '../../lib/viewer.js';
import { rateLimiter } from '../../lib/rate-limit.js';
import { marketingErrorHandler, sendSuccess } from '../marketing/marketing.http.js';
import type { PushRepo } from './push.repo.js';

export type PushRouteOptions = {
  rateLimit: number;
  /** The VAPID public key (read or created on first use). */
  publicKey: () => string;
};

export function pushRoutes(repo: PushRepo, clock: Clock, opts: PushRouteOptions): Router {
  const router = Router();

  router.get('/marketing/push/public-key', (_req, res) => {
    const body: PushPublicKeyResponse = { publicKey: opts.publicKey() };
    res.set('Cache-Control', 'no-cache').json(body);
  });

  router.post('/marketing/push/subscriber/add', rateLimiter(opts.rateLimit, 15 * 60 * 1000), (req, res) => {
    const body = validateBody(PushSubscriptionBodySchema, req.body);
    const userId = viewerOf(res).user?.account_id ?? null;
    repo.upsert({ ...body, userId }, clock.now().toISOString());
    sendSuccess(res);
  });

  router.use('/marketing/push', marketingErrorHandler);
  return router;
}

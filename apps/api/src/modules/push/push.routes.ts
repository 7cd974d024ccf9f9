/**
 * POST /api/marketing/push/subscriber/add (the spec's call: endpoint, p256dh, auth; upsert by endpoint)
 * and GET /api/marketing/push/public-key (ours: the VAPID public key the browser subscribes with).
 */
import {
  PushPublicKeyResponseSchema,
  PushSubscriptionBodySchema,
  type PushPublicKeyResponse,
} from '@shop/domain';
import { Router } from 'express';
import type { Clock } from '../../lib/clock.js';
import type { RateLimits } from '../../lib/rate-limit.js';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import {
  MARKETING_ERRORS_NOTE,
  MarketingAnswer,
  marketingErrorHandler,
  marketingRefusals,
  sendSuccess,
} from '../../lib/marketing-http.js';
import type { PushRepo } from './push.repo.js';

export const pushTable = defineRoutes('/api', 'push', {
  publicKey: {
    method: 'get',
    path: '/marketing/push/public-key',
    summary: 'The VAPID public key (base64url) for PushManager.subscribe.',
    errors: [],
    responses: { 200: reply('The key', component('PushPublicKeyResponse', PushPublicKeyResponseSchema)) },
  },
  subscribe: {
    method: 'post',
    path: '/marketing/push/subscriber/add',
    summary: `Store a push subscription (https endpoint of a push service, 65-byte p256dh, 16-byte auth; base64url); upsert by endpoint. ${MARKETING_ERRORS_NOTE}`,
    body: component('PushSubscriptionBody', PushSubscriptionBodySchema),
    errors: ['RATE_LIMITED'],
    responses: { 200: reply('{status: "success"}', MarketingAnswer), ...marketingRefusals },
  },
});

export type PushRouteOptions = {
  rateLimit: number;
  /** The app's limiters (lib/rate-limit.ts). */
  rateLimits: RateLimits;
  /** The VAPID public key (from the store, made there on first use). */
  publicKey: () => Promise<string>;
};

export function pushRoutes(repo: PushRepo, clock: Clock, opts: PushRouteOptions): Router {
  const { rateLimiter } = opts.rateLimits;
  const router = mountRoutes(Router(), pushTable, {
    publicKey: async (_req, res) => {
      const body: PushPublicKeyResponse = { publicKey: await opts.publicKey() };
      res.set('Cache-Control', 'no-cache').json(body);
    },
    subscribe: {
      before: [rateLimiter('push', opts.rateLimit, 15 * 60 * 1000)],
      handle: async (_req, res, { body }) => {
        const userId = viewerOf(res).user?.account_id ?? null;
        await repo.upsert({ ...body, userId }, clock.now().toISOString());
        sendSuccess(res);
      },
    },
  });
  router.use('/marketing/push', marketingErrorHandler);
  return router;
}

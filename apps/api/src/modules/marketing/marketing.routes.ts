/**
 * The spec's marketing calls (section 7) under /api/marketing, plus ours: unsubscribe. All are
 * rate-limited per client IP (429 RATE_LIMITED) and answer {status, message?} (marketing.http).
 */
import {
  CheckConsentBodySchema,
  SaveFooterSubscriberBodySchema,
  SavePopupSubscriberBodySchema,
  UnsubscribeBodySchema,
  UpdateSubscriberBodySchema,
  type ConsentCheckResult,
} from '@shop/domain';
import { Router } from 'express';
import { validateBody } from '../../lib/validate.js';
import { rateLimiter } from '../../lib/rate-limit.js';
import { marketingErrorHandler, sendSuccess } from './marketing.http.js';
import type { MarketingService } from './marketing.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

export type MarketingRouteOptions = { rateLimit: number };

export function marketingRoutes(marketing: MarketingService, opts: MarketingRouteOptions): Router {
  const router = Router();
  // One budget per client IP for the sign-up writes, another for consent checks (an email oracle).
  const writes = rateLimiter(opts.rateLimit, FIFTEEN_MINUTES);
  const checks = rateLimiter(opts.rateLimit, FIFTEEN_MINUTES);

  router.post('/marketing/subscribers-footer/save-footer-subscriber', writes, (req, res) => {
    marketing.saveFooter(validateBody(SaveFooterSubscriberBodySchema, req.body));
    sendSuccess(res);
  });

  router.post('/marketing/update-subscriber', writes, (req, res) => {
    marketing.update(validateBody(UpdateSubscriberBodySchema, req.body));
    sendSuccess(res);
  });

  router.post('/marketing/subscribers-popup/save-popup-subscriber', writes, (req, res) => {
    marketing.savePopup(validateBody(SavePopupSubscriberBodySchema, req.body));
    sendSuccess(res);
  });

  router.post('/marketing/unsubscribe', writes, (req, res) => {
    marketing.unsubscribe(validateBody(UnsubscribeBodySchema, req.body));
    sendSuccess(res);
  });

  router.post('/marketing/check-consent-for-user-email', checks, (req, res) => {
    const result: ConsentCheckResult = marketing.checkConsent(validateBody(CheckConsentBodySchema, req.body));
    res.set('Cache-Control', 'no-store').json(result);
  });

  router.use('/marketing', marketingErrorHandler);
  return router;
}

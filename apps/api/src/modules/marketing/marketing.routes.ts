/**
 * The spec's marketing calls (section 7) under /api/marketing, plus ours: unsubscribe. All are
 * rate-limited per client IP (429 RATE_LIMITED) and answer {status, message?} (marketing.http).
 */
import {
  CheckConsentBodySchema,
  ConsentCheckResultSchema,
  SaveFooterSubscriberBodySchema,
  SavePopupSubscriberBodySchema,
  UnsubscribeBodySchema,
  UpdateSubscriberBodySchema,
  type ConsentCheckResult,
} from '@shop/domain';
import { Router, type Request, type Response } from 'express';
import type { RateLimits } from '../../lib/rate-limit.js';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import {
  MARKETING_ERRORS_NOTE,
  marketingErrorHandler,
  marketingRefusals,
  MarketingAnswer,
  sendSuccess,
} from './marketing.http.js';
import type { MarketingService } from './marketing.service.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const success = { 200: reply('{status: "success"}', MarketingAnswer), ...marketingRefusals };

export const marketingTable = defineRoutes('/api', 'marketing', {
  footer: {
    method: 'post',
    path: '/marketing/subscribers-footer/save-footer-subscriber',
    summary: `Footer sign-up: email (with email_consent) and/or phone (with sms_consent); one subscriber per email (or phone when SMS only). ${MARKETING_ERRORS_NOTE}`,
    body: component('SaveFooterSubscriberBody', SaveFooterSubscriberBodySchema),
    responses: success,
  },
  update: {
    method: 'post',
    path: '/marketing/update-subscriber',
    summary: `Turn email consent on for a known subscriber; optional phone and sms_consent. ${MARKETING_ERRORS_NOTE}`,
    body: component('UpdateSubscriberBody', UpdateSubscriberBodySchema),
    responses: {
      ...success,
      404: reply('No subscriber has the email: "Failed to update subscriber"', MarketingAnswer),
    },
  },
  popup: {
    method: 'post',
    path: '/marketing/subscribers-popup/save-popup-subscriber',
    summary: `VIP popup sign-up with email consent and the popup code. ${MARKETING_ERRORS_NOTE}`,
    body: component('SavePopupSubscriberBody', SavePopupSubscriberBodySchema),
    responses: success,
  },
  unsubscribe: {
    method: 'post',
    path: '/marketing/unsubscribe',
    summary: `Ours: end email consent (records email_opted_out_ts); an unknown email is a success. ${MARKETING_ERRORS_NOTE}`,
    body: component('UnsubscribeBody', UnsubscribeBodySchema),
    responses: success,
  },
  checkConsent: {
    method: 'post',
    path: '/marketing/check-consent-for-user-email',
    summary: `Consent state of an email, from its subscriber and its account: id, email, email_consent, email_consent_ts, email_opted_out_ts (all null when unknown). ${MARKETING_ERRORS_NOTE}`,
    body: component('CheckConsentBody', CheckConsentBodySchema),
    responses: {
      200: reply('The consent check result', component('ConsentCheckResult', ConsentCheckResultSchema)),
      ...marketingRefusals,
    },
  },
});

export type MarketingRouteOptions = { rateLimit: number; rateLimits: RateLimits };

export function marketingRoutes(marketing: MarketingService, opts: MarketingRouteOptions): Router {
  const { rateLimiter } = opts.rateLimits;
  // One budget per client IP for the sign-up writes, another for consent checks (an email oracle).
  const writes = rateLimiter('marketing-writes', opts.rateLimit, FIFTEEN_MINUTES);
  const checks = rateLimiter('marketing-checks', opts.rateLimit, FIFTEEN_MINUTES);

  /** A sign-up write: the writes budget, then the service, then {status: 'success'}. */
  const write = <B>(save: (body: B) => Promise<void>) => ({
    before: [writes],
    handle: async (_req: Request, res: Response, { body }: { body: B }) => {
      await save(body);
      sendSuccess(res);
    },
  });

  const router = mountRoutes(Router(), marketingTable, {
    footer: write(marketing.saveFooter),
    update: write(marketing.update),
    popup: write(marketing.savePopup),
    unsubscribe: write(marketing.unsubscribe),
    checkConsent: {
      before: [checks],
      handle: async (_req, res, { body }) => {
        const result: ConsentCheckResult = await marketing.checkConsent(body);
        res.set('Cache-Control', 'no-store').json(result);
      },
    },
  });
  router.use('/marketing', marketingErrorHandler);
  return router;
}

/**
 * The spec's marketing calls (section 7) under /api/marketing, plus ours: unsubscribe. All are
 * rate-limited per client IP (429 RATE_LIMITED) and answer {status, message?} (lib/marketing-http.ts).
 */
import {
  CheckConsentBodySchema,
  ConfirmSubscriptionBodySchema,
  ConsentCheckResultSchema,
  MARKETING_MESSAGES,
  SaveFooterSubscriberBodySchema,
  SavePopupSubscriberBodySchema,
  UnsubscribeBodySchema,
  UpdateSubscriberBodySchema,
  type ConsentCheckResult,
  type MarketingResponse,
  subscriptionConfirmedMessage,
  type SiteInfo,
} from '@shop/domain';
import { z } from 'zod';
import { Router, type Request, type Response } from 'express';
import type { RateLimits } from '../../lib/rate-limit.js';
import { component, defineRoutes, media, mountRoutes, reply } from '../../lib/route-table.js';
import {
  MARKETING_ERRORS_NOTE,
  marketingErrorHandler,
  marketingRefusal,
  marketingRefusals,
  MarketingAnswer,
  sendSuccess,
} from '../../lib/marketing-http.js';
import { viewerOf } from '../../lib/viewer.js';
import type { Asker, MarketingService, SignupOutcome } from './marketing.service.js';
import {
  unsubscribeConfirmPage,
  unsubscribedPage,
  unsubscribeLinkInvalidPage,
} from './marketing.unsubscribe-page.js';

const FIFTEEN_MINUTES = 15 * 60 * 1000;

const success = {
  200: reply(
    '{status: "success"}, or {status: "success", pending: true, message} when a confirmation link was mailed',
    MarketingAnswer,
  ),
  ...marketingRefusals,
};
const PROOF_NOTE =
  "An email's consent or phone changes at once only from that address's session (or a signed link); otherwise a confirmation link is mailed to it and the answer says pending.";

/** The signed link's query: the address and its signature. */
const OneClickQuerySchema = z.strictObject({ email: z.string().max(1000), signature: z.string().max(100) });

export const marketingTable = defineRoutes('/api', 'marketing', {
  footer: {
    method: 'post',
    path: '/marketing/subscribers-footer/save-footer-subscriber',
    summary: `Footer sign-up: email (with email_consent) and/or phone (with sms_consent); one subscriber per email (or phone when SMS only). ${PROOF_NOTE} ${MARKETING_ERRORS_NOTE}`,
    body: component('SaveFooterSubscriberBody', SaveFooterSubscriberBodySchema),
    errors: ['RATE_LIMITED'],
    responses: success,
  },
  update: {
    method: 'post',
    path: '/marketing/update-subscriber',
    summary: `Turn email consent on for a known subscriber; optional phone and sms_consent. ${PROOF_NOTE} ${MARKETING_ERRORS_NOTE}`,
    body: component('UpdateSubscriberBody', UpdateSubscriberBodySchema),
    errors: ['NOT_FOUND', 'RATE_LIMITED'],
    responses: {
      ...success,
      404: marketingRefusal('No subscriber has the email: "Failed to update subscriber" (NOT_FOUND)'),
    },
  },
  popup: {
    method: 'post',
    path: '/marketing/subscribers-popup/save-popup-subscriber',
    summary: `VIP popup sign-up with email consent and the popup code. ${PROOF_NOTE} ${MARKETING_ERRORS_NOTE}`,
    body: component('SavePopupSubscriberBody', SavePopupSubscriberBodySchema),
    errors: ['RATE_LIMITED'],
    responses: success,
  },
  unsubscribe: {
    method: 'post',
    path: '/marketing/unsubscribe',
    summary: `Ours: end email consent (records email_opted_out_ts). With the signature of a mail's unsubscribe link, or from the address's own session, at once; otherwise a link is mailed to a subscribed address (pending, the same answer for any address); a forged signature is 400 UNSUBSCRIBE_LINK_INVALID. ${MARKETING_ERRORS_NOTE}`,
    body: component('UnsubscribeBody', UnsubscribeBodySchema),
    errors: ['RATE_LIMITED', 'UNSUBSCRIBE_LINK_INVALID'],
    responses: success,
  },
  oneClickPage: {
    method: 'get',
    path: '/marketing/unsubscribe/one-click',
    summary:
      'The List-Unsubscribe URL opened in a browser (a mail client without one-click): an HTML page with one Unsubscribe button whose form posts to the same URL; GET itself changes nothing (link scanners prefetch)',
    query: OneClickQuerySchema,
    errors: [],
    responses: {
      200: media('The page with the Unsubscribe button', 'text/html'),
      400: {
        ...marketingRefusals[400]!,
        description:
          "A page saying the link is not valid (the signature is not the address's); JSON when the query is not an address and a signature",
        media: { 'text/html': { type: 'string' } },
      },
    },
  },
  oneClick: {
    method: 'post',
    path: '/marketing/unsubscribe/one-click',
    summary:
      "RFC 8058 one-click unsubscribe: the List-Unsubscribe URL of a marketing mail, posted by the mail client (body List-Unsubscribe=One-Click, form-encoded, ignored); signed, so no session, csrf or Origin is needed. A browser (Accept preferring text/html: the page's button) gets an HTML page saying it is done",
    query: OneClickQuerySchema,
    errors: ['RATE_LIMITED', 'UNSUBSCRIBE_LINK_INVALID'],
    responses: {
      200: {
        description: '{status: "success"}, or for a browser the page saying it is done',
        json: MarketingAnswer,
        media: { 'text/html': { type: 'string' } },
      },
      ...marketingRefusals,
    },
  },
  confirm: {
    method: 'post',
    path: '/marketing/confirm',
    summary: `Ours: open a sign-up's confirmation link (double opt-in; once, within seven days): the sign-up applies and a welcome mail is sent. 400 CONFIRM_LINK_INVALID for an expired, used or unknown link. ${MARKETING_ERRORS_NOTE}`,
    body: component('ConfirmSubscriptionBody', ConfirmSubscriptionBodySchema),
    errors: ['RATE_LIMITED', 'CONFIRM_LINK_INVALID'],
    responses: success,
  },
  checkConsent: {
    method: 'post',
    path: '/marketing/check-consent-for-user-email',
    summary: `Consent state of an email, from its subscriber and its account: id, email, email_consent, email_consent_ts, email_opted_out_ts (all null when unknown). ${MARKETING_ERRORS_NOTE}`,
    body: component('CheckConsentBody', CheckConsentBodySchema),
    errors: ['RATE_LIMITED'],
    responses: {
      200: reply('The consent check result', component('ConsentCheckResult', ConsentCheckResultSchema)),
      ...marketingRefusals,
    },
  },
});

export type MarketingRouteOptions = {
  rateLimit: number;
  rateLimits: RateLimits;
  /** The shop's facts as the settings say now (decision 080). */
  site: () => SiteInfo;
};

export function marketingRoutes(marketing: MarketingService, opts: MarketingRouteOptions): Router {
  const { rateLimiter } = opts.rateLimits;
  // One budget per client IP for the sign-up writes, another for consent checks (an email oracle).
  const writes = rateLimiter('marketing-writes', opts.rateLimit, FIFTEEN_MINUTES);
  const checks = rateLimiter('marketing-checks', opts.rateLimit, FIFTEEN_MINUTES);

  /** The signed-in account's verified email: its own proven address needs no confirmation link. */
  const askerOf = (res: Response): Asker => {
    const { user } = viewerOf(res);
    return { accountEmail: user?.emailVerified ? user.email : null };
  };

  /** Success, with the pending message when the change waits for the mailed link. */
  const answer = (res: Response, outcome: SignupOutcome, done?: string): void => {
    const body: MarketingResponse = outcome.pending
      ? { status: 'success', pending: true, message: MARKETING_MESSAGES.confirmInbox }
      : { status: 'success', ...(done ? { message: done } : {}) };
    res.set('Cache-Control', 'no-store').json(body);
  };

  /** A sign-up write: the writes budget, then the service, then its answer. */
  const write = <B>(save: (body: B, asker: Asker) => Promise<SignupOutcome>) => ({
    before: [writes],
    handle: async (_req: Request, res: Response, { body }: { body: B }) => {
      answer(res, await save(body, askerOf(res)));
    },
  });

  const router = mountRoutes(Router(), marketingTable, {
    footer: write(marketing.saveFooter),
    update: write(marketing.update),
    popup: write(marketing.savePopup),
    unsubscribe: {
      before: [writes],
      handle: async (_req, res, { body }) => {
        const outcome = await marketing.unsubscribe(body, askerOf(res));
        if (outcome.pending)
          res.set('Cache-Control', 'no-store').json({
            status: 'success',
            pending: true,
            message: MARKETING_MESSAGES.unsubscribeLinkSent,
          } satisfies MarketingResponse);
        else answer(res, outcome, MARKETING_MESSAGES.unsubscribed);
      },
    },
    oneClickPage: {
      before: [writes],
      handle: (req, res, { query }) => {
        const valid = marketing.unsubscribeLinkValid(query.email, query.signature);
        res
          .status(valid ? 200 : 400)
          .set('Cache-Control', 'no-store')
          .type('html')
          .send(
            valid
              ? unsubscribeConfirmPage(opts.site(), query.email, req.originalUrl)
              : unsubscribeLinkInvalidPage(opts.site()),
          );
      },
    },
    oneClick: {
      before: [writes],
      handle: async (req, res, { query }) => {
        await marketing.oneClick(query.email, query.signature);
        // the page's button, in a browser; a mail client's one-click keeps its JSON answer (decision 060)
        if (req.accepts(['json', 'html']) === 'html')
          res.set('Cache-Control', 'no-store').type('html').send(unsubscribedPage(opts.site()));
        else sendSuccess(res);
      },
    },
    confirm: {
      before: [writes],
      handle: async (_req, res, { body }) => {
        await marketing.confirm(body.token);
        answer(res, { pending: false }, subscriptionConfirmedMessage(opts.site().name));
      },
    },
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

import { AddToCartEventBodySchema, campaignIdFrom, PageViewEventBodySchema } from '@shop/domain';
import { Router, type Response } from 'express';
import { rateLimit } from 'express-rate-limit';
import { validateBody } from '../../lib/validate.js';
import { rememberCampaign, visitorOf } from './analytics.cookies.js';
import type { AnalyticsService } from './analytics.service.js';

/** Events one client address may send per minute before 429 RATE_LIMITED. */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;

export function analyticsRoutes(
  analytics: AnalyticsService,
  options: { eventsPerMinute?: number } = {},
): Router {
  const router = Router();
  const limiter = rateLimit({
    windowMs: 60_000,
    limit: options.eventsPerMinute ?? ANALYTICS_EVENTS_PER_MINUTE,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    handler: (_req, res) => {
      res.status(429).json({ error: { code: 'RATE_LIMITED', message: 'Too many events, slow down' } });
    },
  });

  /** A landing URL with ?pn_cs_id= also sets the campaign cookie (the page's Referer may be withheld). */
  const campaignFromPage = (res: Response, search: string, location: string) => {
    const campaign = campaignIdFrom(search) ?? campaignIdFrom(location);
    if (campaign) rememberCampaign(res, campaign);
  };

  router.post('/analytics/events/add-to-cart', limiter, (req, res) => {
    const body = validateBody(AddToCartEventBodySchema, req.body);
    campaignFromPage(res, body.eventData.search, body.eventData.location);
    res.json(analytics.addToCart(body, visitorOf(res)));
  });

  router.post('/analytics/events/page-view', limiter, (req, res) => {
    const body = validateBody(PageViewEventBodySchema, req.body);
    campaignFromPage(res, body.eventData.search, body.eventData.location);
    res.json(analytics.pageView(body, visitorOf(res)));
  });

  return router;
}

import {
  AddToCartEventBodySchema,
  AnalyticsEventResponseSchema,
  campaignIdFrom,
  PageViewEventBodySchema,
} from '@shop/domain';
import { Router, type Response } from 'express';
import type { RateLimits } from '../../lib/rate-limit.js';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import { rememberCampaign, visitorOf } from './analytics.cookies.js';
import type { AnalyticsService } from './analytics.service.js';

/** Events one client address may send per minute before 429 RATE_LIMITED. */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;

const eventAnswers = {
  200: reply('Stored', component('AnalyticsEventResponse', AnalyticsEventResponseSchema)),
  400: fails('Invalid body (VALIDATION_FAILED, INVALID_JSON)'),
  413: fails('Body too large (PAYLOAD_TOO_LARGE)'),
  429: fails('Too many events (RATE_LIMITED)'),
};

export const analyticsTable = defineRoutes('/api', 'analytics', {
  addToCart: {
    method: 'post',
    path: '/analytics/events/add-to-cart',
    summary: 'Store an add-to-cart analytics event (items or item, totalPrice, eventData)',
    body: component('AddToCartEventBody', AddToCartEventBodySchema),
    errors: ['RATE_LIMITED'],
    responses: eventAnswers,
  },
  pageView: {
    method: 'post',
    path: '/analytics/events/page-view',
    summary: 'Store a page-view analytics event (eventData, pageType derived from the path when absent)',
    body: component('PageViewEventBody', PageViewEventBodySchema),
    errors: ['RATE_LIMITED'],
    responses: eventAnswers,
  },
});

export function analyticsRoutes(
  analytics: AnalyticsService,
  options: { eventsPerIpPerDay: number; eventsPerMinute?: number; rateLimits: RateLimits },
): Router {
  const { rateLimiter, eventsPerDayLimiter } = options.rateLimits;
  const limiters = [
    rateLimiter('analytics', options.eventsPerMinute ?? ANALYTICS_EVENTS_PER_MINUTE, 60_000),
    eventsPerDayLimiter('analytics-day', options.eventsPerIpPerDay),
  ];

  /** A landing URL with ?pn_cs_id= also sets the campaign cookie (the page's Referer may be withheld). */
  const campaignFromPage = (res: Response, search: string, location: string) => {
    const campaign = campaignIdFrom(search) ?? campaignIdFrom(location);
    if (campaign) rememberCampaign(res, campaign);
  };

  return mountRoutes(Router(), analyticsTable, {
    addToCart: {
      before: limiters,
      handle: async (_req, res, { body }) => {
        campaignFromPage(res, body.eventData.search, body.eventData.location);
        res.json(await analytics.addToCart(body, visitorOf(res)));
      },
    },
    pageView: {
      before: limiters,
      handle: async (_req, res, { body }) => {
        campaignFromPage(res, body.eventData.search, body.eventData.location);
        res.json(await analytics.pageView(body, visitorOf(res)));
      },
    },
  });
}

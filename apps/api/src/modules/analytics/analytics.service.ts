/**
 * First-party analytics: add-to-cart and page-view events are stored with the visitor's ids, kept for the
 * retention period and capped per visitor a day (lib/append-guard.ts). An event past the cap is dropped
 * and still answered with success: the beacon's page must not notice.
 */
import {
  pageTypeForPath,
  type AddToCartEventBody,
  type AnalyticsEventData,
  type AnalyticsEventResponse,
  type PageViewEventBody,
} from '@shop/domain';
import { appendGuard, type AppendLimits } from '../../lib/append-guard.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { AnalyticsRepo, EventRow } from './analytics.repo.js';
import type { Visitor } from './analytics.cookies.js';

/**
 * Upper bound of a stored payload: the events table's CHECK (migration 003), which a valid body of 50
 * long-named items passes. JSON.stringify counts UTF-16 units, never fewer than SQLite's length().
 */
export const MAX_EVENT_PAYLOAD_CHARS = 32_768;

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;

export function createAnalyticsService(repo: AnalyticsRepo, clock: Clock, limits: AppendLimits) {
  const SUCCESS: AnalyticsEventResponse = { status: 'success' };
  const guard = appendGuard(repo.limits, clock, limits);

  async function store(
    type: EventRow['type'],
    visitor: Visitor,
    data: AnalyticsEventData,
    pageType: string | null,
    payload: Record<string, unknown>,
  ): Promise<AnalyticsEventResponse> {
    const json = JSON.stringify(payload);
    if (json.length > MAX_EVENT_PAYLOAD_CHARS)
      throw new AppError('PAYLOAD_TOO_LARGE', 'The event is too large');
    if (!(await guard.admit(visitor.visitorId))) return SUCCESS;
    await repo.record({
      type,
      visitor_id: visitor.visitorId,
      session_id: visitor.sessionId,
      page_type: pageType,
      path: data.path,
      page_title: data.pageTitle,
      referrer: data.referrer,
      location: data.location,
      hostname: data.hostname,
      search: data.search,
      hash: data.hash,
      campaign_id: visitor.campaignId,
      payload: json,
      created_at: clock.now().toISOString(),
    });
    return SUCCESS;
  }

  return {
    addToCart(body: AddToCartEventBody, visitor: Visitor): Promise<AnalyticsEventResponse> {
      const items = body.items ?? (body.item ? [body.item] : []);
      return store('add_to_cart', visitor, body.eventData, pageTypeForPath(body.eventData.path), {
        items,
        totalPrice: body.totalPrice,
      });
    },
    pageView(body: PageViewEventBody, visitor: Visitor): Promise<AnalyticsEventResponse> {
      const pageType = body.pageType ?? pageTypeForPath(body.eventData.path);
      return store('page_view', visitor, body.eventData, pageType, {});
    },
  };
}

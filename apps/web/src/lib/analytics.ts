import {
  pageTypeForPath,
  type AddToCartEventBody,
  type AnalyticsEventData,
  type AnalyticsItem,
  type Order,
  type PageViewEventBody,
} from '@shop/domain';
import type { ApiOperationOf, ApiRoute, BodyOf } from './api-route';
import { fixedRoute } from './api-fixed-route';

/**
 * First-party analytics: events go to our own API only (no third-party host is ever contacted).
 * Failures are swallowed: analytics must never break a page.
 */

/** The spec's eventData: path, page title, referrer, location, hostname, search, hash. */
export type EventData = AnalyticsEventData;

export function currentEventData(
  loc: Pick<Location, 'pathname' | 'search' | 'hash' | 'href' | 'hostname'> = window.location,
): EventData {
  return {
    path: loc.pathname,
    pageTitle: typeof document === 'undefined' ? '' : document.title,
    referrer: typeof document === 'undefined' ? '' : document.referrer,
    location: loc.href,
    hostname: loc.hostname,
    search: loc.search,
    hash: loc.hash,
  };
}

let analyticsUserId: number | string | null = null;

/** The signed-in account's id (null when signed out): every event carries it as the user id. */
export function setAnalyticsUser(accountId: number | string | null | undefined): void {
  analyticsUserId = accountId ?? null;
}

async function postEvent<K extends ApiOperationOf<'POST'>>(
  to: ApiRoute<'POST', K>,
  event: BodyOf<K>,
): Promise<boolean> {
  const body = analyticsUserId === null ? event : { ...(event as object), userId: analyticsUserId };
  try {
    const res = await fetch(to.url, {
      method: to.method,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      credentials: 'same-origin',
      keepalive: true,
      body: JSON.stringify(body),
    });
    return res.ok;
  } catch {
    return false;
  }
}

/** POST /api/analytics/events/page-view with the page type of the path and the eventData. */
export function trackPageView(eventData: EventData = currentEventData()): Promise<boolean> {
  const event: PageViewEventBody = { pageType: pageTypeForPath(eventData.path), eventData };
  return postEvent(fixedRoute('POST /api/analytics/events/page-view'), event);
}

export type AddToCartEventItem = AnalyticsItem;

/** POST /api/analytics/events/add-to-cart: the added item(s), the cart total price and the eventData. */
export function trackAddToCart(
  added: AddToCartEventItem | AddToCartEventItem[],
  totalPrice: number,
  eventData: EventData = currentEventData(),
): Promise<boolean> {
  const body: AddToCartEventBody = Array.isArray(added)
    ? { items: added, totalPrice, eventData }
    : { item: added, totalPrice, eventData };
  return postEvent(fixedRoute('POST /api/analytics/events/add-to-cart'), body);
}

/** What the purchase conversion pushes to `window.dataLayer` (no third-party host is contacted). */
export type PurchaseEvent = {
  event: 'purchase';
  value: number;
  currency: 'USD';
  transaction_id: string;
  items: { sku: string; quantity: number }[];
  /** The signed-in account id, when there is one. */
  user_id?: number | string;
};

export const ORDER_MISSING_MESSAGE = 'Order information is missing.';
export const ORDER_INCOMPLETE_MESSAGE = 'Order total or order number is missing.';

type DataLayerWindow = Window & { dataLayer?: unknown[] };

type TrackableOrder = {
  order?: Partial<Pick<Order['order'], 'final_total' | 'order_number' | 'email'>> | null;
  lineItems?: { sku: string; quantity: number }[] | null;
};

/**
 * The purchase conversion: skipped with the spec's log message when the order is missing ('Order
 * information is missing.') or has no total or order number ('Order total or order number is missing.').
 * Returns the pushed event, or null when skipped.
 */
export function trackPurchase(order: TrackableOrder | null | undefined): PurchaseEvent | null {
  if (!order || !order.order) {
    console.warn(ORDER_MISSING_MESSAGE);
    return null;
  }
  const { final_total: total, order_number: number } = order.order;
  if (typeof total !== 'number' || !Number.isFinite(total) || !number) {
    console.warn(ORDER_INCOMPLETE_MESSAGE);
    return null;
  }
  const event: PurchaseEvent = {
    event: 'purchase',
    value: total,
    currency: 'USD',
    transaction_id: number,
    items: (order.lineItems ?? []).map((l) => ({ sku: l.sku, quantity: l.quantity })),
    ...(analyticsUserId === null ? {} : { user_id: analyticsUserId }),
  };
  const w = window as DataLayerWindow;
  w.dataLayer = w.dataLayer ?? [];
  w.dataLayer.push(event);
  return event;
}

import { pageTypeForPath, type PageType } from '@shop/domain';

/**
 * First-party analytics: events go to our own API only (no third-party host is ever contacted).
 * Failures are swallowed: analytics must never break a page.
 */

/** The spec's eventData: path, page title, referrer, location, hostname, search, hash. */
export type EventData = {
  path: string;
  pageTitle: string;
  referrer: string;
  location: string;
  hostname: string;
  search: string;
  hash: string;
};

export function currentEventData(loc: Pick<Location, 'pathname' | 'search' | 'hash' | 'href' | 'hostname'> = window.location): EventData {
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

async function postEvent(path: string, body: unknown): Promise<boolean> {
  try {
    const res = await fetch(path, {
      method: 'POST',
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

export type PageViewEvent = { pageType: PageType; eventData: EventData };

/** POST /api/analytics/events/page-view with the page type of the path and the eventData. */
export function trackPageView(eventData: EventData = currentEventData()): Promise<boolean> {
  const event: PageViewEvent = { pageType: pageTypeForPath(eventData.path), eventData };
  return postEvent('/api/analytics/events/page-view', event);
}

export type AddToCartEventItem = {
  sku: string;
  quantity: number;
  price: number;
  price_map?: number | null;
  price_msrp?: number | null;
  product_id?: number | null;
};

/** POST /api/analytics/events/add-to-cart: the added item(s), the cart total price and the eventData. */
export function trackAddToCart(
  added: AddToCartEventItem | AddToCartEventItem[],
  totalPrice: number,
  eventData: EventData = currentEventData(),
): Promise<boolean> {
  const body = Array.isArray(added) ? { items: added, totalPrice, eventData } : { item: added, totalPrice, eventData };
  return postEvent('/api/analytics/events/add-to-cart', body);
}

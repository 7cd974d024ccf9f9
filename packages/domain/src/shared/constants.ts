/** Business constants and limits (spec catalogue.md section 9). Money here is dollars. */

export const RETAIL_FREE_SHIPPING_THRESHOLD = 25;
export const RETAIL_SHIPPING_COST = 4.82;
export const DEALER_FREE_SHIPPING_THRESHOLD = 1500;
export const DEALER_SHIPPING_COST = 37.12;

/** Under 768 px mobile, 768 to 1024 tablet, above that desktop. */
export const VIEWPORT = { mobileMax: 767, tabletMax: 1024 } as const;
/** Titles longer than this shift the card layout. */
export const LONG_TITLE_CHARS = 98;
export const SLIDER_SCROLL_TOLERANCE_PX = 10;
export const CATEGORY_SHORTCUTS = 6;
export const MOBILE_DRAWER_LEVELS = 3;
/** Product grid columns on desktop (catalogue.md: "Grid: 3 columns on desktop"). */
export const DESKTOP_GRID_COLUMNS = 3;
export const DATA_FETCHING = {
  dedupeMs: 2000,
  focusThrottleMs: 5000,
  errorRetryMs: 5000,
  errorRetrySlowMs: 10000,
  loadingSlowMs: 3000,
  loadingSlowSlowMs: 5000,
} as const;
/**
 * The spec's cache port (catalogue.md: "cache port 6380"). The shop runs no cache server of its own yet (its
 * response cache is in-process, decision 023); a shared cache for several nodes takes this port.
 * @public
 */
export const CACHE_PORT = 6380;
export const QUANTITY_MIN = 1;
export const QUANTITY_MAX = 1000;
export const SUPPORT_HOURS = { opens: '09:00', closes: '17:30' } as const;

export type Viewport = 'mobile' | 'tablet' | 'desktop';

/** Viewport class from a width in px. */
export function viewportFor(widthPx: number): Viewport {
  if (widthPx <= VIEWPORT.mobileMax) return 'mobile';
  if (widthPx <= VIEWPORT.tabletMax) return 'tablet';
  return 'desktop';
}

/** True when a title is long enough to shift the card layout (over 98 characters). */
export function isLongTitle(title: string): boolean {
  return title.length > LONG_TITLE_CHARS;
}

export type CardBrand = 'amex' | 'visa' | 'mastercard' | 'discover';

/** Card brand from the first digit: 3 American Express, 4 Visa, 5 Mastercard, 6 Discover. */
export function cardBrandFromNumber(n: string): CardBrand | null {
  const first = n.replace(/[\s-]/g, '').charAt(0);
  switch (first) {
    case '3':
      return 'amex';
    case '4':
      return 'visa';
    case '5':
      return 'mastercard';
    case '6':
      return 'discover';
    default:
      return null;
  }
}

/**
 * Where each dashboard figure leads: the list it counts, filtered as that list's own URL filters it (the
 * orders list's `status`, `from` and `to`; the returns queue's `status`; the review queue's `status`; the
 * product list's `stock`). Days are New York days (YYYY-MM-DD), as the dashboard and the orders list read them.
 */
import { shortDate, type AdminStockState } from '@shop/domain';
import { queryStringOf } from '../../../orders/admin/api/orders';
import { DEFAULT_PRODUCTS_FILTER, productsPath } from '../../../catalog/admin/lib/products-filter';

/** Orders placed from `from` to `to` (both New York days, inclusive). */
export const ordersPlacedPath = (from: string, to: string = from): string =>
  `/admin/orders${queryStringOf({ from, to })}`;

/** Paid orders that have not shipped yet. */
export const WAITING_TO_SHIP_PATH = `/admin/orders${queryStringOf({ status: 'paid' })}`;
export const RETURNS_REQUESTED_PATH = '/admin/returns?status=requested';
export const REVIEWS_PENDING_PATH = '/admin/reviews?status=pending';

export const stockPath = (stock: Extract<AdminStockState, 'low' | 'out'>): string =>
  productsPath({ ...DEFAULT_PRODUCTS_FILTER, stock });

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 'Monday, Feb 23, 2026' for a day (YYYY-MM-DD). */
export function dayName(ymd: string): string {
  const [year, month, day] = ymd.split('-').map(Number) as [number, number, number];
  return `${WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()]}, ${shortDate(ymd)}`;
}

/** The day of the month (no leading zero): a chart bar's label. */
export const dayOfMonth = (ymd: string): string => String(Number(ymd.slice(8, 10)));

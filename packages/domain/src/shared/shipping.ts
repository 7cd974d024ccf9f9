import {
  DEALER_FREE_SHIPPING_THRESHOLD,
  DEALER_SHIPPING_COST,
  RETAIL_FREE_SHIPPING_THRESHOLD,
  RETAIL_SHIPPING_COST,
} from './constants.js';
import { formatMoney, toCents } from './money.js';

/**
 * Shipping in cents for a subtotal in cents: free at or above the threshold (25 retail, 1500 dealer),
 * a flat cost below it (4.82 retail, 37.12 dealer). An empty cart (subtotal 0 or less) ships for 0.
 */
export function shippingCostCents(subtotalCents: number, isDealer: boolean): number {
  if (!(subtotalCents > 0)) return 0;
  const threshold = toCents(freeShippingThreshold(isDealer));
  if (subtotalCents >= threshold) return 0;
  return toCents(isDealer ? DEALER_SHIPPING_COST : RETAIL_SHIPPING_COST);
}

/** The subtotal (dollars) from which the viewer's orders ship free: 25 retail, 1500 dealer. */
export const freeShippingThreshold = (isDealer: boolean): number =>
  isDealer ? DEALER_FREE_SHIPPING_THRESHOLD : RETAIL_FREE_SHIPPING_THRESHOLD;

/**
 * The viewer's own shipping rule in words, for the header bar and the home page: a dealer is told the dealer
 * threshold, never the retail one ('Free shipping on orders of $1,500 or more').
 */
export const freeShippingMessage = (isDealer: boolean): string =>
  `Free shipping on orders of ${freeShippingAmount(isDealer)} or more`;

/** The threshold as a person reads it: '$25', '$1,500'. */
export const freeShippingAmount = (isDealer: boolean): string =>
  formatMoney(freeShippingThreshold(isDealer)).replace(/\.00$/, '');

/** Cents still missing to reach free shipping (0 when reached); drives the dealer progress bar. */
export function centsToFreeShipping(subtotalCents: number, isDealer: boolean): number {
  const threshold = toCents(freeShippingThreshold(isDealer));
  return Math.max(0, threshold - Math.max(0, subtotalCents));
}

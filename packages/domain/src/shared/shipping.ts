import {
  DEALER_FREE_SHIPPING_THRESHOLD,
  DEALER_SHIPPING_COST,
  RETAIL_FREE_SHIPPING_THRESHOLD,
  RETAIL_SHIPPING_COST,
} from './constants.js';
import { toCents } from './money.js';

/**
 * Shipping in cents for a subtotal in cents: free at or above the threshold (25 retail, 1500 dealer),
 * a flat cost below it (4.82 retail, 37.12 dealer). An empty cart (subtotal 0 or less) ships for 0.
 */
export function shippingCostCents(subtotalCents: number, isDealer: boolean): number {
  if (!(subtotalCents > 0)) return 0;
  const threshold = toCents(isDealer ? DEALER_FREE_SHIPPING_THRESHOLD : RETAIL_FREE_SHIPPING_THRESHOLD);
  if (subtotalCents >= threshold) return 0;
  return toCents(isDealer ? DEALER_SHIPPING_COST : RETAIL_SHIPPING_COST);
}

/** Cents still missing to reach free shipping (0 when reached); drives the dealer progress bar. */
export function centsToFreeShipping(subtotalCents: number, isDealer: boolean): number {
  const threshold = toCents(isDealer ? DEALER_FREE_SHIPPING_THRESHOLD : RETAIL_FREE_SHIPPING_THRESHOLD);
  return Math.max(0, threshold - Math.max(0, subtotalCents));
}

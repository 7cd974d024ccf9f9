import {
  DEALER_FREE_SHIPPING_THRESHOLD,
  DEALER_SHIPPING_COST,
  RETAIL_FREE_SHIPPING_THRESHOLD,
  RETAIL_SHIPPING_COST,
} from './constants.js';
import { formatMoney, toCents } from './money.js';

/**
 * The shop's shipping rules in cents (decision 080): free at or above a threshold, a flat rate below it, one
 * pair for retail and one for dealers. A setting of the shop; every rule below takes them as a parameter.
 */
export type ShippingRules = {
  retailThresholdCents: number;
  retailFlatCents: number;
  dealerThresholdCents: number;
  dealerFlatCents: number;
};

/** The spec's rules ($25 / $4.82 retail, $1,500 / $37.12 dealer): the setting's default. */
export const DEFAULT_SHIPPING_RULES: ShippingRules = {
  retailThresholdCents: toCents(RETAIL_FREE_SHIPPING_THRESHOLD),
  retailFlatCents: toCents(RETAIL_SHIPPING_COST),
  dealerThresholdCents: toCents(DEALER_FREE_SHIPPING_THRESHOLD),
  dealerFlatCents: toCents(DEALER_SHIPPING_COST),
};

/** The viewer's own pair: threshold and flat rate in cents. */
export const shippingRuleOf = (isDealer: boolean, rules: ShippingRules = DEFAULT_SHIPPING_RULES) =>
  isDealer
    ? { thresholdCents: rules.dealerThresholdCents, flatCents: rules.dealerFlatCents }
    : { thresholdCents: rules.retailThresholdCents, flatCents: rules.retailFlatCents };

/**
 * Shipping in cents for a subtotal in cents: free at or above the viewer's threshold, the flat rate below
 * it. An empty cart (subtotal 0 or less) ships for 0.
 */
export function shippingCostCents(
  subtotalCents: number,
  isDealer: boolean,
  rules: ShippingRules = DEFAULT_SHIPPING_RULES,
): number {
  if (!(subtotalCents > 0)) return 0;
  const { thresholdCents, flatCents } = shippingRuleOf(isDealer, rules);
  return subtotalCents >= thresholdCents ? 0 : flatCents;
}

/** The subtotal (dollars) from which the viewer's orders ship free (25 retail, 1500 dealer by default). */
export const freeShippingThreshold = (
  isDealer: boolean,
  rules: ShippingRules = DEFAULT_SHIPPING_RULES,
): number => shippingRuleOf(isDealer, rules).thresholdCents / 100;

/** The viewer's flat rate below the threshold, in dollars (4.82 retail, 37.12 dealer by default). */
export const flatShippingRate = (isDealer: boolean, rules: ShippingRules = DEFAULT_SHIPPING_RULES): number =>
  shippingRuleOf(isDealer, rules).flatCents / 100;

/**
 * The viewer's own shipping rule in words, for the header bar and the home page: a dealer is told the dealer
 * threshold, never the retail one ('Free shipping on orders of $1,500 or more').
 */
export const freeShippingMessage = (
  isDealer: boolean,
  rules: ShippingRules = DEFAULT_SHIPPING_RULES,
): string => `Free shipping on orders of ${freeShippingAmount(isDealer, rules)} or more`;

/** The threshold as a person reads it: '$25', '$1,500'. */
export const freeShippingAmount = (
  isDealer: boolean,
  rules: ShippingRules = DEFAULT_SHIPPING_RULES,
): string => formatMoney(freeShippingThreshold(isDealer, rules)).replace(/\.00$/, '');

/** Cents still missing to reach free shipping (0 when reached); drives the dealer progress bar. */
export function centsToFreeShipping(
  subtotalCents: number,
  isDealer: boolean,
  rules: ShippingRules = DEFAULT_SHIPPING_RULES,
): number {
  return Math.max(0, shippingRuleOf(isDealer, rules).thresholdCents - Math.max(0, subtotalCents));
}

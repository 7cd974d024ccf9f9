/**
 * Cart totals (spec sections 5 and 9; decision 016). Everything here is integer cents; the server
 * computes totals from its own prices. `toCartTotalsDto` turns them into the spec's dollar fields.
 */
import { centsToDollars, toCents } from '../shared/money.js';
import {
  centsToFreeShipping,
  DEFAULT_SHIPPING_RULES,
  freeShippingThreshold,
  shippingCostCents,
  type ShippingRules,
} from '../shared/shipping.js';
import type { CartTotals } from './schemas.js';

/** Discounts of 0.03 or less are treated as zero. */
export const DISCOUNT_NOISE_CENTS = 3;

export type TotalsLine = {
  quantity: number;
  /** What is charged per unit (sale or dealer price). */
  unitPriceCents: number;
  /** The price before any discount (struck-through price) per unit. */
  originalUnitCents: number;
};

export type CartTotalsCents = {
  isDealer: boolean;
  originalTotalCents: number;
  discountsTotalCents: number;
  subtotalCents: number;
  shippingCents: number;
  totalCents: number;
};

/** A non-negative integer: non-finite and negative become 0, fractions are rounded. */
function nonNegativeInt(n: number): number {
  return Number.isFinite(n) && n > 0 ? Math.round(n) : 0;
}

/**
 * Totals of a cart. subtotal is the sum of unit price x quantity; the discount is what the original
 * prices add up to beyond that, shown as 0 when it is 3 cents or less, when it is negative, and always
 * for a dealer. originalTotal = subtotal + discountsTotal, so the three always agree on screen.
 * Shipping follows the shop's retail or dealer rule (the spec's by default; an empty cart ships for 0);
 * total = subtotal + shipping.
 */
export function computeCartTotals(
  lines: readonly TotalsLine[],
  opts: { isDealer: boolean; shipping?: ShippingRules },
): CartTotalsCents {
  let subtotalCents = 0;
  let originalCents = 0;
  for (const line of lines) {
    const quantity = nonNegativeInt(line.quantity);
    subtotalCents += quantity * nonNegativeInt(line.unitPriceCents);
    originalCents += quantity * nonNegativeInt(line.originalUnitCents);
  }
  const rawDiscount = originalCents - subtotalCents;
  const discountsTotalCents = opts.isDealer || rawDiscount <= DISCOUNT_NOISE_CENTS ? 0 : rawDiscount;
  const shippingCents = shippingCostCents(subtotalCents, opts.isDealer, opts.shipping);
  return {
    isDealer: opts.isDealer,
    originalTotalCents: subtotalCents + discountsTotalCents,
    discountsTotalCents,
    subtotalCents,
    shippingCents,
    totalCents: subtotalCents + shippingCents,
  };
}

/** The spec's totals DTO in dollars (subtotalPrice and subTotal are the same amount). */
export function toCartTotalsDto(t: CartTotalsCents): CartTotals {
  const subtotal = centsToDollars(t.subtotalCents);
  return {
    isDealer: t.isDealer,
    originalTotal: centsToDollars(t.originalTotalCents),
    discountsTotal: centsToDollars(t.discountsTotalCents),
    subtotalPrice: subtotal,
    subTotal: subtotal,
    shippingTotal: centsToDollars(t.shippingCents),
    totalPrice: centsToDollars(t.totalCents),
  };
}

export type FreeShippingProgress = { thresholdCents: number; remainingCents: number; percent: number };

/**
 * Progress toward free shipping (the dealer progress bar): threshold 1500.00 for dealers, 25.00 retail;
 * remaining is 0 once reached; percent is a whole number 0..100 that reaches 100 only at the threshold.
 */
export function freeShippingProgress(
  subtotalCents: number,
  isDealer: boolean,
  rules: ShippingRules = DEFAULT_SHIPPING_RULES,
): FreeShippingProgress {
  const thresholdCents = toCents(freeShippingThreshold(isDealer, rules));
  const subtotal = Number.isFinite(subtotalCents) ? Math.round(subtotalCents) : 0;
  const remainingCents = centsToFreeShipping(subtotal, isDealer, rules);
  const percent =
    remainingCents === 0 ? 100 : Math.min(99, Math.max(0, Math.floor((subtotal / thresholdCents) * 100)));
  return { thresholdCents, remainingCents, percent };
}

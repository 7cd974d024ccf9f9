/** Dealer pricing (spec catalogue.md section 6). */

/** Fallback dealer discount off MAP when no dealer price is stored (20%). */
export const DEALER_FALLBACK_DISCOUNT = 0.2;

/** The flag that would hide MSRP from bots; the spec sets it to false. */
export const HIDE_MSRP_FROM_BOTS = false;

/**
 * Dealer price in cents: the stored dealer price, or, when it is missing, MAP reduced by 20% and
 * rounded down to a whole dollar (MAP 129.99 -> 103.99 -> 103.00).
 */
export function dealerPriceCents(storedDealerCents: number | null | undefined, mapCents: number): number {
  if (typeof storedDealerCents === 'number' && Number.isFinite(storedDealerCents)) return storedDealerCents;
  if (!Number.isFinite(mapCents) || mapCents <= 0) return 0;
  const discountedDollars = Number(((mapCents * (1 - DEALER_FALLBACK_DISCOUNT)) / 100).toPrecision(12));
  return Math.floor(discountedDollars) * 100;
}

export type PricingUser = {
  email?: string | null;
  role?: number | string | null;
  isDealer?: boolean | null;
  is_dealer?: boolean | number | null;
};

/** A dealer: session role equal to 2 with an email, or isDealer / is_dealer set. */
export function isDealerUser(user: PricingUser | null | undefined): boolean {
  if (!user) return false;
  if (user.isDealer === true) return true;
  if (user.is_dealer === true || user.is_dealer === 1) return true;
  const hasEmail = typeof user.email === 'string' && user.email.trim() !== '';
  return hasEmail && (user.role === 2 || user.role === '2');
}

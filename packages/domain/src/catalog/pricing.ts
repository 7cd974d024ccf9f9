/** Dealer pricing and the price a viewer pays (spec catalogue.md sections 4 and 6). */
import { computeProductSale, type ComputedProductSale, type ProductSaleInput } from '../sales/sales.js';
import type { SaleSetting } from '../sales/schemas.js';

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

/** What a product's price depends on: its prices, and what its sale depends on (sku, flags, stock). */
export type PriceInput = ProductSaleInput & {
  mapCents: number;
  /** The stored dealer price; null when none is stored (then MAP less 20% applies). */
  storedDealerCents: number | null;
};

export type PriceViewer = { isDealer: boolean; sale: SaleSetting | null };

export type ViewerPrice = {
  /** What this viewer pays for one unit. */
  unitCents: number;
  /** The unit price before a sale (a retail line's struck-through price); a dealer's equals unitCents. */
  regularCents: number;
  /** The dealer price: only a dealer is shown it, everyone else gets null. */
  dealerCents: number | null;
  /** The product's sale as a retail viewer sees it; never one for a dealer. */
  sale: ComputedProductSale | null;
};

/**
 * A viewer's price (spec catalogue sections 4 and 6): a dealer pays the dealer price and is never shown
 * a discount; a retail viewer pays the sale price while the product's sale applies, else the price.
 */
export function viewerPrice(p: PriceInput, viewer: PriceViewer): ViewerPrice {
  if (viewer.isDealer) {
    const dealer = dealerPriceCents(p.storedDealerCents, p.mapCents);
    return { unitCents: dealer, regularCents: dealer, dealerCents: dealer, sale: null };
  }
  const sale = computeProductSale(p, viewer.sale);
  return { unitCents: sale?.priceCents ?? p.priceCents, regularCents: p.priceCents, dealerCents: null, sale };
}

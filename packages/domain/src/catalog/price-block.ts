/** Which price block a card or product page shows (spec section 4, "Price display"). */
import { centsToDollars, isPriceNumber, toCents } from '../shared/money.js';
import { dealerPriceCents } from './pricing.js';
import type { ProductSummary } from './schemas.js';
import { isInStockNow, isPreorderEligible } from './stock.js';

export type PriceBlockInput = Pick<
  ProductSummary,
  | 'price'
  | 'price_map'
  | 'price_msrp'
  | 'price_dealer'
  | 'sale'
  | 'product_type'
  | 'currentlyInStock'
  | 'isInStock'
  | 'isDiscontinued'
  | 'blockBackorder'
  | 'preorderInfo'
>;

export type PriceBlock =
  | { kind: 'hidden' }
  | { kind: 'dealer'; struck: number; struckLabel: 'MAP'; price: number; label: 'Dealer:' }
  | { kind: 'preorder'; heading: 'Pre-Order Item'; label: 'Preorder Price'; price: number }
  | { kind: 'sale'; struck: number; struckLabel: 'Price'; price: number; label: string; saleTitle: string }
  | { kind: 'bundle'; struck: number; struckLabel: 'Normal'; price: number; specialText: string }
  | { kind: 'normal'; struck: number; struckLabel: 'MSRP'; price: number; label: 'Price' };

export const SALE_PRICE_LABEL = 'Sale Price:';
export const DEFAULT_BUNDLE_SPECIAL_TEXT = 'Special Price';

/**
 * Precedence: a price that is not a number hides the block; dealers see MAP and the dealer price;
 * pre-order eligible items not in stock get the pre-order box; a running sale shows Price struck and the
 * sale price; bundles show Normal struck and a special-price text; everything else MSRP struck and Price.
 * The UI omits `struck` when it is not greater than `price`.
 */
export function decidePriceBlock(
  p: PriceBlockInput,
  ctx: { isDealer: boolean; specialText?: string },
): PriceBlock {
  if (!isPriceNumber(p.price)) return { kind: 'hidden' };
  if (ctx.isDealer) {
    const price = isPriceNumber(p.price_dealer)
      ? (p.price_dealer as number)
      : centsToDollars(dealerPriceCents(null, toCents(p.price_map)));
    return { kind: 'dealer', struck: p.price_map, struckLabel: 'MAP', price, label: 'Dealer:' };
  }
  if (!isInStockNow(p) && isPreorderEligible(p)) {
    return { kind: 'preorder', heading: 'Pre-Order Item', label: 'Preorder Price', price: p.price };
  }
  if (p.sale) {
    return {
      kind: 'sale',
      struck: p.price,
      struckLabel: 'Price',
      price: p.sale.price,
      label: SALE_PRICE_LABEL,
      saleTitle: p.sale.shortTitle,
    };
  }
  if (p.product_type === 'bundle') {
    return {
      kind: 'bundle',
      struck: p.price_msrp,
      struckLabel: 'Normal',
      price: p.price,
      specialText: ctx.specialText ?? DEFAULT_BUNDLE_SPECIAL_TEXT,
    };
  }
  return { kind: 'normal', struck: p.price_msrp, struckLabel: 'MSRP', price: p.price, label: 'Price' };
}

/** Whether the UI shows the struck-through reference price: only when it is above the price. */
export function showsStruckPrice(block: PriceBlock): boolean {
  return 'struck' in block && block.struck > block.price;
}

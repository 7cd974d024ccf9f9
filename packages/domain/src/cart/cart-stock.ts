/**
 * Stock wording and line helpers for the cart (spec sections 2, 4 and 5). The states agree with the
 * catalogue's `stockState`: in stock wins, then discontinued (with back-order blocked), then pre-order
 * (eligible, enabled === 1, back-order not blocked), else sold out.
 */
import type { CartPreorderInfo } from './schemas.js';

/** Under this many units the label says how many remain. */
export const LOW_STOCK_THRESHOLD = 20;
export const DONATION_SKU = 'DONATION';

export const CART_STOCK_LABELS = {
  inStock: 'In Stock',
  soldOut: 'Sold Out',
  preorder: 'Available for Pre-order',
  discontinued: 'Discontinued - No Longer Available',
} as const;

export type CartStockInput = {
  inStock: boolean;
  /** Units available now; null when unknown. */
  quantityAvailable: number | null;
  isDiscontinued: boolean;
  blockBackorder: boolean;
  preorderEligible: boolean;
  /** 1 means enabled. */
  preorderEnabled: number | null;
};

/** 'In Stock (Only 3 Remaining)'. */
export function lowStockLabel(remaining: number): string {
  return `In Stock (Only ${remaining} Remaining)`;
}

/**
 * The refusal when a line asks for more units than are on hand, said by the cart (POST /api/cartv2 and
 * /api/cartv2/lines) and by checkout alike: 'Only 3 of "EVL-12-D2" left in stock', or
 * '"EVL-12-D2" is out of stock' when none are left.
 */
export function stockShortfallMessage(sku: string, available: number): string {
  return available > 0 ? `Only ${available} of "${sku}" left in stock` : `"${sku}" is out of stock`;
}

/**
 * A line asks for more than the stock on hand. A pre-ordered line takes no stock, so it never does;
 * any other line may hold at most what the warehouses have.
 */
export function exceedsStock(line: { quantity: number; isPreordered: boolean }, available: number): boolean {
  return !line.isPreordered && line.quantity > Math.max(0, available);
}

/**
 * 'In Stock', 'In Stock (Only N Remaining)' when 0 < available < 20, 'Discontinued - No Longer
 * Available', 'Available for Pre-order' or 'Sold Out'.
 */
export function cartStockLabel(s: CartStockInput): string {
  if (s.inStock) {
    const q = s.quantityAvailable;
    if (q !== null && Number.isFinite(q) && q > 0 && q < LOW_STOCK_THRESHOLD) {
      return lowStockLabel(Math.floor(q));
    }
    return CART_STOCK_LABELS.inStock;
  }
  if (s.isDiscontinued && s.blockBackorder) return CART_STOCK_LABELS.discontinued;
  if (s.preorderEligible && s.preorderEnabled === 1 && !s.blockBackorder) return CART_STOCK_LABELS.preorder;
  return CART_STOCK_LABELS.soldOut;
}

/** A pre-ordered item: the variant is out of stock and pre-order is eligible and enabled (=== 1). */
export function isPreorderedItem(variant: {
  currentlyInStock: boolean;
  preorderInfo: CartPreorderInfo | null;
}): boolean {
  const info = variant.preorderInfo;
  return (
    !variant.currentlyInStock &&
    info !== null &&
    info.is_pre_order_eligible &&
    info.is_pre_order_enabled === 1
  );
}

/** The lines a shopper sees in item lists: the DONATION sku is hidden. */
export function visibleCartLines<L extends { sku: string }>(lines: readonly L[]): L[] {
  return lines.filter((line) => line.sku.trim().toUpperCase() !== DONATION_SKU);
}

/** The cart badge: the sum of line quantities (the header hides it at 0). */
export function cartBadgeCount(lines: readonly { quantity: number }[]): number {
  return lines.reduce(
    (sum, line) => sum + (Number.isFinite(line.quantity) && line.quantity > 0 ? line.quantity : 0),
    0,
  );
}

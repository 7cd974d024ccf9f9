/** Stock display states, labels and purchase buttons (spec section 4). */
import type { PreorderInfo } from './schemas.js';

export type StockInput = {
  currentlyInStock: boolean;
  isInStock: boolean;
  isDiscontinued: boolean;
  blockBackorder: boolean;
  preorderInfo: PreorderInfo | null;
};

/** Units on hand: the two warehouses' counts (TPA and LV) together; what a cart line may hold at most. */
export function unitsOnHand(stock: { tpa_wh: number; lv_wh: number }): number {
  return stock.tpa_wh + stock.lv_wh;
}

export type StockState = 'in_stock' | 'preorder' | 'out_of_stock' | 'discontinued';

export const STOCK_LABELS: Record<StockState, string> = {
  in_stock: 'In Stock',
  preorder: 'Available for Pre-order',
  out_of_stock: 'Out of Stock',
  discontinued: 'Discontinued - No Longer Available',
};

export const DISCONTINUED_MESSAGE =
  'This product has been discontinued and is no longer available for purchase.';

export type PurchaseButton = { label: 'Add to Cart' | 'Pre-Order' | 'Sold Out'; disabled: boolean };

/** In stock when currentlyInStock or isInStock is true. */
export function isInStockNow(p: Pick<StockInput, 'currentlyInStock' | 'isInStock'>): boolean {
  return p.currentlyInStock || p.isInStock;
}

/** Not in stock, pre-order eligible, enabled (=== 1) and back-order not blocked. */
export function isPreorderEligible(p: StockInput): boolean {
  const info = p.preorderInfo;
  return (
    !isInStockNow(p) &&
    info !== null &&
    info.is_pre_order_eligible &&
    info.is_pre_order_enabled === 1 &&
    !p.blockBackorder
  );
}

export function stockState(p: StockInput): StockState {
  if (isInStockNow(p)) return 'in_stock';
  if (p.isDiscontinued && p.blockBackorder) return 'discontinued';
  if (isPreorderEligible(p)) return 'preorder';
  return 'out_of_stock';
}

/** Add to Cart, Pre-Order, a disabled Sold Out, or no button at all for a discontinued item. */
export function purchaseButton(state: StockState): PurchaseButton | null {
  switch (state) {
    case 'in_stock':
      return { label: 'Add to Cart', disabled: false };
    case 'preorder':
      return { label: 'Pre-Order', disabled: false };
    case 'out_of_stock':
      return { label: 'Sold Out', disabled: true };
    case 'discontinued':
      return null;
  }
}

/** A stock response counts as loaded only when it is a non-empty plain object. */
export function isStockLoaded(response: unknown): boolean {
  if (response === null || typeof response !== 'object' || Array.isArray(response)) return false;
  const proto: unknown = Object.getPrototypeOf(response);
  if (proto !== Object.prototype && proto !== null) return false;
  return Object.keys(response).length > 0;
}

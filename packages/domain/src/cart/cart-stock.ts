/**
 * Stock wording and line helpers for the cart (spec sections 2, 4 and 5). The states are the catalogue's
 * `stockState` (one pre-order rule for catalogue, cart and dealer table); only the wording differs.
 */
import { displaySku } from '../catalog/sku-display.js';
import { STOCK_LABELS, stockState, type StockInput } from '../catalog/stock.js';

/** Under this many units the label says how many remain. */
export const LOW_STOCK_THRESHOLD = 20;

/** Where the catalogue says 'Out of Stock', a cart line says 'Sold Out' (the disabled button's words). */
const SOLD_OUT = 'Sold Out';

/** 'In Stock (Only 3 Remaining)'. */
export function lowStockLabel(remaining: number): string {
  return `In Stock (Only ${remaining} Remaining)`;
}

/**
 * The refusal when a line asks for more units than are on hand, said by the cart (POST /api/cartv2 and
 * /api/cartv2/lines) and by checkout alike: 'Only 3 of "EVL-12-D2" left in stock', or
 * '"EVL-12-D2" is out of stock' when none are left. It names the sku as the page shows it (displaySku).
 */
export function stockShortfallMessage(sku: string, available: number): string {
  const shown = displaySku(sku);
  return available > 0 ? `Only ${available} of "${shown}" left in stock` : `"${shown}" is out of stock`;
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
 * Available', 'Available for Pre-order' or 'Sold Out'. `quantityAvailable` is null when unknown.
 */
export function cartStockLabel(stock: StockInput, quantityAvailable: number | null): string {
  const state = stockState(stock);
  if (state === 'in_stock') {
    const q = quantityAvailable;
    if (q !== null && Number.isFinite(q) && q > 0 && q < LOW_STOCK_THRESHOLD) {
      return lowStockLabel(Math.floor(q));
    }
    return STOCK_LABELS.in_stock;
  }
  return state === 'out_of_stock' ? SOLD_OUT : STOCK_LABELS[state];
}

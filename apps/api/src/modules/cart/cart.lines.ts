/**
 * What may go into a cart: each wanted line checked against the catalogue (unknown, parent, sold out,
 * discontinued) and against the stock on hand. The stock rule and its wording are the domain's
 * (`exceedsStock`, `stockShortfallMessage`), the same ones checkout refuses with.
 */
import {
  QUANTITY_MAX,
  addLine,
  exceedsStock,
  isPreorderEligible,
  stockShortfallMessage,
  unitsOnHand,
} from '@shop/domain';
import { AppError } from '../../lib/app-error.js';
import { stockFactsOf } from '../catalog/catalog.serializer.js';
import { toStockInput } from '../catalog/catalog.stock.js';
import type { ProductRow } from '../catalog/catalog.rows.js';
import type { CartRepo, NewLine } from './cart.repo.js';

/** A line that may be bought, with what the stock check needs and its product's row. */
export type JudgedLine = NewLine & { sku: string; available: number; row: ProductRow };

/**
 * Checks each wanted line against the catalogue: a JudgedLine, or the AppError refusing it. Duplicate
 * skus add up (capped at 1000), as the cart merge does. Stock on hand is not checked here.
 */
export async function judgeLines(
  repo: CartRepo,
  items: readonly { sku: string; quantity: number }[],
): Promise<(JudgedLine | AppError)[]> {
  const merged = items.reduce<{ sku: string; quantity: number }[]>(
    (acc, item) => addLine(acc, { sku: item.sku.toUpperCase(), quantity: item.quantity }),
    [],
  );
  const facts = new Map(
    (await repo.purchaseFactsBySku(merged.map((m) => m.sku))).map((f) => [f.sku.toUpperCase(), f]),
  );
  return merged.map((item): JudgedLine | AppError => {
    const row = facts.get(item.sku);
    if (!row || row.enabled_on_site !== 1)
      return new AppError('UNKNOWN_SKU', `No product with sku "${item.sku}"`, { sku: item.sku });
    if (row.is_parent === 1)
      return new AppError('CHOOSE_VARIANT', `Choose an option of "${row.sku}" first`, {
        sku: row.sku,
      });
    const stock = stockFactsOf(row);
    const input = toStockInput(stock);
    const line = {
      row,
      productId: row.id,
      quantity: item.quantity,
      sku: row.sku,
      available: unitsOnHand(stock),
    };
    if (input.currentlyInStock) return { ...line, isPreordered: false };
    if (isPreorderEligible(input)) return { ...line, isPreordered: true };
    const discontinued = stock.isDiscontinued && stock.blockBackorder;
    return new AppError(
      'NOT_PURCHASABLE',
      discontinued ? `"${row.sku}" is discontinued and no longer available` : `"${row.sku}" is sold out`,
      { sku: row.sku, reason: discontinued ? 'discontinued' : 'sold_out' },
    );
  });
}

/**
 * Refuses (409 OUT_OF_STOCK, the domain's 'Only N of "SKU" left in stock') a line that would hold more
 * than the stock on hand, unless it is pre-ordered. `held` is what the stored cart holds per product:
 * an add counts it in (capped at 1000); a full list may keep a line as it is or lower it even when stock
 * fell after it was carted (decision 028), so the shopper can still change the rest of the cart.
 */
export function refuseBeyondStock(
  lines: readonly JudgedLine[],
  held: ReadonlyMap<number, number>,
  mode: 'replace' | 'add',
): void {
  for (const line of lines) {
    const before = held.get(line.productId) ?? 0;
    const quantity = mode === 'add' ? Math.min(before + line.quantity, QUANTITY_MAX) : line.quantity;
    if (mode === 'replace' && quantity <= before) continue;
    if (exceedsStock({ quantity, isPreordered: line.isPreordered }, line.available))
      throw new AppError('OUT_OF_STOCK', stockShortfallMessage(line.sku, line.available), {
        sku: line.sku,
        available: line.available,
        requested: quantity,
      });
  }
}

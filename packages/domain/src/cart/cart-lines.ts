/**
 * The cart's lines as the header's badge and the item lists count them: apart from the stock wording
 * (cart-stock.ts), because every page's first render counts the badge and the rest loads with the cart (decision 053).
 */

export const DONATION_SKU = 'DONATION';

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

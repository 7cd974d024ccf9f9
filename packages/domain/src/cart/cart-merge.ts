/**
 * Cart merge (spec section 4): adding an existing sku adds to its quantity, updating sets it, removing
 * filters by sku. Each function returns the full desired line list (what POST /api/cartv2 receives) and
 * never mutates its input. A quantity outside 1..1000 is ignored (the list comes back unchanged).
 */
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/constants.js';

export type CartItemRef = { sku: string; quantity: number };

/** An integer from 1 to 1000. */
export function isValidQuantity(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= QUANTITY_MIN && n <= QUANTITY_MAX;
}

/** Caps a quantity to 1..1000 (a non-finite value gives the minimum). */
export function clampQuantity(n: number): number {
  if (!Number.isFinite(n)) return QUANTITY_MIN;
  return Math.min(QUANTITY_MAX, Math.max(QUANTITY_MIN, Math.trunc(n)));
}

/**
 * Adds an item: an existing sku gets the quantity added (capped at 1000, the item's other fields are
 * ignored), a new sku is appended. An invalid quantity leaves the list unchanged.
 */
export function addLine<L extends CartItemRef>(lines: readonly L[], item: L): L[] {
  if (!isValidQuantity(item.quantity)) return [...lines];
  const index = lines.findIndex((line) => line.sku === item.sku);
  if (index === -1) return [...lines, { ...item }];
  return lines.map((line, i) =>
    i === index ? { ...line, quantity: clampQuantity(line.quantity + item.quantity) } : line,
  );
}

/** Sets the quantity of the line with this sku; an unknown sku or an invalid quantity changes nothing. */
export function updateLine<L extends CartItemRef>(lines: readonly L[], sku: string, quantity: number): L[] {
  if (!isValidQuantity(quantity)) return [...lines];
  return lines.map((line) => (line.sku === sku ? { ...line, quantity } : line));
}

/** Drops every line with this sku. */
export function removeLine<L extends CartItemRef>(lines: readonly L[], sku: string): L[] {
  return lines.filter((line) => line.sku !== sku);
}

/**
 * The totals as a shopper reads them, in the cart, the drawer, checkout, the confirmation and the account's
 * order: each column adds up. With a discount: Items, Discounts, Subtotal (items less discounts), Shipping,
 * Total (subtotal plus shipping); without one the Subtotal is the items. The back office and the order mail
 * write the same rows.
 */
import { formatMoney } from '../shared/money.js';

export type TotalsAmounts = {
  isDealer: boolean;
  /** Dollars, as the cart and order answers give them. */
  original: number;
  discounts: number;
  subtotal: number;
  shipping: number;
  total: number;
};

export type TotalsRow = {
  key: 'items' | 'discounts' | 'subtotal' | 'shipping' | 'total';
  label: string;
  /** Signed dollars: the discounts row is negative. */
  amount: number;
  /** What the row shows: '$199.99', '-$50.00', 'FREE' for shipping at 0. */
  text: string;
};

const row = (
  key: TotalsRow['key'],
  label: string,
  amount: number,
  text = formatMoney(amount),
): TotalsRow => ({
  key,
  label,
  amount,
  text,
});

/** Discounts are shown to retail shoppers (a dealer's price is the dealer price itself). */
export function totalsRows(t: TotalsAmounts): TotalsRow[] {
  const discounted = !t.isDealer && t.discounts > 0;
  return [
    ...(discounted ? [row('items', 'Items', t.original), row('discounts', 'Discounts', -t.discounts)] : []),
    row('subtotal', 'Subtotal', t.subtotal),
    row('shipping', 'Shipping', t.shipping, t.shipping === 0 ? 'FREE' : formatMoney(t.shipping)),
    row('total', 'Total', t.total),
  ];
}

/** An order's totals fields (the order answer's dollars) as the rows read them. */
export const orderTotalsAmounts = (o: {
  is_dealer: boolean;
  original_total: number;
  discounts_total: number;
  subtotal: number;
  shipping_total: number;
  final_total: number;
}): TotalsAmounts => ({
  isDealer: o.is_dealer,
  original: o.original_total,
  discounts: o.discounts_total,
  subtotal: o.subtotal,
  shipping: o.shipping_total,
  total: o.final_total,
});

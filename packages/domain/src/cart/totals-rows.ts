/**
 * The totals as a shopper reads them, in the cart, the drawer, checkout, the confirmation and the account's
 * order: each column adds up. With a discount: Items, Discounts, Subtotal (items less discounts), Shipping,
 * Tax, Total (subtotal plus shipping plus tax); without one the Subtotal is the items. The back office and the
 * order mail write the same rows. Tax (decision 075) is an amount once the shipping state is known, "Calculated
 * at checkout" before, and the exemption's row for a buyer with a resale certificate on file.
 */
import { formatMoney } from '../shared/money.js';

export type TotalsAmounts = {
  isDealer: boolean;
  /** Dollars, as the cart and order answers give them. */
  original: number;
  discounts: number;
  subtotal: number;
  shipping: number;
  /** Dollars; 'pending' before the shipping state is known; 'exempt' for a resale certificate on file. */
  tax?: number | 'pending' | 'exempt';
  total: number;
};

export type TotalsRow = {
  key: 'items' | 'discounts' | 'subtotal' | 'shipping' | 'tax' | 'total';
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

export const TAX_PENDING_TEXT = 'Calculated at checkout';
export const TAX_EXEMPT_LABEL = 'Tax exempt (resale certificate on file)';

function taxRows(tax: TotalsAmounts['tax']): TotalsRow[] {
  if (tax === undefined) return [];
  if (tax === 'pending') return [row('tax', 'Tax', 0, TAX_PENDING_TEXT)];
  if (tax === 'exempt') return [row('tax', TAX_EXEMPT_LABEL, 0)];
  return [row('tax', 'Tax', tax)];
}

/** Discounts are shown to retail shoppers (a dealer's price is the dealer price itself). */
export function totalsRows(t: TotalsAmounts): TotalsRow[] {
  const discounted = !t.isDealer && t.discounts > 0;
  return [
    ...(discounted ? [row('items', 'Items', t.original), row('discounts', 'Discounts', -t.discounts)] : []),
    row('subtotal', 'Subtotal', t.subtotal),
    row('shipping', 'Shipping', t.shipping, t.shipping === 0 ? 'FREE' : formatMoney(t.shipping)),
    ...taxRows(t.tax),
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
  tax_total: number;
  tax_exempt: boolean;
  final_total: number;
}): TotalsAmounts => ({
  isDealer: o.is_dealer,
  original: o.original_total,
  discounts: o.discounts_total,
  subtotal: o.subtotal,
  shipping: o.shipping_total,
  tax: o.tax_exempt ? 'exempt' : o.tax_total,
  total: o.final_total,
});

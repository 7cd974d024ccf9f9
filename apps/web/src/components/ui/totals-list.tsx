import { totalsRows, type TotalsAmounts, type TotalsRow } from '@shop/domain';

/**
 * A cart's or an order's totals, each column adding up (the domain's totalsRows): Items and Discounts when
 * there is a discount, then Subtotal, Shipping ('FREE' at 0) and Total. One list for the cart, the drawer,
 * checkout, the confirmation and the account's order.
 */
type RowStyle = { row: string; term: string; value: string };

/** How a row looks: the total stands out, discounts are red, free shipping green, the rest plain. */
const STYLES = {
  plain: { row: 'flex justify-between', term: 'text-neutral-700', value: 'font-semibold text-neutral-950' },
  discounts: { row: 'flex justify-between text-red-700', term: '', value: 'font-semibold' },
  free: { row: 'flex justify-between', term: 'text-neutral-700', value: 'font-semibold text-emerald-700' },
  total: {
    row: 'flex justify-between border-t border-neutral-200 pt-2 text-base',
    term: 'font-bold text-neutral-950',
    value: 'font-black text-neutral-950',
  },
} satisfies Record<string, RowStyle>;

const styleOf = (r: TotalsRow): RowStyle =>
  r.key === 'total'
    ? STYLES.total
    : r.key === 'discounts'
      ? STYLES.discounts
      : r.key === 'shipping' && r.amount === 0
        ? STYLES.free
        : STYLES.plain;

export function TotalsList({ amounts, label }: { amounts: TotalsAmounts; label: string }) {
  return (
    <dl aria-label={label} className="space-y-1.5 text-sm">
      {totalsRows(amounts).map((r) => {
        const style = styleOf(r);
        return (
          <div key={r.key} className={style.row}>
            <dt className={style.term}>{r.label}</dt>
            <dd className={`tabular-nums ${style.value}`}>{r.text}</dd>
          </div>
        );
      })}
    </dl>
  );
}

import { totalsRows, type TotalsAmounts } from '@shop/domain';

/**
 * A cart's or an order's totals, each column adding up (the domain's totalsRows): Items and Discounts when
 * there is a discount, then Subtotal, Shipping ('FREE' at 0) and Total. One list for the cart, the drawer,
 * checkout, the confirmation and the account's order.
 */
export function TotalsList({ amounts, label }: { amounts: TotalsAmounts; label: string }) {
  return (
    <dl aria-label={label} className="space-y-1.5 text-sm">
      {totalsRows(amounts).map((r) => (
        <div
          key={r.key}
          className={
            r.key === 'total'
              ? 'flex justify-between border-t border-neutral-200 pt-2 text-base'
              : `flex justify-between ${r.key === 'discounts' ? 'text-red-700' : ''}`
          }
        >
          <dt
            className={
              r.key === 'total'
                ? 'font-bold text-neutral-950'
                : r.key === 'discounts'
                  ? ''
                  : 'text-neutral-700'
            }
          >
            {r.label}
          </dt>
          <dd
            className={`tabular-nums ${
              r.key === 'total'
                ? 'font-black text-neutral-950'
                : r.key === 'shipping' && r.amount === 0
                  ? 'font-semibold text-emerald-700'
                  : r.key === 'discounts'
                    ? 'font-semibold'
                    : 'font-semibold text-neutral-950'
            }`}
          >
            {r.text}
          </dd>
        </div>
      ))}
    </dl>
  );
}

import { formatMoney, freeShippingProgress, toCents, type CartTotals } from '@shop/domain';

/** The cart's totals: subtotal, discounts (retail, when above zero), shipping ('FREE' or the amount), total. */
export function CartTotalsList({ totals }: { totals: CartTotals }) {
  const showDiscounts = !totals.isDealer && totals.discountsTotal > 0;
  return (
    <dl aria-label="Cart totals" className="space-y-1.5 text-sm">
      <div className="flex justify-between">
        <dt className="text-neutral-700">Subtotal</dt>
        <dd className="font-semibold text-neutral-950">{formatMoney(totals.subtotalPrice)}</dd>
      </div>
      {showDiscounts && (
        <div className="flex justify-between text-red-700">
          <dt>Discounts</dt>
          <dd className="font-semibold">-{formatMoney(totals.discountsTotal)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt className="text-neutral-700">Shipping</dt>
        <dd
          className={`font-semibold ${totals.shippingTotal === 0 ? 'text-emerald-700' : 'text-neutral-950'}`}
        >
          {totals.shippingTotal === 0 ? 'FREE' : formatMoney(totals.shippingTotal)}
        </dd>
      </div>
      <div className="flex justify-between border-t border-neutral-200 pt-2 text-base">
        <dt className="font-bold text-neutral-950">Total</dt>
        <dd className="font-black text-neutral-950">{formatMoney(totals.totalPrice)}</dd>
      </div>
    </dl>
  );
}

/** The dealer's progress bar toward free shipping at 1500. */
export function FreeShippingProgress({
  subtotal,
  isDealer,
  className = '',
}: {
  subtotal: number;
  isDealer: boolean;
  className?: string;
}) {
  const p = freeShippingProgress(toCents(subtotal), isDealer);
  const reached = p.remainingCents === 0;
  return (
    <div className={`rounded-lg bg-neutral-50 p-3 ${className}`}>
      <p className="mb-2 text-xs font-semibold text-neutral-800">
        {reached
          ? 'Your order ships FREE!'
          : `You are ${formatMoney(p.remainingCents / 100)} away from FREE shipping (orders of ${formatMoney(p.thresholdCents / 100)} or more).`}
      </p>
      <div
        role="progressbar"
        aria-label="Progress toward free shipping"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={p.percent}
        className="h-2 overflow-hidden rounded-full bg-neutral-200"
      >
        <div
          className={`h-full rounded-full ${reached ? 'bg-emerald-600' : 'bg-red-600'}`}
          style={{ width: `${p.percent}%` }}
        />
      </div>
    </div>
  );
}

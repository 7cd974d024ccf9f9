import {
  formatMoney,
  freeShippingProgress,
  toCents,
  type CartTotals,
  type TotalsAmounts,
} from '@shop/domain';
import { TotalsList } from '../../../components/ui/totals-list';
import { SHIPPING_RULES } from '../../../lib/site';

/**
 * The cart's totals (cart page, drawer, checkout): items, discounts, subtotal, shipping, tax, total. The tax
 * (decision 075) is "Calculated at checkout" until the shipping state is known; checkout passes its amount in
 * cents, which the total then includes.
 */
export function CartTotalsList({
  totals,
  tax = 'pending',
  taxCents = 0,
}: {
  totals: CartTotals;
  tax?: NonNullable<TotalsAmounts['tax']>;
  taxCents?: number;
}) {
  return (
    <TotalsList
      label="Cart totals"
      amounts={{
        isDealer: totals.isDealer,
        original: totals.originalTotal,
        discounts: totals.discountsTotal,
        subtotal: totals.subtotalPrice,
        shipping: totals.shippingTotal,
        tax,
        total: (toCents(totals.totalPrice) + taxCents) / 100,
      }}
    />
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
  const p = freeShippingProgress(toCents(subtotal), isDealer, SHIPPING_RULES);
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

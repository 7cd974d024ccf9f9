import { useId, useState } from 'react';
import {
  flatShippingRate,
  formatMoney,
  freeShippingThreshold,
  visibleCartLines,
  type CartResponse,
} from '@shop/domain';
import { CartTotalsList, FreeShippingProgress } from '../../cart/components/cart-totals';
import { SHIPPING_RULES } from '../../../lib/site';
import { useCartTax } from '../../tax/api/get-tax-rates';

/**
 * The checkout's order summary: the cart's lines and its totals, shipping by the rules, live from the cart,
 * and the sales tax of the shipping address's state once it is chosen (decision 075), or the exemption of an
 * account with a resale certificate on file. Below lg it sits above the form, compact: the lines fold away
 * behind a button, the totals stay in view.
 */
export function OrderSummary({
  cart,
  shipToState = '',
  taxExempt = false,
}: {
  cart: CartResponse;
  shipToState?: string;
  taxExempt?: boolean;
}) {
  const { isDealer } = cart.totals;
  const { tax, taxCents } = useCartTax(cart, shipToState, taxExempt);
  const lines = visibleCartLines(cart.items);
  const [showLines, setShowLines] = useState(false);
  const listId = useId();
  const count = lines.reduce((sum, line) => sum + line.quantity, 0);
  const threshold = freeShippingThreshold(isDealer, SHIPPING_RULES);
  return (
    <section
      aria-labelledby="order-summary-heading"
      className="h-fit rounded-2xl bg-white p-5 shadow-sm lg:sticky lg:top-24"
    >
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2
          id="order-summary-heading"
          className="text-lg font-black uppercase tracking-tight text-neutral-950"
        >
          Order Summary
        </h2>
        <button
          type="button"
          aria-expanded={showLines}
          aria-controls={listId}
          onClick={() => setShowLines((v) => !v)}
          className="text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:text-red-600 lg:hidden"
        >
          {showLines ? 'Hide items' : `Show ${count} ${count === 1 ? 'item' : 'items'}`}
        </button>
      </div>
      <ul
        id={listId}
        aria-label="Items in your order"
        className={`mb-4 divide-y divide-neutral-200 ${showLines ? '' : 'max-lg:hidden'}`}
      >
        {lines.map((line) => (
          <li key={line.sku} className="flex items-center gap-3 py-3">
            <span className="relative shrink-0">
              {line.main_image ? (
                <img
                  src={line.main_image}
                  alt=""
                  width={56}
                  height={56}
                  className="h-14 w-14 rounded-lg border border-neutral-200 bg-white object-contain"
                />
              ) : (
                <span className="block h-14 w-14 rounded-lg bg-neutral-100" />
              )}
              <span className="absolute -right-2 -top-2 flex h-5 min-w-5 items-center justify-center rounded-full bg-neutral-800 px-1 text-[11px] font-bold text-white">
                <span className="sr-only">Quantity </span>
                {line.quantity}
              </span>
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm font-semibold leading-snug text-neutral-900">
                {line.short_title}
              </span>
              <span className="block font-mono text-xs text-neutral-600">{line.displayed_sku}</span>
            </span>
            <span className="text-sm font-bold text-neutral-950">{formatMoney(line.line_total)}</span>
          </li>
        ))}
      </ul>
      {isDealer && <FreeShippingProgress subtotal={cart.totals.subtotalPrice} isDealer className="mb-4" />}
      <CartTotalsList totals={cart.totals} tax={tax} taxCents={taxCents} />
      <p className="mt-3 text-xs text-neutral-600">
        {isDealer ? 'Dealer orders' : 'Orders'} of {formatMoney(threshold)} or more ship free; below that
        shipping is a flat {formatMoney(flatShippingRate(isDealer, SHIPPING_RULES))}.
      </p>
    </section>
  );
}

import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { formatMoney, type Order } from '@shop/domain';
import { addToCart } from '../../cart/api/add-to-cart';
import { cartQueryOptions } from '../../cart/api/get-cart';

/** How often the confirmation page reads an order awaiting payment again (null: it is settled, no polling). */
export const paymentPollMs = (status: Order['order']['status'] | undefined): number | false =>
  status === 'awaiting_payment' ? 3000 : false;

/**
 * The confirmation page of an order whose payment is not settled (decision 074). Awaiting: the bank's
 * confirmation is on its way, the items are held, the page updates itself when the provider's webhook marks
 * it paid. Cancelled: the bank did not confirm, so the order was released and nothing was charged; the
 * shopper can put its items back in the cart and try again with another card.
 */
export function PaymentPending({ order, problem }: { order: Order; problem: string | null }) {
  const o = order.order;
  const awaiting = o.status === 'awaiting_payment';
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6">
      <div className="rounded-2xl bg-white p-6 text-center shadow-sm sm:p-8">
        <h1 className="text-3xl font-black tracking-tight text-neutral-950">
          {awaiting ? 'Awaiting payment confirmation' : 'Payment not completed'}
        </h1>
        <p className="mt-2 text-neutral-700">
          Order number <strong className="font-mono text-neutral-950">{o.order_number}</strong> ·{' '}
          {formatMoney(o.final_total)}
        </p>
        {awaiting ? (
          <div role="status" className="mt-4 space-y-2 text-neutral-700">
            {problem && (
              <p className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
                {problem}
              </p>
            )}
            <p>
              Your items are held while we wait for your bank to confirm the payment. This page updates by
              itself; a confirmation is sent to {o.email} once the payment is confirmed.
            </p>
          </div>
        ) : (
          <div role="status" className="mt-4 space-y-2 text-neutral-700">
            <p>
              This order was cancelled and your card was not charged. If your bank did not confirm the
              payment, the order was released: you can put its items back in your cart and pay with another
              card.
            </p>
          </div>
        )}
      </div>
      <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row">
        {!awaiting && <OrderAgain order={order} />}
        <Link
          to="/"
          className="inline-flex h-12 items-center rounded-lg border border-neutral-300 bg-white px-6 text-sm font-bold uppercase tracking-wide text-neutral-900 hover:bg-neutral-100"
        >
          Continue shopping
        </Link>
      </div>
    </div>
  );
}

/** Puts a released order's lines back in the cart (each as an add), then opens checkout. */
function OrderAgain({ order }: { order: Order }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [state, setState] = useState<'idle' | 'adding' | 'failed'>('idle');
  const again = async () => {
    setState('adding');
    try {
      for (const line of order.lineItems) {
        const cart = await addToCart({
          sku: line.sku,
          quantity: line.quantity,
          is_pre_ordered_item: line.is_pre_ordered_item,
        });
        queryClient.setQueryData(cartQueryOptions().queryKey, cart);
      }
      await navigate('/checkout/v3');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      {state === 'failed' && (
        <p role="alert" className="text-sm font-semibold text-red-700">
          Some items could not be put back; please look at your cart.
        </p>
      )}
      <button
        type="button"
        disabled={state === 'adding'}
        onClick={() => void again()}
        className="inline-flex h-12 items-center rounded-lg bg-red-600 px-6 text-sm font-bold uppercase tracking-wide text-white hover:bg-red-700 disabled:bg-neutral-400"
      >
        {state === 'adding' ? 'Putting items back…' : 'Put the items back in my cart'}
      </button>
    </>
  );
}

import { useState } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useSeo } from '../../../lib/seo';
import { cartQueryOptions } from '../../cart/api/get-cart';
import { useSession } from '../../auth/api/get-session';
import { useCartContext } from '../../cart/components/cart-context';
import { EmptyCart } from '../../cart/components/cart-contents';
import { checkoutPaymentQueryOptions } from '../api/get-checkout-payment';
import { CheckoutForm } from '../components/checkout-form';
import { OrderSummary } from '../components/order-summary';

export const checkoutLoader = (queryClient: QueryClient) => async () => {
  await Promise.all([
    queryClient.ensureQueryData(cartQueryOptions()).catch(() => undefined),
    // The payment step's test-shop notice (decision 070): a failed read shows none.
    queryClient.prefetchQuery(checkoutPaymentQueryOptions()),
  ]);
  return null;
};

/**
 * /checkout/v3: contact, shipping and billing addresses, card payment and the order summary. The summary
 * comes first, so a phone shows what the shopper pays before the form and Place Order; from lg up it is
 * the side column.
 */
export function CheckoutPage() {
  const { cart, lines, isLoading } = useCartContext();
  // The summary's tax follows the shipping address's state as the form has it (decision 075).
  const [shipToState, setShipToState] = useState('');
  const taxExempt = useSession().user?.taxExempt === true;
  useSeo({ title: 'Checkout', description: 'Secure checkout.', canonical: '/checkout/v3' });

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-black tracking-tight text-neutral-950">Checkout</h1>
      {isLoading && !cart ? (
        <p role="status" className="mt-6 text-neutral-600">
          Loading your cart…
        </p>
      ) : !cart || lines.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-white shadow-sm">
          <EmptyCart />
        </div>
      ) : (
        <div className="mt-6 grid items-start gap-6 lg:grid-cols-[1fr_400px]">
          <div className="lg:order-last">
            <OrderSummary cart={cart} shipToState={shipToState} taxExempt={taxExempt} />
          </div>
          <CheckoutForm
            onShipToState={setShipToState}
            amountCents={Math.round(cart.totals.totalPrice * 100)}
          />
        </div>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { checkoutEventOf, saveCheckoutEvent } from '../api/save-checkout-event';
import { useCartContext } from './cart-context';

export const CHECKOUT_PATH = '/checkout/v3';

type CachedSession =
  { user?: { account_id?: number | string | null; email?: string | null } | null } | undefined;

/** 'Proceed to Checkout': records the checkout event (failures only logged), then goes to /checkout/v3. */
export function ProceedToCheckoutButton({ className = '' }: { className?: string }) {
  const { cart } = useCartContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);

  const onClick = async () => {
    if (!cart || busy) return;
    setBusy(true);
    // The signed-in shopper, if the session query has already been read (the header reads it).
    const session = queryClient.getQueryData<CachedSession>(['auth', 'session', {}]);
    try {
      const user = { accountId: session?.user?.account_id, email: session?.user?.email };
      await saveCheckoutEvent(await checkoutEventOf(queryClient, cart, user));
    } catch (error) {
      console.error('Error saving the checkout event', error);
    }
    setBusy(false);
    void navigate(CHECKOUT_PATH);
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={!cart || cart.items.length === 0}
      aria-busy={busy}
      className={`flex h-12 w-full items-center justify-center rounded-lg bg-red-600 text-sm font-black uppercase tracking-wider text-white shadow-lg shadow-red-600/20 transition hover:bg-red-700 disabled:cursor-not-allowed disabled:bg-neutral-300 disabled:text-neutral-600 disabled:shadow-none ${className}`}
    >
      Proceed to Checkout
    </button>
  );
}

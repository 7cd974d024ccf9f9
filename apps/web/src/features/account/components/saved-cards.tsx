import { lazy, Suspense, useState } from 'react';
import { useCheckoutPayment } from '../../checkout/api/get-checkout-payment';
import { useSavedCards } from '../api/cards';
import { AddCardForm } from './add-card-form';
import { secondaryButtonCls } from './account-section';
import { SavedCardTile } from './saved-card-tile';

/** Stripe's add-a-card form and its Payment Element: loaded by a Stripe shop's panel only, when asked for. */
const StripeAddCardForm = lazy(() => import('./stripe-add-card-form'));

/**
 * The saved cards panel: tiles and the add-a-card form, the test provider's card fields or, in a Stripe shop,
 * Stripe's Payment Element saving the card to the account's Stripe Customer (decision 074).
 */
export function SavedCards() {
  const { data, isPending, isError } = useSavedCards();
  const [adding, setAdding] = useState(false);
  const provider = useCheckoutPayment().data;
  const stripeKey = provider?.provider === 'stripe' ? provider.publishable_key : undefined;
  if (isPending) return <p className="text-sm text-neutral-600">Loading cards…</p>;
  if (isError)
    return (
      <p role="alert" className="text-sm text-red-700">
        We could not load your saved cards.
      </p>
    );
  return (
    <div>
      {data.cards.length === 0 ? (
        <p className="text-sm text-neutral-600">No saved cards yet.</p>
      ) : (
        <ul aria-label="Saved cards" className="grid gap-3 sm:grid-cols-2">
          {data.cards.map((c) => (
            <SavedCardTile key={c.id} card={c} />
          ))}
        </ul>
      )}
      {adding && stripeKey ? (
        <Suspense
          fallback={
            <p role="status" className="mt-4 text-sm text-neutral-600">
              Loading the secure card form…
            </p>
          }
        >
          <StripeAddCardForm publishableKey={stripeKey} onDone={() => setAdding(false)} />
        </Suspense>
      ) : adding ? (
        <AddCardForm onDone={() => setAdding(false)} />
      ) : (
        <button type="button" className={`${secondaryButtonCls} mt-4`} onClick={() => setAdding(true)}>
          Add a card
        </button>
      )}
    </div>
  );
}

import { useState } from 'react';
import { useCheckoutPayment } from '../../checkout/api/get-checkout-payment';
import { useSavedCards } from '../api/cards';
import { AddCardForm } from './add-card-form';
import { secondaryButtonCls } from './account-section';
import { SavedCardTile } from './saved-card-tile';

/**
 * The saved cards panel: tiles and the add-a-card form. A Stripe shop keeps no cards yet (decision 074): its
 * panel says so instead of offering a form the server would refuse.
 */
export function SavedCards() {
  const { data, isPending, isError } = useSavedCards();
  const [adding, setAdding] = useState(false);
  const stripe = useCheckoutPayment().data?.provider === 'stripe';
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
      {stripe ? (
        <p className="mt-4 text-sm text-neutral-600">
          Saving a card is not available yet: enter your card at checkout.
        </p>
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

/**
 * Add a card with Stripe (decision 074), loaded lazily with Stripe's Payment Element in `setup` mode: the element
 * makes a confirmation token, the server confirms a SetupIntent for the account's Stripe Customer with it and
 * keeps the PaymentMethod's brand, last 4 and expiry. A bank that asks for 3-D Secure answers the setup to
 * confirm: Stripe's challenge shows here, then the card is saved from the confirmed setup.
 */
import { useRef, useState, type FormEvent } from 'react';
import type { CardSetupPending, ConfirmCardBody } from '@shop/domain';
import { ApiError } from '../../../lib/api-client';
import StripePaymentElement, {
  type StripePaymentHandle,
} from '../../checkout/components/stripe-payment-element';
import { useAddCard, useConfirmCard } from '../api/cards';
import { CardFormFooter } from './card-form-footer';

const messageOf = (err: unknown) =>
  err instanceof ApiError ? (err.body?.error.message ?? err.message) : 'We could not save the card.';

export default function StripeAddCardForm({
  publishableKey,
  onDone,
}: {
  publishableKey: string;
  onDone: () => void;
}) {
  const add = useAddCard();
  const confirmCard = useConfirmCard();
  const stripe = useRef<StripePaymentHandle>(null);
  const [nickname, setNickname] = useState('');
  const [isDefault, setIsDefault] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const busy = add.isPending || confirmCard.isPending || confirming;

  /** The bank asks the shopper to confirm the card (3-D Secure); then the confirmed setup is saved. */
  async function confirmSetup(
    pending: CardSetupPending,
    named: Pick<ConfirmCardBody, 'card_nickname' | 'is_default_card'>,
  ) {
    setConfirming(true);
    const problem = await (stripe.current?.confirm(pending.next_action.client_secret) ??
      Promise.resolve('The secure card form is gone.'));
    setConfirming(false);
    if (problem) return setServerError(problem);
    confirmCard.mutate(
      { setup: pending.setup, ...named },
      { onSuccess: onDone, onError: (err) => setServerError(messageOf(err)) },
    );
  }

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setServerError(null);
    const named = { card_nickname: nickname.trim() || null, is_default_card: isDefault };
    add.mutate(
      async () => {
        if (!stripe.current)
          throw new ApiError(400, {
            error: { code: 'CARD_INVALID', message: 'The secure card form has not loaded yet.' },
          });
        return { token: await stripe.current.token(), ...named };
      },
      {
        onSuccess: (answer) => {
          if ('next_action' in answer) void confirmSetup(answer, named);
          else onDone();
        },
        onError: (err) => setServerError(messageOf(err)),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label="Add a card"
      onSubmit={onSubmit}
      className="mt-4 grid gap-4 rounded-xl border border-neutral-200 bg-neutral-50 p-4 sm:grid-cols-2"
    >
      <StripePaymentElement
        publishableKey={publishableKey}
        purpose={{ mode: 'setup' }}
        handle={stripe}
        billingFromForm={false}
      />
      <CardFormFooter
        nickname={nickname}
        onNickname={setNickname}
        isDefault={isDefault}
        onDefault={setIsDefault}
        serverError={serverError}
        busy={busy}
        onCancel={onDone}
      />
    </form>
  );
}

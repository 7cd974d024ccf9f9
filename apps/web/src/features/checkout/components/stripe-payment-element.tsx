/**
 * Stripe's Payment Element at checkout (decision 074), loaded lazily: only a Stripe shop's checkout page
 * fetches this chunk and Stripe.js (`@stripe/stripe-js/pure` injects the script when `loadStripe` is called,
 * not on import). The card stays in Stripe's frames: the form gets a confirmation token to send with the
 * order, and after the order is stored, the intent's client secret to finish a 3-D Secure confirmation.
 * The account's "add a card" uses it in `setup` mode (a SetupIntent's confirmation token, then 3-D Secure the
 * same way); checkout's "Save this card" sets `setupFutureUsage` as the server's intent does.
 */
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Appearance, Stripe, StripeElementsOptionsMode } from '@stripe/stripe-js';
import { ApiError } from '../../../lib/api-client';
import { useThemePreference, resolveTheme } from '../../../lib/theme';

/** Who pays, as the order's billing address has it: Stripe's fields for them are not shown (the form has them). */
export type StripeBilling = {
  name: string;
  email: string;
  phone: string;
  address: { line1: string; line2?: string; city: string; state: string; postal_code: string; country: 'US' };
};

/** What the checkout form asks of the Payment Element. */
export type StripePaymentHandle = {
  /**
   * The confirmation token of the entered card; throws a 400 CARD_INVALID ApiError with Stripe's message.
   * `billing`: who pays, from the form (else the element asks Stripe's own fields for what it needs).
   */
  token(billing?: StripeBilling): Promise<string>;
  /** Finishes the bank's confirmation (3-D Secure) of a payment or a card setup; null when done, else why not. */
  confirm(clientSecret: string): Promise<string | null>;
};

const loaded = new Map<string, Promise<Stripe | null>>();
/** One Stripe.js per publishable key for the page's life (Elements must keep the same promise). */
const stripeOf = (publishableKey: string) => {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    // null when Stripe.js did not load (offline, a blocker): tried again the next time the payment step shows.
    stripe = loadStripe(publishableKey)
      .catch(() => null)
      .then((s) => {
        if (!s) loaded.delete(publishableKey);
        return s;
      });
    loaded.set(publishableKey, stripe);
  }
  return stripe;
};

/** The shop's red and the neutral surfaces, in Stripe's light or night theme to follow the page. */
const appearanceOf = (dark: boolean): Appearance => ({
  theme: dark ? 'night' : 'stripe',
  variables: {
    colorPrimary: '#dc2626',
    colorDanger: dark ? '#f87171' : '#b91c1c',
    borderRadius: '8px',
    fontFamily: 'system-ui, sans-serif',
  },
});

const refusal = (message: string | undefined) =>
  new ApiError(400, {
    error: { code: 'CARD_INVALID', message: message ?? 'Please check your card details.' },
  });

/** `unconfirmed`: what to say when the bank's confirmation fails without a message of its own. */
function Bridge({ handle, unconfirmed }: { handle: Ref<StripePaymentHandle>; unconfirmed: string }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    handle,
    () => ({
      async token(billing) {
        if (!stripe || !elements) throw refusal('The secure card form is still loading; please try again.');
        const submitted = await elements.submit();
        if (submitted.error) throw refusal(submitted.error.message);
        const made = await stripe.createConfirmationToken(
          billing
            ? { elements, params: { payment_method_data: { billing_details: billing } } }
            : { elements },
        );
        if (made.error) throw refusal(made.error.message);
        return made.confirmationToken.id;
      },
      async confirm(clientSecret) {
        if (!stripe) return 'The secure card form did not load.';
        try {
          const done = await stripe.handleNextAction({ clientSecret });
          return done.error ? (done.error.message ?? unconfirmed) : null;
        } catch {
          return unconfirmed;
        }
      },
    }),
    [stripe, elements, unconfirmed],
  );
  return null;
}

/** What the element is for: a checkout's payment (its total; `saveCard`: kept for later) or saving a card. */
export type StripeElementPurpose =
  { mode: 'payment'; amountCents: number; saveCard?: boolean } | { mode: 'setup' };

const optionsOf = (purpose: StripeElementPurpose, dark: boolean): StripeElementsOptionsMode =>
  purpose.mode === 'setup'
    ? {
        mode: 'setup',
        currency: 'usd',
        // As the server's SetupIntent: kept for payments the shopper starts later.
        setupFutureUsage: 'off_session',
        allowedPaymentMethodTypes: ['card'],
        appearance: appearanceOf(dark),
      }
    : {
        mode: 'payment',
        currency: 'usd',
        // Elements needs a positive amount; the server charges the order's own total.
        amount: Math.max(purpose.amountCents, 50),
        captureMethod: 'manual',
        // "Save this card": the server's intent has setup_future_usage too (they must match).
        ...(purpose.saveCard ? { setupFutureUsage: 'off_session' as const } : {}),
        allowedPaymentMethodTypes: ['card'],
        appearance: appearanceOf(dark),
      };

/**
 * The Payment Element for cards (and wallets, which pay with a card): the shop's orders record a card's brand
 * and last 4, and the server's intent offers no method that leaves the page. At checkout the name, email,
 * phone and address come from the form, so Stripe does not ask for them again (`billingFromForm`).
 * `showCard` false (checkout paying with a saved card): no card fields, but Stripe.js stays for 3-D Secure.
 */
export default function StripePaymentElement({
  publishableKey,
  purpose,
  handle,
  billingFromForm = true,
  showCard = true,
}: {
  publishableKey: string;
  purpose: StripeElementPurpose;
  handle: Ref<StripePaymentHandle>;
  billingFromForm?: boolean;
  showCard?: boolean;
}) {
  const [stripe] = useState(() => stripeOf(publishableKey));
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void stripe.then((s) => live && !s && setFailed(true));
    return () => {
      live = false;
    };
  }, [stripe]);
  const [pref] = useThemePreference();
  const dark =
    resolveTheme(
      pref,
      typeof window.matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches,
    ) === 'dark';
  if (failed)
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm text-red-900 sm:col-span-2"
      >
        The secure card form could not load. Please check your connection and reload the page.
      </p>
    );
  return (
    <div className="sm:col-span-2">
      <Elements stripe={stripe} options={optionsOf(purpose, dark)}>
        {showCard && (
          <PaymentElement
            options={{
              layout: 'tabs',
              ...(billingFromForm
                ? {
                    fields: {
                      billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'never' },
                    },
                  }
                : {}),
            }}
          />
        )}
        <Bridge
          handle={handle}
          unconfirmed={`Your bank did not confirm the ${purpose.mode === 'setup' ? 'card' : 'payment'}.`}
        />
      </Elements>
    </div>
  );
}

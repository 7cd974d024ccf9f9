/**
 * Stripe's Payment Element at checkout (decision 074), loaded lazily: only a Stripe shop's checkout page
 * fetches this chunk and Stripe.js (`@stripe/stripe-js/pure` injects the script when `loadStripe` is called,
 * not on import). The card stays in Stripe's frames: the form gets a confirmation token to send with the
 * order, and after the order is stored, the intent's client secret to finish a 3-D Secure confirmation.
 */
import { useEffect, useImperativeHandle, useState, type Ref } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Appearance, Stripe } from '@stripe/stripe-js';
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
  /** The confirmation token of the entered card; throws a 400 CARD_INVALID ApiError with Stripe's message. */
  token(billing: StripeBilling): Promise<string>;
  /** Finishes the bank's confirmation (3-D Secure); null when done, else what went wrong (never throws). */
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

function Bridge({ handle }: { handle: Ref<StripePaymentHandle> }) {
  const stripe = useStripe();
  const elements = useElements();
  useImperativeHandle(
    handle,
    () => ({
      async token(billing) {
        if (!stripe || !elements) throw refusal('The secure card form is still loading; please try again.');
        const submitted = await elements.submit();
        if (submitted.error) throw refusal(submitted.error.message);
        const made = await stripe.createConfirmationToken({
          elements,
          params: { payment_method_data: { billing_details: billing } },
        });
        if (made.error) throw refusal(made.error.message);
        return made.confirmationToken.id;
      },
      async confirm(clientSecret) {
        if (!stripe) return 'The secure card form did not load.';
        try {
          const done = await stripe.handleNextAction({ clientSecret });
          return done.error ? (done.error.message ?? 'Your bank did not confirm the payment.') : null;
        } catch {
          return 'Your bank did not confirm the payment.';
        }
      },
    }),
    [stripe, elements],
  );
  return null;
}

/**
 * The Payment Element for cards (and wallets, which pay with a card): the shop's orders record a card's brand
 * and last 4, and the server's intent offers no method that leaves the page. Name, email, phone and address
 * come from the checkout form, so Stripe does not ask for them again.
 */
export default function StripePaymentElement({
  publishableKey,
  amountCents,
  handle,
}: {
  publishableKey: string;
  amountCents: number;
  handle: Ref<StripePaymentHandle>;
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
      <Elements
        stripe={stripe}
        options={{
          mode: 'payment',
          currency: 'usd',
          // Elements needs a positive amount; the server charges the order's own total.
          amount: Math.max(amountCents, 50),
          captureMethod: 'manual',
          allowedPaymentMethodTypes: ['card'],
          appearance: appearanceOf(dark),
        }}
      >
        <PaymentElement
          options={{
            layout: 'tabs',
            fields: { billingDetails: { name: 'never', email: 'never', phone: 'never', address: 'never' } },
          }}
        />
        <Bridge handle={handle} />
      </Elements>
    </div>
  );
}

import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { CardBrandRow } from '../../../components/ui/card-brand-logo';
import { ApiError } from '../../../lib/api-client';
import { checkoutErrorMessage } from './checkout-error';
import { useSession } from '../../auth/api/get-session';
import { useSavedCards } from '../../account/api/cards';
import { useCheckoutPayment } from '../api/get-checkout-payment';
import { usePlaceOrder, type OrderToPlace } from '../api/place-order';
import { AddressFields } from './address-fields';
import { Section, binder } from './checkout-section';
import { SavedCardChoice } from './saved-card-choice';
import { useCheckoutValues } from './use-checkout-values';
import {
  checkoutBodyOf,
  emailSuggestionMessage,
  payerOf,
  suggestedEmail,
  validateCheckout,
  type CheckoutChoices,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
} from './checkout-validation';
import { TestShopNotice } from './test-shop-notice';
import { TestCardFields } from './test-card-fields';
import { SaveCardFields } from './save-card-fields';
import type { StripePaymentHandle } from './stripe-payment-element';

/** Stripe's Payment Element: its chunk (and Stripe.js) load only on a Stripe shop's checkout (decision 074). */
const StripePaymentElement = lazy(() => import('./stripe-payment-element'));

export const confirmationPath = (token: string) => `/checkout/v3/confirmation/${encodeURIComponent(token)}`;

/** A new key for each checkout attempt; a retry of the same attempt reuses it. */
const newIdempotencyKey = () => crypto.randomUUID();

const suggestionButton =
  'min-h-9 max-w-full break-all rounded-lg px-3 py-1.5 text-left text-sm font-semibold transition';

/** Place Order before Stripe's Payment Element is there (still loading, or Stripe.js did not load). */
const CARD_FORM_MISSING = new ApiError(400, {
  error: {
    code: 'CARD_INVALID',
    message: 'The secure card form has not loaded yet; please wait a moment or reload the page.',
  },
});

/** A refusal means no order was made: the next submit is a new attempt with a new key. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

/**
 * Contact, shipping address (prefilled for a signed-in shopper from the profile and the default address,
 * or another address of the book), an optional separate billing address, and card payment.
 */
export function CheckoutForm({
  onShipToState,
  amountCents = 0,
}: { onShipToState?: (state: string) => void; amountCents?: number } = {}) {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  // With Stripe, its Payment Element takes the card (decision 074); the test provider's card form otherwise.
  const provider = useCheckoutPayment().data;
  const stripeKey = provider?.provider === 'stripe' ? provider.publishable_key : undefined;
  const stripe = useRef<StripePaymentHandle>(null);
  // Signed-in shoppers may pay with a saved card (savedCardId) or save the new card (saveCard); with Stripe a
  // saved card is a PaymentMethod of the account's customer, and saving sets the intent up for later.
  const signedIn = useSession().status === 'authenticated';
  const withCards = signedIn;
  const { values, addresses, chosen, withEdit, edit, choose } = useCheckoutValues(signedIn);
  // The order summary shows the tax of the state the order ships to (decision 075).
  const shipToState = values.state_code;
  useEffect(() => onShipToState?.(shipToState), [shipToState, onShipToState]);
  const [billingSame, setBillingSame] = useState(true);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  // The email as it was when last checked for a typo (on leaving the field, or on submit), and the exact
  // value the shopper chose to keep over the suggestion: a "Did you mean …?" shows only for the checked
  // value, so it does not come and go with each keystroke.
  const [emailChecked, setEmailChecked] = useState<string | null>(null);
  const [keptEmail, setKeptEmail] = useState<string | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const savedCards = useSavedCards(withCards).data?.cards ?? [];
  const [cardChoice, setCardChoice] = useState<number | 'new' | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const defaultCard = savedCards.find((c) => c.is_default_card === 1) ?? savedCards[0];
  const chosenCard =
    cardChoice === 'new'
      ? null
      : (savedCards.find((c) => c.id === cardChoice) ??
        (cardChoice === null ? defaultCard : undefined) ??
        null);
  const choices: CheckoutChoices = {
    payment:
      withCards && chosenCard
        ? { savedCardId: chosenCard.id }
        : { saveCard: withCards && saveCard, providerForm: stripeKey !== undefined },
    billingSameAsShipping: billingSame,
  };

  // Once the shopper has tried to submit, errors follow the fields as they are fixed.
  const revalidate = (next: CheckoutValues, nextChoices: CheckoutChoices = choices) => {
    if (submitted) setErrors(validateCheckout(next, new Date(), nextChoices));
  };
  const set = (field: CheckoutField, value: string) => {
    edit(field, value);
    revalidate(withEdit(field, value));
  };
  const suggestion = values.email === emailChecked ? suggestedEmail(values.email, keptEmail) : null;
  const suggestionMessage = suggestion ? emailSuggestionMessage(suggestion) : undefined;
  // An unanswered suggestion is the email field's hint; once an order was tried, its error like the others.
  const shownErrors: CheckoutErrors =
    suggestionMessage && submitted
      ? { ...errors, email: { type: 'suggestion', message: suggestionMessage } }
      : errors;
  const bind = binder(values, shownErrors, set);
  const focusField = (field: string) =>
    formRef.current?.querySelector<HTMLElement>(`[name="${field}"]`)?.focus();
  const answerSuggestion = (choice: 'use' | 'keep') => {
    if (!suggestion) return;
    if (choice === 'use') set('email', suggestion);
    else setKeptEmail(values.email);
    focusField('email');
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (placeOrder.isPending) return;
    setSubmitted(true);
    setEmailChecked(values.email);
    const found = validateCheckout(values, new Date(), choices);
    setErrors(found);
    // A "Did you mean …?" not yet answered (use it, or keep what was typed) stops the order at the email field.
    const first = suggestedEmail(values.email, keptEmail) ? 'email' : Object.keys(found)[0];
    if (first) {
      focusField(first);
      return;
    }
    const order: OrderToPlace = stripeKey
      ? {
          body: async () => {
            if (!stripe.current) throw CARD_FORM_MISSING;
            // A saved card is charged by the server; a new one is the element's confirmation token.
            if (choices.payment?.savedCardId !== undefined)
              return checkoutBodyOf(values, idempotencyKey, choices);
            const token = await stripe.current.token(payerOf(values, billingSame));
            return checkoutBodyOf(values, idempotencyKey, {
              ...choices,
              payment: { ...choices.payment, providerForm: true, token },
            });
          },
          confirmPayment: (secret) =>
            stripe.current?.confirm(secret) ?? Promise.resolve('The secure card form is gone.'),
        }
      : { body: () => checkoutBodyOf(values, idempotencyKey, choices) };
    placeOrder.mutate(order, {
      onSuccess: ({ answer, paymentProblem }) => {
        void navigate(confirmationPath(answer.confirmation_token), {
          replace: true,
          ...(paymentProblem ? { state: { paymentProblem } } : {}),
        });
      },
      onError: (error) => {
        if (isRefusal(error)) setIdempotencyKey(newIdempotencyKey());
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const failure = placeOrder.isError ? checkoutErrorMessage(placeOrder.error) : null;
  const errorCount = Object.keys(shownErrors).length;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Checkout" className="flex flex-col gap-6">
      {failure && (
        <div
          ref={alertRef}
          tabIndex={-1}
          role="alert"
          className="rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-900 outline-none"
        >
          <p className="font-bold">{failure.title}</p>
          <p className="mt-1 text-sm">{failure.message}</p>
        </div>
      )}
      {errorCount > 0 && (
        <p
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800"
        >
          Please fix the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.
        </p>
      )}

      <Section title="Contact">
        <div className="sm:col-span-2">
          <TextField
            label="Email"
            type="email"
            autoComplete="email"
            hint={suggestionMessage}
            onBlur={() => setEmailChecked(values.email)}
            {...bind('email')}
          />
          {suggestion && (
            <div className="mt-2 flex flex-wrap gap-2">
              <button
                type="button"
                onClick={() => answerSuggestion('use')}
                className={`${suggestionButton} bg-red-600 text-white hover:brightness-90`}
              >
                Use {suggestion}
              </button>
              <button
                type="button"
                onClick={() => answerSuggestion('keep')}
                className={`${suggestionButton} border border-neutral-300 text-neutral-800 hover:bg-neutral-100`}
              >
                Keep {values.email.trim()}
              </button>
            </div>
          )}
        </div>
        <TextField label="First name" autoComplete="given-name" {...bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          className="sm:col-span-2"
          {...bind('phone')}
        />
      </Section>

      <Section title="Shipping address">
        <AddressFields
          block="shipping"
          bind={bind}
          addresses={addresses}
          chosen={chosen('shipping')}
          onChoose={(c) => revalidate(choose('shipping', c))}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-neutral-800 sm:col-span-2">
          <input
            type="checkbox"
            checked={billingSame}
            onChange={(e) => {
              setBillingSame(e.target.checked);
              revalidate(values, { ...choices, billingSameAsShipping: e.target.checked });
            }}
            className="h-4 w-4 accent-red-600"
          />
          Billing address same as shipping
        </label>
      </Section>

      {!billingSame && (
        <Section title="Billing address">
          <AddressFields
            block="billing"
            bind={bind}
            addresses={addresses}
            chosen={chosen('billing')}
            onChoose={(c) => revalidate(choose('billing', c))}
          />
        </Section>
      )}

      <Section title="Payment" aside={<CardBrandRow />}>
        <TestShopNotice />
        {withCards && savedCards.length > 0 && (
          <SavedCardChoice
            cards={savedCards}
            chosen={chosenCard?.id ?? 'new'}
            onChoose={(choice) => {
              setCardChoice(choice);
              revalidate(values, {
                ...choices,
                payment: choice === 'new' ? { saveCard } : { savedCardId: choice },
              });
            }}
          />
        )}
        {stripeKey ? (
          <Suspense
            fallback={
              <p role="status" className="text-sm text-neutral-600 sm:col-span-2">
                Loading the secure card form…
              </p>
            }
          >
            <StripePaymentElement
              publishableKey={stripeKey}
              purpose={{ mode: 'payment', amountCents, saveCard: withCards && saveCard }}
              handle={stripe}
              showCard={!chosenCard}
            />
            {withCards && !chosenCard && (
              <SaveCardFields bind={bind} saveCard={{ checked: saveCard, onChange: setSaveCard }} />
            )}
          </Suspense>
        ) : (
          !chosenCard && (
            <TestCardFields
              bind={bind}
              values={values}
              errors={errors}
              set={set}
              saveCard={withCards ? { checked: saveCard, onChange: setSaveCard } : null}
            />
          )
        )}
      </Section>

      <button
        type="submit"
        disabled={placeOrder.isPending}
        aria-busy={placeOrder.isPending}
        className="flex h-14 w-full items-center justify-center gap-2 rounded-xl bg-red-600 text-base font-black uppercase tracking-wider text-white shadow-lg shadow-red-600/20 transition hover:bg-red-700 disabled:cursor-wait disabled:bg-neutral-400 disabled:shadow-none"
      >
        {placeOrder.isPending ? 'Placing Order…' : 'Place Order'}
      </button>
      <Link
        to="/cart"
        className="text-center text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:text-red-600"
      >
        Return to cart
      </Link>
    </form>
  );
}

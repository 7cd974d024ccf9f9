import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { cardBrandFromNumber, type SavedCard } from '@shop/domain';
import { TextField, fieldErrorMessage } from '../../../components/ui/text-field';
import { CardExpirySelects } from '../../../components/ui/card-expiry';
import { CARD_BRAND_NAMES, CardBrandLogo, CardBrandRow } from '../../../components/ui/card-brand-logo';
import { ApiError } from '../../../lib/api-client';
import { useSeo } from '../../../lib/seo';
import { cartQueryOptions } from '../../cart/api/get-cart';
import { useCartContext } from '../../cart/components/cart-context';
import { EmptyCart } from '../../cart/components/cart-contents';
import { useSession } from '../../auth/api/get-session';
import { useSavedCards } from '../../account/api/cards';
import { usePlaceOrder } from '../api/place-order';
import { OrderSummary } from '../components/order-summary';
import { US_STATES } from '../components/us-states';
import {
  EMPTY_CHECKOUT,
  checkoutBodyOf,
  validateCheckout,
  type CheckoutErrors,
  type CheckoutField,
  type CheckoutValues,
  type PaymentChoice,
} from '../components/checkout-validation';

export const checkoutLoader = (queryClient: QueryClient) => async () => {
  await queryClient.ensureQueryData(cartQueryOptions()).catch(() => undefined);
  return null;
};

export const confirmationPath = (token: string) => `/checkout/v3/confirmation/${encodeURIComponent(token)}`;

/** A new key for each checkout attempt; a retry of the same attempt reuses it. */
const newIdempotencyKey = () => crypto.randomUUID();

/** The message shown for a refused or failed order (the cart stays as it was). */
export function checkoutErrorMessage(error: unknown): { title: string; message: string } {
  if (error instanceof ApiError) {
    const message = error.body?.error.message;
    switch (error.code) {
      case 'CARD_DECLINED':
        return { title: 'Payment declined', message: message ?? 'Your card was declined. Please use a different card.' };
      case 'CARD_INVALID':
        return { title: 'Please check your card details', message: message ?? 'The card number or expiry is not valid.' };
      case 'OUT_OF_STOCK':
        return { title: 'An item in your cart is no longer available', message: message ?? 'Please review your cart.' };
      case 'CART_EMPTY':
        return { title: 'Your cart is empty', message: message ?? 'Add something to your cart first.' };
      default:
        if (message && error.status < 500) return { title: 'We could not place your order', message };
    }
  }
  return { title: 'We could not place your order', message: 'Something went wrong on our side. Please try again; you will not be charged twice.' };
}

/** A refusal means no order was made: the next submit is a new attempt with a new key. */
const isRefusal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

function Section({ title, children, aside }: { title: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <fieldset className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
      <legend className="sr-only">{title}</legend>
      <div className="mb-4 flex items-center justify-between gap-3">
        <h2 aria-hidden="true" className="text-lg font-black uppercase tracking-tight text-neutral-950">
          {title}
        </h2>
        {aside}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** /checkout/v3: contact, shipping address, card payment and the order summary. */
export function CheckoutPage() {
  const { cart, lines, isLoading } = useCartContext();
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
          <CheckoutForm />
          <div className="lg:order-last">
            <OrderSummary cart={cart} />
          </div>
        </div>
      )}
    </div>
  );
}

function CheckoutForm() {
  const navigate = useNavigate();
  const placeOrder = usePlaceOrder();
  const [values, setValues] = useState<CheckoutValues>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<CheckoutErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const alertRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Signed-in shoppers may pay with a saved card (savedCardId) or save the new card (saveCard).
  const signedIn = useSession().status === 'authenticated';
  const savedCards = useSavedCards(signedIn).data?.cards ?? [];
  const [cardChoice, setCardChoice] = useState<number | 'new' | null>(null);
  const [saveCard, setSaveCard] = useState(false);
  const defaultCard = savedCards.find((c) => c.is_default_card === 1) ?? savedCards[0];
  const chosenCard =
    cardChoice === 'new' ? null : (savedCards.find((c) => c.id === cardChoice) ?? (cardChoice === null ? defaultCard : undefined) ?? null);
  const payment: PaymentChoice = signedIn && chosenCard ? { savedCardId: chosenCard.id } : { saveCard: signedIn && saveCard };

  const set = (field: CheckoutField) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Once the shopper has tried to submit, errors follow the fields as they are fixed.
    if (submitted) setErrors(validateCheckout(next, new Date(), payment));
  };
  const bind = (field: CheckoutField) => ({
    name: field,
    value: values[field],
    error: errors[field] ?? null,
    onChange: (e: { target: { value: string } }) => set(field)(e.target.value),
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (placeOrder.isPending) return;
    setSubmitted(true);
    const found = validateCheckout(values, new Date(), payment);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
      return;
    }
    placeOrder.mutate(checkoutBodyOf(values, idempotencyKey, payment), {
      onSuccess: (answer) => {
        void navigate(confirmationPath(answer.confirmation_token), { replace: true });
      },
      onError: (error) => {
        if (isRefusal(error)) setIdempotencyKey(newIdempotencyKey());
        requestAnimationFrame(() => alertRef.current?.focus());
      },
    });
  };

  const brand = cardBrandFromNumber(values.card_number);
  const failure = placeOrder.isError ? checkoutErrorMessage(placeOrder.error) : null;
  const errorCount = Object.keys(errors).length;

  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-label="Checkout" className="flex flex-col gap-6">
      {failure && (
        <div ref={alertRef} tabIndex={-1} role="alert" className="rounded-xl border-2 border-red-600 bg-red-50 p-4 text-red-900 outline-none">
          <p className="font-bold">{failure.title}</p>
          <p className="mt-1 text-sm">{failure.message}</p>
        </div>
      )}
      {errorCount > 0 && (
        <p role="alert" className="rounded-xl border border-red-300 bg-red-50 p-3 text-sm font-semibold text-red-800">
          Please fix the {errorCount === 1 ? 'field' : `${errorCount} fields`} marked below.
        </p>
      )}

      <Section title="Contact">
        <TextField label="Email" type="email" autoComplete="email" className="sm:col-span-2" {...bind('email')} />
        <TextField label="First name" autoComplete="given-name" {...bind('first_name')} />
        <TextField label="Last name" autoComplete="family-name" {...bind('last_name')} />
        <TextField label="Phone" type="tel" autoComplete="tel" inputMode="tel" className="sm:col-span-2" {...bind('phone')} />
      </Section>

      <Section title="Shipping address">
        <TextField label="Street address" autoComplete="address-line1" minLength={3} className="sm:col-span-2" {...bind('address_line_1')} />
        <TextField label="Apartment, suite, etc." autoComplete="address-line2" optional className="sm:col-span-2" {...bind('address_line_2')} />
        <TextField label="City" autoComplete="address-level2" {...bind('city')} />
        <StateSelect value={values.state_code} onChange={set('state_code')} error={errors.state_code} />
        <TextField label="ZIP code" autoComplete="postal-code" inputMode="numeric" pattern="\d{5}(-\d{4})?" {...bind('zip_code')} />
        <div className="flex flex-col justify-end">
          <p className="text-sm text-neutral-700">
            Country: <span className="font-semibold">United States</span>
          </p>
        </div>
      </Section>

      <Section title="Payment" aside={<CardBrandRow />}>
        {signedIn && savedCards.length > 0 && (
          <SavedCardChoice
            cards={savedCards}
            chosen={chosenCard?.id ?? 'new'}
            onChoose={(choice) => {
              setCardChoice(choice);
              if (submitted) setErrors(validateCheckout(values, new Date(), choice === 'new' ? { saveCard } : { savedCardId: choice }));
            }}
          />
        )}
        {!chosenCard && (
          <>
            <TextField
              label="Card number"
              autoComplete="cc-number"
              inputMode="numeric"
              pattern="[0-9 -]{12,23}"
              className="sm:col-span-2"
              adornment={brand ? <CardBrandLogo brand={brand} className="h-6 w-10" /> : null}
              {...bind('card_number')}
            />
            <CardExpirySelects
              month={values.exp_month}
              year={values.exp_year}
              onMonthChange={set('exp_month')}
              onYearChange={set('exp_year')}
              monthError={errors.exp_month}
              yearError={errors.exp_year}
            />
            <TextField label="Security code (CVC)" autoComplete="cc-csc" inputMode="numeric" pattern="\d{3,4}" {...bind('cvc')} />
            <TextField label="Card nickname" optional className="sm:col-span-2" {...bind('card_nickname')} />
            {signedIn && (
              <label className="flex items-center gap-2 text-sm font-medium text-neutral-800 sm:col-span-2">
                <input type="checkbox" checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} className="h-4 w-4 accent-red-600" />
                Save this card
              </label>
            )}
            <p className="text-xs text-neutral-600 sm:col-span-2">
              Your card number is sent securely to the payment provider and never stored; only its brand and last 4 digits are kept.
            </p>
          </>
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
      <Link to="/cart" className="text-center text-sm font-semibold text-neutral-700 underline underline-offset-4 hover:text-red-600">
        Return to cart
      </Link>
    </form>
  );
}

function StateSelect({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: CheckoutErrors['state_code'] }) {
  return (
    <div>
      <label htmlFor="checkout-state" className="mb-1 block text-sm font-semibold text-neutral-800">
        State
      </label>
      <select
        id="checkout-state"
        name="state_code"
        required
        autoComplete="address-level1"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'checkout-state-error' : undefined}
        className={`h-11 w-full rounded-lg border bg-white px-3 text-base text-neutral-900 shadow-sm outline-none focus:border-red-600 focus:ring-2 focus:ring-red-600/20 ${
          error ? 'border-red-600' : 'border-neutral-300'
        }`}
      >
        <option value="">Select a state</option>
        {US_STATES.map(([code, name]) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </select>
      {error && (
        <p id="checkout-state-error" className="mt-1 text-sm font-medium text-red-700">
          {fieldErrorMessage(error)}
        </p>
      )}
    </div>
  );
}

/** Pay with a saved card of the account, or a new card. */
function SavedCardChoice({ cards, chosen, onChoose }: { cards: SavedCard[]; chosen: number | 'new'; onChoose: (choice: number | 'new') => void }) {
  const option =
    'flex cursor-pointer items-center gap-3 rounded-lg border border-neutral-300 px-3 py-2.5 text-sm has-[:checked]:border-red-600 has-[:checked]:bg-red-50';
  return (
    <div role="radiogroup" aria-label="Pay with" className="grid gap-2 sm:col-span-2">
      {cards.map((card) => (
        <label key={card.id} className={option}>
          <input type="radio" name="saved_card" value={card.id} checked={chosen === card.id} onChange={() => onChoose(card.id)} className="h-4 w-4 accent-red-600" />
          <CardBrandLogo brand={card.card_brand} className="h-6 w-10 shrink-0" />
          <span className="flex-1">
            <span className="font-semibold text-neutral-900">
              {CARD_BRAND_NAMES[card.card_brand]} ending in {card.card_no}
            </span>
            <span className="block text-xs text-neutral-600">
              Expires {card.exp_month}/{card.exp_year}
              {card.card_nickname ? ` · ${card.card_nickname}` : ''}
              {card.is_default_card === 1 ? ' · Default' : ''}
            </span>
          </span>
        </label>
      ))}
      <label className={option}>
        <input type="radio" name="saved_card" value="new" checked={chosen === 'new'} onChange={() => onChoose('new')} className="h-4 w-4 accent-red-600" />
        <span className="font-semibold text-neutral-900">Use a new card</span>
      </label>
    </div>
  );
}

/**
 * Stripe as the PaymentProvider (PAYMENT_PROVIDER=stripe, decision 074), through Stripe's own library. The
 * browser's Payment Element makes a confirmation token of the card (or wallet); checkout creates a
 * PaymentIntent with it, confirmed at once and captured by hand: `requires_capture` is authorized, and
 * `requires_action` (3-D Secure) goes back to the browser with the intent's client secret while the order waits
 * for the webhook. Capture, cancel (void) and refunds, whole or partial, are the intent's and refunds' methods.
 * Webhook events are verified with the library (`webhooks.constructEvent`) against STRIPE_WEBHOOK_SECRET.
 */
import Stripe from 'stripe';
import { cardOf, stripeCardVault } from './stripe-cards.js';
import type { AuthorizeResult, PaymentProvider, PaymentRefusal } from './payment-provider.js';

export type StripeSettings = {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
};

/** Where the library sends its requests: Stripe's API unless a test's stand-in is named (tests only). */
export type StripeEndpoint = { host: string; port: number; protocol: 'http' | 'https' };

export type StripePaymentProvider = PaymentProvider & {
  readonly publishableKey: string;
  /** The event of a webhook request, verified by its Stripe-Signature header; throws when it is not Stripe's. */
  webhookEvent(rawBody: Buffer | string, signature: string): Stripe.Event;
};

export const isStripeProvider = (provider: PaymentProvider): provider is StripePaymentProvider =>
  provider.name === 'stripe' && 'webhookEvent' in provider;

const BRAND_REFUSED: PaymentRefusal = {
  ok: false,
  code: 'CARD_INVALID',
  message: 'We accept American Express, Visa, Mastercard and Discover.',
};
const TOKEN_REFUSED: PaymentRefusal = {
  ok: false,
  code: 'CARD_INVALID',
  message: 'The payment token is not valid; please enter your card again.',
};

const SAVED_CARD_REFUSED: PaymentRefusal = {
  ok: false,
  code: 'CARD_INVALID',
  message: 'This saved card cannot be used; please enter your card again.',
};

export function createStripePaymentProvider(
  settings: StripeSettings,
  endpoint?: StripeEndpoint,
): StripePaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(endpoint ?? {}),
  });

  /** The refusal of an intent that is neither held nor waiting for the shopper's bank. */
  const declined = (intent: Stripe.PaymentIntent): PaymentRefusal => ({
    ok: false,
    code: 'CARD_DECLINED',
    message: intent.last_payment_error?.message ?? 'Your card was declined.',
  });

  /**
   * Creates and confirms a manual-capture intent: `requires_capture` is authorized, `requires_action` goes back
   * to the browser (3-D Secure), anything else is declined; a card of a brand the shop does not record is
   * cancelled and refused. `invalid`: the refusal of a request Stripe finds invalid (the token or saved card).
   */
  async function confirmIntent(
    params: Stripe.PaymentIntentCreateParams,
    idempotencyKey: string,
    invalid: PaymentRefusal,
  ): Promise<AuthorizeResult> {
    let intent: Stripe.PaymentIntent;
    try {
      intent = await stripe.paymentIntents.create(params, { idempotencyKey });
    } catch (err) {
      if (err instanceof Stripe.errors.StripeCardError)
        return { ok: false, code: 'CARD_DECLINED', message: err.message };
      if (err instanceof Stripe.errors.StripeInvalidRequestError) return invalid;
      throw err;
    }
    if (intent.status !== 'requires_capture' && intent.status !== 'requires_action') return declined(intent);
    const card = cardOf(intent.payment_method);
    if (card === 'unaccepted' || card === null) {
      await cancelQuietly(intent.id);
      return BRAND_REFUSED;
    }
    // Saved with the payment: the PaymentMethod is the customer's once the intent is authorized.
    const method = intent.payment_method;
    const savedReference =
      params.setup_future_usage && method && typeof method !== 'string' ? { savedReference: method.id } : {};
    if (intent.status === 'requires_action') {
      if (!intent.client_secret) throw new Error(`stripe: intent ${intent.id} needs action without a secret`);
      return {
        ok: true,
        status: 'requires_action',
        reference: intent.id,
        clientSecret: intent.client_secret,
        ...card,
        ...savedReference,
      };
    }
    return { ok: true, status: 'authorized', reference: intent.id, ...card, ...savedReference };
  }

  async function cancelQuietly(id: string): Promise<void> {
    try {
      await stripe.paymentIntents.cancel(id);
    } catch {
      // Nothing was captured; an intent left uncaptured lapses at Stripe on its own.
    }
  }

  return {
    name: 'stripe',
    publishableKey: settings.publishableKey,

    authorize(request) {
      return confirmIntent(
        {
          amount: request.amountCents,
          currency: 'usd',
          capture_method: 'manual',
          confirm: true,
          confirmation_token: request.token,
          // Cards and wallets confirm without leaving the page; methods that redirect are not offered.
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          // "Save this card": Stripe attaches the card to the account's customer once it is authorized.
          ...(request.saveFor
            ? { customer: request.saveFor, setup_future_usage: 'off_session' as const }
            : {}),
          expand: ['payment_method'],
        },
        `checkout-${request.idempotencyKey}`,
        TOKEN_REFUSED,
      );
    },

    authorizeSaved(request) {
      // A card the shop saved before it took payments through Stripe (or saved for no customer) has no Stripe
      // PaymentMethod to charge: the shopper enters it again.
      if (!request.customer || !request.card.reference.startsWith('pm_'))
        return Promise.resolve(SAVED_CARD_REFUSED);
      return confirmIntent(
        {
          amount: request.amountCents,
          currency: 'usd',
          capture_method: 'manual',
          confirm: true,
          // The customer's own PaymentMethod: Stripe refuses another customer's (the shop checked the account).
          customer: request.customer,
          payment_method: request.card.reference,
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          expand: ['payment_method'],
        },
        `checkout-${request.idempotencyKey}`,
        SAVED_CARD_REFUSED,
      );
    },

    ...stripeCardVault(stripe),

    async capture(reference) {
      await stripe.paymentIntents.capture(reference);
    },

    async void(reference) {
      await stripe.paymentIntents.cancel(reference);
    },

    async refund(reference, amountCents) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        throw new Error(`payments: refund of ${amountCents} cents`);
      await stripe.refunds.create({ payment_intent: reference, amount: amountCents });
    },

    webhookEvent(rawBody, signature) {
      return stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
    },
  };
}

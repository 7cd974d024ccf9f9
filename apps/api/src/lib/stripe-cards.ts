/**
 * Saved cards with Stripe (decision 074): a saved card is a PaymentMethod attached to the account's Stripe
 * Customer. The account's "add a card" confirms a SetupIntent with the Payment Element's confirmation token (3-D
 * Secure when the bank asks: the browser confirms, then `vaulted` reads the setup again); checkout's "Save this
 * card" is the PaymentIntent's `setup_future_usage` (./stripe-payments.ts). The shop keeps the PaymentMethod's id,
 * brand, last 4 and expiry only; removing the card detaches it.
 */
import { createHash } from 'node:crypto';
import Stripe from 'stripe';
import type { CardBrand } from '@shop/domain';
import type { CardFacts, PaymentProvider, PaymentRefusal, VaultedCard } from './payment-provider.js';

const BRANDS: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  amex: 'amex',
  discover: 'discover',
};

/** Brand, last 4 and expiry of a payment method's card (a wallet's card too), or null for another kind of method. */
export function cardOf(method: Stripe.PaymentIntent['payment_method']): CardFacts | 'unaccepted' | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const brand = BRANDS[method.card.brand];
  if (!brand) return 'unaccepted';
  return {
    brand,
    last4: method.card.last4,
    expMonth: String(method.card.exp_month).padStart(2, '0'),
    expYear: String(method.card.exp_year),
  };
}

const refused = (code: PaymentRefusal['code'], message: string): PaymentRefusal => ({
  ok: false,
  code,
  message,
});
const BRAND_REFUSED = refused('CARD_INVALID', 'We accept American Express, Visa, Mastercard and Discover.');
const TOKEN_REFUSED = refused(
  'CARD_INVALID',
  'The payment token is not valid; please enter your card again.',
);
const NOT_CONFIRMED = refused('CARD_DECLINED', 'Your bank did not confirm the card.');
const NOT_YOURS = refused('CARD_INVALID', 'This card setup is not yours; please enter your card again.');

const idOf = (ref: string | { id: string } | null): string | null =>
  typeof ref === 'string' ? ref : (ref?.id ?? null);

export function stripeCardVault(stripe: Stripe): Required<Pick<PaymentProvider, 'vaultCard' | 'customers'>> {
  /** The saved card of a succeeded setup, or the refusal of a card the shop does not record (detached again). */
  async function keptCard(setup: Stripe.SetupIntent): Promise<VaultedCard | PaymentRefusal> {
    const card = cardOf(setup.payment_method);
    const method = idOf(setup.payment_method);
    if (card === null || card === 'unaccepted' || !method) {
      if (method) await forget(method);
      return BRAND_REFUSED;
    }
    return { ok: true, reference: method, ...card };
  }

  async function forget(reference: string): Promise<void> {
    // A card saved with another provider (before the shop took Stripe) was never Stripe's.
    if (!reference.startsWith('pm_')) return;
    try {
      await stripe.paymentMethods.detach(reference);
    } catch (err) {
      // Detached already, or no such method: Stripe keeps nothing of it for the customer either way.
      if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw err;
    }
  }

  return {
    async vaultCard(token, _now, customer) {
      if (!customer) throw new Error('stripe: a card is saved for a customer');
      let setup: Stripe.SetupIntent;
      try {
        setup = await stripe.setupIntents.create({
          customer,
          confirm: true,
          confirmation_token: token,
          usage: 'off_session',
          automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
          expand: ['payment_method'],
        });
      } catch (err) {
        if (err instanceof Stripe.errors.StripeCardError) return refused('CARD_DECLINED', err.message);
        if (err instanceof Stripe.errors.StripeInvalidRequestError) return TOKEN_REFUSED;
        throw err;
      }
      if (setup.status === 'succeeded') return keptCard(setup);
      if (setup.status === 'requires_action' && setup.client_secret)
        return { ok: 'pending', setup: setup.id, clientSecret: setup.client_secret };
      return refused('CARD_DECLINED', setup.last_setup_error?.message ?? 'Your card was declined.');
    },

    customers: {
      async create({ accountId, email }) {
        // One customer per account even when two first saves race: Stripe answers a repeated key with the first.
        const key = createHash('sha256').update(`${accountId}:${email}`).digest('hex');
        const customer = await stripe.customers.create(
          { email, metadata: { account_id: String(accountId) } },
          { idempotencyKey: `customer-${key}` },
        );
        return customer.id;
      },

      async vaulted(setupId, customer) {
        let setup: Stripe.SetupIntent;
        try {
          setup = await stripe.setupIntents.retrieve(setupId, { expand: ['payment_method'] });
        } catch (err) {
          if (err instanceof Stripe.errors.StripeInvalidRequestError) return NOT_YOURS;
          throw err;
        }
        if (idOf(setup.customer) !== customer) return NOT_YOURS;
        if (setup.status !== 'succeeded') return NOT_CONFIRMED;
        return keptCard(setup);
      },

      async cardFacts(reference) {
        try {
          const card = cardOf(await stripe.paymentMethods.retrieve(reference));
          return card === 'unaccepted' ? null : card;
        } catch (err) {
          if (err instanceof Stripe.errors.StripeInvalidRequestError) return null;
          throw err;
        }
      },

      forget,
    },
  };
}

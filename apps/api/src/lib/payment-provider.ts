/**
 * Card payments go through this interface (decision 074). Card details never reach the server: checkout and
 * the account's "add a card" send the token the provider's browser code made of the card. The built-in test
 * provider reads the domain's test token (brand, last 4, expiry and the test card's outcome, made in the
 * browser by `testCardToken`); Stripe's provider (./stripe-payments.ts) takes a confirmation token.
 */
import { randomBytes } from 'node:crypto';
import {
  expiryValid,
  parseTestCardToken,
  TEST_DECLINE_MESSAGES,
  type CardBrand,
  type PaymentProviderName,
} from '@shop/domain';

export type AuthorizeRequest = {
  amountCents: number;
  currency: 'USD';
  /** The provider's token of the card (PaymentTokenSchema): never the number or the security code. */
  token: string;
  /** The checkout's idempotency key, passed on so a gateway can deduplicate too. */
  idempotencyKey: string;
  now: Date;
  /**
   * The provider's customer (`createCustomer`) to keep the card for once the payment is authorized ("Save this
   * card" with a provider whose saved cards are its customers' payment methods: Stripe).
   */
  saveFor?: string;
};

export type PaymentRefusal = {
  ok: false;
  /** CARD_INVALID (400): the card details or token cannot be right. CARD_DECLINED (402): the issuer said no. */
  code: 'CARD_INVALID' | 'CARD_DECLINED';
  message: string;
};

/** A card as the provider knows it: what the shop may keep (decision 074). */
export type CardFacts = { brand: CardBrand; last4: string; expMonth: string; expYear: string };

export type Authorization = CardFacts & {
  ok: true;
  reference: string;
  /**
   * `authorized`: the amount is held now. `requires_action`: the shopper's bank asks the browser to confirm
   * (3-D Secure) with `clientSecret`; the order waits for the provider's webhook (decision 074).
   */
  status: 'authorized' | 'requires_action';
  clientSecret?: string;
  /** With `saveFor`: the card's reusable reference, kept for the customer once the payment is authorized. */
  savedReference?: string;
};

export type AuthorizeResult = Authorization | PaymentRefusal;

/** Charging a saved card: the provider's reference stands in for the number (never stored). */
export type AuthorizeSavedRequest = {
  amountCents: number;
  currency: 'USD';
  card: CardFacts & { reference: string };
  idempotencyKey: string;
  now: Date;
  /** The account's customer at the provider, when the provider keeps cards per customer (Stripe). */
  customer?: string;
};

/** A card kept by the provider for later: its reusable reference and what the shop may show. */
export type VaultedCard = CardFacts & { ok: true; reference: string };

/** The bank asks the shopper to confirm the card being saved (3-D Secure): the browser does, then the shop looks again. */
export type VaultPending = { ok: 'pending'; setup: string; clientSecret: string };

/** Who the provider's customer is made for (an account; its email helps the merchant find it at the provider). */
export type CustomerRequest = { accountId: number; email: string };

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Reserve the amount on the card the token stands for. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Reserve the amount on a saved card (optional: a provider without a card vault leaves it out). */
  authorizeSaved?(request: AuthorizeSavedRequest): Promise<AuthorizeResult>;
  /**
   * Keep the card a token stands for (optional, as authorizeSaved): the account's saved cards. `customer` is the
   * account's customer at a provider that has them (required there).
   */
  vaultCard?(
    token: string,
    now: Date,
    customer?: string,
  ): Promise<VaultedCard | VaultPending | PaymentRefusal>;
  /**
   * A provider whose saved cards belong to a customer of its own (Stripe): makes the account's customer (the shop
   * keeps its id), finishes a card saving the bank had to confirm, reads a saved card's facts and forgets one.
   */
  customers?: {
    create(request: CustomerRequest): Promise<string>;
    /** The card a confirmed setup kept for `customer`, or a refusal (not confirmed, or not that customer's). */
    vaulted(setup: string, customer: string): Promise<VaultedCard | PaymentRefusal>;
    /** Brand, last 4 and expiry of a saved card, or null when the provider has no such card. */
    cardFacts(reference: string): Promise<CardFacts | null>;
    /** Detaches the saved card from its customer (a card the provider no longer has is fine). */
    forget(reference: string): Promise<void>;
  };
  /** Take the reserved amount (after the order is stored). */
  capture(reference: string): Promise<void>;
  /** Release a reservation whose order could not be stored, was cancelled or was never paid. */
  void(reference: string): Promise<void>;
  /**
   * Give back part or all of a captured payment (the back office's cancel, refund and return refund). The
   * caller keeps the sum of refunds within what was paid; a provider that cannot refund throws.
   */
  refund(reference: string, amountCents: number): Promise<void>;
}

const MALFORMED_TOKEN: PaymentRefusal = {
  ok: false,
  code: 'CARD_INVALID',
  message: 'The payment token is not valid; please enter your card again.',
};
const EXPIRED: PaymentRefusal = {
  ok: false,
  code: 'CARD_INVALID',
  message: "Your card's expiration date is invalid.",
};

export type TestPaymentProvider = PaymentProvider & {
  /** What happened, for tests (references and amounts only). */
  readonly log: {
    action: 'authorize' | 'capture' | 'void' | 'refund';
    reference: string;
    amountCents?: number;
  }[];
};

/** The test provider's log keeps only the latest entries, so a long-running server does not grow. */
const LOG_LIMIT = 1000;

export function createTestPaymentProvider(): TestPaymentProvider {
  const log: TestPaymentProvider['log'] = [];
  const record = (entry: TestPaymentProvider['log'][number]) => {
    log.push(entry);
    if (log.length > LOG_LIMIT) log.splice(0, log.length - LOG_LIMIT);
  };
  return {
    name: 'test',
    log,
    authorize(request) {
      const card = parseTestCardToken(request.token);
      if (!card) return Promise.resolve(MALFORMED_TOKEN);
      // The browser checked the expiry when it made the token; the server's clock has the last word.
      if (!expiryValid(card.expMonth, card.expYear, request.now)) return Promise.resolve(EXPIRED);
      if (card.outcome !== 'approved')
        return Promise.resolve({
          ok: false,
          code: 'CARD_DECLINED',
          message: TEST_DECLINE_MESSAGES[card.outcome],
        });
      const reference = `test_${randomBytes(12).toString('hex')}`;
      record({ action: 'authorize', reference, amountCents: request.amountCents });
      const { brand, last4, expMonth, expYear } = card;
      return Promise.resolve({ ok: true, status: 'authorized', reference, brand, last4, expMonth, expYear });
    },
    authorizeSaved(request) {
      if (!expiryValid(request.card.expMonth, request.card.expYear, request.now))
        return Promise.resolve(EXPIRED);
      const reference = `test_${randomBytes(12).toString('hex')}`;
      record({ action: 'authorize', reference, amountCents: request.amountCents });
      const { reference: _saved, ...card } = request.card;
      return Promise.resolve({ ok: true, status: 'authorized', reference, ...card });
    },
    vaultCard(token, now) {
      const card = parseTestCardToken(token);
      if (!card) return Promise.resolve(MALFORMED_TOKEN);
      if (!expiryValid(card.expMonth, card.expYear, now)) return Promise.resolve(EXPIRED);
      const { brand, last4, expMonth, expYear } = card;
      return Promise.resolve({
        ok: true,
        reference: `card_${randomBytes(16).toString('hex')}`,
        brand,
        last4,
        expMonth,
        expYear,
      });
    },
    capture(reference) {
      record({ action: 'capture', reference });
      return Promise.resolve();
    },
    void(reference) {
      record({ action: 'void', reference });
      return Promise.resolve();
    },
    refund(reference, amountCents) {
      if (!Number.isSafeInteger(amountCents) || amountCents <= 0)
        return Promise.reject(new Error(`payments: refund of ${amountCents} cents`));
      record({ action: 'refund', reference, amountCents });
      return Promise.resolve();
    },
  };
}

/** The warning of every production start whose checkout takes no money (PAYMENT_PROVIDER=test). */
export const TEST_PAYMENTS_WARNING =
  'PAYMENT_PROVIDER=test: checkout takes no money (test cards are approved, nothing is charged) and tells shoppers this is a test shop';

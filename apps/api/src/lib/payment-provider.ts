/**
 * Card payments go through this interface; a real gateway implements it later. The built-in test
 * provider behaves like public test cards: the Luhn check, brand by first digit (3 amex, 4 visa,
 * 5 mastercard, 6 discover), expiry month 01..12 and year from now to 12 years ahead, and two numbers
 * that decline. The full number and cvc only pass through memory: they are never stored or logged.
 */
import { randomBytes } from 'node:crypto';
import {
  cardBrandFromNumber,
  expiryValid,
  luhnValid,
  maskCard,
  normalizeCardNumber,
  type CardBrand,
  type PaymentProviderName,
} from '@shop/domain';

export type CardDetails = { number: string; expMonth: string; expYear: string; cvc: string };

export type AuthorizeRequest = {
  amountCents: number;
  currency: 'USD';
  card: CardDetails;
  /** The checkout's idempotency key, passed on so a gateway can deduplicate too. */
  idempotencyKey: string;
  now: Date;
};

export type PaymentRefusal = {
  ok: false;
  /** CARD_INVALID (400): the card details cannot be right. CARD_DECLINED (402): the issuer said no. */
  code: 'CARD_INVALID' | 'CARD_DECLINED';
  message: string;
};

export type AuthorizeResult =
  { ok: true; reference: string; brand: CardBrand; last4: string } | PaymentRefusal;

/** Charging a saved card: the provider's reference stands in for the number (never stored). */
export type AuthorizeSavedRequest = {
  amountCents: number;
  currency: 'USD';
  card: { reference: string; brand: CardBrand; last4: string; expMonth: string; expYear: string };
  idempotencyKey: string;
  now: Date;
};

export interface PaymentProvider {
  /** Reserve the amount on the card. */
  authorize(request: AuthorizeRequest): Promise<AuthorizeResult>;
  /** Reserve the amount on a saved card (optional: a provider without a card vault leaves it out). */
  authorizeSaved?(request: AuthorizeSavedRequest): Promise<AuthorizeResult>;
  /** Take the reserved amount (after the order is stored). */
  capture(reference: string): Promise<void>;
  /** Release a reservation whose order could not be stored. */
  void(reference: string): Promise<void>;
  /**
   * Give back part or all of a captured payment (the back office's cancel, refund and return refund). The
   * caller keeps the sum of refunds within what was paid; a provider that cannot refund throws.
   */
  refund(reference: string, amountCents: number): Promise<void>;
}

/** Public test numbers that decline, with the message the shopper sees. */
export const DECLINING_TEST_CARDS: Readonly<Record<string, string>> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
};

/** Checks every card the way a gateway would; shared by the test provider and usable by real ones. */
export function checkCard(
  card: CardDetails,
  now: Date,
): PaymentRefusal | { ok: true; brand: CardBrand; last4: string } {
  const number = normalizeCardNumber(card.number);
  if (!luhnValid(number)) return { ok: false, code: 'CARD_INVALID', message: 'Your card number is invalid.' };
  const brand = cardBrandFromNumber(number);
  if (!brand)
    return {
      ok: false,
      code: 'CARD_INVALID',
      message: 'We accept American Express, Visa, Mastercard and Discover.',
    };
  if (!expiryValid(card.expMonth, card.expYear, now))
    return { ok: false, code: 'CARD_INVALID', message: "Your card's expiration date is invalid." };
  const cvcLength = brand === 'amex' ? 4 : 3;
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
    return { ok: false, code: 'CARD_INVALID', message: "Your card's security code is invalid." };
  return { ok: true, brand, last4: maskCard(number) };
}

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
    log,
    authorize(request) {
      const checked = checkCard(request.card, request.now);
      if (!checked.ok) return Promise.resolve(checked);
      const declined = DECLINING_TEST_CARDS[normalizeCardNumber(request.card.number)];
      if (declined) return Promise.resolve({ ok: false, code: 'CARD_DECLINED', message: declined });
      const reference = `test_${randomBytes(12).toString('hex')}`;
      record({ action: 'authorize', reference, amountCents: request.amountCents });
      return Promise.resolve({ ok: true, reference, brand: checked.brand, last4: checked.last4 });
    },
    authorizeSaved(request) {
      if (!expiryValid(request.card.expMonth, request.card.expYear, request.now))
        return Promise.resolve({
          ok: false,
          code: 'CARD_INVALID',
          message: "Your card's expiration date is invalid.",
        });
      const reference = `test_${randomBytes(12).toString('hex')}`;
      record({ action: 'authorize', reference, amountCents: request.amountCents });
      return Promise.resolve({ ok: true, reference, brand: request.card.brand, last4: request.card.last4 });
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

/** The provider PAYMENT_PROVIDER names (decision 070); `stripe` comes next. */
export function paymentProviderOf(name: PaymentProviderName): PaymentProvider {
  switch (name) {
    case 'test':
      return createTestPaymentProvider();
  }
}

/** The warning of every production start whose checkout takes no money (PAYMENT_PROVIDER=test). */
export const TEST_PAYMENTS_WARNING =
  'PAYMENT_PROVIDER=test: checkout takes no money (test cards are approved, nothing is charged) and tells shoppers this is a test shop';

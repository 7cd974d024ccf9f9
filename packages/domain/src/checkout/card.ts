/**
 * Card checks for checkout (spec section 5): Luhn check digit, expiry month 01 to 12 and year from the
 * current year through 12 years ahead (not in the past), and masking to the last 4 digits. The brand
 * comes from `cardBrandFromNumber` (shared/constants). Pure: `now` is always an argument.
 *
 * The test provider's token (decision 074) is made here too: the browser checks the card with `checkCard`
 * and sends only the token (brand, last 4, expiry and the test card's outcome); the server reads it back.
 */
import { cardBrandFromNumber, type CardBrand } from '../shared/constants.js';

/** How many years ahead of the current one the expiry selector offers. */
export const EXPIRY_YEARS_AHEAD = 12;

/** '01' .. '12', the expiry month selector. */
export const EXPIRY_MONTHS: readonly string[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
);

/** Spaces and dashes are how people type card numbers; anything else is kept and fails the digit check. */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** True when the number (spaces and dashes allowed) is 12 to 19 digits with a valid Luhn check digit. */
export function luhnValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `partial + digit` pass Luhn (used to build test numbers). */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${partial}${d}`)) return String(d);
  /* c8 ignore next */
  throw new Error('unreachable: one digit always completes a Luhn sum');
}

/** The years the expiry selector offers: the current (UTC) year through 12 years ahead, as 'YYYY'. */
export function expiryYears(now: Date): string[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(year + i));
}

/**
 * A usable expiry: month '01'..'12', year 'YYYY' (or a number) from now's year to 12 years ahead, and
 * not in the past (a card is good through the last day of its expiry month; months compared in UTC).
 */
export function expiryValid(month: string, year: string | number, now: Date): boolean {
  if (!/^(0[1-9]|1[0-2])$/.test(month)) return false;
  const y = typeof year === 'number' ? year : /^\d{4}$/.test(year) ? Number(year) : Number.NaN;
  if (!Number.isInteger(y)) return false;
  const nowYear = now.getUTCFullYear();
  if (y < nowYear || y > nowYear + EXPIRY_YEARS_AHEAD) return false;
  if (y === nowYear && Number(month) < now.getUTCMonth() + 1) return false;
  return true;
}

/** The last 4 digits of a card number: the only part ever stored or shown. */
export function maskCard(number: string): string {
  const digits = normalizeCardNumber(number).replace(/\D/g, '');
  return digits.slice(-4);
}

// ---------------------------------------------------------------- the test provider's card token (decision 074)

/** A refusal of card details: CARD_INVALID (400) cannot be right; CARD_DECLINED (402) the issuer said no. */
export type CardRefusal = { ok: false; code: 'CARD_INVALID' | 'CARD_DECLINED'; message: string };

/**
 * Card details as the shopper types them; they stay in the browser (decision 074). No `cvc`: the account's
 * add-card form, which asks for none (checkout always does).
 */
export type CardDetails = { number: string; expMonth: string; expYear: string; cvc?: string };

/** Public test numbers that decline, with the outcome the token carries. */
export const DECLINING_TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
};

export type TestCardOutcome = 'approved' | 'declined' | 'insufficient_funds';

/** What a declining outcome tells the shopper. */
export const TEST_DECLINE_MESSAGES: Readonly<Record<Exclude<TestCardOutcome, 'approved'>, string>> = {
  declined: 'Your card was declined.',
  insufficient_funds: 'Your card has insufficient funds.',
};

/**
 * Checks card details the way a gateway would: the Luhn check, brand by first digit (3 amex, 4 visa,
 * 5 mastercard, 6 discover), expiry month 01..12 and year from now to 12 years ahead, and the security code's
 * length (4 digits for amex, else 3). The messages are the ones the checkout shows.
 */
export function checkCard(
  card: CardDetails,
  now: Date,
): CardRefusal | { ok: true; brand: CardBrand; last4: string } {
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
  if (card.cvc !== undefined && !new RegExp(`^\\d{${cvcLength}}$`).test(card.cvc))
    return { ok: false, code: 'CARD_INVALID', message: "Your card's security code is invalid." };
  return { ok: true, brand, last4: maskCard(number) };
}

/** What a test token says: never the number or the security code. */
export type TestCardToken = {
  brand: CardBrand;
  last4: string;
  expMonth: string;
  expYear: string;
  outcome: TestCardOutcome;
};

const TEST_TOKEN =
  /^tok_test_(amex|visa|mastercard|discover)_(\d{4})_(0[1-9]|1[0-2])_(\d{4})_(approved|declined|insufficient_funds)$/;

/** The test provider's token of a card (the browser makes it), or why the card is refused before any request. */
export function testCardToken(card: CardDetails, now: Date): CardRefusal | { ok: true; token: string } {
  const checked = checkCard(card, now);
  if (!checked.ok) return checked;
  const outcome = DECLINING_TEST_CARDS[normalizeCardNumber(card.number)] ?? 'approved';
  return {
    ok: true,
    token: `tok_test_${checked.brand}_${checked.last4}_${card.expMonth}_${card.expYear}_${outcome}`,
  };
}

/** A test token read back (the server's test provider); null when it is not one. */
export function parseTestCardToken(token: string): TestCardToken | null {
  const m = TEST_TOKEN.exec(token);
  if (!m) return null;
  return {
    brand: m[1] as CardBrand,
    last4: m[2]!,
    expMonth: m[3]!,
    expYear: m[4]!,
    outcome: m[5] as TestCardOutcome,
  };
}

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandFromNumber } from '../shared/constants.js';
import {
  checkCard,
  EXPIRY_MONTHS,
  expiryValid,
  expiryYears,
  luhnCheckDigit,
  luhnValid,
  maskCard,
  normalizeCardNumber,
  parseTestCardToken,
  TEST_DECLINE_MESSAGES,
  testCardToken,
} from './card.js';

const NOW = new Date('2026-03-15T12:00:00Z');

/** A valid number: a brand digit, random body, the Luhn check digit. */
const validNumberArb = fc
  .tuple(
    fc.constantFrom('3', '4', '5', '6'),
    fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 11, maxLength: 17 }),
  )
  .map(([first, body]) => {
    const partial = first + body.join('');
    return partial + luhnCheckDigit(partial);
  });

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '4000000000000002',
    '4000000000009995',
    '5555555555554444',
    '378282246310005',
    '6011111111111117',
  ])('accepts the public test card %s', (n) => expect(luhnValid(n)).toBe(true));
  it('accepts spaces and dashes between digit groups', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true);
    expect(luhnValid('4242-4242-4242-4242')).toBe(true);
  });
  it.each([
    ['a wrong check digit', '4242424242424241'],
    ['letters', '4242abcd42424242'],
    ['11 digits', '42424242424'],
    ['20 digits', '42424242424242424242'],
    ['an empty string', ''],
  ])('rejects %s', (_name, n) => expect(luhnValid(n)).toBe(false));

  it('accepts every generated number with its check digit (property)', () => {
    fc.assert(
      fc.property(validNumberArb, (n) => {
        expect(luhnValid(n)).toBe(true);
      }),
    );
  });

  it('rejects a valid number with any one digit changed (property)', () => {
    fc.assert(
      fc.property(validNumberArb, fc.nat(), fc.integer({ min: 1, max: 9 }), (n, at, delta) => {
        const i = at % n.length;
        const changed = n.slice(0, i) + String((Number(n[i]) + delta) % 10) + n.slice(i + 1);
        expect(luhnValid(changed)).toBe(false);
      }),
    );
  });
});

describe('cardBrandFromNumber (reused for checkout)', () => {
  it('reads the brand from the first digit of a typed number', () => {
    expect(cardBrandFromNumber('3782 822463 10005')).toBe('amex');
    expect(cardBrandFromNumber('4242424242424242')).toBe('visa');
    expect(cardBrandFromNumber('5555555555554444')).toBe('mastercard');
    expect(cardBrandFromNumber('6011111111111117')).toBe('discover');
    expect(cardBrandFromNumber('7000000000000000')).toBeNull();
  });
});

describe('expiryYears and EXPIRY_MONTHS', () => {
  it('offers the current year through 12 years ahead', () => {
    const years = expiryYears(NOW);
    expect(years).toHaveLength(13);
    expect(years[0]).toBe('2026');
    expect(years[12]).toBe('2038');
  });
  it('offers months 01 to 12', () => {
    expect(EXPIRY_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });
});

describe('expiryValid', () => {
  it('accepts the current month (good through its last day) and later months', () => {
    expect(expiryValid('03', '2026', NOW)).toBe(true);
    expect(expiryValid('12', '2026', NOW)).toBe(true);
    expect(expiryValid('01', 2027, NOW)).toBe(true);
  });
  it('refuses a past month of the current year and a past year', () => {
    expect(expiryValid('02', '2026', NOW)).toBe(false);
    expect(expiryValid('12', '2025', NOW)).toBe(false);
  });
  it('accepts 12 years ahead and refuses 13', () => {
    expect(expiryValid('12', '2038', NOW)).toBe(true);
    expect(expiryValid('01', '2039', NOW)).toBe(false);
  });
  it.each(['00', '13', '1', '1a', ''])('refuses the month %j', (m) =>
    expect(expiryValid(m, '2027', NOW)).toBe(false),
  );
  it.each(['27', '20270', 'abcd'])('refuses the year %j', (y) =>
    expect(expiryValid('05', y, NOW)).toBe(false),
  );
  it('accepts exactly the offered years for a December expiry (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1990, max: 2100 }), (year) => {
        expect(expiryValid('12', String(year), NOW)).toBe(expiryYears(NOW).includes(String(year)));
      }),
    );
  });
});

describe('maskCard and normalizeCardNumber', () => {
  it('keeps only the last 4 digits', () => {
    expect(maskCard('4242 4242 4242 1234')).toBe('1234');
    expect(maskCard('378282246310005')).toBe('0005');
  });
  it('strips spaces and dashes', () => {
    expect(normalizeCardNumber('4242-4242 4242 4242')).toBe('4242424242424242');
  });
  it('never returns more than 4 characters (property)', () => {
    fc.assert(
      fc.property(validNumberArb, (n) => {
        expect(maskCard(n)).toBe(n.slice(-4));
      }),
    );
  });
});

describe('checkCard (the browser and the test provider share it: decision 074)', () => {
  const card = (number: string, over: Partial<{ expMonth: string; expYear: string; cvc: string }> = {}) => ({
    number,
    expMonth: '12',
    expYear: '2030',
    cvc: '123',
    ...over,
  });
  it.each([
    ['a failing Luhn check', card('4242424242424241'), 'Your card number is invalid.'],
    [
      'an unaccepted brand',
      card('7000000000000005'),
      'We accept American Express, Visa, Mastercard and Discover.',
    ],
    [
      'a past expiry',
      card('4242424242424242', { expMonth: '01', expYear: '2026' }),
      "Your card's expiration date is invalid.",
    ],
    ['a 3-digit amex code', card('378282246310005'), "Your card's security code is invalid."],
    [
      'a 4-digit visa code',
      card('4242424242424242', { cvc: '1234' }),
      "Your card's security code is invalid.",
    ],
  ])('refuses %s with the checkout message', (_name, details, message) => {
    expect(checkCard(details, NOW)).toEqual({ ok: false, code: 'CARD_INVALID', message });
  });
  it('answers brand and last 4 of a good card', () => {
    expect(checkCard(card('4242 4242 4242 4242'), NOW)).toEqual({ ok: true, brand: 'visa', last4: '4242' });
  });
});

describe('testCardToken and parseTestCardToken', () => {
  const details = (number: string) => ({ number, expMonth: '04', expYear: '2031', cvc: '123' });
  it('carries brand, last 4, expiry and the outcome, never the number', () => {
    const made = testCardToken(details('5555 5555 5555 4444'), NOW);
    expect(made).toEqual({ ok: true, token: 'tok_test_mastercard_4444_04_2031_approved' });
    expect(made.ok && made.token).not.toContain('555555');
    expect(parseTestCardToken(made.ok ? made.token : '')).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: '04',
      expYear: '2031',
      outcome: 'approved',
    });
  });
  it('marks the two declining test numbers with their messages', () => {
    const declined = testCardToken(details('4000000000000002'), NOW);
    const poor = testCardToken(details('4000 0000 0000 9995'), NOW);
    expect(declined.ok && parseTestCardToken(declined.token)?.outcome).toBe('declined');
    expect(poor.ok && parseTestCardToken(poor.token)?.outcome).toBe('insufficient_funds');
    expect(TEST_DECLINE_MESSAGES).toEqual({
      declined: 'Your card was declined.',
      insufficient_funds: 'Your card has insufficient funds.',
    });
  });
  it('refuses an invalid card before any token is made', () => {
    expect(testCardToken(details('4242424242424241'), NOW)).toMatchObject({
      ok: false,
      code: 'CARD_INVALID',
    });
  });
  it('reads back every token it makes (property) and nothing malformed', () => {
    fc.assert(
      fc.property(validNumberArb, (number) => {
        const made = testCardToken(
          { number, expMonth: '06', expYear: '2030', cvc: number.startsWith('3') ? '1234' : '123' },
          NOW,
        );
        return made.ok && parseTestCardToken(made.token)?.last4 === number.slice(-4);
      }),
    );
    for (const bad of [
      'tok_test_visa_424_12_2030_approved',
      'tok_test_visa_4242_13_2030_approved',
      'tok_test_jcb_4242_12_2030_approved',
      'pm_123',
      'tok_test_visa_4242_12_2030_approvedx',
    ])
      expect(parseTestCardToken(bad)).toBeNull();
  });
});

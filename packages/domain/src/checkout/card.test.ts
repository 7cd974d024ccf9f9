import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandFromNumber } from '../shared/constants.js';
import {
  EXPIRY_MONTHS,
  expiryValid,
  expiryYears,
  luhnCheckDigit,
  luhnValid,
  maskCard,
  normalizeCardNumber,
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

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, isE164Phone, normalizePhone, toE164 } from './phone.js';

describe('normalizePhone', () => {
  it.each([
    ['ten digits', '5551234567', '5551234567'],
    ['formatted', '(555) 123-4567', '5551234567'],
    ['dots', '555.123.4567', '5551234567'],
    ['spaces and dashes', ' 555 123-4567 ', '5551234567'],
    ['leading 1', '15551234567', '5551234567'],
    ['+1 and formatting', '+1 (555) 123-4567', '5551234567'],
    ['1- prefix', '1-555-123-4567', '5551234567'],
    ['E.164', '+15551234567', '5551234567'],
    ['letters mixed in', 'tel: 555x123x4567', '5551234567'],
    ['a number', 5551234567, '5551234567'],
  ])('%s', (_name, raw, expected) => {
    expect(normalizePhone(raw)).toBe(expected);
  });

  it.each([
    ['empty', ''],
    ['nine digits', '555123456'],
    ['eleven digits not starting with 1', '25551234567'],
    ['twelve digits', '115551234567'],
    ['no digits', 'phone'],
    ['seven digits', '123-4567'],
    ['null', null],
    ['an object', {}],
    ['a very long string', '5'.repeat(100)],
  ])('answers null for %s', (_name, raw) => {
    expect(normalizePhone(raw)).toBeNull();
  });

  it('keeps a ten-digit number that starts with 1 (only a country code 1 is stripped)', () => {
    expect(normalizePhone('1234567890')).toBe('1234567890');
    expect(normalizePhone('11234567890')).toBe('1234567890');
  });

  it('property: normalising is idempotent and gives ten digits or null', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.stringMatching(/^[+1 ()-]{0,4}\d{3}[ .-]?\d{3}[ .-]?\d{4}$/)),
        (raw) => {
          const once = normalizePhone(raw);
          if (once === null) return;
          expect(once).toMatch(/^\d{10}$/);
          expect(normalizePhone(once)).toBe(once);
          expect(normalizePhone(toE164(once))).toBe(once);
          expect(normalizePhone(formatPhone(once))).toBe(once);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('formatPhone and toE164', () => {
  it('formats as (###) ###-####', () => {
    expect(formatPhone('5551234567')).toBe('(555) 123-4567');
    expect(formatPhone('+1 555 123 4567')).toBe('(555) 123-4567');
    expect(formatPhone('123')).toBeNull();
  });
  it('gives +1 and ten digits, 12 characters', () => {
    const e = toE164('(555) 123-4567');
    expect(e).toBe('+15551234567');
    expect(e).toHaveLength(12);
    expect(isE164Phone(e)).toBe(true);
    expect(toE164('12345')).toBeNull();
  });
  it('isE164Phone refuses other forms', () => {
    for (const v of ['5551234567', '+25551234567', '+1555123456', '+1555123456789', null])
      expect(isE164Phone(v)).toBe(false);
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countdownDanger,
  countdownParts,
  countdownTarget,
  endOfDay,
  padCountdown,
  usesSaleExpiry,
} from './countdown.js';

const sale = (name: string, saleExpiresAt = '2026-12-04T05:00:00.000Z') => ({ name, saleExpiresAt });

describe('countdownTarget', () => {
  it('defaults to the end of the current New York day (winter, UTC-5)', () => {
    const now = new Date('2026-03-01T15:00:00.000Z'); // 10:00 in New York
    expect(countdownTarget(sale('SummerSale2025'), now).toISOString()).toBe('2026-03-02T05:00:00.000Z');
    expect(countdownTarget(null, now).toISOString()).toBe('2026-03-02T05:00:00.000Z');
  });
  it('uses the New York day, not the UTC day, late in the evening', () => {
    const now = new Date('2026-03-02T03:30:00.000Z'); // 22:30 on March 1 in New York
    expect(countdownTarget(null, now).toISOString()).toBe('2026-03-02T05:00:00.000Z');
  });
  it('ends the day at midnight EDT in summer (UTC-4)', () => {
    expect(endOfDay(new Date('2026-07-04T16:00:00.000Z')).toISOString()).toBe('2026-07-05T04:00:00.000Z');
  });
  it('handles the DST change days (23 and 25 hour days)', () => {
    // 2026-03-08: clocks spring forward; the day ends at midnight EDT.
    expect(endOfDay(new Date('2026-03-08T06:00:00.000Z')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    // 2026-11-01: clocks fall back; the day ends at midnight EST.
    expect(endOfDay(new Date('2026-11-01T05:30:00.000Z')).toISOString()).toBe('2026-11-02T05:00:00.000Z');
  });
  it('takes another time zone', () => {
    expect(endOfDay(new Date('2026-03-01T15:00:00.000Z'), 'UTC').toISOString()).toBe(
      '2026-03-02T00:00:00.000Z',
    );
    expect(endOfDay(new Date('2026-03-01T15:00:00.000Z'), 'America/Los_Angeles').toISOString()).toBe(
      '2026-03-02T08:00:00.000Z',
    );
  });
  it.each(['BF2024', 'BF-Weekend', 'CM2025', 'cm2025', 'bf'])('uses the expiry for the sale %s', (name) => {
    expect(usesSaleExpiry(name)).toBe(true);
    expect(countdownTarget(sale(name), new Date('2026-11-28T12:00:00.000Z')).toISOString()).toBe(
      '2026-12-04T05:00:00.000Z',
    );
  });
  it.each(['SummerSale2025', 'Labor Day', 'XBF', 'ACM'])('uses the end of day for %s', (name) => {
    expect(usesSaleExpiry(name)).toBe(false);
  });
  it('falls back to the end of day for a BF sale with an unreadable expiry', () => {
    const now = new Date('2026-03-01T15:00:00.000Z');
    expect(countdownTarget(sale('BF2026', 'never'), now).toISOString()).toBe('2026-03-02T05:00:00.000Z');
  });
  it('property: the end of day is after now and at most 25 hours ahead', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }),
        (now) => {
          const end = endOfDay(now).getTime() - now.getTime();
          expect(end).toBeGreaterThan(0);
          expect(end).toBeLessThanOrEqual(25 * 3600 * 1000);
        },
      ),
    );
  });
});

describe('countdownParts', () => {
  const now = new Date('2026-03-01T00:00:00.000Z');
  const after = (ms: number) => new Date(now.getTime() + ms);
  it.each([
    [1000, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
    [61_000, { days: 0, hours: 0, minutes: 1, seconds: 1 }],
    [3_600_000, { days: 0, hours: 1, minutes: 0, seconds: 0 }],
    [86_400_000, { days: 1, hours: 0, minutes: 0, seconds: 0 }],
    [2 * 86_400_000 + 3_723_000, { days: 2, hours: 1, minutes: 2, seconds: 3 }],
    [1999, { days: 0, hours: 0, minutes: 0, seconds: 1 }],
  ])('%i ms left -> %j', (ms, parts) => {
    expect(countdownParts(after(ms), now)).toEqual(parts);
  });
  it('shows nothing at zero, under a second or past', () => {
    expect(countdownParts(now, now)).toBeNull();
    expect(countdownParts(after(999), now)).toBeNull();
    expect(countdownParts(after(-5000), now)).toBeNull();
  });
  it('ticks: one second later shows one second less', () => {
    const target = after(90_000);
    expect(countdownParts(target, now)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 30 });
    expect(countdownParts(target, after(1000))).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 29 });
  });
  it('pads boxes to two digits', () => {
    expect(padCountdown(7)).toBe('07');
    expect(padCountdown(123)).toBe('123');
  });
});

describe('countdownDanger', () => {
  const p = (days: number, hours = 0, minutes = 0, seconds = 0) => ({ days, hours, minutes, seconds });
  it.each([
    ['nothing shown', null, { days: false, hours: false }],
    ['3 days', p(3), { days: false, hours: false }],
    ['2 days and a second', p(2, 0, 0, 1), { days: false, hours: false }],
    ['exactly 2 days', p(2), { days: true, hours: false }],
    ['1 day 5 hours', p(1, 5), { days: true, hours: false }],
    ['1 day and a second', p(1, 0, 0, 1), { days: true, hours: false }],
    ['exactly 24 hours', p(1), { days: false, hours: true }],
    ['23 hours', p(0, 23), { days: false, hours: true }],
    ['a second', p(0, 0, 0, 1), { days: false, hours: true }],
  ])('%s', (_name, parts, expected) => {
    expect(countdownDanger(parts)).toEqual(expected);
  });
});

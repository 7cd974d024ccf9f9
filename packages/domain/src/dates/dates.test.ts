import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, calendarDaysBetween, fullDate, isRecent, relativeDay, shortDate } from './dates.js';

// 2024-03-15 12:00 in New York (EDT, UTC-4).
const now = new Date('2024-03-15T16:00:00Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000);

describe('shortDate', () => {
  it('formats a Date in New York time', () => {
    expect(shortDate(new Date('2024-03-09T15:00:00Z'))).toBe('Mar 9, 2024');
  });

  it('shows the New York calendar day for an instant that is already tomorrow in UTC', () => {
    expect(shortDate('2024-03-10T02:00:00Z')).toBe('Mar 9, 2024');
    expect(shortDate('2024-03-10T02:00:00Z', 'UTC')).toBe('Mar 10, 2024');
  });

  it('reads a date-only string as that calendar day', () => {
    expect(shortDate('2024-03-09')).toBe('Mar 9, 2024');
  });

  it('accepts epoch milliseconds', () => {
    expect(shortDate(Date.UTC(2024, 0, 5, 12))).toBe('Jan 5, 2024');
  });

  it.each([['not a date'], [''], [null], [undefined], [{}], [Number.NaN], [new Date(Number.NaN)]])(
    'gives an empty string for %s',
    (value) => {
      expect(shortDate(value)).toBe('');
    },
  );

  it('gives an empty string for an unknown time zone', () => {
    expect(shortDate(now, 'Mars/Olympus')).toBe('');
  });

  it('never throws, and is empty exactly when the input is invalid (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.date({ noInvalidDate: false }), fc.double()), (value) => {
        const out = shortDate(value);
        expect(typeof out).toBe('string');
        if (value instanceof Date) expect(out === '').toBe(Number.isNaN(value.getTime()));
      }),
    );
  });
});

describe('addDays', () => {
  it('adds and subtracts whole days', () => {
    expect(addDays(now, 2)).toEqual(new Date('2024-03-17T16:00:00Z'));
    expect(addDays(now, -15)).toEqual(new Date('2024-02-29T16:00:00Z'));
  });

  it('does not mutate the input', () => {
    const d = new Date(now.getTime());
    addDays(d, 3);
    expect(d).toEqual(now);
  });

  it.each([
    ['a string date', '2024-03-15', 1],
    ['a number date', now.getTime(), 1],
    ['an invalid Date', new Date(Number.NaN), 1],
    ['fractional days', now, 1.5],
    ['string days', now, '2'],
    ['NaN days', now, Number.NaN],
  ])('returns null for %s', (_name, date, days) => {
    expect(addDays(date, days)).toBeNull();
  });

  it('is exactly days x 24 h later and reversible (property)', () => {
    fc.assert(
      fc.property(
        fc.date({ noInvalidDate: true, min: new Date('1990-01-01'), max: new Date('2100-01-01') }),
        fc.integer({ min: -3650, max: 3650 }),
        (d, n) => {
          const later = addDays(d, n);
          expect(later?.getTime()).toBe(d.getTime() + n * 86_400_000);
          expect(addDays(later, -n)).toEqual(d);
        },
      ),
    );
  });
});

describe('relativeDay', () => {
  it.each([
    [0, 'Today'],
    [-1, 'Yesterday'],
    [1, 'Tomorrow'],
    [3, 'in 3 days'],
    [-3, '3 days ago'],
    [7, 'in 7 days'],
    [-7, '7 days ago'],
  ])('%s days away reads %s', (days, text) => {
    expect(relativeDay(daysFromNow(days), now)).toBe(text);
  });

  it('gives the full date beyond 7 days either way', () => {
    expect(relativeDay(daysFromNow(8), now)).toBe('March 23, 2024');
    expect(relativeDay(daysFromNow(-8), now)).toBe('March 7, 2024');
    expect(fullDate(daysFromNow(-8))).toBe('March 7, 2024');
  });

  it('counts calendar days in New York, not 24-hour periods', () => {
    const lateTonight = new Date('2024-03-16T03:30:00Z'); // 23:30 on the 15th in New York
    const earlyTomorrow = new Date('2024-03-16T04:30:00Z'); // 00:30 on the 16th
    expect(relativeDay(lateTonight, now)).toBe('Today');
    expect(relativeDay(earlyTomorrow, now)).toBe('Tomorrow');
  });

  it('gives an empty string for invalid input', () => {
    expect(relativeDay('soon', now)).toBe('');
    expect(relativeDay(now, new Date(Number.NaN))).toBe('');
  });

  it('uses wording exactly within 7 calendar days (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -30, max: 30 }), (days) => {
        const text = relativeDay(daysFromNow(days), now);
        expect(/\d{4}$/.test(text)).toBe(Math.abs(days) > 7);
      }),
    );
  });
});

describe('isRecent', () => {
  it.each([
    [0, true],
    [-5, true],
    [-6, false],
    [1, false],
  ])('%s days away is recent: %s', (days, recent) => {
    expect(isRecent(daysFromNow(days), now)).toBe(recent);
  });

  it('is false for invalid input', () => {
    expect(isRecent('yesterday', now)).toBe(false);
  });

  it('is true exactly for 0 to 5 calendar days ago (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -40, max: 40 }), (days) => {
        expect(isRecent(daysFromNow(days), now)).toBe(days <= 0 && days >= -5);
      }),
    );
  });
});

describe('calendarDaysBetween', () => {
  it('counts across the spring-forward change', () => {
    expect(calendarDaysBetween(new Date('2024-03-09T17:00:00Z'), new Date('2024-03-11T16:00:00Z'))).toBe(2);
  });

  it('counts across the fall-back change: 00:30 EST after the 25-hour day is the next day', () => {
    // 2024-11-03 is 25 hours long in New York; 04:30 UTC on the 4th is 23:30 on the 3rd, 05:30 is 00:30.
    expect(calendarDaysBetween(new Date('2024-11-02T16:00:00Z'), new Date('2024-11-04T04:30:00Z'))).toBe(1);
    expect(calendarDaysBetween(new Date('2024-11-02T16:00:00Z'), new Date('2024-11-04T05:30:00Z'))).toBe(2);
  });
});

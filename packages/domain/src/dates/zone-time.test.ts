import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EASTERN_TIME_ZONE, formatZoneDate, intlZoneFields as intlFields, zoneFields } from './zone-time.js';

const intlDate = (at: Date, timeZone: string, month: 'short' | 'long') =>
  new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month, day: 'numeric' }).format(at);

const from2007 = fc.date({
  min: new Date('2007-01-01T05:00:00Z'),
  max: new Date('2200-12-31T00:00:00Z'),
  noInvalidDate: true,
});

describe('zoneFields', () => {
  it.each([
    // The last second of winter time and the first of summer time (second Sunday of March, 2:00 EST).
    ['2024-03-10T06:59:59Z', { year: 2024, month: 3, day: 10, hour: 1, minute: 59, second: 59 }],
    ['2024-03-10T07:00:00Z', { year: 2024, month: 3, day: 10, hour: 3, minute: 0, second: 0 }],
    // The first Sunday of November, 2:00 EDT: 1:59:59 EDT, then 1:00:00 EST again.
    ['2024-11-03T05:59:59Z', { year: 2024, month: 11, day: 3, hour: 1, minute: 59, second: 59 }],
    ['2024-11-03T06:00:00Z', { year: 2024, month: 11, day: 3, hour: 1, minute: 0, second: 0 }],
    // New Year in New York is 5:00 UTC; 2007 is the first year of the current rules.
    ['2026-01-01T04:59:59Z', { year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59 }],
    ['2007-03-11T07:00:00Z', { year: 2007, month: 3, day: 11, hour: 3, minute: 0, second: 0 }],
  ])('reads %s in New York as Intl does', (iso, fields) => {
    expect(zoneFields(new Date(iso), EASTERN_TIME_ZONE)).toEqual(fields);
    expect(intlFields(new Date(iso), EASTERN_TIME_ZONE)).toEqual(fields);
  });

  it('matches Intl for any instant from 2007 on in New York', () => {
    fc.assert(
      fc.property(from2007, (at) => {
        expect(zoneFields(at, EASTERN_TIME_ZONE)).toEqual(intlFields(at, EASTERN_TIME_ZONE));
      }),
      { numRuns: 2000 },
    );
  });

  it('goes through Intl for other zones and for instants before the 2007 rules', () => {
    const at = new Date('1999-07-01T03:30:00Z');
    // Summer time in 1999 began on the first Sunday of April: 1999-06-30 23:30 EDT.
    expect(zoneFields(at, EASTERN_TIME_ZONE)).toEqual({
      year: 1999,
      month: 6,
      day: 30,
      hour: 23,
      minute: 30,
      second: 0,
    });
    expect(zoneFields(at, 'Asia/Kolkata')).toEqual({
      year: 1999,
      month: 7,
      day: 1,
      hour: 9,
      minute: 0,
      second: 0,
    });
  });

  it('throws a RangeError for an unknown zone', () => {
    expect(() => zoneFields(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatZoneDate', () => {
  it('writes the short and long New York date', () => {
    const at = new Date('2024-09-01T03:00:00Z'); // 11 pm on August 31 in New York
    expect(formatZoneDate(at, EASTERN_TIME_ZONE, 'short')).toBe('Aug 31, 2024');
    expect(formatZoneDate(at, EASTERN_TIME_ZONE, 'long')).toBe('August 31, 2024');
    expect(formatZoneDate(at, 'UTC', 'long')).toBe('September 1, 2024');
  });

  it('matches Intl for any instant and style', () => {
    fc.assert(
      fc.property(from2007, fc.constantFrom('short' as const, 'long' as const), (at, style) => {
        expect(formatZoneDate(at, EASTERN_TIME_ZONE, style)).toBe(intlDate(at, EASTERN_TIME_ZONE, style));
      }),
      { numRuns: 2000 },
    );
  });
});

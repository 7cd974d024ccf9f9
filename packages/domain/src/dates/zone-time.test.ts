import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  SHOP_TIME_ZONE,
  formatZoneDate,
  zoneDay,
  zoneFields,
  zoneOffsetMs,
  zoneWallTimeInstant,
} from './zone-time.js';

afterEach(() => vi.restoreAllMocks());

describe('zoneFields', () => {
  it.each([
    // The last second of winter time and the first of summer time (second Sunday of March, 2:00 EST).
    ['2024-03-10T06:59:59Z', { year: 2024, month: 3, day: 10, hour: 1, minute: 59, second: 59 }],
    ['2024-03-10T07:00:00Z', { year: 2024, month: 3, day: 10, hour: 3, minute: 0, second: 0 }],
    // The first Sunday of November, 2:00 EDT: 1:59:59 EDT, then 1:00:00 EST again.
    ['2024-11-03T05:59:59Z', { year: 2024, month: 11, day: 3, hour: 1, minute: 59, second: 59 }],
    ['2024-11-03T06:00:00Z', { year: 2024, month: 11, day: 3, hour: 1, minute: 0, second: 0 }],
    // New York's day and year end at 5:00 UTC in winter, 4:00 UTC in summer.
    ['2026-01-01T04:59:59Z', { year: 2025, month: 12, day: 31, hour: 23, minute: 59, second: 59 }],
    ['2026-01-01T05:00:00Z', { year: 2026, month: 1, day: 1, hour: 0, minute: 0, second: 0 }],
    ['2026-07-05T03:59:59Z', { year: 2026, month: 7, day: 4, hour: 23, minute: 59, second: 59 }],
    ['2026-07-05T04:00:00Z', { year: 2026, month: 7, day: 5, hour: 0, minute: 0, second: 0 }],
  ])('reads %s in New York', (iso, fields) => {
    expect(zoneFields(new Date(iso), SHOP_TIME_ZONE)).toEqual(fields);
  });

  it('reads other zones and older rules (1999 summer time began in April)', () => {
    const at = new Date('1999-07-01T03:30:00Z');
    expect(zoneFields(at, SHOP_TIME_ZONE)).toEqual({
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

  it('makes one formatter per zone and keeps it', () => {
    const Original = Intl.DateTimeFormat;
    const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function (...args) {
      return new Original(...args);
    });
    for (const iso of ['2024-01-01T00:00:00Z', '2024-06-01T00:00:00Z', '2024-12-01T00:00:00Z']) {
      zoneFields(new Date(iso), 'America/Chicago');
      formatZoneDate(new Date(iso), 'America/Chicago', 'long');
    }
    expect(made).toHaveBeenCalledTimes(1);
  });

  it('throws a RangeError for an unknown zone', () => {
    expect(() => zoneFields(new Date(), 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('formatZoneDate', () => {
  it('writes the short and long New York date', () => {
    const at = new Date('2024-09-01T03:00:00Z'); // 11 pm on August 31 in New York
    expect(formatZoneDate(at, SHOP_TIME_ZONE, 'short')).toBe('Aug 31, 2024');
    expect(formatZoneDate(at, SHOP_TIME_ZONE, 'long')).toBe('August 31, 2024');
    expect(formatZoneDate(at, 'UTC', 'long')).toBe('September 1, 2024');
  });

  it('writes the day of both DST changes in New York', () => {
    expect(formatZoneDate(new Date('2026-03-08T07:30:00Z'), SHOP_TIME_ZONE, 'short')).toBe('Mar 8, 2026');
    expect(formatZoneDate(new Date('2026-11-02T04:30:00Z'), SHOP_TIME_ZONE, 'long')).toBe('November 1, 2026');
  });
});

describe('wall times and days in the zone', () => {
  const ny = 'America/New_York';
  const wall = (year: number, month: number, day: number, hour: number, minute = 0) => ({
    year,
    month,
    day,
    hour,
    minute,
    second: 0,
  });

  it('finds the instant of a New York wall time in winter and in summer', () => {
    expect(zoneWallTimeInstant(wall(2026, 12, 31, 7), ny).toISOString()).toBe('2026-12-31T12:00:00.000Z');
    expect(zoneWallTimeInstant(wall(2026, 7, 4, 7), ny).toISOString()).toBe('2026-07-04T11:00:00.000Z');
  });

  it('settles the offset across a daylight-saving change (midnight after the spring change)', () => {
    // 2026-03-08 02:00 EST -> EDT: the next midnight is 04:00 UTC, not 05:00.
    expect(zoneWallTimeInstant(wall(2026, 3, 9, 0), ny).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(zoneWallTimeInstant(wall(2026, 3, 8, 0), ny).toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });

  it('rolls fields over as Date.UTC does (day 32 is the next month)', () => {
    expect(zoneWallTimeInstant(wall(2026, 1, 32, 0), ny).toISOString()).toBe('2026-02-01T05:00:00.000Z');
  });

  it('names the calendar day of an instant in the zone', () => {
    expect(zoneDay(new Date('2026-12-31T04:59:59Z'), ny)).toBe('2026-12-30');
    expect(zoneDay(new Date('2026-12-31T05:00:00Z'), ny)).toBe('2026-12-31');
    expect(zoneOffsetMs(new Date('2026-01-15T12:00:00Z'), ny)).toBe(-5 * 3_600_000);
  });
});

/**
 * Wall-clock fields of an instant in an IANA time zone, and the shop's date texts, read through
 * Intl.DateTimeFormat: one formatter per zone, made on first use and kept. The shop's zone (America/New_York)
 * from 2010 to 2039 is read from its offset table instead (shop-zone-offsets.ts, generated from Intl): a
 * page's first Intl object blocks it for about 50 ms (decision 026, second addendum).
 */
import { SHOP_ZONE_OFFSETS } from './shop-zone-offsets.js';
import { tableOffsetMinutes } from './zone-offsets.js';

export type ZoneFields = {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0-23 */
  hour: number;
  minute: number;
  second: number;
};

/** The shop's time zone: every date and the sale countdown's day are New York's. */
export const SHOP_TIME_ZONE = 'America/New_York';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock fields of a valid Date in the zone; throws RangeError for an unknown zone. */
export function zoneFields(at: Date, timeZone: string): ZoneFields {
  const seconds = Math.floor(at.getTime() / 1000);
  const offset = timeZone === SHOP_ZONE_OFFSETS.zone ? tableOffsetMinutes(SHOP_ZONE_OFFSETS, seconds) : null;
  if (offset === null) return intlZoneFields(at, timeZone);
  const wall = new Date((seconds + offset * 60) * 1000);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
}

/** zoneFields read through Intl, whatever the zone (what the shop zone's table is generated from). */
export function intlZoneFields(at: Date, timeZone: string): ZoneFields {
  const fields: ZoneFields = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const { type, value } of formatterFor(timeZone).formatToParts(at)) {
    if (type in fields) fields[type as keyof ZoneFields] = Number(value);
  }
  return fields;
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export type DateStyle = 'short' | 'long';

/**
 * 'Mar 9, 2024' (short) or 'March 9, 2024' (long), en-US, in the zone; throws RangeError for an unknown
 * zone. Written from the zone's fields so that the one formatter per zone serves dates and the countdown.
 */
export function formatZoneDate(at: Date, timeZone: string, style: DateStyle): string {
  const { year, month, day } = zoneFields(at, timeZone);
  const name = MONTHS[month - 1]!;
  return `${style === 'long' ? name : name.slice(0, 3)} ${day}, ${year}`;
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h). */
export function zoneOffsetMs(at: Date, timeZone: string): number {
  const f = zoneFields(at, timeZone);
  return (
    Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second) - Math.floor(at.getTime() / 1000) * 1000
  );
}

/**
 * The instant a wall-clock time in the zone names ('2026-12-31 07:00' in New York -> 12:00 UTC), DST included.
 * Fields past their range roll over as in Date.UTC (day 32 is the next month's first).
 */
export function zoneWallTimeInstant(wall: ZoneFields, timeZone: string): Date {
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  // A second pass settles the offset when a daylight-saving change lies between the guess and the time.
  let guess = asUtc - zoneOffsetMs(new Date(asUtc), timeZone);
  guess = asUtc - zoneOffsetMs(new Date(guess), timeZone);
  return new Date(guess);
}

/** The calendar day of an instant in the zone, 'YYYY-MM-DD'. */
export function zoneDay(at: Date, timeZone: string): string {
  const { year, month, day } = zoneFields(at, timeZone);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

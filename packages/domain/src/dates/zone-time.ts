/**
 * Wall-clock fields of an instant in an IANA time zone, and the shop's date texts.
 *
 * America/New_York, the shop's zone, is computed from the US rules in force since 2007 (EST, UTC-5; EDT,
 * UTC-4, from 2:00 on the second Sunday of March to 2:00 on the first Sunday of November), without Intl:
 * the first Intl object a page makes costs 40-60 ms of ICU start-up on this machine, one blocking task on
 * a phone, and every page shows a price, a countdown or a date while it loads (docs/decisions/026).
 * Other zones, and instants before 2007 or after 9999, go through Intl.DateTimeFormat. The unit tests hold
 * both ways to the same answers.
 */

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

export const EASTERN_TIME_ZONE = 'America/New_York';

const HOUR_MS = 3_600_000;
const EST_MS = -5 * HOUR_MS;
const EDT_MS = -4 * HOUR_MS;
/** 2007-01-01 00:00 EST: the rules below hold from then on. */
const RULES_FROM_MS = Date.UTC(2007, 0, 1, 5);
const RULES_UNTIL_MS = Date.UTC(9999, 11, 31);

/** Day of the month of the first Sunday on or after `day` (month 0-11). */
function sundayOnOrAfter(year: number, month: number, day: number): number {
  const weekday = new Date(Date.UTC(year, month, day)).getUTCDay();
  return day + ((7 - weekday) % 7);
}

/** New York's offset from UTC at an instant (ms since the epoch, 2007 on): -5 h, or -4 h in summer time. */
function easternOffsetMs(ms: number): number {
  const year = new Date(ms + EST_MS).getUTCFullYear();
  const summerStart = Date.UTC(year, 2, sundayOnOrAfter(year, 2, 8), 2) - EST_MS;
  const summerEnd = Date.UTC(year, 10, sundayOnOrAfter(year, 10, 1), 2) - EDT_MS;
  return ms >= summerStart && ms < summerEnd ? EDT_MS : EST_MS;
}

const fieldFormatters = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock fields as Intl.DateTimeFormat gives them: any zone, any instant (the reference). */
export function intlZoneFields(at: Date, timeZone: string): ZoneFields {
  let f = fieldFormatters.get(timeZone);
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
    fieldFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(at);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}

const usesEasternRules = (ms: number, timeZone: string): boolean =>
  timeZone === EASTERN_TIME_ZONE && ms >= RULES_FROM_MS && ms < RULES_UNTIL_MS;

/** The wall-clock fields of a valid Date in the zone; throws RangeError for an unknown zone. */
export function zoneFields(at: Date, timeZone: string): ZoneFields {
  const ms = at.getTime();
  if (!usesEasternRules(ms, timeZone)) return intlZoneFields(at, timeZone);
  const wall = new Date(ms + easternOffsetMs(ms));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
  };
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

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * 'Mar 9, 2024' (short) or 'March 9, 2024' (long): en-US, in the zone, as Intl.DateTimeFormat writes it;
 * throws RangeError for an unknown zone.
 */
export function formatZoneDate(at: Date, timeZone: string, style: DateStyle): string {
  if (usesEasternRules(at.getTime(), timeZone)) {
    const { year, month, day } = zoneFields(at, timeZone);
    const name = MONTHS[month - 1]!;
    return `${style === 'long' ? name : name.slice(0, 3)} ${day}, ${year}`;
  }
  const key = `${style}|${timeZone}`;
  let f = dateFormatters.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: style, day: 'numeric' });
    dateFormatters.set(key, f);
  }
  return f.format(at);
}

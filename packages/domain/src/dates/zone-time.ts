/**
 * Wall-clock fields of an instant in an IANA time zone, and the shop's date texts, read through
 * Intl.DateTimeFormat: one formatter per zone, made on first use and kept (in practice only the shop's
 * zone, America/New_York). Decision 026 once wrote New York's DST rules out by hand to keep Intl off a
 * page's first load; its own interleaved runs showed no page-score gain, so the platform does it again
 * (see its addendum).
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

/**
 * Date helpers (spec section 5). Pure: the current time is always passed in. Dates are shown in the
 * America/New_York time zone unless another IANA zone is given.
 */
import {
  SHOP_TIME_ZONE,
  formatZoneDate,
  zoneDay,
  zoneFields,
  zoneWallTimeInstant,
  type DateStyle,
} from './zone-time.js';

export { SHOP_TIME_ZONE, zoneDay, zoneFields, zoneWallTimeInstant };
export const MS_PER_DAY = 86_400_000;
/** Relative wording is used within this many calendar days either way. */
export const RELATIVE_DAY_WINDOW = 7;
/** "Recent" means 0 to this many calendar days ago. */
export const RECENT_DAYS = 5;

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isValidDate(value: unknown): value is Date {
  return value instanceof Date && !Number.isNaN(value.getTime());
}

/**
 * A Date from a Date, an epoch-ms number or a date string; null when invalid. A date-only string
 * ('2024-03-09') is a calendar date and is read as noon UTC so every US time zone shows the same day.
 */
function toDate(value: unknown): Date | null {
  if (isValidDate(value)) return value;
  if (typeof value === 'number') {
    const d = new Date(value);
    return Number.isFinite(value) && isValidDate(d) ? d : null;
  }
  if (typeof value === 'string' && value.trim() !== '') {
    const s = value.trim();
    const d = DATE_ONLY.test(s) ? new Date(`${s}T12:00:00Z`) : new Date(s);
    return isValidDate(d) ? d : null;
  }
  return null;
}

function safeFormat(date: Date, timeZone: string, style: DateStyle): string {
  try {
    return formatZoneDate(date, timeZone, style);
  } catch {
    return '';
  }
}

/** 'Mar 9, 2024' in the time zone; '' for invalid input (or an unknown time zone). */
export function shortDate(value: unknown, timeZone: string = SHOP_TIME_ZONE): string {
  const date = toDate(value);
  return date ? safeFormat(date, timeZone, 'short') : '';
}

/** 'March 9, 2024' in the time zone; '' for invalid input. */
export function fullDate(value: unknown, timeZone: string = SHOP_TIME_ZONE): string {
  const date = toDate(value);
  return date ? safeFormat(date, timeZone, 'long') : '';
}

/** The date plus whole days (24 h each); null for a non-Date, an invalid Date or non-integer days. */
export function addDays(date: unknown, days: unknown): Date | null {
  if (!isValidDate(date) || typeof days !== 'number' || !Number.isInteger(days)) return null;
  const result = new Date(date.getTime() + days * MS_PER_DAY);
  return isValidDate(result) ? result : null;
}

/** Days since 1970-01-01 of the calendar date the instant falls on in the time zone. */
function calendarDay(date: Date, timeZone: string): number {
  const { year, month, day } = zoneFields(date, timeZone);
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/**
 * Calendar days from now to date in the time zone (positive in the future); null for invalid input.
 */
export function calendarDaysBetween(now: Date, date: Date, timeZone: string = SHOP_TIME_ZONE): number | null {
  if (!isValidDate(now) || !isValidDate(date)) return null;
  try {
    return calendarDay(date, timeZone) - calendarDay(now, timeZone);
  } catch {
    return null;
  }
}

/**
 * 'Today', 'Yesterday', 'Tomorrow', 'in 3 days' or '3 days ago' within 7 calendar days either way,
 * otherwise the full date ('March 9, 2024'); '' for invalid input.
 */
export function relativeDay(date: unknown, now: Date, timeZone: string = SHOP_TIME_ZONE): string {
  const d = toDate(date);
  if (!d) return '';
  const diff = calendarDaysBetween(now, d, timeZone);
  if (diff === null) return '';
  if (Math.abs(diff) > RELATIVE_DAY_WINDOW) return safeFormat(d, timeZone, 'long');
  if (diff === 0) return 'Today';
  if (diff === -1) return 'Yesterday';
  if (diff === 1) return 'Tomorrow';
  return diff > 0 ? `in ${diff} days` : `${-diff} days ago`;
}

/** True when the date fell 0 to 5 calendar days before now (in the time zone); false for invalid input. */
export function isRecent(date: unknown, now: Date, timeZone: string = SHOP_TIME_ZONE): boolean {
  const d = toDate(date);
  if (!d) return false;
  const diff = calendarDaysBetween(now, d, timeZone);
  return diff !== null && diff <= 0 && diff >= -RECENT_DAYS;
}

/** Dates are shown to people in the shop's time zone (spec: America/New_York). */
export const SHOP_TIME_ZONE = 'America/New_York';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** "March 3, 2026"; a date-only value is a calendar date, a timestamp is shown in New York time. */
export function formatShopDate(value: string | null | undefined): string {
  if (!value) return '';
  const dateOnly = DATE_ONLY.test(value);
  const date = new Date(dateOnly ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'long',
    timeZone: dateOnly ? 'UTC' : SHOP_TIME_ZONE,
  }).format(date);
}

import { fullDate } from '@shop/domain';

/** Dates are shown to people in the shop's time zone (spec: America/New_York). */
export const SHOP_TIME_ZONE = 'America/New_York';

/**
 * "March 3, 2026"; a date-only value is a calendar date, a timestamp is shown in New York time. The domain's
 * formatter is made once per zone (a page of reviews used to build one per date).
 */
export function formatShopDate(value: string | null | undefined): string {
  return fullDate(value, SHOP_TIME_ZONE);
}

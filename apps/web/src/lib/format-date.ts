import { SHOP_TIME_ZONE, fullDate } from '@shop/domain';

/**
 * "March 3, 2026"; a date-only value is a calendar date, a timestamp is shown in the shop's time zone (the
 * domain's SHOP_TIME_ZONE, New York).
 */
export function formatShopDate(value: string | null | undefined): string {
  return fullDate(value, SHOP_TIME_ZONE);
}

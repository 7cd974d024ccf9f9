import { SHOP_TIME_ZONE, shortDate } from '@shop/domain';

let timeFormat: Intl.DateTimeFormat | null = null;

/**
 * 'Mar 9, 2026, 3:04 PM': the back office's moments (a key's use, an audit entry) to the minute, in the shop's
 * time zone like every date of the shop (the domain's shortDate for the day, Intl for the time); '' when
 * the value is not a date.
 */
export function adminDateTime(value: string): string {
  const day = shortDate(value, SHOP_TIME_ZONE);
  if (!day) return '';
  timeFormat ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${day}, ${timeFormat.format(new Date(value))}`;
}

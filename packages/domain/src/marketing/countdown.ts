/**
 * The sale countdown (spec shopping-and-account.md section 4, catalogue.md section 4): ticks every
 * second, shows nothing at zero, counts to the end of the current day (America/New_York) unless the
 * sale's name starts with BF or CM, which count to the sale's expiry.
 *
 * Danger marks (docs/decisions/021): the hours box is marked when 24 hours or less remain; the days box
 * when 2 days or less but more than 1 day remain. Read this way the two hand over: the days box is red
 * during the second-to-last day, the hours box during the last day (when the days box shows 0).
 */
import { SHOP_TIME_ZONE, zoneFields, zoneWallTimeInstant } from '../dates/zone-time.js';
import type { SaleSetting } from '../sales/schemas.js';

export const COUNTDOWN_TICK_MS = 1000;

export type CountdownParts = { days: number; hours: number; minutes: number; seconds: number };

const HOUR_S = 3600;
const DAY_S = 86_400;

/** The instant the current day ends in the zone (its next local midnight), DST included. */
export function endOfDay(now: Date, timeZone: string = SHOP_TIME_ZONE): Date {
  const f = zoneFields(now, timeZone);
  return zoneWallTimeInstant({ ...f, day: f.day + 1, hour: 0, minute: 0, second: 0 }, timeZone);
}

/** BF (Black Friday) and CM (Cyber Monday) sales count down to their expiry. */
export function usesSaleExpiry(saleName: string): boolean {
  const upper = saleName.trim().toUpperCase();
  return upper.startsWith('BF') || upper.startsWith('CM');
}

/** What the countdown counts to. */
export function countdownTarget(
  sale: Pick<SaleSetting, 'name' | 'saleExpiresAt'> | null,
  now: Date,
  timeZone: string = SHOP_TIME_ZONE,
): Date {
  if (sale && usesSaleExpiry(sale.name)) {
    const expiry = new Date(sale.saleExpiresAt);
    if (!Number.isNaN(expiry.getTime())) return expiry;
  }
  return endOfDay(now, timeZone);
}

/** Days, hours, minutes and seconds left (whole seconds), or null at zero or past (shows nothing). */
export function countdownParts(target: Date, now: Date): CountdownParts | null {
  const total = Math.floor((target.getTime() - now.getTime()) / 1000);
  if (!Number.isFinite(total) || total <= 0) return null;
  return {
    days: Math.floor(total / DAY_S),
    hours: Math.floor((total % DAY_S) / HOUR_S),
    minutes: Math.floor((total % HOUR_S) / 60),
    seconds: total % 60,
  };
}

const totalSeconds = (p: CountdownParts): number =>
  p.days * DAY_S + p.hours * HOUR_S + p.minutes * 60 + p.seconds;

/** Which boxes are marked danger (see the file comment). */
export function countdownDanger(parts: CountdownParts | null): { days: boolean; hours: boolean } {
  if (!parts) return { days: false, hours: false };
  const total = totalSeconds(parts);
  return { days: total > DAY_S && total <= 2 * DAY_S, hours: total <= DAY_S };
}

/** Two-digit box text ('07'); days can exceed two digits. */
export const padCountdown = (n: number): string => String(n).padStart(2, '0');

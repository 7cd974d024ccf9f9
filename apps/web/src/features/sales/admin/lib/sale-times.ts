import { SHOP_TIME_ZONE } from '@shop/domain';

/**
 * A sale's start and end as the merchant types them: wall-clock time in the shop's time zone (New York, like
 * every date the shop shows), in the 'YYYY-MM-DDTHH:mm' form of an <input type="datetime-local">. Stored as
 * UTC ISO. Intl does the zone's daylight-saving rules.
 */
let format: Intl.DateTimeFormat | null = null;

function wallFields(at: Date): number[] {
  format ??= new Intl.DateTimeFormat('en-US', {
    timeZone: SHOP_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  return [parts.year!, parts.month!, parts.day!, parts.hour!, parts.minute!, parts.second!];
}

/** The zone's offset from UTC at an instant, in ms (New York in winter: -5 h). */
function offsetAt(ms: number): number {
  const [y, mo, d, h, mi, s] = wallFields(new Date(ms));
  return Date.UTC(y!, mo! - 1, d!, h!, mi!, s!) - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-31T07:00' for '2026-12-31T12:00:00.000Z'; '' for null or a value that is not a date. */
export function toShopWallTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const [y, mo, d, h, mi] = wallFields(at);
  return `${y}-${pad(mo!)}-${pad(d!)}T${pad(h!)}:${pad(mi!)}`;
}

const WALL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The UTC ISO instant of a New York wall time ('2026-12-31T07:00' -> '2026-12-31T12:00:00.000Z'), or null. */
export function fromShopWallTime(wall: string): string | null {
  const m = WALL.exec(wall.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = m.slice(1).map((v) => Number(v ?? 0));
  const asUtc = Date.UTC(y!, mo! - 1, d!, h!, mi!, s!);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== mo! - 1 || check.getUTCDate() !== d! || h! > 23 || mi! > 59) return null;
  // A second pass settles the offset when a daylight-saving change lies between the guess and the time.
  let guess = asUtc - offsetAt(asUtc);
  guess = asUtc - offsetAt(guess);
  return new Date(guess).toISOString();
}

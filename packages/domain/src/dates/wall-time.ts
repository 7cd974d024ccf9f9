import { SHOP_TIME_ZONE, zoneFields, zoneWallTimeInstant } from './zone-time.js';

/**
 * A moment as the merchant types it: wall-clock time in the shop's time zone (New York, like every date the
 * shop shows), in the 'YYYY-MM-DDTHH:mm' form of an <input type="datetime-local">, stored as UTC ISO. Intl does
 * the zone's daylight-saving rules. The sale editor's start and end and the home's slide schedules use it.
 */
const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-12-31T07:00' for '2026-12-31T12:00:00.000Z'; '' for null or a value that is not a date. */
export function toShopWallTime(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const f = zoneFields(at, SHOP_TIME_ZONE);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
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
  const fields = { year: y!, month: mo!, day: d!, hour: h!, minute: mi!, second: s! };
  return zoneWallTimeInstant(fields, SHOP_TIME_ZONE).toISOString();
}

/**
 * Card checks for checkout (spec section 5): Luhn check digit, expiry month 01 to 12 and year from the
 * current year through 12 years ahead (not in the past), and masking to the last 4 digits. The brand
 * comes from `cardBrandFromNumber` (shared/constants). Pure: `now` is always an argument.
 */

/** How many years ahead of the current one the expiry selector offers. */
export const EXPIRY_YEARS_AHEAD = 12;

/** '01' .. '12', the expiry month selector. */
export const EXPIRY_MONTHS: readonly string[] = Object.freeze(
  Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')),
);

/** Spaces and dashes are how people type card numbers; anything else is kept and fails the digit check. */
export function normalizeCardNumber(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** True when the number (spaces and dashes allowed) is 12 to 19 digits with a valid Luhn check digit. */
export function luhnValid(number: string): boolean {
  const digits = normalizeCardNumber(number);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The check digit that makes `partial + digit` pass Luhn (used to build test numbers). */
export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${partial}${d}`)) return String(d);
  /* c8 ignore next */
  throw new Error('unreachable: one digit always completes a Luhn sum');
}

/** The years the expiry selector offers: the current (UTC) year through 12 years ahead, as 'YYYY'. */
export function expiryYears(now: Date): string[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: EXPIRY_YEARS_AHEAD + 1 }, (_, i) => String(year + i));
}

/**
 * A usable expiry: month '01'..'12', year 'YYYY' (or a number) from now's year to 12 years ahead, and
 * not in the past (a card is good through the last day of its expiry month; months compared in UTC).
 */
export function expiryValid(month: string, year: string | number, now: Date): boolean {
  if (!/^(0[1-9]|1[0-2])$/.test(month)) return false;
  const y = typeof year === 'number' ? year : /^\d{4}$/.test(year) ? Number(year) : Number.NaN;
  if (!Number.isInteger(y)) return false;
  const nowYear = now.getUTCFullYear();
  if (y < nowYear || y > nowYear + EXPIRY_YEARS_AHEAD) return false;
  if (y === nowYear && Number(month) < now.getUTCMonth() + 1) return false;
  return true;
}

/** The last 4 digits of a card number: the only part ever stored or shown. */
export function maskCard(number: string): string {
  const digits = normalizeCardNumber(number).replace(/\D/g, '');
  return digits.slice(-4);
}

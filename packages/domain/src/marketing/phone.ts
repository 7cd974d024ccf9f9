/**
 * US phone numbers (spec section 5): strip non-digits and a leading country code 1; exactly 10 digits,
 * else null. Shown as (###) ###-####; stored E.164-style as +1 and the ten digits.
 *
 * The leading 1 is stripped only from an 11-digit number (the country code): stripping it from a
 * 10-digit number would make normalising twice change the result (docs/decisions/021).
 */

/** The ten digits, or null. */
export function normalizePhone(raw: unknown): string | null {
  if (typeof raw !== 'string' && typeof raw !== 'number') return null;
  const text = String(raw);
  if (text.length > 64) return null;
  let digits = text.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return digits.length === 10 ? digits : null;
}

/** '(###) ###-####', or null when the number is not valid. */
export function formatPhone(raw: unknown): string | null {
  const d = normalizePhone(raw);
  return d === null ? null : `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** '+1##########' (12 characters), or null when the number is not valid. */
export function toE164(raw: unknown): string | null {
  const d = normalizePhone(raw);
  return d === null ? null : `+1${d}`;
}

/** True for the stored form: +1 and ten digits. */
export function isE164Phone(value: unknown): value is string {
  return typeof value === 'string' && /^\+1\d{10}$/.test(value);
}

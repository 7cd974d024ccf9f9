/** Money helpers. Inside the domain money is integer cents; DTOs carry dollars with 2 decimals. */

/** Reads a number from a number or a numeric string; anything else (or NaN, Infinity) is null. */
function readNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** Rounds x * 10^digits half away from zero, ignoring binary float noise (1.005 -> 1.01). */
function scaleAndRound(x: number, factor: number): number {
  const scaled = Number((Math.abs(x) * factor).toPrecision(15));
  const rounded = Math.round(scaled) * Math.sign(x);
  return rounded === 0 ? 0 : rounded;
}

/** Dollars in, integer cents out; non-numeric, NaN and Infinity give 0. */
export function toCents(value: unknown): number {
  const n = readNumber(value);
  return n === null ? 0 : scaleAndRound(n, 100);
}

/** Integer cents to dollars with 2 decimals. */
export function centsToDollars(cents: number): number {
  if (!Number.isFinite(cents)) return 0;
  const dollars = Math.round(cents) / 100;
  return dollars === 0 ? 0 : dollars;
}

/** Rounds dollars to 2 decimals, half away from zero, float-safe; a non-finite value gives 0. */
export function roundMoney(dollars: number): number {
  if (!Number.isFinite(dollars)) return 0;
  return centsToDollars(scaleAndRound(dollars, 100));
}

/** A price in dollars: non-numeric becomes 0, money is rounded to 2 decimals. */
export function parsePrice(value: unknown): number {
  const n = readNumber(value);
  return n === null ? 0 : roundMoney(n);
}

/** [price, msrp] in dollars; a product with no sku yields [0, 0]. */
export function pricesForSku(
  p: { sku?: string | null; price?: unknown; price_msrp?: unknown } | null | undefined,
): [number, number] {
  if (!p || !p.sku) return [0, 0];
  return [parsePrice(p.price), parsePrice(p.price_msrp)];
}

/** Above this many cents the digits are left to Intl (not a price; exact integers end at 2^53). */
const PLAIN_FORMAT_MAX_CENTS = 1e15;
let usd: Intl.NumberFormat | undefined;

/**
 * "$1,234.56", "-$5.00", as Intl.NumberFormat('en-US', USD) writes it; a non-finite amount shows as "$0.00".
 * Written out rather than through Intl: the first Intl object a page makes costs 40-60 ms of ICU start-up
 * (docs/decisions/026). The unit tests hold it to Intl's answers.
 */
export function formatMoney(dollars: number): string {
  const rounded = roundMoney(dollars);
  const cents = Math.round(Math.abs(rounded) * 100);
  if (cents >= PLAIN_FORMAT_MAX_CENTS) {
    usd ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
    return usd.format(rounded);
  }
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const fraction = String(cents % 100).padStart(2, '0');
  return `${rounded < 0 ? '-' : ''}$${whole}.${fraction}`;
}

/** A finite number. A price that is not a number hides the price display. */
export function isPriceNumber(value: unknown): boolean {
  return typeof value === 'number' && Number.isFinite(value);
}

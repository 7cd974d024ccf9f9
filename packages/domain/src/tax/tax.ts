/**
 * US sales tax (decision 075): a rate per state the shop collects in (the state's rate plus an optional
 * average local rate, each an exact integer of millionths, so no float ever touches money), whether shipping
 * is taxed there, and the tax of an order's lines and shipping. Rounding: each line's tax (and the shipping's)
 * is its own cents times the rate, rounded half up to the cent; the order's tax is their sum. A refund of part
 * of a line gives back the line tax's share of the units refunded so far less what earlier refunds gave back,
 * so all refunds of a line add up to exactly its tax and never more. Pure functions.
 */
import { DONATION_SKU } from '../cart/cart-lines.js';
import type { UsStateCode } from '../shared/us-states.js';

/** Millionths per whole (a rate of 6% is 60 000 parts per million). */
export const PPM = 1_000_000;
/** The highest combined rate a state may have: 20%. */
export const MAX_RATE_PPM = 200_000;

export type TaxRate = {
  state_code: UsStateCode;
  /** The state's rate, parts per million (6% = 60000). */
  state_rate_ppm: number;
  /** The average local (county, city) rate added to it, parts per million; 0 when none. */
  local_rate_ppm: number;
  /** Whether shipping is taxed in this state. */
  shipping_taxed: boolean;
};

/** The rates by state; a state not in the table collects no tax. */
export type TaxTable = ReadonlyMap<string, TaxRate>;

export const taxTableOf = (rates: readonly TaxRate[]): TaxTable =>
  new Map(rates.map((r) => [r.state_code, r]));

/** A rate's combined parts per million (state plus local). */
export const combinedRatePpm = (r: Pick<TaxRate, 'state_rate_ppm' | 'local_rate_ppm'>): number =>
  r.state_rate_ppm + r.local_rate_ppm;

const nonNegativeInt = (n: number): number => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/**
 * `cents` times `ppm` millionths, rounded half up to the cent, in integers only (exact while cents * ppm stays
 * under 2^53: a line of $45 million at 20%).
 */
export function taxOfCents(cents: number, ppm: number): number {
  const product = nonNegativeInt(cents) * nonNegativeInt(ppm);
  return Math.floor((product + PPM / 2) / PPM);
}

/** A donation (the DONATION sku) is no sale: it carries no tax. */
export const isTaxableSku = (sku: string): boolean => sku.trim().toUpperCase() !== DONATION_SKU;

/** A cart's or order's line as taxFor reads it: what it charges, 0 for a line that is not taxable. */
export const taxLineOf = (sku: string, lineTotalCents: number): TaxLine => ({
  lineTotalCents: isTaxableSku(sku) ? lineTotalCents : 0,
});

export type TaxLine = {
  /** What the line charges: unit price times quantity, after discounts. */
  lineTotalCents: number;
};

export type TaxResult = {
  /** Each line's tax, in the order of the lines. */
  lineTaxCents: number[];
  shippingTaxCents: number;
  totalTaxCents: number;
  /** The combined rate applied (0 when exempt or the state has no rate). */
  ratePpm: number;
};

const noTax = (lines: readonly TaxLine[]): TaxResult => ({
  lineTaxCents: lines.map(() => 0),
  shippingTaxCents: 0,
  totalTaxCents: 0,
  ratePpm: 0,
});

/**
 * The tax of an order shipped to `state`: per line and on shipping, each rounded half up to the cent. An
 * exempt buyer (a resale certificate on file) or a state without a rate pays none.
 */
export function taxFor(
  lines: readonly TaxLine[],
  shippingCents: number,
  state: string,
  table: TaxTable,
  exempt: boolean,
): TaxResult {
  const rate = table.get(state.trim().toUpperCase());
  if (exempt || !rate) return noTax(lines);
  const ppm = combinedRatePpm(rate);
  const lineTaxCents = lines.map((l) => taxOfCents(l.lineTotalCents, ppm));
  const shippingTaxCents = rate.shipping_taxed ? taxOfCents(shippingCents, ppm) : 0;
  return {
    lineTaxCents,
    shippingTaxCents,
    totalTaxCents: lineTaxCents.reduce((a, b) => a + b, 0) + shippingTaxCents,
    ratePpm: ppm,
  };
}

/** The share of a line's tax that `units` of its `quantity` carry, rounded half up (all units: all of it). */
export function lineTaxShare(lineTaxCents: number, quantity: number, units: number): number {
  const q = nonNegativeInt(quantity);
  if (q === 0) return 0;
  const u = Math.min(nonNegativeInt(units), q);
  const tax = nonNegativeInt(lineTaxCents);
  return Math.floor((tax * u * 2 + q) / (2 * q));
}

/**
 * The tax a refund of `refundingUnits` of a line gives back when `refundedUnits` of it were refunded before:
 * the share of all units refunded after it less the share before, so the refunds of a line add up to its tax.
 */
export function lineTaxRefund(
  lineTaxCents: number,
  quantity: number,
  refundedUnits: number,
  refundingUnits: number,
): number {
  const before = Math.min(nonNegativeInt(refundedUnits), nonNegativeInt(quantity));
  const after = Math.min(before + nonNegativeInt(refundingUnits), nonNegativeInt(quantity));
  return lineTaxShare(lineTaxCents, quantity, after) - lineTaxShare(lineTaxCents, quantity, before);
}

/**
 * The tax inside a refund of an amount of an order (the back office's refund, a cancellation): the order's
 * tax share of the amount, rounded half up, within the tax not yet given back; the refund that settles the
 * order gives back all of the tax left.
 */
export function amountTaxRefund(o: {
  totalCents: number;
  taxCents: number;
  refundedCents: number;
  refundedTaxCents: number;
  amountCents: number;
}): number {
  const taxLeft = Math.max(0, nonNegativeInt(o.taxCents) - nonNegativeInt(o.refundedTaxCents));
  const total = nonNegativeInt(o.totalCents);
  const amount = nonNegativeInt(o.amountCents);
  if (total === 0 || amount === 0) return 0;
  if (nonNegativeInt(o.refundedCents) + amount >= total) return taxLeft;
  const share = Math.floor((nonNegativeInt(o.taxCents) * amount * 2 + total) / (2 * total));
  return Math.min(taxLeft, share);
}

/**
 * A percent as typed ('6', '6.5', '7.0125') to parts per million, exactly (at most 4 decimals); null for
 * anything else.
 */
export function percentToPpm(text: string): number | null {
  const m = /^(\d{1,2})(?:\.(\d{1,4}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 10_000 + Number((m[2] ?? '').padEnd(4, '0'));
}

/** Parts per million as a percent without trailing zeros: 60000 -> '6', 70125 -> '7.0125'. */
export function ppmToPercent(ppm: number): string {
  const whole = Math.floor(ppm / 10_000);
  const frac = String(ppm % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  return frac ? `${whole}.${frac}` : String(whole);
}

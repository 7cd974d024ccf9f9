import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../shared/us-states.js';
import {
  amountTaxRefund,
  lineTaxRefund,
  lineTaxShare,
  MAX_RATE_PPM,
  percentToPpm,
  ppmToPercent,
  taxFor,
  taxLineOf,
  taxOfCents,
  taxTableOf,
  type TaxRate,
} from './tax.js';
import { PutTaxRateBodySchema } from './schemas.js';

const florida: TaxRate = {
  state_code: 'FL',
  state_rate_ppm: 60_000,
  local_rate_ppm: 10_000,
  shipping_taxed: true,
};
const newYork: TaxRate = {
  state_code: 'NY',
  state_rate_ppm: 40_000,
  local_rate_ppm: 48_750,
  shipping_taxed: false,
};
const table = taxTableOf([florida, newYork]);
const lines = (...cents: number[]) => cents.map((lineTotalCents) => ({ lineTotalCents }));

describe('taxOfCents', () => {
  it('rounds half up to the cent', () => {
    expect(taxOfCents(1050, 70_000)).toBe(74); // 73.5 -> 74
    expect(taxOfCents(1049, 70_000)).toBe(73); // 73.43 -> 73
    expect(taxOfCents(0, 70_000)).toBe(0);
  });
  it('is exact for rates with four decimals of a percent', () => {
    expect(taxOfCents(100_000, 88_750)).toBe(8875); // $1000 at 8.875%
  });
});

describe('taxFor', () => {
  it('taxes each line and the shipping at the state plus local rate in Florida', () => {
    const t = taxFor(lines(19_999, 4_999), 1_499, 'FL', table, false);
    expect(t.lineTaxCents).toEqual([1400, 350]); // 1399.93 -> 1400, 349.93 -> 350
    expect(t.shippingTaxCents).toBe(105); // 104.93
    expect(t.totalTaxCents).toBe(1855);
    expect(t.ratePpm).toBe(70_000);
  });
  it('leaves shipping untaxed where the state does not tax it', () => {
    expect(taxFor(lines(10_000), 1_000, 'NY', table, false)).toMatchObject({
      lineTaxCents: [888], // 887.5 -> 888
      shippingTaxCents: 0,
      totalTaxCents: 888,
    });
  });
  it('charges nothing in a state without a rate (Texas) or to an exempt buyer', () => {
    expect(taxFor(lines(10_000), 1_000, 'TX', table, false).totalTaxCents).toBe(0);
    expect(taxFor(lines(10_000), 1_000, 'FL', table, true)).toEqual({
      lineTaxCents: [0],
      shippingTaxCents: 0,
      totalTaxCents: 0,
      ratePpm: 0,
    });
  });
  it('leaves a donation untaxed', () => {
    expect(
      taxFor([taxLineOf('DONATION', 500), taxLineOf('AMP-1', 500)], 0, 'FL', table, false).lineTaxCents,
    ).toEqual([0, 35]);
  });
  it('reads the state in any case', () => {
    expect(taxFor(lines(100), 0, ' fl ', table, false).totalTaxCents).toBe(7);
  });
});

describe('refunds of a line', () => {
  it('gives back the units share, and the last refund what is left', () => {
    expect(lineTaxShare(100, 3, 1)).toBe(33);
    expect(lineTaxRefund(100, 3, 0, 1)).toBe(33);
    expect(lineTaxRefund(100, 3, 1, 1)).toBe(34); // 67 - 33
    expect(lineTaxRefund(100, 3, 2, 1)).toBe(33);
    expect(lineTaxRefund(100, 3, 3, 1)).toBe(0);
  });
  it('gives back nothing beyond the quantity', () => {
    expect(lineTaxRefund(100, 3, 2, 5)).toBe(33);
  });
});

describe('amountTaxRefund', () => {
  const order = { totalCents: 10_700, taxCents: 700, refundedCents: 0, refundedTaxCents: 0 };
  it('gives back the tax share of an amount', () => {
    expect(amountTaxRefund({ ...order, amountCents: 5_350 })).toBe(350);
  });
  it('gives back all the tax left with the refund that settles the order', () => {
    expect(
      amountTaxRefund({ ...order, refundedCents: 5_000, refundedTaxCents: 327, amountCents: 5_700 }),
    ).toBe(373);
  });
  it('never gives back more than is left', () => {
    expect(amountTaxRefund({ ...order, refundedCents: 100, refundedTaxCents: 700, amountCents: 5_000 })).toBe(
      0,
    );
  });
});

describe('percents', () => {
  it('reads a percent exactly and writes it back', () => {
    expect(percentToPpm('6')).toBe(60_000);
    expect(percentToPpm('7.0125')).toBe(70_125);
    expect(percentToPpm('8.875')).toBe(88_750);
    expect(percentToPpm('6.12345')).toBeNull();
    expect(percentToPpm('-1')).toBeNull();
    expect(percentToPpm('abc')).toBeNull();
    expect(ppmToPercent(60_000)).toBe('6');
    expect(ppmToPercent(70_125)).toBe('7.0125');
    expect(ppmToPercent(5_000)).toBe('0.5');
  });
  it('round-trips every rate of up to four decimals (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_RATE_PPM }), (ppm) => {
        expect(percentToPpm(ppmToPercent(ppm))).toBe(ppm);
      }),
    );
  });
});

describe('PutTaxRateBodySchema', () => {
  it('refuses a combined rate above 20% and fractions of a part per million', () => {
    expect(
      PutTaxRateBodySchema.safeParse({
        state_rate_ppm: 150_000,
        local_rate_ppm: 60_000,
        shipping_taxed: true,
      }).success,
    ).toBe(false);
    expect(PutTaxRateBodySchema.safeParse({ state_rate_ppm: 6.5, shipping_taxed: true }).success).toBe(false);
    expect(PutTaxRateBodySchema.parse({ state_rate_ppm: 60_000, shipping_taxed: false }).local_rate_ppm).toBe(
      0,
    );
  });
});

describe('invariants (property)', () => {
  const rate = fc.record({
    state_code: fc.constantFrom(...US_STATE_CODES),
    state_rate_ppm: fc.integer({ min: 0, max: 100_000 }),
    local_rate_ppm: fc.integer({ min: 0, max: 100_000 }),
    shipping_taxed: fc.boolean(),
  });
  const cents = fc.integer({ min: 0, max: 10_000_000 });

  it('is never negative, zero when exempt, zero in a state without a rate', () => {
    fc.assert(
      fc.property(
        fc.array(rate, { maxLength: 5 }),
        fc.array(cents, { maxLength: 8 }),
        cents,
        fc.constantFrom(...US_STATE_CODES),
        (rates, ls, ship, state) => {
          const t = taxTableOf(rates);
          const r = taxFor(lines(...ls), ship, state, t, false);
          expect(r.lineTaxCents.every((c) => c >= 0)).toBe(true);
          expect(r.shippingTaxCents).toBeGreaterThanOrEqual(0);
          expect(r.totalTaxCents).toBe(r.lineTaxCents.reduce((a, b) => a + b, 0) + r.shippingTaxCents);
          expect(taxFor(lines(...ls), ship, state, t, true).totalTaxCents).toBe(0);
          if (!t.has(state)) expect(r.totalTaxCents).toBe(0);
        },
      ),
    );
  });

  it('refunds of a line, in any steps, are never negative and add up to at most its tax (all of it when all units go back)', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 60 }), { maxLength: 10 }),
        (tax, quantity, steps) => {
          let refunded = 0;
          let given = 0;
          for (const step of steps) {
            const back = lineTaxRefund(tax, quantity, refunded, step);
            expect(back).toBeGreaterThanOrEqual(0);
            given += back;
            refunded = Math.min(quantity, refunded + step);
          }
          expect(given).toBeLessThanOrEqual(tax);
          if (refunded === quantity) expect(given).toBe(tax);
        },
      ),
    );
  });

  it('amount refunds add up to at most the order tax, all of it once the order is refunded in full', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: 200_000 }),
        fc.array(fc.integer({ min: 1, max: 400_000 }), { maxLength: 8 }),
        (base, tax, amounts) => {
          const total = base + tax;
          let refunded = 0;
          let refundedTax = 0;
          for (const a of amounts) {
            const amount = Math.min(a, total - refunded);
            if (amount === 0) break;
            const back = amountTaxRefund({
              totalCents: total,
              taxCents: tax,
              refundedCents: refunded,
              refundedTaxCents: refundedTax,
              amountCents: amount,
            });
            expect(back).toBeGreaterThanOrEqual(0);
            expect(back).toBeLessThanOrEqual(amount);
            refunded += amount;
            refundedTax += back;
          }
          expect(refundedTax).toBeLessThanOrEqual(tax);
          if (refunded === total) expect(refundedTax).toBe(tax);
        },
      ),
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeCartTotals, toCartTotalsDto } from './totals.js';
import { totalsRows } from './totals-rows.js';

const amounts = (over: Partial<Parameters<typeof totalsRows>[0]> = {}) => ({
  isDealer: false,
  original: 199.99,
  discounts: 50,
  subtotal: 149.99,
  shipping: 0,
  total: 149.99,
  ...over,
});
const shown = (rows: ReturnType<typeof totalsRows>) => rows.map((r) => `${r.label} ${r.text}`);

describe('totalsRows', () => {
  it('shows items, discounts, subtotal, shipping and total so that the column adds up', () => {
    expect(shown(totalsRows(amounts()))).toEqual([
      'Items $199.99',
      'Discounts -$50.00',
      'Subtotal $149.99',
      'Shipping FREE',
      'Total $149.99',
    ]);
  });

  it('leaves out items and discounts without a discount, and for a dealer', () => {
    const plain = amounts({ original: 20, discounts: 0, subtotal: 20, shipping: 4.82, total: 24.82 });
    expect(shown(totalsRows(plain))).toEqual(['Subtotal $20.00', 'Shipping $4.82', 'Total $24.82']);
    expect(totalsRows(amounts({ isDealer: true })).map((r) => r.key)).toEqual([
      'subtotal',
      'shipping',
      'total',
    ]);
  });

  it('adds up for any cart the domain totals (property)', () => {
    const line = fc.record({
      quantity: fc.integer({ min: 1, max: 20 }),
      originalUnitCents: fc.integer({ min: 1, max: 200_000 }),
      off: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 6 }), fc.boolean(), (lines, isDealer) => {
        const t = toCartTotalsDto(
          computeCartTotals(
            lines.map((l) => ({
              quantity: l.quantity,
              originalUnitCents: l.originalUnitCents,
              unitPriceCents: Math.round((l.originalUnitCents * (100 - l.off)) / 100),
            })),
            { isDealer },
          ),
        );
        const rows = totalsRows({
          isDealer: t.isDealer,
          original: t.originalTotal,
          discounts: t.discountsTotal,
          subtotal: t.subtotalPrice,
          shipping: t.shippingTotal,
          total: t.totalPrice,
        });
        const cents = (key: string) => Math.round((rows.find((r) => r.key === key)?.amount ?? 0) * 100);
        if (rows[0]?.key === 'items') expect(cents('items') + cents('discounts')).toBe(cents('subtotal'));
        expect(cents('subtotal') + cents('shipping')).toBe(cents('total'));
      }),
    );
  });
});

describe('totalsRows with tax (decision 075)', () => {
  const plain = amounts({ original: 20, discounts: 0, subtotal: 20, shipping: 4.82 });
  it('says "Calculated at checkout" until the shipping state is known', () => {
    expect(shown(totalsRows({ ...plain, tax: 'pending', total: 24.82 }))).toEqual([
      'Subtotal $20.00',
      'Shipping $4.82',
      'Tax Calculated at checkout',
      'Total $24.82',
    ]);
  });
  it('shows the tax before the total once it is known, and the exemption for a certificate on file', () => {
    expect(shown(totalsRows({ ...plain, tax: 1.4, total: 26.22 }))).toContain('Tax $1.40');
    expect(shown(totalsRows({ ...plain, tax: 'exempt', total: 24.82 }))).toContain(
      'Tax exempt (resale certificate on file) $0.00',
    );
  });
});

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addLine,
  clampQuantity,
  isValidQuantity,
  removeLine,
  updateLine,
  type CartItemRef,
} from './cart-merge.js';

const item = (sku: string, quantity = 1): CartItemRef => ({ sku, quantity });

const skuArb = fc.constantFrom('A', 'B', 'C', 'D');
const linesArb = fc.uniqueArray(fc.record({ sku: skuArb, quantity: fc.integer({ min: 1, max: 1000 }) }), {
  selector: (l) => l.sku,
});
const total = (lines: CartItemRef[], sku: string) => lines.find((l) => l.sku === sku)?.quantity ?? 0;

describe('isValidQuantity', () => {
  it.each([1, 2, 999, 1000])('accepts %s', (n) => expect(isValidQuantity(n)).toBe(true));
  it.each([0, -1, 1001, 1.5, Number.NaN, Infinity, '3', null, undefined])('rejects %s', (n) =>
    expect(isValidQuantity(n)).toBe(false),
  );
});

describe('clampQuantity', () => {
  it('caps to 1..1000 and drops fractions', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(1500)).toBe(1000);
    expect(clampQuantity(7.9)).toBe(7);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('addLine', () => {
  it('appends a new sku', () => {
    expect(addLine([item('A', 2)], item('B', 3))).toEqual([item('A', 2), item('B', 3)]);
  });

  it('adds to the quantity of an existing sku and keeps its other fields', () => {
    const lines = [{ sku: 'A', quantity: 2, source: 'first' }];
    expect(addLine(lines, { sku: 'A', quantity: 3, source: 'second' })).toEqual([
      { sku: 'A', quantity: 5, source: 'first' },
    ]);
  });

  it('caps an increment at 1000', () => {
    expect(addLine([item('A', 990)], item('A', 20))).toEqual([item('A', 1000)]);
  });

  it('ignores an invalid quantity', () => {
    expect(addLine([item('A')], item('B', 0))).toEqual([item('A')]);
    expect(addLine([item('A')], item('A', 1001))).toEqual([item('A')]);
  });

  it('does not mutate its input', () => {
    const lines = [item('A', 1)];
    addLine(lines, item('A', 1));
    expect(lines).toEqual([item('A', 1)]);
  });

  it('keeps one line per sku, with quantity min(old + added, 1000) (property)', () => {
    fc.assert(
      fc.property(linesArb, skuArb, fc.integer({ min: 1, max: 1000 }), (lines, sku, quantity) => {
        const next = addLine(lines, { sku, quantity });
        expect(next.filter((l) => l.sku === sku)).toHaveLength(1);
        expect(total(next, sku)).toBe(Math.min(total(lines, sku) + quantity, 1000));
        expect(next.every((l) => isValidQuantity(l.quantity))).toBe(true);
        for (const other of lines.filter((l) => l.sku !== sku))
          expect(total(next, other.sku)).toBe(other.quantity);
      }),
    );
  });
});

describe('updateLine', () => {
  it('sets the quantity of the matching sku', () => {
    expect(updateLine([item('A', 2), item('B', 3)], 'B', 7)).toEqual([item('A', 2), item('B', 7)]);
  });

  it('changes nothing for an unknown sku', () => {
    expect(updateLine([item('A', 2)], 'Z', 7)).toEqual([item('A', 2)]);
  });

  it('ignores a quantity outside 1..1000', () => {
    expect(updateLine([item('A', 2)], 'A', 0)).toEqual([item('A', 2)]);
    expect(updateLine([item('A', 2)], 'A', 1001)).toEqual([item('A', 2)]);
    expect(updateLine([item('A', 2)], 'A', 2.5)).toEqual([item('A', 2)]);
  });

  it('keeps the length and sets exactly the target (property)', () => {
    fc.assert(
      fc.property(linesArb, skuArb, fc.integer({ min: 1, max: 1000 }), (lines, sku, quantity) => {
        const next = updateLine(lines, sku, quantity);
        expect(next).toHaveLength(lines.length);
        if (lines.some((l) => l.sku === sku)) expect(total(next, sku)).toBe(quantity);
      }),
    );
  });
});

describe('removeLine', () => {
  it('filters the sku out', () => {
    expect(removeLine([item('A'), item('B')], 'A')).toEqual([item('B')]);
  });

  it('leaves no line with that sku and keeps the others in order (property)', () => {
    fc.assert(
      fc.property(linesArb, skuArb, (lines, sku) => {
        const next = removeLine(lines, sku);
        expect(next.some((l) => l.sku === sku)).toBe(false);
        expect(next).toEqual(lines.filter((l) => l.sku !== sku));
      }),
    );
  });
});

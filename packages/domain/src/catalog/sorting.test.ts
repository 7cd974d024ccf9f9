import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  sizeOf,
  sortCompatibleFirst,
  sortPreorderedLast,
  sortVariants,
  variantCountRank,
} from './sorting.js';
import type { OptionValues } from './variants.js';

type V = OptionValues & { sku: string; properties?: Record<string, string> };
const v = (
  sku: string,
  one: string | null,
  two: string | null = null,
  properties?: Record<string, string>,
): V => ({
  sku,
  variant_option_one_value: one,
  variant_option_two_value: two,
  variant_option_three_value: null,
  ...(properties ? { properties } : {}),
});

describe('sortPreorderedLast', () => {
  it('sorts pre-ordered items last and keeps the order within each group', () => {
    const items = [
      { sku: 'EVL-12-D2', pre: true },
      { sku: 'VD-2X12D2', pre: false },
      { sku: 'SKM-65', pre: true },
      { sku: 'SKSPK-12-30', pre: false },
    ];
    expect(sortPreorderedLast(items, (i) => i.pre).map((i) => i.sku)).toEqual([
      'VD-2X12D2',
      'SKSPK-12-30',
      'EVL-12-D2',
      'SKM-65',
    ]);
  });

  it('is a stable permutation of its input', () => {
    fc.assert(
      // Unique ids: the multiset comparison below sorts by id, which is only a total order for distinct ids.
      fc.property(
        fc.uniqueArray(fc.record({ id: fc.nat(), pre: fc.boolean() }), { selector: (r) => r.id }),
        (items) => {
          const sorted = sortPreorderedLast(items, (i) => i.pre);
          expect([...sorted].sort((a, b) => a.id - b.id)).toEqual([...items].sort((a, b) => a.id - b.id));
          const firstPre = sorted.findIndex((i) => i.pre);
          if (firstPre >= 0) expect(sorted.slice(firstPre).every((i) => i.pre)).toBe(true);
          expect(sorted.filter((i) => !i.pre)).toEqual(items.filter((i) => !i.pre));
          expect(sorted.filter((i) => i.pre)).toEqual(items.filter((i) => i.pre));
        },
      ),
    );
  });
});

describe('sortCompatibleFirst', () => {
  it('sorts incompatible items after compatible ones', () => {
    const items = [
      { sku: 'EVL-15-D2', ok: false },
      { sku: 'EVL-12-D2', ok: true },
    ];
    expect(sortCompatibleFirst(items, (i) => i.ok).map((i) => i.sku)).toEqual(['EVL-12-D2', 'EVL-15-D2']);
  });
});

describe('variantCountRank', () => {
  it('ranks single 1, dual 2, triple 3, quad 4, anything else 5', () => {
    expect(variantCountRank('Single 12"')).toBe(1);
    expect(variantCountRank('DUAL')).toBe(2);
    expect(variantCountRank('Triple 10"')).toBe(3);
    expect(variantCountRank('Quad 8"')).toBe(4);
    expect(variantCountRank('D2')).toBe(5);
    expect(variantCountRank(null)).toBe(5);
  });
});

describe('sizeOf', () => {
  it('reads the first number in the text, Infinity when none', () => {
    expect(sizeOf('12"')).toBe(12);
    expect(sizeOf('6.5 inch')).toBe(6.5);
    expect(sizeOf('Single')).toBe(Infinity);
    expect(sizeOf(undefined)).toBe(Infinity);
  });
});

describe('sortVariants', () => {
  it('orders single, dual, triple, quad', () => {
    const list = [
      v('VD-4X12D2', 'Quad'),
      v('VD-2X12D2', 'Dual'),
      v('VD-3X12D2', 'Triple'),
      v('VD-1X12D2', 'Single'),
    ];
    expect(sortVariants(list).map((x) => x.sku)).toEqual([
      'VD-1X12D2',
      'VD-2X12D2',
      'VD-3X12D2',
      'VD-4X12D2',
    ]);
  });

  it('orders by size within a count, from the Subwoofer Size property', () => {
    const list = [
      v('EVL-2X12-D2', 'Dual', null, { 'Subwoofer Size': '12"' }),
      v('EVL-2X10-D2', 'Dual', null, { 'Subwoofer Size': '10"' }),
      v('EVL-8-D2', 'Single', null, { 'Subwoofer Size': '8"' }),
      v('EVL-2X8-D2', 'Dual', null, { 'Subwoofer Size': '8"' }),
    ];
    expect(sortVariants(list).map((x) => x.sku)).toEqual([
      'EVL-8-D2',
      'EVL-2X8-D2',
      'EVL-2X10-D2',
      'EVL-2X12-D2',
    ]);
  });

  it('reads an inch size from option values and ignores the coil number of D2 or D4', () => {
    const list = [v('EVL-12-D4', 'D4', '12"'), v('EVL-10-D2', 'D2', '10"'), v('EVL-8-D4', 'D4', '8"')];
    expect(sortVariants(list).map((x) => x.sku)).toEqual(['EVL-8-D4', 'EVL-10-D2', 'EVL-12-D4']);
  });

  it('is a stable permutation of its input', () => {
    const count = fc.constantFrom('Single', 'Dual', 'Triple', 'Quad', 'D2', null);
    const size = fc.constantFrom('8"', '10"', '12"', '15"', undefined);
    fc.assert(
      fc.property(fc.array(fc.tuple(count, size)), (rows) => {
        const list = rows.map(([c, s], i) => v(`SKU-${i}`, c, null, s ? { 'Subwoofer Size': s } : undefined));
        const sorted = sortVariants(list);
        expect([...sorted].sort((a, b) => a.sku.localeCompare(b.sku))).toEqual(
          [...list].sort((a, b) => a.sku.localeCompare(b.sku)),
        );
        for (let i = 1; i < sorted.length; i++) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          const ka = [
            variantCountRank(a.variant_option_one_value),
            sizeOf(a.properties?.['Subwoofer Size']),
          ] as const;
          const kb = [
            variantCountRank(b.variant_option_one_value),
            sizeOf(b.properties?.['Subwoofer Size']),
          ] as const;
          const cmp = ka[0] - kb[0] || (ka[1] === kb[1] ? 0 : ka[1] < kb[1] ? -1 : 1);
          expect(cmp).toBeLessThanOrEqual(0);
          if (cmp === 0) expect(list.indexOf(a)).toBeLessThan(list.indexOf(b));
        }
      }),
    );
  });
});

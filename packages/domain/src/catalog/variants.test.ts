import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type ChosenOptions,
  type OptionNames,
  type OptionValues,
  chosenFromVariant,
  chosenOnCard,
  chosenVariantOf,
  initialChosenOptions,
  isAddToCartDisabled,
  optionsOf,
  selectVariant,
} from './variants.js';
import { parseProductPath } from './product-path.js';

type V = OptionValues & OptionNames & { sku: string };

const variant = (
  sku: string,
  one: string | null,
  two: string | null = null,
  three: string | null = null,
): V => ({
  sku,
  variant_option_one_name: one === null ? null : 'Impedance',
  variant_option_one_value: one,
  variant_option_two_name: two === null ? null : 'Enclosure',
  variant_option_two_value: two,
  variant_option_three_name: three === null ? null : 'Port',
  variant_option_three_value: three,
});

const evl12 = [
  variant('EVL-12-D2', 'D2', 'Single'),
  variant('EVL-2X12-D2', 'D2', 'Dual'),
  variant('EVL-12-D4', 'D4', 'Single'),
];
const chosen = (
  one: string | null,
  two: string | null = null,
  three: string | null = null,
): ChosenOptions => ({
  one,
  two,
  three,
});

describe('selectVariant', () => {
  it('finds the variant matching every chosen value', () => {
    const r = selectVariant(evl12, chosen('D2', 'Dual'));
    expect(r.variant?.sku).toBe('EVL-2X12-D2');
    expect(r.chosen).toEqual(chosen('D2', 'Dual'));
  });

  it('falls back to the first variant matching option one and adopts its other values', () => {
    const r = selectVariant(evl12, chosen('D4', 'Dual'));
    expect(r.variant?.sku).toBe('EVL-12-D4');
    expect(r.chosen).toEqual(chosen('D4', 'Single'));
  });

  it('returns null when not even option one matches', () => {
    expect(selectVariant(evl12, chosen('D1', 'Single'))).toEqual({
      variant: null,
      chosen: chosen('D1', 'Single'),
    });
    expect(selectVariant([], chosen('D2'))).toEqual({ variant: null, chosen: chosen('D2') });
  });

  it('matches a partly chosen combination on the values chosen so far', () => {
    expect(selectVariant(evl12, chosen('D4')).variant?.sku).toBe('EVL-12-D4');
  });

  it('always returns a variant from the list or null', () => {
    const value = fc.constantFrom('D1', 'D2', 'D4', 'Single', 'Dual', null);
    fc.assert(
      fc.property(
        fc.array(fc.tuple(value, value, value), { maxLength: 8 }),
        fc.tuple(value, value, value),
        (rows, [one, two, three]) => {
          const list = rows.map(([a, b, c], i) => variant(`SKU-${i}`, a, b, c));
          const r = selectVariant(list, chosen(one, two, three));
          expect(r.variant === null || list.includes(r.variant)).toBe(true);
          if (r.variant) {
            const v = r.variant;
            const exact = [one, two, three].every(
              (c, i) => c === null || chosenFromVariant(v)[(['one', 'two', 'three'] as const)[i]!] === c,
            );
            const adopted =
              v.variant_option_one_value === one &&
              JSON.stringify(r.chosen) === JSON.stringify(chosenFromVariant(v));
            expect(exact || adopted).toBe(true);
          }
        },
      ),
    );
  });
});

describe('chosenFromVariant', () => {
  it('reads the three option values of a variant', () => {
    expect(chosenFromVariant(variant('EVL-12-D2', 'D2', 'Single', 'Ported'))).toEqual(
      chosen('D2', 'Single', 'Ported'),
    );
  });
});

describe('chosenOnCard (a listing card carries its first option value only, decision 071)', () => {
  it('chooses the first value, and the button it decides is the one the three values would give', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        fc.option(fc.string(), { nil: null }),
        fc.integer({ min: 0, max: 1 }),
        (one, two, three, optionCount) => {
          const v = variant('EVL-12-D2', one, two, three);
          expect(chosenOnCard(v)).toEqual(chosen(one, null, null));
          // A card has a buy button for at most one option: the second and third values never count there.
          expect(isAddToCartDisabled(optionCount, chosenOnCard(v), 'in_stock')).toBe(
            isAddToCartDisabled(optionCount, chosenFromVariant(v), 'in_stock'),
          );
        },
      ),
    );
  });
});

describe('initialChosenOptions (what a product page shows on arrival)', () => {
  const sdr8 = [variant('SDR-8-D2', 'Dual 2 Ohm'), variant('SDR-8-D4', 'Dual 4 Ohm')];
  const family = (sku: string, variants: V[] = sdr8, options: unknown[] = [{}]) => ({
    sku,
    variants,
    options,
    collectionPageSku: 'SDR-8',
  });
  const shown = (sku: string, url: string | null, variants?: V[], options?: unknown[]) => {
    const product = family(sku, variants, options);
    return chosenVariantOf(product, initialChosenOptions(product, url))?.sku ?? null;
  };

  it("shows a variant's own page as that variant, not the family's first (a discontinued one included)", () => {
    expect(shown('SDR-8-D4', null)).toBe('SDR-8-D4');
    expect(shown('sdr-8-d4', null)).toBe('SDR-8-D4');
    expect(shown('SDR-8-D2', null)).toBe('SDR-8-D2');
  });

  it('follows the variant the URL names first', () => {
    expect(shown('SDR-8-D4', 'SDR-8-D2')).toBe('SDR-8-D2');
    expect(shown('SDR-8', 'sdr-8-d4')).toBe('SDR-8-D4');
  });

  it("shows a one-option parent's card variant, else the first, and chooses nothing for a multi-option parent", () => {
    expect(shown('SDR-8', null)).toBe('SDR-8-D2');
    expect(shown('EVL-12', null, evl12, [{}, {}])).toBeNull();
    expect(shown('EVL-12-D4', null, evl12, [{}, {}])).toBe('EVL-12-D4');
  });
});

describe('optionsOf', () => {
  it('lists each named option with its distinct values in order of appearance', () => {
    expect(optionsOf(evl12)).toEqual([
      { name: 'Impedance', values: ['D2', 'D4'] },
      { name: 'Enclosure', values: ['Single', 'Dual'] },
    ]);
  });

  it('gives no options for a product without variants', () => {
    expect(optionsOf([])).toEqual([]);
  });
});

describe('isAddToCartDisabled', () => {
  it('is disabled while a multi-option product lacks a chosen value for an option', () => {
    expect(isAddToCartDisabled(2, chosen('D2'), 'in_stock')).toBe(true);
    expect(isAddToCartDisabled(2, chosen(null, 'Dual'), 'in_stock')).toBe(true);
  });

  it('is enabled when every option has a value and the item can be bought', () => {
    expect(isAddToCartDisabled(2, chosen('D2', 'Dual'), 'in_stock')).toBe(false);
    expect(isAddToCartDisabled(1, chosen('D2'), 'preorder')).toBe(false);
    expect(isAddToCartDisabled(0, chosen(null), 'in_stock')).toBe(false);
  });

  it('is disabled when sold out or discontinued', () => {
    expect(isAddToCartDisabled(1, chosen('D2'), 'out_of_stock')).toBe(true);
    expect(isAddToCartDisabled(1, chosen('D2'), 'discontinued')).toBe(true);
  });
});

describe('parseProductPath', () => {
  it('reads the variant from the query variant parameter first, then sku', () => {
    expect(parseProductPath('skar-evl-12', { variant: 'EVL-12-D4', sku: 'EVL-12-D2' })).toEqual({
      slug: 'skar-evl-12',
      variantSku: 'EVL-12-D4',
    });
    expect(parseProductPath('skar-evl-12', { sku: 'EVL-12-D2' })).toEqual({
      slug: 'skar-evl-12',
      variantSku: 'EVL-12-D2',
    });
  });

  it('reads an equals-style suffix of the path as the variant', () => {
    expect(parseProductPath('skar-evl-12=EVL-12-D2', {})).toEqual({
      slug: 'skar-evl-12',
      variantSku: 'EVL-12-D2',
    });
  });

  it('strips the suffix from the slug even when the query names the variant', () => {
    expect(parseProductPath('skar-evl-12=EVL-12-D2', { variant: 'EVL-12-D4' })).toEqual({
      slug: 'skar-evl-12',
      variantSku: 'EVL-12-D4',
    });
  });

  it('gives no variant for a plain slug, an empty suffix or empty query values', () => {
    expect(parseProductPath('skar-vd-2x12d2', { variant: '', sku: null })).toEqual({
      slug: 'skar-vd-2x12d2',
      variantSku: null,
    });
    expect(parseProductPath('skar-evl-12=', {})).toEqual({ slug: 'skar-evl-12', variantSku: null });
  });
});

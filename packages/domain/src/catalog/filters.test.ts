import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type FilterType, filterItems } from './filters.js';

const item = (sku: string, properties: Record<string, string>) => ({ sku, properties });
const items = [
  item('EVL-12-D2', { 'Subwoofer Size': '12"', 'Enclosure Type': 'Ported' }),
  item('EVL-10-D2', { 'Subwoofer Size': '10"', 'Enclosure Type': 'Ported' }),
  item('SDR-12-D2', { 'Subwoofer Size': '12"', 'Enclosure Type': 'Sealed' }),
  item('SKM-65', {}),
];
const type = (name: string, selected: string[], all: string[]): FilterType => ({
  name,
  options: all.map((o) => ({ name: o, label: o, value: selected.includes(o) })),
});

describe('filterItems', () => {
  it('keeps items whose property matches the selected option of every filter type', () => {
    const filters = [
      type('Subwoofer Size', ['12"'], ['10"', '12"']),
      type('Enclosure Type', ['Ported'], ['Ported', 'Sealed']),
    ];
    expect(filterItems(items, filters).map((i) => i.sku)).toEqual(['EVL-12-D2']);
  });

  it('does not restrict by a type with no selected option', () => {
    const filters = [
      type('Subwoofer Size', ['12"'], ['10"', '12"']),
      type('Enclosure Type', [], ['Ported', 'Sealed']),
    ];
    expect(filterItems(items, filters).map((i) => i.sku)).toEqual(['EVL-12-D2', 'SDR-12-D2']);
  });

  it('drops items that lack the filtered property', () => {
    expect(
      filterItems(items, [type('Enclosure Type', ['Sealed'], ['Ported', 'Sealed'])]).map((i) => i.sku),
    ).toEqual(['SDR-12-D2']);
  });

  it('returns everything when nothing is selected', () => {
    expect(filterItems(items, [])).toEqual(items);
    expect(filterItems(items, [type('Subwoofer Size', [], ['10"', '12"'])])).toEqual(items);
  });

  it('returns a subset in the original order, and everything with no selection', () => {
    const prop = fc.constantFrom('8"', '10"', '12"');
    fc.assert(
      fc.property(fc.array(prop), fc.subarray(['8"', '10"', '12"']), (sizes, selected) => {
        const list = sizes.map((s, i) => item(`SKU-${i}`, { 'Subwoofer Size': s }));
        const out = filterItems(list, [type('Subwoofer Size', selected, ['8"', '10"', '12"'])]);
        expect(out).toEqual(list.filter((x) => out.includes(x)));
        if (selected.length === 0) expect(out).toEqual(list);
        else expect(out.every((x) => selected.includes(x.properties['Subwoofer Size']!))).toBe(true);
      }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  chartCellFor,
  compatibilityChart,
  isCompatible,
  isExcludedFromCompatibilityPrompt,
  normalizeSize,
  sizesMatch,
} from './compatibility.js';
import type { TabBox } from './schemas.js';

const chart: TabBox = {
  title: 'Compatibility Chart',
  text: null,
  table: {
    columns: ['Subwoofer', 'Fits'],
    rows: [
      { key: 'EVL-12', cells: ['✓'] },
      { key: 'SDR-12', cells: [''] },
      { key: 'ZVX-12', cells: ['✗'] },
    ],
  },
};
const enclosure = { size: '12"', tabs: [chart] };

describe('sizesMatch', () => {
  it('matches sizes ignoring punctuation and case', () => {
    expect(normalizeSize('12"')).toBe('12');
    expect(sizesMatch('12"', '12')).toBe(true);
    expect(sizesMatch('6.5 IN', '65 in')).toBe(true);
  });

  it('does not match different or empty sizes', () => {
    expect(sizesMatch('10"', '12"')).toBe(false);
    expect(sizesMatch('', '')).toBe(false);
    expect(sizesMatch(null, '12"')).toBe(false);
  });
});

describe('chart reading', () => {
  it('reads the chart only from a first box titled "Compatibility Chart"', () => {
    expect(compatibilityChart([chart])).toBe(chart.table);
    expect(compatibilityChart([{ ...chart, title: 'Specs' }, chart])).toBeNull();
    expect(compatibilityChart([])).toBeNull();
  });

  it('finds the cell by the longest sku prefix', () => {
    const table = {
      columns: ['Subwoofer', 'Fits'],
      rows: [
        { key: 'EVL', cells: [''] },
        { key: 'EVL-12', cells: ['✓'] },
      ],
    };
    expect(chartCellFor(table, 'EVL-12-D2')).toBe('✓');
    expect(chartCellFor(table, 'ZVX-12-D2')).toBeNull();
  });
});

describe('isCompatible', () => {
  it('is compatible when sizes match and the chart cell holds a check mark', () => {
    expect(isCompatible({ sku: 'EVL-12-D2', size: '12"' }, enclosure)).toBe(true);
  });

  it('is not compatible when the sizes differ, even with a check mark', () => {
    expect(isCompatible({ sku: 'EVL-12-D2', size: '10"' }, enclosure)).toBe(false);
  });

  it('is not compatible when the cell is empty, a cross, or missing', () => {
    expect(isCompatible({ sku: 'SDR-12-D2', size: '12"' }, enclosure)).toBe(false);
    expect(isCompatible({ sku: 'ZVX-12-D2', size: '12"' }, enclosure)).toBe(false);
    expect(isCompatible({ sku: 'VD-12-D2', size: '12"' }, enclosure)).toBe(false);
    expect(isCompatible({ sku: 'EVL-12-D2', size: '12"' }, { size: '12"', tabs: [] })).toBe(false);
  });
});

describe('isExcludedFromCompatibilityPrompt', () => {
  it('leaves out VS-10 and VS-12 skus', () => {
    expect(isExcludedFromCompatibilityPrompt('VS-10-SEALED')).toBe(true);
    expect(isExcludedFromCompatibilityPrompt('VS-12-PORTED')).toBe(true);
  });

  it('keeps vehicle-specific and other skus', () => {
    expect(isExcludedFromCompatibilityPrompt('VS-FORD-F150-2009-UP-2X12-L')).toBe(false);
    expect(isExcludedFromCompatibilityPrompt('EVL-12-D2')).toBe(false);
  });
});

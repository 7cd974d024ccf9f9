import { describe, expect, it } from 'vitest';
import {
  NO_VEHICLE_FILTER,
  type VehicleFilter,
  type VehicleProduct,
  filterVehicleProducts,
  matchesVehicleFilter,
  matchesYear,
  vehicleFacets,
} from './vehicle-filter.js';

const enclosure = (
  sku: string,
  category: string,
  props: Partial<Record<'Start Year' | 'End Year' | 'Make' | 'Model' | 'Subwoofer Size', string>>,
): VehicleProduct & { sku: string } => ({ sku, category, properties: props as Record<string, string> });

const f150 = enclosure('VS-FORD-F150-2009-UP-2X12-L', 'loaded-subwoofer-enclosures', {
  'Start Year': '2015',
  'End Year': '2023',
  Make: 'Ford',
  Model: 'F-150|F-250',
  'Subwoofer Size': '12"',
});
const silverado = enclosure('VS-CHEVY-SILVERADO-CC-2X10', 'empty-subwoofer-enclosures', {
  'Start Year': '2014',
  'End Year': '2018',
  Make: 'Chevrolet/GMC',
  Model: 'Silverado|Sierra',
  'Subwoofer Size': '10"',
});
const tacoma = enclosure('VS-TOYOTA-TACOMA-DC-2X10', 'empty-subwoofer-enclosures', {
  'Start Year': '2016',
  Make: 'Toyota',
  Model: 'Tacoma',
  'Subwoofer Size': '10"',
});
const all = [f150, silverado, tacoma];
const filter = (over: Partial<VehicleFilter>): VehicleFilter => ({ ...NO_VEHICLE_FILTER, ...over });
const skus = (f: VehicleFilter) => filterVehicleProducts(all, f).map((p) => p.sku);

describe('matchesYear', () => {
  it('matches a year between Start Year and End Year inclusive', () => {
    expect([2014, 2015, 2023, 2024].map((y) => matchesYear(f150.properties, y))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('treats a missing End Year as open-ended', () => {
    expect(matchesYear(tacoma.properties, 2030)).toBe(true);
    expect(matchesYear(tacoma.properties, 2015)).toBe(false);
  });
});

describe('matchesVehicleFilter', () => {
  it('keeps everything without a filter', () => {
    expect(skus(NO_VEHICLE_FILTER)).toHaveLength(3);
  });

  it('requires an equal make', () => {
    expect(skus(filter({ make: 'Ford' }))).toEqual([f150.sku]);
    expect(skus(filter({ make: 'Chevrolet' }))).toEqual([]);
  });

  it('matches the chosen model against any of the pipe-separated models', () => {
    expect(skus(filter({ model: 'Sierra' }))).toEqual([silverado.sku]);
    expect(skus(filter({ model: 'F-250' }))).toEqual([f150.sku]);
    expect(skus(filter({ model: 'Sier' }))).toEqual([]);
  });

  it('keeps only loaded enclosures for type Loaded and only empty ones for type Empty', () => {
    expect(skus(filter({ type: 'Loaded' }))).toEqual([f150.sku]);
    expect(skus(filter({ type: 'Empty' }))).toEqual([silverado.sku, tacoma.sku]);
  });

  it('keeps products whose Subwoofer Size is among the checked sizes', () => {
    expect(skus(filter({ sizes: ['10"'] }))).toEqual([silverado.sku, tacoma.sku]);
    expect(skus(filter({ sizes: ['8"', '12"'] }))).toEqual([f150.sku]);
  });

  it('combines year, make and model', () => {
    expect(skus(filter({ year: 2016, make: 'Chevrolet/GMC', model: 'Silverado' }))).toEqual([silverado.sku]);
    expect(skus(filter({ year: 2020, make: 'Chevrolet/GMC' }))).toEqual([]);
    expect(
      matchesVehicleFilter(
        f150,
        filter({ year: 2016, make: 'Ford', model: 'F-150', type: 'Loaded', sizes: ['12"'] }),
      ),
    ).toBe(true);
  });
});

describe('vehicleFacets', () => {
  it('offers the makes, models and years that fit the other filters', () => {
    const facets = vehicleFacets(all, filter({ type: 'Empty' }), 2026);
    expect(facets.makes).toEqual(['Chevrolet/GMC', 'Toyota']);
    expect(facets.models).toEqual([]);
    expect(facets.types).toEqual(['Empty', 'Loaded']);
    expect(facets.sizes).toEqual(['10"']);
    expect(facets.years[0]).toBe(2026);
    expect(facets.years.at(-1)).toBe(2014);
  });

  it('narrows models to the chosen make but keeps every make on offer', () => {
    const facets = vehicleFacets(all, filter({ make: 'Ford' }), 2026);
    expect(facets.models).toEqual(['F-150', 'F-250']);
    expect(facets.makes).toEqual(['Chevrolet/GMC', 'Ford', 'Toyota']);
    expect(facets.years).toEqual([2023, 2022, 2021, 2020, 2019, 2018, 2017, 2016, 2015]);
  });

  it('keeps every make on offer once a model is picked, so the make can be switched directly', () => {
    const facets = vehicleFacets(all, filter({ make: 'Ford', model: 'F-150' }), 2026);
    expect(facets.makes).toEqual(['Chevrolet/GMC', 'Ford', 'Toyota']);
    expect(facets.models).toEqual(['F-150', 'F-250']);
  });
});

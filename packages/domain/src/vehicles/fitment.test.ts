import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CATEGORY,
  LOADED_CATEGORY,
  NO_VEHICLE_FILTER,
  filterVehicleProducts,
  fitmentRowMatches,
  fitmentRowsOf,
  matchesVehicleFilter,
  vehicleFacets,
  type VehicleFilter,
  type VehicleProduct,
} from './vehicle-filter.js';
import { VEHICLE_SIZES } from './vehicle-query.js';

const MAX_YEAR = 2027;
const MAKES = ['Ford', 'Toyota', 'Chevrolet/GMC'];
const MODELS = ['F-150', 'Tacoma', 'Silverado 1500', 'Sierra 1500'];

const productArb: fc.Arbitrary<VehicleProduct> = fc
  .record({
    category: fc.constantFrom(LOADED_CATEGORY, EMPTY_CATEGORY, 'subwoofers'),
    start: fc.option(fc.integer({ min: 2000, max: 2025 }), { nil: undefined }),
    span: fc.option(fc.integer({ min: 0, max: 10 }), { nil: undefined }),
    make: fc.option(fc.constantFrom(...MAKES), { nil: undefined }),
    models: fc.subarray(MODELS),
    size: fc.option(fc.constantFrom('8"', '10"', '12"', '15"', '12 IN'), { nil: undefined }),
  })
  .map(({ category, start, span, make, models, size }) => {
    const properties: Record<string, string> = {};
    if (start !== undefined) properties['Start Year'] = String(start);
    if (start !== undefined && span !== undefined) properties['End Year'] = String(start + span);
    if (make !== undefined) properties['Make'] = make;
    if (models.length > 0) properties['Model'] = models.join('|');
    if (size !== undefined) properties['Subwoofer Size'] = size;
    return { category, properties };
  });

const filterArb: fc.Arbitrary<VehicleFilter> = fc.record({
  type: fc.constantFrom(null, 'Empty' as const, 'Loaded' as const),
  sizes: fc.subarray([...VEHICLE_SIZES]),
  year: fc.option(fc.integer({ min: 1998, max: 2029 }), { nil: null }),
  make: fc.option(fc.constantFrom(...MAKES, 'Kia'), { nil: null }),
  model: fc.option(fc.constantFrom(...MODELS, 'Camry'), { nil: null }),
});

/** One more filter set on top of f (a narrower or equal query). */
const narrowerArb = (f: VehicleFilter): fc.Arbitrary<VehicleFilter> =>
  fc.oneof(
    fc.constantFrom('Empty' as const, 'Loaded' as const).map((type) => (f.type ? f : { ...f, type })),
    fc.constantFrom(...VEHICLE_SIZES).map((s) => (f.sizes.length === 0 ? { ...f, sizes: [s] } : f)),
    fc.integer({ min: 1998, max: 2029 }).map((year) => (f.year === null ? { ...f, year } : f)),
    fc.constantFrom(...MAKES).map((make) => (f.make === null ? { ...f, make } : f)),
    fc.constantFrom(...MODELS).map((model) => (f.model === null ? { ...f, model } : f)),
  );

const setEqual = <T>(a: T[], b: T[]) => expect(new Set(a)).toEqual(new Set(b));

describe('vehicle filter properties', () => {
  it('returns a subset of the products, each of which matches', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 20 }), filterArb, (products, f) => {
        const out = filterVehicleProducts(products, f);
        expect(out.every((p) => products.includes(p) && matchesVehicleFilter(p, f))).toBe(true);
        expect(out.length).toBeLessThanOrEqual(products.length);
      }),
    );
  });

  it('never grows the result when a filter is added', () => {
    fc.assert(
      fc.property(
        fc.array(productArb, { maxLength: 20 }),
        filterArb.chain((f) => fc.tuple(fc.constant(f), narrowerArb(f))),
        (products, [f, narrower]) => {
          const wide = new Set(filterVehicleProducts(products, f));
          expect(filterVehicleProducts(products, narrower).every((p) => wide.has(p))).toBe(true);
        },
      ),
    );
  });

  it('offers only facet values that yield at least one product under the other filters', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 20 }), filterArb, (products, f) => {
        const facets = vehicleFacets(products, f, MAX_YEAR);
        const yields = (g: VehicleFilter) => products.some((p) => matchesVehicleFilter(p, g));
        for (const year of facets.years) expect(yields({ ...f, year }), `year ${year}`).toBe(true);
        // Picking a make starts its model afresh (a model belongs to a make).
        for (const make of facets.makes)
          expect(yields({ ...f, make, model: null }), `make ${make}`).toBe(true);
        for (const model of facets.models) expect(yields({ ...f, model }), `model ${model}`).toBe(true);
        for (const type of facets.types) expect(yields({ ...f, type }), `type ${type}`).toBe(true);
        for (const size of facets.sizes) expect(yields({ ...f, sizes: [size] }), `size ${size}`).toBe(true);
      }),
    );
  });

  it('offers every make, type and size that yields a product, and models only once a make is chosen', () => {
    fc.assert(
      fc.property(fc.array(productArb, { maxLength: 20 }), filterArb, (products, f) => {
        const facets = vehicleFacets(products, f, MAX_YEAR);
        const yields = (g: VehicleFilter) => products.some((p) => matchesVehicleFilter(p, g));
        setEqual(
          facets.makes,
          MAKES.filter((make) => yields({ ...f, make, model: null })),
        );
        setEqual(
          facets.types,
          (['Empty', 'Loaded'] as const).filter((type) => yields({ ...f, type })),
        );
        setEqual(
          facets.sizes,
          VEHICLE_SIZES.filter((s) => yields({ ...f, sizes: [s] })),
        );
        if (f.make === null) expect(facets.models).toEqual([]);
        else
          setEqual(
            facets.models,
            MODELS.filter((model) => yields({ ...f, model })),
          );
      }),
    );
  });
});

describe('fitmentRowsOf', () => {
  const f150 = {
    category: LOADED_CATEGORY,
    properties: {
      'Start Year': '2015',
      'End Year': '2023',
      Make: 'Ford',
      Model: 'F-150| F-250 |f-150',
      'Subwoofer Size': '12"',
    },
  };

  it('gives one row per distinct model with the year range, type and normalized size', () => {
    expect(fitmentRowsOf(f150)).toEqual([
      { make: 'Ford', model: 'F-150', yearStart: 2015, yearEnd: 2023, type: 'Loaded', sizeKey: '12' },
      { make: 'Ford', model: 'F-250', yearStart: 2015, yearEnd: 2023, type: 'Loaded', sizeKey: '12' },
    ]);
  });

  it.each([
    ['a subwoofer', { ...f150, category: 'subwoofers' }],
    ['an enclosure without a make', { ...f150, properties: { ...f150.properties, Make: ' ' } }],
    [
      'an enclosure without a start year',
      { ...f150, properties: { ...f150.properties, 'Start Year': 'n/a' } },
    ],
  ])('gives no rows for %s', (_, p) => {
    expect(fitmentRowsOf(p)).toEqual([]);
  });

  it('keeps an open range open and an enclosure without models matchable by everything but a model', () => {
    const [row] = fitmentRowsOf({
      category: EMPTY_CATEGORY,
      properties: { 'Start Year': '2019', Make: 'Ram' },
    });
    expect(row).toMatchObject({ yearEnd: null, model: '', type: 'Empty', sizeKey: '' });
    expect(fitmentRowMatches(row!, { ...NO_VEHICLE_FILTER, year: 2040, make: 'ram' })).toBe(true);
    expect(fitmentRowMatches(row!, { ...NO_VEHICLE_FILTER, model: 'Ram' })).toBe(false);
  });

  it('matches a filter exactly when the product does (the stored rows agree with the rule)', () => {
    fc.assert(
      fc.property(productArb, filterArb, (p, f) => {
        const rows = fitmentRowsOf(p);
        fc.pre(rows.length > 0);
        expect(rows.some((r) => fitmentRowMatches(r, f))).toBe(matchesVehicleFilter(p, f));
      }),
    );
  });
});

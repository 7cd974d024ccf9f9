import {
  ErrorBodySchema,
  filterVehicleProducts,
  fitmentRowsOf,
  isExcludedSku,
  NO_VEHICLE_FILTER,
  VehicleCollectionResponseSchema,
  type VehicleCollectionResponse,
  type VehicleFilter,
  type VehicleProduct,
} from '@shop/domain';
import fc from 'fast-check';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_BACKFILL } from '../../db/migrations/005-vehicle-fitment.js';
import type { TestApp } from '../../test/make-app.js';
import { useVehicleApp } from '../../test/vehicle-fixture.js';
import { createVehicleRepo } from './vehicles.repo.js';
import { toFitmentQuery } from './vehicles.service.js';

const PATH = '/api/collections/vehicle-specific-subwoofer-enclosures';
const SPEC_MAKES = [
  'Chevrolet/GMC',
  'Dodge',
  'Chrysler',
  'Ford',
  'Honda',
  'Hyundai',
  'Jeep',
  'Kia',
  'Mazda',
  'Nissan',
  'Ram',
  'Tesla',
  'Toyota',
  'Volkswagen',
];

type Member = VehicleProduct & { id: number; sku: string; preordered: boolean };

describe('GET /api/collections/vehicle-specific-subwoofer-enclosures', () => {
  let t: TestApp;
  /** Every visible member, and those a shopper sees (the spec's excluded sku left out). */
  let allMembers: Member[];
  let members: Member[];
  let collectionId: number;

  const fixture = useVehicleApp();

  beforeAll(async () => {
    ({ t, collectionId } = fixture);
    const rows = (await t.db
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', 'p.id', 'cp.product_id')
      .select(['p.id', 'p.sku', 'p.category', 'cp.is_preordered'])
      .where('cp.collection_id', '=', collectionId)
      .where('cp.is_visible', '=', 1)
      .orderBy('cp.is_preordered')
      .orderBy('cp.position')
      .orderBy('p.id')
      .execute()) as { id: number; sku: string; category: string; is_preordered: number }[];
    const props = await t.db
      .selectFrom('product_properties')
      .select(['product_id', 'key', 'value'])
      .where(
        'product_id',
        'in',
        rows.map((r) => r.id),
      )
      .orderBy('product_id')
      .orderBy('position')
      .orderBy('key')
      .execute();
    allMembers = rows.map((r) => ({
      id: r.id,
      sku: r.sku,
      category: r.category,
      preordered: r.is_preordered === 1,
      properties: Object.fromEntries(props.filter((p) => p.product_id === r.id).map((p) => [p.key, p.value])),
    }));
    members = allMembers.filter((m) => !isExcludedSku(m.sku));
  });

  const get = async (query: Record<string, string> = {}) => {
    const res = await request(t.app)
      .get(PATH)
      .query({ pageSize: '96', ...query });
    expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
    return VehicleCollectionResponseSchema.parse(res.body);
  };
  const skus = (r: VehicleCollectionResponse) => r.products.map((p) => p.sku).sort();
  /** What the domain rule keeps, in collection order. */
  const expected = (over: Partial<VehicleFilter>) =>
    filterVehicleProducts(members, { ...NO_VEHICLE_FILTER, ...over }).map((m) => m.sku);

  it('lists every visible member without filters, with facets and the echoed filters', async () => {
    const r = await get();
    expect(r.collection.handle).toBe('vehicle-specific-subwoofer-enclosures');
    expect(r.count).toBe(members.length);
    expect(r.products.map((p) => p.sku)).toEqual(members.map((m) => m.sku));
    expect(r.filters).toEqual({
      type: null,
      sizes: [],
      vehicle_year: null,
      vehicle_make: null,
      vehicle_model: null,
    });
    expect(r.facets.makes).toEqual([...SPEC_MAKES].sort((a, b) => a.localeCompare(b, 'en')));
    expect(r.facets.models).toEqual([]);
    expect(r.facets.types).toEqual(['Empty', 'Loaded']);
    expect(r.facets.sizes).toEqual(['8"', '10"', '12"']);
    expect(r.facets.years[0]).toBe(2027);
  });

  it('sorts pre-ordered items last', async () => {
    const r = await get();
    const flags = r.products.map((p) => members.find((m) => m.sku === p.sku)?.preordered);
    expect(flags).toContain(true);
    expect(flags.indexOf(true)).toBe(flags.length - flags.filter(Boolean).length);
    const jeep = await get({ vehicle_make: 'Jeep' });
    expect(jeep.products.at(-1)?.sku).toBe('VS-JEEP-WRANGLER-JL-1X10');
  });

  it('keeps only loaded enclosures for type Loaded and only empty ones for type Empty', async () => {
    const loaded = await get({ type: 'Loaded' });
    const empty = await get({ type: 'Empty' });
    // A listing card carries no category (decision 071): the stored one of each card.
    const categoryOf = new Map(allMembers.map((m) => [m.id, m.category]));
    expect(loaded.products.every((p) => categoryOf.get(p.id) === 'loaded-subwoofer-enclosures')).toBe(true);
    expect(empty.products.every((p) => categoryOf.get(p.id) === 'empty-subwoofer-enclosures')).toBe(true);
    expect(loaded.count + empty.count).toBe(members.length);
    expect(skus(loaded)).toEqual(expected({ type: 'Loaded' }).sort());
    expect(loaded.filters.type).toBe('Loaded');
  });

  it('offers every make of the spec over both types, with availability differing by type', async () => {
    const loaded = (await get({ type: 'Loaded' })).facets.makes;
    const empty = (await get({ type: 'Empty' })).facets.makes;
    expect(new Set([...loaded, ...empty])).toEqual(new Set(SPEC_MAKES));
    expect(loaded).toContain('Kia');
    expect(empty).not.toContain('Kia');
    expect(empty).toContain('Tesla');
    expect(loaded).not.toContain('Tesla');
  });

  it('keeps products whose Subwoofer Size is in the comma list of sizes', async () => {
    const eight = await get({ sizes: '8"' });
    expect(skus(eight)).toEqual(['VS-FORD-RANGER-SC-2X8', 'VS-MAZDA-3-1X8']);
    const two = await get({ sizes: '8",12"' });
    expect(skus(two)).toEqual(expected({ sizes: ['8"', '12"'] }).sort());
    // A listing card carries no properties (decision 071): the stored ones of each card.
    const sizeOf = new Map(allMembers.map((m) => [m.id, m.properties['Subwoofer Size'] ?? '']));
    expect(two.products.every((p) => ['8"', '12"'].includes(sizeOf.get(p.id) ?? ''))).toBe(true);
    expect(two.filters.sizes).toEqual(['8"', '12"']);
  });

  it('matches a year between Start Year and End Year inclusive', async () => {
    // VS-CHRYSLER-300-2X10 fits 2011 to 2023.
    const has = async (year: string) =>
      skus(await get({ vehicle_make: 'Chrysler', vehicle_year: year })).includes('VS-CHRYSLER-300-2X10');
    expect([await has('2010'), await has('2011'), await has('2023'), await has('2024')]).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });

  it('matches the chosen model among the pipe-separated models, and the make in any case', async () => {
    const sierra = await get({ vehicle_make: 'Chevrolet/GMC', vehicle_model: 'Sierra 1500' });
    const silverado = await get({ vehicle_make: 'chevrolet/gmc', vehicle_model: 'silverado 1500' });
    expect(sierra.count).toBeGreaterThan(0);
    expect(skus(sierra)).toEqual(skus(silverado));
    expect(skus(sierra)).toEqual(expected({ make: 'Chevrolet/GMC', model: 'Sierra 1500' }).sort());
    expect((await get({ vehicle_model: 'Sierra' })).count).toBe(0);
  });

  it('combines every filter', async () => {
    const r = await get({
      type: 'Loaded',
      sizes: '10",12"',
      vehicle_year: '2016',
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
    });
    expect(skus(r)).toEqual(['L-SVR-F150-SC-2X10D2-FORD-2009-UP']);
    expect(r.count).toBe(1);
    expect(r.filters).toEqual({
      type: 'Loaded',
      sizes: ['10"', '12"'],
      vehicle_year: 2016,
      vehicle_make: 'Ford',
      vehicle_model: 'F-150',
    });
  });

  it('narrows the facets by the other filters, and offers models only once a make is chosen', async () => {
    const all = await get();
    const ford = await get({ vehicle_make: 'Ford' });
    expect(ford.facets.models).toEqual(['F-150', 'F-250', 'F-350', 'Mustang', 'Ranger']);
    expect(ford.facets.makes).toEqual(all.facets.makes);
    // Once a model is picked every make stays on offer: the make can be switched without 'Any make' first.
    const f150 = await get({ vehicle_make: 'Ford', vehicle_model: 'F-150' });
    expect(f150.facets.makes).toEqual(all.facets.makes);
    expect(ford.facets.years.every((y) => all.facets.years.includes(y))).toBe(true);
    expect(Math.min(...ford.facets.years)).toBe(2015);
    expect(ford.facets.sizes).toEqual(['8"', '10"', '12"']);
    const fordLoaded = await get({ vehicle_make: 'Ford', type: 'Loaded' });
    expect(fordLoaded.facets.models).toEqual(['F-150', 'F-250', 'F-350']);
    expect(fordLoaded.facets.types).toEqual(['Empty', 'Loaded']);
    expect(fordLoaded.facets.sizes).toEqual(['10"', '12"']);
    const y2005 = await get({ vehicle_year: '2005' });
    expect(y2005.facets.makes).toEqual(['Nissan']);
  });

  it('offers only facet values that yield at least one product', async () => {
    const base = { type: 'Empty', vehicle_make: 'Ford' };
    const r = await get(base);
    for (const model of r.facets.models)
      expect((await get({ ...base, vehicle_model: model })).count, model).toBeGreaterThan(0);
    for (const year of r.facets.years)
      expect((await get({ ...base, vehicle_year: String(year) })).count, String(year)).toBeGreaterThan(0);
    for (const size of r.facets.sizes)
      expect((await get({ ...base, sizes: size })).count, size).toBeGreaterThan(0);
    for (const make of (await get({ type: 'Empty' })).facets.makes)
      expect((await get({ type: 'Empty', vehicle_make: make })).count, make).toBeGreaterThan(0);
  });

  it('agrees with the domain rule for any filter (the stored fitment matches the properties)', async () => {
    const filterArb = fc.record({
      type: fc.constantFrom(null, 'Empty' as const, 'Loaded' as const),
      sizes: fc.subarray(['8"', '10"', '12"']),
      year: fc.option(fc.integer({ min: 2004, max: 2027 }), { nil: null }),
      make: fc.option(fc.constantFrom('Ford', 'Toyota', 'Chevrolet/GMC', 'Jeep', 'Ram'), { nil: null }),
      model: fc.option(fc.constantFrom('F-150', 'Tacoma', 'Sierra 1500', 'Gladiator', '2500'), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(filterArb, async (f) => {
        const query: Record<string, string> = {};
        if (f.type) query['type'] = f.type;
        if (f.sizes.length) query['sizes'] = f.sizes.join(',');
        if (f.year !== null) query['vehicle_year'] = String(f.year);
        if (f.make) query['vehicle_make'] = f.make;
        if (f.model) query['vehicle_model'] = f.model;
        const r = await get(query);
        expect(skus(r)).toEqual(expected(f).sort());
        expect(r.count).toBe(r.products.length);
      }),
      { numRuns: 40 },
    );
  });

  it('answers a well-formed unknown make with no items', async () => {
    const r = await get({ vehicle_make: 'Lada' });
    expect(r.count).toBe(0);
    expect(r.products).toEqual([]);
    expect(r.pages).toBe(0);
    expect(r.facets.models).toEqual([]);
    expect(r.facets.makes.length).toBeGreaterThan(10);
  });

  it('pages with the count line numbers: count over all pages, pageSize items per page', async () => {
    const first = await get({ type: 'Empty', pageSize: '4' });
    const second = await get({ type: 'Empty', pageSize: '4', page: '2' });
    expect(first.products).toHaveLength(4);
    expect(first.count).toBe(expected({ type: 'Empty' }).length);
    expect(first.pages).toBe(Math.ceil(first.count / 4));
    expect(second.page).toBe(2);
    expect(second.products.map((p) => p.sku)).not.toContain(first.products[0]?.sku);
    expect((await get({ sizes: '8"' })).count).toBe(2);
    expect((await get({ vehicle_make: 'Kia' })).count).toBe(1);
  });

  it.each([
    ['type not Empty or Loaded', { type: 'Full' }],
    ['type in another case', { type: 'loaded' }],
    ['a size outside 8", 10", 12"', { sizes: '15"' }],
    ['a size list with garbage', { sizes: '10",abc' }],
    ['a year that is not 4 digits', { vehicle_year: '20x6' }],
    ['a year in exponent form', { vehicle_year: '2e3' }],
    ['a year before 1950', { vehicle_year: '1949' }],
    ['a year after 2100', { vehicle_year: '2101' }],
    ['a malformed make', { vehicle_make: '<script>alert(1)</script>' }],
    ['a make over 60 characters', { vehicle_make: 'F'.repeat(61) }],
    ['a model with the pipe separator', { vehicle_model: 'F-150|F-250' }],
    ['page 0', { page: '0' }],
    ['a page size over 96', { pageSize: '97' }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_, query) => {
    const res = await request(t.app).get(PATH).query(query);
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('refuses a repeated parameter with 400', async () => {
    const res = await request(t.app).get(`${PATH}?type=Empty&type=Loaded`);
    expect(res.status).toBe(400);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('VALIDATION_FAILED');
  });

  it('is described in the OpenAPI document with its query parameters', async () => {
    const res = await request(t.app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const op = res.body.paths[PATH]?.get as { parameters: { name: string }[] } | undefined;
    expect(op?.parameters.map((p) => p.name)).toEqual(
      expect.arrayContaining([
        'type',
        'sizes',
        'vehicle_year',
        'vehicle_make',
        'vehicle_model',
        'page',
        'pageSize',
      ]),
    );
    expect(res.body.components.schemas.VehicleCollectionResponse).toBeDefined();
  });

  it('filters with an index lookup: every query plan searches an index of vehicle_fitment or its summaries', async () => {
    const repo = createVehicleRepo(t.db);
    const q = toFitmentQuery({ type: 'Loaded', sizes: ['12"'], year: 2020, make: 'Ford', model: 'F-250' });
    const plans = await repo.explain(collectionId, q);
    for (const [name, lines] of Object.entries(plans)) {
      const text = lines.join(' | ');
      if (t.store === 'sqlite') {
        expect(text, name).toMatch(
          /USING (COVERING )?INDEX vehicle_fitment_(make|type)|SEARCH f (EXISTS )?USING PRIMARY KEY \((collection_id|set_key|product_id)=/,
        );
        expect(text, name).not.toMatch(/SCAN (f|s|cp|vehicle_fitment\w*)\b/);
      } else {
        // PostgreSQL's plan (sequential scans disabled, so that it shows whether an index can serve the query):
        // vehicle_fitment is read through one of its indexes with an index condition, never scanned whole.
        const reads = lines.flatMap((line, i) =>
          /(Index Scan|Index Only Scan) using vehicle_fitment_\w+ on vehicle_fitment|Bitmap Index Scan on vehicle_fitment_/.test(
            line,
          )
            ? [lines[i + 1] ?? '']
            : [],
        );
        expect(reads.length, `${name}: ${text}`).toBeGreaterThan(0);
        for (const next of reads) expect(next, `${name}: ${text}`).toMatch(/Index Cond: /);
        expect(text, name).not.toMatch(/Seq Scan on vehicle_fitment(_facets)?\b/);
      }
    }
  });

  it('stores one fitment row per enclosure and model, as the domain derives them', async () => {
    const rows = await t.db
      .selectFrom('vehicle_fitment')
      .select(['product_id', 'make', 'model', 'year_start', 'year_end', 'type', 'subwoofer_size'])
      .orderBy('product_id')
      .orderBy('model')
      .execute();
    const fromDomain = allMembers.flatMap((m) =>
      fitmentRowsOf(m).map((r) => ({
        product_id: m.id,
        make: r.make,
        model: r.model,
        year_start: r.yearStart,
        year_end: r.yearEnd,
        type: r.type,
        subwoofer_size: r.sizeKey,
      })),
    );
    const key = (r: { product_id: number; model: string }) => `${r.product_id}|${r.model.toLowerCase()}`;
    const sort = <T extends { product_id: number; model: string }>(list: T[]) =>
      [...list].sort((a, b) => key(a).localeCompare(key(b)));
    expect(sort(rows)).toEqual(sort(fromDomain));
    expect(rows.length).toBeGreaterThan(allMembers.length);
  });

  // The backfill is SQLite's alone: migration 005 runs it only there (a PostgreSQL store is always built new
  // and its loader writes the rows), and its SQL (GLOB, INSERT OR IGNORE) is SQLite's.
  it.skipIf(process.env.SHOP_TEST_STORE === 'postgres')(
    "backfills an older database with the same rows from the migration's SQL",
    () => {
      const db = t.sqlite!;
      const before = db.prepare('SELECT * FROM vehicle_fitment ORDER BY product_id, model').all();
      db.transaction(() => {
        db.prepare('DELETE FROM vehicle_fitment').run();
        db.exec(SQLITE_BACKFILL);
      })();
      expect(db.prepare('SELECT * FROM vehicle_fitment ORDER BY product_id, model').all()).toEqual(before);
    },
  );
});

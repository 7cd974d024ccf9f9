/**
 * The vehicle tests' shared setup: a test app (either store) with the vehicle collection's id, the fitment
 * scan the summaries replace, filters drawn from the stored fitment, and every kind of write that the
 * summaries' triggers must follow.
 */
import { EXCLUDED_SKU_SUBSTRINGS, VEHICLE_COLLECTION_HANDLE } from '@shop/domain';
import fc from 'fast-check';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Db } from '../db/database.js';
import { makeApp, type TestApp } from './make-app.js';
import type { Facet, FitmentQuery } from '../modules/vehicles/vehicles.repo.js';

export const NO_FITMENT_FILTER: FitmentQuery = {
  type: null,
  sizeKeys: [],
  year: null,
  make: null,
  model: null,
};

/** A test app made before the file's tests and closed after them, and the vehicle collection's id. */
export function useVehicleApp(): { t: TestApp; collectionId: number } {
  const fixture = {} as { t: TestApp; collectionId: number };
  beforeAll(async () => {
    fixture.t = await makeApp();
    fixture.collectionId = (
      await fixture.t.db
        .selectFrom('collections')
        .select('id')
        .where('full_handle', '=', VEHICLE_COLLECTION_HANDLE)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => fixture.t.close());
  return fixture;
}

/** The fitment rows that match the filter, leaving out one filter for a facet: the scan before the summaries. */
export const scannedFitment = (db: Db, q: FitmentQuery, omit: Facet | null = null) =>
  db
    .selectFrom('vehicle_fitment as f')
    .$if(q.make !== null && omit !== 'make', (qb) => qb.where('f.make', '=', q.make!))
    // A model belongs to its make: the makes facet is not narrowed by the model.
    .$if(q.model !== null && omit !== 'model' && omit !== 'make', (qb) => qb.where('f.model', '=', q.model!))
    .$if(q.type !== null && omit !== 'type', (qb) => qb.where('f.type', '=', q.type!))
    .$if(q.sizeKeys.length > 0 && omit !== 'sizes', (qb) => qb.where('f.subwoofer_size', 'in', q.sizeKeys))
    .$if(q.year !== null && omit !== 'year', (qb) =>
      qb
        .where('f.year_start', '<=', q.year!)
        .where((eb) => eb.or([eb('f.year_end', 'is', null), eb('f.year_end', '>=', q.year!)])),
    );

/** Any filter: stored makes and models, in another case, or unknown. */
export async function fitmentQueryArb(db: Db): Promise<fc.Arbitrary<FitmentQuery>> {
  const distinct = async (c: 'make' | 'model') =>
    (await db.selectFrom('vehicle_fitment').select(c).distinct().execute()).map((r) => r[c]);
  const makes = await distinct('make');
  const models = (await distinct('model')).filter((m) => m !== '');
  expect(makes.length).toBeGreaterThan(5);
  return fc.record({
    type: fc.constantFrom(null, 'Empty' as const, 'Loaded' as const),
    sizeKeys: fc.subarray(['8', '10', '12']),
    year: fc.option(fc.integer({ min: 2000, max: 2028 }), { nil: null }),
    make: fc.option(fc.constantFrom(...makes, 'FORD', 'Unknown'), { nil: null }),
    model: fc.option(fc.constantFrom(...models, 'Nope'), { nil: null }),
  });
}

/**
 * Every kind of write a summary of the fitment must follow, with `check` after each: a membership hidden,
 * shown, dropped, added back (moved first in the page order); fitment rewritten, changed in place and shared
 * by two products; a sku turned into the excluded one and back; a product deleted.
 */
export async function everyKindOfWrite(t: TestApp, collectionId: number, check: () => Promise<void>) {
  await check();
  const enclosures = await t.db
    .selectFrom('vehicle_fitment as f')
    .innerJoin('collection_products as cp', 'cp.product_id', 'f.product_id')
    .select('f.product_id')
    .distinct()
    .where('cp.collection_id', '=', collectionId)
    .where('cp.is_visible', '=', 1)
    .orderBy('f.product_id')
    .execute();
  const [a, b, c, d, e, g] = [0, 5, 10, 15, 20, 25].map((i) => enclosures[i]!.product_id) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];

  await t.db.updateTable('collection_products').set({ is_visible: 0 }).where('product_id', '=', a).execute();
  await check();
  await t.db.updateTable('collection_products').set({ is_visible: 1 }).where('product_id', '=', a).execute();
  const member = await t.db
    .selectFrom('collection_products')
    .selectAll()
    .where('product_id', '=', b)
    .where('collection_id', '=', collectionId)
    .executeTakeFirstOrThrow();
  await t.db
    .deleteFrom('collection_products')
    .where('product_id', '=', b)
    .where('collection_id', '=', collectionId)
    .execute();
  await check();
  await t.db
    .insertInto('collection_products')
    .values({ ...member, position: -1, is_preordered: 1 })
    .execute();
  await check();

  // The admin product write deletes and inserts a product's fitment rows.
  const rows = await t.db.selectFrom('vehicle_fitment').selectAll().where('product_id', '=', c).execute();
  await t.db.deleteFrom('vehicle_fitment').where('product_id', '=', c).execute();
  await check();
  await t.db.insertInto('vehicle_fitment').values(rows).execute();
  await t.db
    .updateTable('vehicle_fitment')
    .set({ make: 'Rivian', year_end: null, subwoofer_size: '8' })
    .where('product_id', '=', c)
    .execute();
  await check();
  // Two products given the same rows share one fitment set, which stays while either has it.
  await t.db.deleteFrom('vehicle_fitment').where('product_id', '=', g).execute();
  const rivian = await t.db.selectFrom('vehicle_fitment').selectAll().where('product_id', '=', c).execute();
  await t.db
    .insertInto('vehicle_fitment')
    .values(rivian.map((r) => ({ ...r, product_id: g })))
    .execute();
  await check();
  await t.db.deleteFrom('vehicle_fitment').where('product_id', '=', c).execute();
  await check();

  const { sku } = await t.db
    .selectFrom('products')
    .select('sku')
    .where('id', '=', d)
    .executeTakeFirstOrThrow();
  await t.db
    .updateTable('products')
    .set({ sku: `${EXCLUDED_SKU_SUBSTRINGS[0]}-X` })
    .where('id', '=', d)
    .execute();
  await check();
  await t.db.updateTable('products').set({ sku }).where('id', '=', d).execute();
  await check();

  // A product deleted: its fitment and memberships go with it.
  await t.db.deleteFrom('products').where('id', '=', e).execute();
  await check();
  for (const table of ['vehicle_fitment', 'collection_products'] as const)
    expect(await t.db.selectFrom(table).select('product_id').where('product_id', '=', e).execute()).toEqual(
      [],
    );
}

/**
 * The vehicle filter's facets read vehicle_fitment_facets (migration 018), a summary that triggers keep. These
 * tests hold it to what it replaces, on both stores: the facets equal those of the scan of vehicle_fitment over
 * the collection's visible, shown members for any filter, and after every kind of write the summary equals its
 * recomputation from scratch.
 */
import { EXCLUDED_SKU_SUBSTRINGS, VEHICLE_COLLECTION_HANDLE } from '@shop/domain';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { createVehicleRepo, type Facet, type FitmentQuery } from './vehicles.repo.js';

/** The facet as it was answered before the summary: the distinct fitment rows of visible, shown members. */
async function scannedFacet(db: Db, collectionId: number, q: FitmentQuery, facet: Facet) {
  const rows = await db
    .selectFrom('vehicle_fitment as f')
    .innerJoin('collection_products as cp', (join) =>
      join
        .on('cp.collection_id', '=', collectionId)
        .onRef('cp.product_id', '=', 'f.product_id')
        .on('cp.is_visible', '=', 1),
    )
    .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'cp.product_id').on(shownSku('p.sku')))
    .select(['f.make', 'f.model', 'f.type', 'f.subwoofer_size', 'f.year_start', 'f.year_end'])
    .$if(q.make !== null && facet !== 'make', (qb) => qb.where('f.make', '=', q.make!))
    .$if(q.model !== null && facet !== 'model', (qb) => qb.where('f.model', '=', q.model!))
    .$if(q.type !== null && facet !== 'type', (qb) => qb.where('f.type', '=', q.type!))
    .$if(q.sizeKeys.length > 0 && facet !== 'sizes', (qb) => qb.where('f.subwoofer_size', 'in', q.sizeKeys))
    .$if(q.year !== null && facet !== 'year', (qb) =>
      qb
        .where('f.year_start', '<=', q.year!)
        .where((eb) => eb.or([eb('f.year_end', 'is', null), eb('f.year_end', '>=', q.year!)])),
    )
    .execute();
  const values = rows.map((r) =>
    facet === 'year'
      ? `${r.year_start}-${r.year_end ?? ''}`
      : String({ make: r.make, model: r.model, type: r.type, sizes: r.subwoofer_size }[facet]).toLowerCase(),
  );
  return [...new Set(values)].sort();
}

/** The summary as the migration builds it from what is stored. */
const recomputed = (db: Db) =>
  db
    .selectFrom('vehicle_fitment as f')
    .innerJoin('collection_products as cp', (join) =>
      join.onRef('cp.product_id', '=', 'f.product_id').on('cp.is_visible', '=', 1),
    )
    .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'f.product_id').on(shownSku('p.sku')))
    .select((eb) => [
      'cp.collection_id',
      'f.type',
      'f.subwoofer_size',
      sql<string>`lower(f.make)`.as('make'),
      sql<string>`lower(f.model)`.as('model'),
      'f.year_start',
      sql<number>`coalesce(f.year_end, 0)`.as('year_end'),
      eb.fn.countAll<number>().as('n'),
    ])
    .groupBy([
      'cp.collection_id',
      'f.type',
      'f.subwoofer_size',
      sql`lower(f.make)`,
      sql`lower(f.model)`,
      'f.year_start',
      sql`coalesce(f.year_end, 0)`,
    ])
    .execute();

const summary = (db: Db) =>
  db
    .selectFrom('vehicle_fitment_facets')
    .select([
      'collection_id',
      'type',
      'subwoofer_size',
      sql<string>`lower(make)`.as('make'),
      sql<string>`lower(model)`.as('model'),
      'year_start',
      'year_end',
      'n',
    ])
    .execute();

const byKey = <T extends Record<string, unknown>>(rows: T[]) =>
  rows
    .map((r) => JSON.stringify(Object.values(r).map((v) => (typeof v === 'string' ? v : Number(v)))))
    .sort();

describe('vehicle facets from the summary of migration 018', () => {
  let t: TestApp;
  let collectionId: number;

  beforeAll(async () => {
    t = await makeApp();
    collectionId = (
      await t.db
        .selectFrom('collections')
        .select('id')
        .where('full_handle', '=', VEHICLE_COLLECTION_HANDLE)
        .executeTakeFirstOrThrow()
    ).id;
  });
  afterAll(() => t.close());

  const expectInStep = async () => {
    const rows = await summary(t.db);
    expect(byKey(rows)).toEqual(byKey(await recomputed(t.db)));
    expect(rows.every((r) => Number(r.n) > 0)).toBe(true);
  };

  it('answers every facet as the scan of the fitment rows did, for any filter', async () => {
    const repo = createVehicleRepo(t.db);
    const distinct = async (c: 'make' | 'model') =>
      (await t.db.selectFrom('vehicle_fitment').select(c).distinct().execute()).map((r) => r[c]);
    const makes = await distinct('make');
    const models = await distinct('model');
    const queryArb = fc.record({
      type: fc.constantFrom(null, 'Empty' as const, 'Loaded' as const),
      sizeKeys: fc.subarray(['8', '10', '12']),
      year: fc.option(fc.integer({ min: 2000, max: 2028 }), { nil: null }),
      make: fc.option(fc.constantFrom(...makes, 'FORD', 'Unknown'), { nil: null }),
      model: fc.option(fc.constantFrom(...models.filter((m) => m !== ''), 'Nope'), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(queryArb, async (q) => {
        const years = (await repo.yearRanges(collectionId, q)).map((r) => `${r.start}-${r.end ?? ''}`);
        expect(years.sort()).toEqual(await scannedFacet(t.db, collectionId, q, 'year'));
        for (const facet of ['make', 'model', 'type', 'sizes'] as const) {
          const values = (await repo.values(collectionId, q, facet)).map((v) => v.toLowerCase());
          expect(values.sort(), facet).toEqual(await scannedFacet(t.db, collectionId, q, facet));
        }
      }),
      { numRuns: 80 },
    );
    expect(makes.length).toBeGreaterThan(5);
  });

  it('stays in step with the fitment, the memberships and the skus through every kind of write', async () => {
    await expectInStep();
    const enclosures = await t.db
      .selectFrom('vehicle_fitment as f')
      .innerJoin('collection_products as cp', 'cp.product_id', 'f.product_id')
      .select(['f.product_id', 'f.model'])
      .where('cp.collection_id', '=', collectionId)
      .where('cp.is_visible', '=', 1)
      .orderBy('f.product_id')
      .execute();
    type E = (typeof enclosures)[number];
    const [a, b, c, d, e] = [0, 7, 14, 21, 28].map((i) => enclosures[i]!) as [E, E, E, E, E];

    // A membership hidden, shown again, dropped and added back (the admin product write and the listing flags).
    await t.db
      .updateTable('collection_products')
      .set({ is_visible: 0 })
      .where('product_id', '=', a.product_id)
      .execute();
    await expectInStep();
    await t.db
      .updateTable('collection_products')
      .set({ is_visible: 1 })
      .where('product_id', '=', a.product_id)
      .execute();
    const member = await t.db
      .selectFrom('collection_products')
      .selectAll()
      .where('product_id', '=', b.product_id)
      .where('collection_id', '=', collectionId)
      .executeTakeFirstOrThrow();
    await t.db
      .deleteFrom('collection_products')
      .where('product_id', '=', b.product_id)
      .where('collection_id', '=', collectionId)
      .execute();
    await expectInStep();
    await t.db.insertInto('collection_products').values(member).execute();
    await expectInStep();

    // Fitment rewritten (the admin product write deletes and inserts them), and changed in place.
    const rows = await t.db
      .selectFrom('vehicle_fitment')
      .selectAll()
      .where('product_id', '=', c.product_id)
      .execute();
    await t.db.deleteFrom('vehicle_fitment').where('product_id', '=', c.product_id).execute();
    await expectInStep();
    await t.db.insertInto('vehicle_fitment').values(rows).execute();
    await t.db
      .updateTable('vehicle_fitment')
      .set({ make: 'Rivian', year_end: null, subwoofer_size: '8' })
      .where('product_id', '=', c.product_id)
      .execute();
    await expectInStep();

    // A sku turned into the excluded one and back: the product leaves the facets and returns.
    const { sku } = await t.db
      .selectFrom('products')
      .select('sku')
      .where('id', '=', d.product_id)
      .executeTakeFirstOrThrow();
    await t.db
      .updateTable('products')
      .set({ sku: `${EXCLUDED_SKU_SUBSTRINGS[0]}-X` })
      .where('id', '=', d.product_id)
      .execute();
    await expectInStep();
    await t.db.updateTable('products').set({ sku }).where('id', '=', d.product_id).execute();
    await expectInStep();

    // A product deleted: its fitment and memberships go with it.
    await t.db.deleteFrom('products').where('id', '=', e.product_id).execute();
    await expectInStep();
    expect(
      await t.db
        .selectFrom('vehicle_fitment')
        .select('product_id')
        .where('product_id', '=', e.product_id)
        .execute(),
    ).toEqual([]);
  });
});

/**
 * The vehicle filter's facets read vehicle_fitment_facets (migration 018), a summary that triggers keep. These
 * tests hold it to what it replaces, on both stores: the facets equal those of the scan of vehicle_fitment over
 * the collection's visible, shown members for any filter, and after every kind of write the summary equals its
 * recomputation from scratch.
 */
import fc from 'fast-check';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';
import {
  everyKindOfWrite,
  fitmentQueryArb,
  scannedFitment,
  useVehicleApp,
} from '../../test/vehicle-fixture.js';
import { createVehicleRepo, type Facet, type FitmentQuery } from './vehicles.repo.js';

/** The facet as it was answered before the summary: the distinct fitment rows of visible, shown members. */
async function scannedFacet(db: Db, collectionId: number, q: FitmentQuery, facet: Facet) {
  const rows = await scannedFitment(db, q, facet)
    .innerJoin('collection_products as cp', (join) =>
      join
        .on('cp.collection_id', '=', collectionId)
        .onRef('cp.product_id', '=', 'f.product_id')
        .on('cp.is_visible', '=', 1),
    )
    .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'cp.product_id').on(shownSku('p.sku')))
    .select(['f.make', 'f.model', 'f.type', 'f.subwoofer_size', 'f.year_start', 'f.year_end'])
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
  const fixture = useVehicleApp();

  const expectInStep = async () => {
    const rows = await summary(fixture.t.db);
    expect(byKey(rows)).toEqual(byKey(await recomputed(fixture.t.db)));
    expect(rows.every((r) => Number(r.n) > 0)).toBe(true);
  };

  it('answers every facet as the scan of the fitment rows did, for any filter (models once a make is chosen)', async () => {
    const { t, collectionId } = fixture;
    const repo = createVehicleRepo(t.db);
    await fc.assert(
      fc.asyncProperty(await fitmentQueryArb(t.db), async (q) => {
        const { ranges, values } = await repo.summary(collectionId, q);
        const years = ranges.map((r) => `${r.start}-${r.end ?? ''}`);
        expect(years.sort()).toEqual(await scannedFacet(t.db, collectionId, q, 'year'));
        for (const facet of ['make', 'model', 'type', 'sizes'] as const) {
          const scan =
            facet === 'model' && q.make === null ? [] : await scannedFacet(t.db, collectionId, q, facet);
          expect(values[facet].map((v) => v.toLowerCase()).sort(), facet).toEqual(scan);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('stays in step with the fitment, the memberships and the skus through every kind of write', async () => {
    await everyKindOfWrite(fixture.t, fixture.collectionId, expectInStep);
  });
});

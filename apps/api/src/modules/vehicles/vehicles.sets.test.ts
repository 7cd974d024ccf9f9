/**
 * The vehicle filter's count reads the fitment sets of migration 020 (a summary that triggers keep), and its page
 * walks the collection's page index for a broad filter. These tests hold both to the scan they replace, on both
 * stores: for any filter and page (past the end too), by either read, the count and the ids equal the scan's;
 * and after every kind of write the summary still equals what it stands for.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';
import {
  everyKindOfWrite,
  fitmentQueryArb,
  NO_FITMENT_FILTER as none,
  scannedFitment,
  useVehicleApp,
} from '../../test/vehicle-fixture.js';
import { createVehicleRepo, type FitmentQuery } from './vehicles.repo.js';

/** The matching members as the scan found them before the summary, in page order. */
const scanned = (db: Db, collectionId: number, q: FitmentQuery) =>
  db
    .selectFrom('collection_products as cp')
    .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'cp.product_id').on(shownSku('p.sku')))
    .select('cp.product_id')
    .where('cp.collection_id', '=', collectionId)
    .where('cp.is_visible', '=', 1)
    .$if(
      q.make !== null || q.model !== null || q.type !== null || q.sizeKeys.length > 0 || q.year !== null,
      (qb) => qb.where('cp.product_id', 'in', scannedFitment(db, q).select('f.product_id')),
    )
    .orderBy('cp.is_preordered')
    .orderBy('cp.position')
    .orderBy('cp.product_id')
    .execute()
    .then((rows) => rows.map((r) => r.product_id));

const lower = (rows: Record<string, unknown>[]) =>
  rows.map((r) =>
    JSON.stringify(Object.values(r).map((v) => (typeof v === 'string' ? v.toLowerCase() : (v ?? null)))),
  );

describe('vehicle filter count and page from the fitment sets of migration 020', () => {
  const fixture = useVehicleApp();
  const count = async (q: FitmentQuery) => {
    const { members, count } = await createVehicleRepo(fixture.t.db).summary(fixture.collectionId, q);
    return { members, count };
  };

  /** Every collection's member count, a few filters' counts and pages, and each key's rows, against the scan. */
  const expectInStep = async () => {
    const { t, collectionId } = fixture;
    const repo = createVehicleRepo(t.db);
    // Every collection's visible, shown members, as the summary sums them and as a scan counts them.
    const sums = await t.db
      .selectFrom('vehicle_fitment_set_members')
      .select((eb) => ['collection_id', eb.fn.sum<number>('n').as('n')])
      .groupBy('collection_id')
      .orderBy('collection_id')
      .execute();
    const counts = await t.db
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'cp.product_id').on(shownSku('p.sku')))
      .select((eb) => ['cp.collection_id', eb.fn.countAll<number>().as('n')])
      .where('cp.is_visible', '=', 1)
      .groupBy('cp.collection_id')
      .orderBy('cp.collection_id')
      .execute();
    const numbers = (rows: { collection_id: number; n: number | string }[]) =>
      rows.map((r) => [Number(r.collection_id), Number(r.n)]);
    expect(numbers(sums)).toEqual(numbers(counts));
    for (const q of [
      none,
      { ...none, type: 'Loaded' as const },
      { ...none, make: 'Rivian' },
      { ...none, year: 2015, sizeKeys: ['8', '12'] },
    ]) {
      const ids = await scanned(t.db, collectionId, q);
      const matches = await count(q);
      expect(matches.count).toBe(ids.length);
      expect(await repo.page(collectionId, q, 1000, 0, matches)).toEqual(ids);
    }
    // Each product's key stands for exactly its fitment rows; no key is kept that no product has.
    const fitment = await t.db
      .selectFrom('vehicle_fitment as f')
      .innerJoin('vehicle_fitment_product_sets as s', 's.product_id', 'f.product_id')
      .select([
        'f.product_id',
        'f.model',
        'f.make',
        'f.type',
        'f.subwoofer_size',
        'f.year_start',
        'f.year_end',
      ])
      .orderBy('f.product_id')
      .orderBy('f.model')
      .execute();
    const viaKey = await t.db
      .selectFrom('vehicle_fitment_product_sets as s')
      .innerJoin('vehicle_fitment_set_rows as f', 'f.set_key', 's.set_key')
      .select([
        's.product_id',
        'f.model',
        'f.make',
        'f.type',
        'f.subwoofer_size',
        'f.year_start',
        'f.year_end',
      ])
      .orderBy('s.product_id')
      .orderBy('f.model')
      .execute();
    expect(lower(viaKey)).toEqual(lower(fitment));
    const withFitment = await t.db.selectFrom('vehicle_fitment').select('product_id').distinct().execute();
    expect(await t.db.selectFrom('vehicle_fitment_product_sets').select('product_id').execute()).toHaveLength(
      withFitment.length,
    );
    const orphans = await t.db
      .selectFrom('vehicle_fitment_set_rows as r')
      .select('r.set_key')
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('vehicle_fitment_product_sets as s')
              .select('s.product_id')
              .whereRef('s.set_key', '=', 'r.set_key'),
          ),
        ),
      )
      .execute();
    expect(orphans).toEqual([]);
    const zero = await t.db
      .selectFrom('vehicle_fitment_set_members')
      .select('n')
      .where('n', '<=', 0)
      .execute();
    expect(zero).toEqual([]);
  };

  it('counts and pages as the scan did, for any filter and page, by either read', async () => {
    const { t, collectionId } = fixture;
    const repo = createVehicleRepo(t.db);
    const queryArb = await fitmentQueryArb(t.db);
    await fc.assert(
      fc.asyncProperty(queryArb, fc.integer({ min: 1, max: 30 }), fc.nat(40), async (q, limit, page) => {
        const ids = await scanned(t.db, collectionId, q);
        const matches = await count(q);
        expect(matches).toEqual({
          count: ids.length,
          members: (await scanned(t.db, collectionId, none)).length,
        });
        const offset = page * limit;
        const expected = ids.slice(offset, offset + limit);
        expect(await repo.page(collectionId, q, limit, offset, matches)).toEqual(expected);
        // members 0 forces the walk of the page index, a huge count of members the fitment index.
        expect(await repo.page(collectionId, q, limit, offset, { ...matches, members: 0 })).toEqual(expected);
        expect(await repo.page(collectionId, q, limit, offset, { ...matches, members: 1e12 })).toEqual(
          expected,
        );
      }),
      { numRuns: 60 },
    );
  });

  it('stays in step with the fitment, the memberships and the skus through every kind of write', async () => {
    await everyKindOfWrite(fixture.t, fixture.collectionId, expectInStep);
  });
});

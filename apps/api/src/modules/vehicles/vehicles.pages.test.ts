/**
 * A narrow vehicle filter's page reads vehicle_fitment_set_pages (migration 024), a summary that triggers keep:
 * each visible, shown member with fitment rows, under its product's fitment set, with the page order's columns.
 * These tests hold it to the scan it stands for, on both stores, after every kind of write (and the moves in the
 * page order a listing's writes make: position, pre-order flag, another collection), and the page read from it
 * to the page the walk reads.
 */
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';
import { everyKindOfWrite, NO_FITMENT_FILTER as none, useVehicleApp } from '../../test/vehicle-fixture.js';
import { createVehicleRepo, type FitmentQuery } from './vehicles.repo.js';

/** The summary's rows as a scan of the memberships, the products and their fitment sets finds them. */
const scanned = (db: Db) =>
  db
    .selectFrom('collection_products as cp')
    .innerJoin('vehicle_fitment_product_sets as s', 's.product_id', 'cp.product_id')
    .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'cp.product_id').on(shownSku('p.sku')))
    .select(['cp.collection_id', 'cp.product_id', 's.set_key', 'cp.is_preordered', 'cp.position'])
    .where('cp.is_visible', '=', 1)
    .execute();

const stored = (db: Db) =>
  db
    .selectFrom('vehicle_fitment_set_pages')
    .select(['collection_id', 'product_id', 'set_key', 'is_preordered', 'position'])
    .execute();

const byKey = (rows: Record<string, unknown>[]) =>
  rows
    .map((r) => JSON.stringify(Object.values(r).map((v) => (typeof v === 'string' ? v : Number(v)))))
    .sort();

describe('vehicle filter pages from the fitment sets in page order of migration 024', () => {
  const fixture = useVehicleApp();

  /** The summary equals the scan, and both reads of a page give the same ids for a few filters. */
  const expectInStep = async () => {
    const { t, collectionId } = fixture;
    const rows = await stored(t.db);
    expect(byKey(rows)).toEqual(byKey(await scanned(t.db)));
    expect(rows.length).toBeGreaterThan(0);
    const repo = createVehicleRepo(t.db);
    const filters: FitmentQuery[] = [
      { ...none, type: 'Loaded' },
      { ...none, make: 'Rivian' },
      { ...none, year: 2015, sizeKeys: ['8', '12'] },
    ];
    for (const q of filters) {
      const matches = await repo.summary(collectionId, q);
      for (const [limit, offset] of [
        [24, 0],
        [5, 7],
      ] as const) {
        const walked = await repo.page(collectionId, q, limit, offset, { ...matches, members: 0 });
        const found = await repo.page(collectionId, q, limit, offset, { ...matches, members: 1e12 });
        expect(found).toEqual(walked);
      }
    }
  };

  it('stays in step with the memberships, the fitment and the skus through every kind of write', async () => {
    await everyKindOfWrite(fixture.t, fixture.collectionId, expectInStep);
  });

  it('follows a member moved in the page order, pre-ordered, or to another collection', async () => {
    const { t, collectionId } = fixture;
    const [first, second] = await t.db
      .selectFrom('vehicle_fitment_set_pages')
      .select('product_id')
      .where('collection_id', '=', collectionId)
      .orderBy('product_id')
      .limit(2)
      .execute();
    const other = await t.db
      .selectFrom('collections')
      .select('id')
      .where('id', '<>', collectionId)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const member = (id: number) =>
      t.db
        .updateTable('collection_products')
        .where('collection_id', '=', collectionId)
        .where('product_id', '=', id);
    await member(first!.product_id).set({ position: -5 }).execute();
    await expectInStep();
    await member(first!.product_id).set({ is_preordered: 1 }).execute();
    await expectInStep();
    await member(second!.product_id).set({ collection_id: other.id }).execute();
    await expectInStep();
    // An update that changes nothing the summary holds leaves it as it is.
    await member(first!.product_id).set({ position: -5 }).execute();
    await expectInStep();
  });
});

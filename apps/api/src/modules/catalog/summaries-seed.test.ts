/**
 * The demo seed pauses the summaries' triggers (migrations 018, 019, 020 and later: db/summaries.ts) and rebuilds
 * them once its rows are in. These tests hold the rebuilt summaries to what the triggers make of the same rows, on
 * both stores: writing the seeded fitment and memberships away row by row through the triggers empties every
 * summary (nothing left over, nothing counted below 0), and writing them back builds the same rows. A seed that
 * fails midway leaves the triggers as they were.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { pauseSummaries, rebuildSummaries, SUMMARY_TABLES as TABLES } from '../../db/summaries.js';
import { seedDatabase } from '../../demo/seed.js';
import { openTestStore, type TestStore } from '../../test/test-store.js';

const NOW = new Date('2026-03-01T15:00:00.000Z');

/** Every row of every summary table, in one order on both stores (numbers as numbers, texts in lower case). */
const summaries = async (db: Db) => {
  const out: Record<string, string[]> = {};
  for (const table of TABLES) {
    const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    out[table] = rows
      .map((r) =>
        JSON.stringify(
          Object.keys(r)
            .sort()
            .map((k) => {
              const v = r[k];
              if (typeof v === 'string') return /^\d+$/.test(v) ? Number(v) : v.toLowerCase();
              return typeof v === 'bigint' ? Number(v) : (v ?? null);
            }),
        ),
      )
      .sort();
  }
  return out;
};

const count = async (db: Db, table: string) =>
  Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0]!.n);

describe('the summaries the demo seed rebuilds', () => {
  let dir: string;
  let t: TestStore;
  let db: Db;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'summaries-seed-'));
    t = await openTestStore(dir, { seed: false, now: NOW });
    db = t.store.db;
    await seedDatabase(db, { now: NOW, products: 1500, reviews: 10 });
  }, 120_000);
  afterAll(async () => {
    await t?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('equal what the triggers make of the same rows, written away and back row by row', async () => {
    const rebuilt = await summaries(db);
    // Not trivially equal: the seed has fitment in several collections, and hidden members are left out.
    expect(rebuilt.vehicle_fitment_facets!.length).toBeGreaterThan(20);
    expect(rebuilt.collection_member_counts!.length).toBeGreaterThan(20);
    expect(rebuilt.vehicle_fitment_set_members!.length).toBeGreaterThan(20);
    expect(rebuilt.vehicle_fitment_set_rows!.length).toBeGreaterThan(20);

    await db.transaction().execute(async (trx) => {
      await sql`CREATE TEMPORARY TABLE saved_fitment AS SELECT * FROM vehicle_fitment`.execute(trx);
      await sql`CREATE TEMPORARY TABLE saved_members AS SELECT * FROM collection_products`.execute(trx);
      await sql`DELETE FROM vehicle_fitment`.execute(trx);
      await sql`DELETE FROM collection_products`.execute(trx);
      for (const table of TABLES) expect(await count(trx, table), table).toBe(0);
      await sql`INSERT INTO vehicle_fitment SELECT * FROM saved_fitment`.execute(trx);
      await sql`INSERT INTO collection_products SELECT * FROM saved_members`.execute(trx);
      await sql`DROP TABLE saved_fitment`.execute(trx);
      await sql`DROP TABLE saved_members`.execute(trx);
    });
    expect(await summaries(db)).toEqual(rebuilt);
  });

  it('rebuild from scratch whatever they held, and a rolled-back pause leaves the triggers on', async () => {
    const before = await summaries(db);
    await db
      .transaction()
      .execute(async (trx) => {
        const paused = await pauseSummaries(trx);
        expect(paused.length).toBeGreaterThan(10);
        // Paused: a write leaves the summaries alone; wrong rows are replaced by the rebuild.
        await sql`DELETE FROM collection_products`.execute(trx);
        await sql`UPDATE collection_member_counts SET n = n + 7`.execute(trx);
        expect(await count(trx, 'collection_member_counts')).toBe(before.collection_member_counts!.length);
        await sql`INSERT INTO collection_member_counts (collection_id, n) VALUES (999999, 3)`.execute(trx);
        await rebuildSummaries(trx, paused);
        for (const table of [
          'collection_member_counts',
          'vehicle_fitment_facets',
          'vehicle_fitment_set_members',
        ])
          expect(await count(trx, table), table).toBe(0);
        throw new Error('roll back');
      })
      .catch((err: Error) => expect(err.message).toBe('roll back'));
    expect(await summaries(db)).toEqual(before);

    // A seed that fails after the pause rolls it back: the triggers still count a write.
    await db
      .transaction()
      .execute(async (trx) => {
        await pauseSummaries(trx);
        throw new Error('crash');
      })
      .catch(() => undefined);
    const member = await db
      .selectFrom('collection_products')
      .select(['collection_id', 'product_id'])
      .where('is_visible', '=', 1)
      .orderBy('collection_id')
      .orderBy('product_id')
      .executeTakeFirstOrThrow();
    const countOf = async () =>
      Number(
        (
          await db
            .selectFrom('collection_member_counts')
            .select('n')
            .where('collection_id', '=', member.collection_id)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const n = await countOf();
    await db
      .updateTable('collection_products')
      .set({ is_visible: 0 })
      .where('collection_id', '=', member.collection_id)
      .where('product_id', '=', member.product_id)
      .execute();
    expect(await countOf()).toBe(n - 1);
  });
});

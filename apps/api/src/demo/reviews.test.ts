import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteDb } from '../db/connection.js';
import { openStore, type Store } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { seedDatabase, type SeedStats } from './seed.js';

const NOW = new Date('2026-03-01T15:00:00.000Z');
const opened: Store[] = [];
afterAll(() => Promise.all(opened.map((store) => store.close())));
const seeded = async (reviews?: number): Promise<{ db: SqliteDb; stats: SeedStats }> => {
  const store = openStore({ databasePath: ':memory:', databaseUrl: null, databasePoolSize: 1 });
  opened.push(store);
  await migrateStore(store.db);
  return { db: store.sqlite!, stats: await seedDatabase(store.db, { now: NOW, reviews }) };
};

describe('seeded reviews', () => {
  let db: SqliteDb;
  let stats: SeedStats;
  beforeAll(async () => {
    ({ db, stats } = await seeded());
  });

  it('writes the same reviews for the same seed', async () => {
    const other = await seeded();
    const all = (d: SqliteDb) => d.prepare('SELECT * FROM reviews ORDER BY id').all();
    expect(other.stats.reviews).toBe(stats.reviews);
    expect(all(other.db)).toEqual(all(db));
  });

  it('dates reviews over the two years before now, about a fifth with 1 to 3 photos', () => {
    const range = db
      .prepare('SELECT min(created_at) AS first, max(created_at) AS last FROM reviews')
      .get() as {
      first: string;
      last: string;
    };
    expect(range.first >= '2024-03-01').toBe(true);
    expect(range.last < NOW.toISOString()).toBe(true);
    const withPhotos = db
      .prepare('SELECT count(DISTINCT review_id) FROM review_images')
      .pluck()
      .get() as number;
    expect(withPhotos / stats.reviews).toBeGreaterThan(0.15);
    expect(withPhotos / stats.reviews).toBeLessThan(0.25);
    expect(db.prepare('SELECT max(position) FROM review_images').pluck().get()).toBe(2);
  });

  it('keeps every rating equal to its reviews (a parent: its whole family)', () => {
    const mismatches = db
      .prepare(
        `SELECT p.sku FROM products p JOIN ratings r ON r.product_id = p.id
         LEFT JOIN (SELECT f.id, count(v.id) AS n, sum(v.rating) AS total
           FROM products f JOIN products m ON m.id = f.id OR m.variant_parent_sku = f.sku AND f.is_parent = 1
           LEFT JOIN reviews v ON v.product_id = m.id GROUP BY f.id) a ON a.id = p.id
         WHERE r.count <> a.n OR r.avg_rating <> CASE WHEN a.n = 0 THEN 0 ELSE round(a.total * 10.0 / a.n) / 10.0 END`,
      )
      .all();
    expect(mismatches).toEqual([]);
  });

  it('creates exactly M reviews with --reviews M', async () => {
    const big = await seeded(2500);
    expect(big.stats.reviews).toBe(2500);
    expect(big.db.prepare('SELECT count(*) FROM reviews').pluck().get()).toBe(2500);
    expect(
      big.db
        .prepare(
          'SELECT sum(count) FROM ratings r JOIN products p ON p.id = r.product_id WHERE p.is_parent = 0',
        )
        .pluck()
        .get(),
    ).toBe(2500);
  });
});

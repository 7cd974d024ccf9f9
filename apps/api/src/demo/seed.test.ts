import { createHash } from 'node:crypto';
import { isVehicleSpecificSku } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqliteDb } from '../db/connection.js';
import { openStore, type Store } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { refreshCollectionTexts } from './collection-texts.js';
import { seedDatabase, type SeedStats } from './seed.js';

const NOW = new Date('2026-03-01T15:00:00.000Z');
const opened: Store[] = [];
afterAll(() => Promise.all(opened.map((store) => store.close())));

type Seeded = { db: SqliteDb; store: Store; stats: SeedStats };

const seeded = async (seed?: number, products?: number): Promise<Seeded> => {
  const store = openStore({ databasePath: ':memory:', databaseUrl: null, databasePoolSize: 1 });
  opened.push(store);
  await migrateStore(store.db);
  const stats = await seedDatabase(store.db, { now: NOW, seed, products });
  return { db: store.sqlite!, store, stats };
};

const fingerprint = (db: SqliteDb) =>
  createHash('sha256')
    .update(
      JSON.stringify(
        db
          .prepare(
            'SELECT p.*, s.tpa_wh, s.lv_wh FROM products p LEFT JOIN stock s ON s.product_id = p.id ORDER BY p.id',
          )
          .all(),
      ),
    )
    .update(
      JSON.stringify(
        db.prepare('SELECT * FROM collection_products ORDER BY collection_id, product_id').all(),
      ),
    )
    .digest('hex');

describe('seedDatabase', () => {
  let a: Seeded;
  let b: Seeded;
  beforeAll(async () => {
    a = await seeded();
    b = await seeded();
  });

  it('gives every collection and sub-collection its own one- or two-sentence description, as its meta description', () => {
    const rows = a.db
      .prepare('SELECT full_handle, title, seo_description, description FROM collections')
      .all() as { full_handle: string; title: string; seo_description: string; description: string }[];
    expect(rows.length).toBeGreaterThan(40);
    for (const r of rows) {
      expect(r.seo_description, r.full_handle).toBe(r.description);
      expect(r.description.length, r.full_handle).toBeGreaterThanOrEqual(60);
      expect(r.description.length, r.full_handle).toBeLessThanOrEqual(160);
      expect(r.description.match(/[.!?](?:\s|$)/g)?.length, r.full_handle).toBeLessThanOrEqual(2);
      expect(r.description, r.full_handle).not.toContain(r.title);
      expect(r.description, r.full_handle).not.toMatch(/^Shop .* from Skar Audio\.$/);
    }
    expect(new Set(rows.map((r) => r.description)).size).toBe(rows.length);
  });

  it('is deterministic: same seed and now, same data', () => {
    expect(a.stats.products).toBe(b.stats.products);
    expect(a.db.prepare('SELECT * FROM products ORDER BY id LIMIT 1').get()).toEqual(
      b.db.prepare('SELECT * FROM products ORDER BY id LIMIT 1').get(),
    );
    expect(fingerprint(a.db)).toBe(fingerprint(b.db));
  });

  it('gives different stock for a different seed', async () => {
    expect(fingerprint((await seeded(7)).db)).not.toBe(fingerprint(a.db));
  });

  it('makes about 150 product cards across every category', () => {
    expect(a.stats.cards).toBeGreaterThanOrEqual(130);
    expect(a.stats.cards).toBeLessThanOrEqual(170);
    expect(Object.keys(a.stats.byCategory).sort()).toEqual(
      [
        'amplifiers',
        'batteries',
        'empty-subwoofer-enclosures',
        'loaded-subwoofer-enclosures',
        'marine-audio',
        'professional-audio',
        'speakers',
        'subwoofers',
        'wiring',
      ].sort(),
    );
  });

  it('creates every collection handle of the spec', () => {
    const handles = a.db.prepare('SELECT full_handle FROM collections').pluck().all();
    expect(handles).toEqual(
      expect.arrayContaining([
        'car-amplifiers',
        'car-subwoofers',
        'car-speakers',
        'marine-audio',
        'loaded-subwoofer-enclosures',
        'car-audio-installation-accessories-wiring-equipment',
        'car-audio-batteries',
        'professional-audio',
        'vehicle-specific-subwoofer-enclosures',
        'empty-subwoofer-enclosures/8-inch-enclosures',
        'empty-subwoofer-enclosures/15-inch-enclosures',
      ]),
    );
  });

  it('has vehicle-specific enclosures for every make of the spec, with year ranges and pipe-joined models', () => {
    const rows = a.db
      .prepare(
        `SELECT p.sku, p.category, m.value AS make FROM products p JOIN product_properties m ON m.product_id = p.id AND m.key = 'Make'`,
      )
      .all() as { sku: string; category: string; make: string }[];
    const makes = new Set(rows.map((r) => r.make));
    for (const make of [
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
    ]) {
      expect(makes, make).toContain(make);
    }
    expect(rows.every((r) => isVehicleSpecificSku(r.sku))).toBe(true);
    expect(rows.some((r) => r.sku.includes('FORD-2009-UP'))).toBe(true);
    expect(new Set(rows.map((r) => r.category))).toEqual(
      new Set(['loaded-subwoofer-enclosures', 'empty-subwoofer-enclosures']),
    );
    const models = a.db
      .prepare("SELECT value FROM product_properties WHERE key = 'Model'")
      .pluck()
      .all() as string[];
    expect(models.some((m) => m.includes('|'))).toBe(true);
  });

  it('covers in-stock, low-stock, pre-order, out-of-stock and discontinued items, and one without images', () => {
    const count = (sql: string) => a.db.prepare(sql).pluck().get() as number;
    expect(count('SELECT count(*) FROM stock WHERE total >= 20')).toBeGreaterThan(50);
    expect(count('SELECT count(*) FROM stock WHERE total BETWEEN 1 AND 19')).toBeGreaterThan(0);
    expect(
      count(
        'SELECT count(*) FROM stock s JOIN preorder_info pi USING (product_id) WHERE s.total = 0 AND pi.is_pre_order_eligible = 1 AND pi.is_pre_order_enabled = 1',
      ),
    ).toBeGreaterThan(0);
    expect(
      count(
        'SELECT count(*) FROM stock s LEFT JOIN preorder_info pi USING (product_id) WHERE s.total = 0 AND coalesce(pi.is_pre_order_eligible, 0) = 0',
      ),
    ).toBeGreaterThan(0);
    expect(
      count('SELECT count(*) FROM products WHERE discontinued = 1 AND block_backorder = 1'),
    ).toBeGreaterThan(0);
    expect(
      count(
        'SELECT count(*) FROM products p WHERE NOT EXISTS (SELECT 1 FROM product_images i WHERE i.product_id = p.id)',
      ),
    ).toBeGreaterThan(0);
    expect(
      count("SELECT count(*) FROM products WHERE sale_enabled = 1 AND (sku LIKE 'BF-%' OR sku LIKE 'CM-%')"),
    ).toBeGreaterThan(0);
    expect(count('SELECT count(*) FROM bundle_items')).toBeGreaterThan(0);
  });

  it('stores the two seen sales verbatim and a demo sale running at now', () => {
    const names = a.db.prepare('SELECT name FROM sales ORDER BY position').pluck().all();
    expect(names).toEqual(['SummerSale2025', 'BF2024', 'HolidaySale']);
  });

  it('grows to a requested number of products with the same generator', async () => {
    const big = await seeded(undefined, 1500);
    expect(big.stats.products).toBe(1500);
    expect(big.db.prepare('SELECT count(DISTINCT sku) FROM products').pluck().get()).toBe(1500);
  });
});

describe('refreshCollectionTexts', () => {
  it("replaces an older seed's generated collection texts once, and leaves edited ones alone", async () => {
    const { db, store } = await seeded();
    const texts = () =>
      db.prepare('SELECT full_handle, seo_description, description FROM collections ORDER BY id').all();
    const fresh = texts();
    db.prepare(
      `UPDATE collections SET seo_description = title || ' | Skar Audio',
         description = CASE WHEN parent_id IS NULL THEN description ELSE 'Shop ' || lower(title) || ' from Skar Audio.' END`,
    ).run();
    db.prepare(
      "UPDATE collections SET seo_description = 'Edited by hand' WHERE full_handle = 'marine-audio'",
    ).run();
    expect(await refreshCollectionTexts(store.db)).toBe(fresh.length - 1);
    expect(await refreshCollectionTexts(store.db)).toBe(0);
    const after = texts() as { full_handle: string; seo_description: string }[];
    expect(after.filter((r) => r.full_handle !== 'marine-audio')).toEqual(
      (fresh as { full_handle: string }[]).filter((r) => r.full_handle !== 'marine-audio'),
    );
    expect(after.find((r) => r.full_handle === 'marine-audio')?.seo_description).toBe('Edited by hand');
  });
});

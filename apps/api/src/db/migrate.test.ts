import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { migrate } from './migrate.js';

const dir = mkdtempSync(path.join(tmpdir(), 'shop-migrate-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('migrate', () => {
  it('applies every migration once and records it; a second run does nothing', () => {
    const db = openDatabase(path.join(dir, 'a.db'));
    const first = migrate(db);
    expect(first[0]).toBe('001-catalog.sql');
    expect(migrate(db)).toEqual([]);
    expect(db.prepare('SELECT name FROM migrations ORDER BY id').pluck().all()).toEqual(first);
    db.close();
    const reopened = openDatabase(path.join(dir, 'a.db'));
    expect(migrate(reopened)).toEqual([]);
    reopened.close();
  });

  it('opens the database with the pragmas of the design', () => {
    const db = openDatabase(path.join(dir, 'b.db'));
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(db.pragma('busy_timeout', { simple: true })).toBe(5000);
    expect(db.pragma('synchronous', { simple: true })).toBe(1);
    db.close();
  });

  it('creates the catalogue, cart, order and account tables', () => {
    const db = openDatabase(':memory:');
    migrate(db);
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .pluck()
      .all();
    expect(tables).toEqual(
      expect.arrayContaining([
        'products',
        'product_properties',
        'product_images',
        'bundle_items',
        'stock',
        'preorder_info',
        'product_tabs',
        'collections',
        'collection_products',
        'menu_categories',
        'menu_collections',
        'menu_products',
        'sales',
        'ratings',
        'migrations',
      ]),
    );
    for (const table of ['carts', 'cart_lines', 'orders', 'order_lines', 'turnover_days', 'checkout_events'])
      expect(tables).toContain(table);
    for (const table of ['users', 'addresses', 'saved_cards', 'returns', 'client_logs'])
      expect(tables).toContain(table);
    db.close();
  });
});

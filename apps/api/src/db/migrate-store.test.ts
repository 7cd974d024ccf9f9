import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type SqliteDb } from './connection.js';
import { kyselyOf, kyselyOfPostgres, type Db } from './database.js';
import { regexOfGlob } from './ddl.js';
import { migrateStore } from './migrate-store.js';
import { MIGRATIONS } from './migrations/index.js';
import type { DB } from './schema.js';
// The full-text index, one of a kind on each store (FTS5's tables and SQLite's word tables; PostgreSQL's table).
import { FULL_TEXT_TABLES } from './schema-types.js';

const ALL = MIGRATIONS.map((m) => m.name);
/** The migrations that were once SQL files too (migrations/NNN-name.sql, run by a runner of their own): 001 to 009. */
const SQL_ERA = MIGRATIONS.filter((m) => m.id <= 9);
const AFTER_SQL = MIGRATIONS.filter((m) => m.id > 9).map((m) => m.name);
const dir = mkdtempSync(path.join(tmpdir(), 'shop-migrate-store-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A schema statement's text without comments and with single spaces. */
const normalised = (text: string | null): string | null =>
  text === null
    ? null
    : text
        .replace(/--[^\n]*/g, '')
        .replace(/\s+/g, ' ')
        .replace(/\( /g, '(')
        .replace(/ \)/g, ')')
        .trim();

const quoteId = (name: string): string => `"${name.replaceAll('"', '""')}"`;

/**
 * Everything SQLite knows of a schema: every object's normalised text (which carries the CHECKs, collations
 * and trigger bodies), the columns of tables and views, the foreign keys and indexes of tables, the columns
 * of indexes (automatic ones too), and the FTS5 configuration rows.
 */
function schemaOf(raw: SqliteDb): unknown {
  const objects = raw
    .prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY type, name')
    .all() as { type: string; name: string; tbl_name: string; sql: string | null }[];
  return {
    objects: objects.map((o) => ({
      type: o.type,
      name: o.name,
      table: o.tbl_name,
      sql: normalised(o.sql),
      columns: o.type === 'table' || o.type === 'view' ? raw.pragma(`table_xinfo(${quoteId(o.name)})`) : null,
      foreignKeys: o.type === 'table' ? raw.pragma(`foreign_key_list(${quoteId(o.name)})`) : null,
      indexes: o.type === 'table' ? raw.pragma(`index_list(${quoteId(o.name)})`) : null,
      indexColumns: o.type === 'index' ? raw.pragma(`index_xinfo(${quoteId(o.name)})`) : null,
    })),
    ftsConfig: raw.prepare('SELECT * FROM product_search_config ORDER BY k').all(),
  };
}

async function migratedByStore(
  file: string,
  migrations = MIGRATIONS,
): Promise<{ raw: SqliteDb; db: Db; applied: string[] }> {
  const raw = openDatabase(file);
  const db = kyselyOf(raw);
  return { raw, db, applied: await migrateStore(db, migrations) };
}

describe('migrateStore on SQLite', () => {
  it('creates the catalogue, cart, order and account tables', async () => {
    const db = openDatabase(':memory:');
    await migrateStore(kyselyOf(db));
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

  it('applies to a store the SQL files of 001-009 migrated only what came after them', async () => {
    const file = path.join(dir, 'legacy.db');
    const legacy = await migratedByStore(file, SQL_ERA);
    // The SQL files' runner named each row after its file.
    legacy.raw.prepare("UPDATE migrations SET name = name || '.sql'").run();
    const before = legacy.raw.prepare('SELECT * FROM migrations ORDER BY id').all();
    expect(before).toHaveLength(SQL_ERA.length);
    legacy.raw.close();
    const { raw, applied } = await migratedByStore(file);
    expect(applied).toEqual(AFTER_SQL);
    expect(raw.prepare('SELECT * FROM migrations WHERE id <= 9 ORDER BY id').all()).toEqual(before);
    raw.close();
  });

  it('applies nothing the second time', async () => {
    const file = path.join(dir, 'twice.db');
    const first = await migratedByStore(file);
    expect(first.applied).toEqual(ALL);
    expect(await migrateStore(first.db)).toEqual([]);
    expect(first.raw.prepare('SELECT id, name FROM migrations ORDER BY id').all()).toEqual(
      MIGRATIONS.map((m) => ({ id: m.id, name: m.name })),
    );
    first.raw.close();
    const again = await migratedByStore(file);
    expect(again.applied).toEqual([]);
    again.raw.close();
  });

  it('continues a store migrated part way, backfilling vehicle fitment (005)', async () => {
    const file = path.join(dir, 'partial.db');
    const first = await migratedByStore(file, MIGRATIONS.slice(0, 4));
    expect(first.applied).toHaveLength(4);
    first.raw.close();
    const old = openDatabase(file);
    const { lastInsertRowid: id } = old
      .prepare(
        `INSERT INTO products (sku, name, site_name, site_handle, slug, path, category, product_type,
           price_cents, price_map_cents, price_msrp_cents, created_at)
         VALUES ('BOX-1', 'Box', 'Box', 'box', 'box', '/box', 'loaded-subwoofer-enclosures', 'normal', 1, 1, 1, 'now')`,
      )
      .run();
    const property = old.prepare('INSERT INTO product_properties (product_id, key, value) VALUES (?, ?, ?)');
    property.run(id, 'Make', 'Ford');
    property.run(id, 'Model', 'F-150|Ranger');
    property.run(id, 'Start Year', '2015');
    property.run(id, 'End Year', 'Up');
    property.run(id, 'Subwoofer Size', '12"');
    old.close();

    const { raw, applied } = await migratedByStore(file, SQL_ERA);
    expect(applied).toEqual(ALL.slice(4, 9));
    expect(
      raw
        .prepare(
          'SELECT make, model, year_start, year_end, type, subwoofer_size FROM vehicle_fitment ORDER BY model',
        )
        .all(),
    ).toEqual([
      {
        make: 'Ford',
        model: 'F-150',
        year_start: 2015,
        year_end: null,
        type: 'Loaded',
        subwoofer_size: '12',
      },
      {
        make: 'Ford',
        model: 'Ranger',
        year_start: 2015,
        year_end: null,
        type: 'Loaded',
        subwoofer_size: '12',
      },
    ]);
    const full = await migratedByStore(path.join(dir, 'full.db'), SQL_ERA);
    expect(schemaOf(raw)).toEqual(schemaOf(full.raw));
    full.raw.close();
    raw.close();
  });

  it('translates GLOB patterns to anchored regular expressions', () => {
    expect(regexOfGlob('*[^0-9]*')).toBe('^.*[^0-9].*$');
    expect(regexOfGlob('+1[0-9][0-9]')).toBe('^\\+1[0-9][0-9]$');
    expect(regexOfGlob('/img/?*')).toBe('^/img/..*$');
  });
});

/** Kysely over PostgreSQL (the shop's own opener will live in database.ts). */
const openPostgres = (connectionString: string): Kysely<DB> => kyselyOfPostgres(connectionString, 4);

const databaseUrl = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

/** The error code of a failed statement (SQLSTATE on PostgreSQL). */
async function failure(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    return String((error as { code?: unknown }).code);
  }
  return 'no error';
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';

describe.skipIf(!process.env.TEST_DATABASE_URL)('migrateStore on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `shop_migrate_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let a: Kysely<DB>;
  let b: Kysely<DB>;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    a = openPostgres(databaseUrl(serverUrl, name));
    b = openPostgres(databaseUrl(serverUrl, name));
  });

  afterAll(async () => {
    await a?.destroy();
    await b?.destroy();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  const product = (sku: string, extra: Record<string, unknown> = {}) => ({
    sku,
    name: `Product ${sku}`,
    site_name: `Product ${sku}`,
    site_handle: sku.toLowerCase(),
    slug: sku.toLowerCase(),
    path: `/${sku.toLowerCase()}`,
    product_type: 'normal',
    price_cents: 1000,
    price_map_cents: 1000,
    price_msrp_cents: 1000,
    created_at: '2026-03-01T00:00:00.000Z',
    ...extra,
  });
  const insertProduct = (sku: string, extra: Record<string, unknown> = {}) =>
    a
      .insertInto('products')
      .values(product(sku, extra) as never)
      .returning('id')
      .executeTakeFirstOrThrow()
      .then((row) => Number(row.id));

  it('migrates once when two nodes start at once', async () => {
    const [first, second] = await Promise.all([migrateStore(a), migrateStore(b)]);
    expect([...first, ...second]).toEqual(ALL);
    expect([first.length, second.length].sort()).toEqual([0, ALL.length]);
    const rows = await a.selectFrom('migrations').select(['id', 'name']).orderBy('id').execute();
    expect(rows.map((r) => ({ id: Number(r.id), name: r.name }))).toEqual(
      MIGRATIONS.map((m) => ({ id: m.id, name: m.name })),
    );
    expect(await migrateStore(b)).toEqual([]);
  });

  it('uses 64-bit integers, citext and identity keys', async () => {
    const { rows } = await sql<{ column_name: string; data_type: string }>`
      SELECT column_name, data_type FROM information_schema.columns
      WHERE table_name = 'products' AND column_name IN ('id', 'price_cents', 'sku', 'weight', 'name')
      ORDER BY column_name`.execute(a);
    expect(rows).toEqual([
      { column_name: 'id', data_type: 'bigint' },
      { column_name: 'name', data_type: 'text' },
      { column_name: 'price_cents', data_type: 'bigint' },
      { column_name: 'sku', data_type: 'USER-DEFINED' },
      { column_name: 'weight', data_type: 'double precision' },
    ]);
    const id = await insertProduct('BIG-1', { turnover_30d_cents: 2 ** 40 });
    const row = await a
      .selectFrom('products')
      .select('turnover_30d_cents')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(Number(row.turnover_30d_cents)).toBe(2 ** 40);
    await a.deleteFrom('products').where('id', '=', id).execute();
  });

  it('has the tables and columns SQLite has (less the FTS5 index)', async () => {
    const raw = openDatabase(':memory:');
    await migrateStore(kyselyOf(raw));
    const sqliteTables = (
      raw.prepare(`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`).all() as {
        name: string;
      }[]
    )
      .filter(({ name }) => !FULL_TEXT_TABLES.test(name))
      .map(({ name }) => ({
        name,
        columns: (
          raw.pragma(`table_xinfo(${quoteId(name)})`) as { name: string; notnull: number; pk: number }[]
        ).map((c) => `${c.name}${c.notnull || c.pk ? ' not null' : ''}`),
      }));
    raw.close();
    const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
      SELECT table_name, column_name, is_nullable FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name IN (
        SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE')
      ORDER BY table_name, ordinal_position`.execute(a);
    const postgresTables = [...new Set(rows.map((r) => r.table_name))]
      .filter((name) => !FULL_TEXT_TABLES.test(name))
      .sort()
      .map((name) => ({
        name,
        columns: rows
          .filter((r) => r.table_name === name)
          .map((r) => `${r.column_name}${r.is_nullable === 'NO' ? ' not null' : ''}`),
      }));
    expect(postgresTables).toEqual(sqliteTables);
  });

  it('refuses rows the constraints refuse', async () => {
    expect(await failure(insertProduct('NEG-1', { price_cents: -1 }))).toBe(CHECK_VIOLATION);
    expect(await failure(insertProduct('TYPE-1', { product_type: 'gift' }))).toBe(CHECK_VIOLATION);
    await insertProduct('ABC');
    expect(await failure(insertProduct('abc', { slug: 'abc-2', site_handle: 'abc-2' }))).toBe(
      UNIQUE_VIOLATION,
    );
    const found = await a.selectFrom('products').select('sku').where('sku', '=', 'aBc').execute();
    expect(found).toEqual([{ sku: 'ABC' }]);

    const event = (line_items: string) =>
      a
        .insertInto('checkout_events')
        .values({ event_name: 'e', server_or_client: 'client', line_items, created_at: 'now' })
        .execute();
    expect(await failure(event('[{"sku": "A"'))).toBe(CHECK_VIOLATION);
    await event('[{"sku": "A"}]');

    const image = (path: string, content_type = 'image/png') =>
      a
        .insertInto('images')
        .values({ path, content_type, body: Buffer.from('x'), created_at: 'now' })
        .execute();
    expect(await failure(image('/img/'))).toBe(CHECK_VIOLATION);
    expect(await failure(image('/static/a.png'))).toBe(CHECK_VIOLATION);
    expect(await failure(image('/img/a.png', 'text/html'))).toBe(CHECK_VIOLATION);
    await image('/img/a.png');

    const subscriber = (phone: string) =>
      a
        .insertInto('subscribers')
        .values({ phone, source: 'footer', created_at: 'now', updated_at: 'now' })
        .execute();
    expect(await failure(subscriber('+1555123456x'))).toBe(CHECK_VIOLATION);
    await subscriber('+15551234567');

    // SQLite's LIKE ignores ASCII case: so does the PostgreSQL check.
    await a
      .insertInto('push_subscriptions')
      .values({
        endpoint: 'HTTPS://push.example/1',
        p256dh: 'k',
        auth: 'a',
        created_at: 'now',
        updated_at: 'now',
      })
      .execute();
  });

  it('keeps client_logs to the latest 1000 rows', async () => {
    await sql`INSERT INTO client_logs (level, message, created_at)
      SELECT 'info', 'm' || n, 'now' FROM generate_series(1, 1005) AS n`.execute(a);
    const { rows } = await sql<{
      n: string;
      low: string;
    }>`SELECT count(*) AS n, min(id) AS low FROM client_logs`.execute(a);
    expect(Number(rows[0]?.n)).toBe(1000);
    expect(Number(rows[0]?.low)).toBe(6);
  });

  describe('search index', () => {
    const version = async () =>
      Number(
        (await a.selectFrom('product_search_state').select('version').executeTakeFirstOrThrow()).version,
      );
    const matches = async (query: string) =>
      (
        await sql<{ product_id: string }>`SELECT product_id FROM product_search
          WHERE document @@ to_tsquery('simple', ${query}) ORDER BY sort_key`.execute(a)
      ).rows.map((r) => Number(r.product_id));

    it('indexes a product with its properties and re-indexes it when its name changes', async () => {
      const before = await version();
      const id = await insertProduct('EVL-12-D2', { name: 'Evolution Subwoofer', turnover_30d_cents: 5000 });
      await a
        .insertInto('product_properties')
        .values([
          { product_id: id, key: 'Size', value: '12"' },
          { product_id: id, key: 'Voice Coil', value: 'Dual 2-Ohm' },
        ])
        .execute();
      expect(await matches('evl <-> 12 <-> d2')).toEqual([id]);
      expect(await matches('evolution & subwoof:*')).toEqual([id]);
      expect(await matches('dual & ohm')).toEqual([id]);
      // As text: a 63-bit key is past what a JavaScript number holds exactly.
      const card = await a
        .selectFrom('product_search_cards')
        .select(sql<string>`search_rowid::text`.as('search_rowid'))
        .where('product_id', '=', id)
        .executeTakeFirstOrThrow();
      const key = ((2n ** 39n - 1n - 5000n) << 24n) | BigInt(id);
      expect(String(card.search_rowid)).toBe(key.toString());
      const { rows } = await sql<{
        sort_key: string;
      }>`SELECT sort_key::text AS sort_key FROM product_search WHERE product_id = ${id}`.execute(a);
      expect(rows[0]?.sort_key).toBe(key.toString());
      // One bump per transaction (migration 021): the product's insert, then both property rows' insert.
      expect(await version()).toBe(before + 2);

      await a.updateTable('products').set({ name: 'Revolution Speaker' }).where('id', '=', id).execute();
      expect(await matches('evolution')).toEqual([]);
      expect(await matches('revolution & speaker')).toEqual([id]);
      expect(await version()).toBeGreaterThan(before + 2);

      await a
        .deleteFrom('product_properties')
        .where('product_id', '=', id)
        .where('key', '=', 'Voice Coil')
        .execute();
      expect(await matches('dual')).toEqual([]);
    });

    it('rolls enabled variants up into the parent card, by turnover', async () => {
      const parent = await insertProduct('FAM-P', { name: 'Family', is_parent: 1, product_type: 'variant' });
      const variant = await insertProduct('FAM-V1', {
        name: 'Family Red',
        product_type: 'variant',
        variant_parent_sku: 'fam-p',
        turnover_30d_cents: 900,
      });
      await a
        .insertInto('product_properties')
        .values({ product_id: variant, key: 'Color', value: 'Crimson' })
        .execute();
      expect(await matches('fam <-> v1')).toEqual([parent]);
      expect(await matches('crimson')).toEqual([parent]);
      expect(await matches('red')).toEqual([parent]);
      const other = await insertProduct('FAM-X', { name: 'Family Other', turnover_30d_cents: 100 });
      expect(await matches('family')).toEqual([parent, other]);
      await a.updateTable('products').set({ enabled_on_site: 0 }).where('id', '=', variant).execute();
      expect(await matches('crimson')).toEqual([]);
      expect(await matches('family')).toEqual([other, parent]);
      await a.deleteFrom('products').where('id', '=', other).execute();
      expect(await matches('family')).toEqual([parent]);
    });

    it('skips indexing while paused, and the view re-indexes a card', async () => {
      await a.insertInto('product_search_paused').values({ id: 1 }).execute();
      const id = await insertProduct('PAUSED-1', { name: 'Quiet Thing' });
      expect(await matches('quiet')).toEqual([]);
      await a.deleteFrom('product_search_paused').execute();
      const before = await version();
      await a
        .insertInto('product_search_reindex')
        .values({ product_id: String(id) })
        .execute();
      expect(await matches('quiet')).toEqual([id]);
      expect(await version()).toBe(before + 1);
    });
  });
});

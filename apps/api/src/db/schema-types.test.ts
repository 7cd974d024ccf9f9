import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './connection.js';
import { kyselyOf, kyselyOfPostgres, type Db } from './database.js';
import { runStatements } from './ddl.js';
import { migrateStore } from './migrate-store.js';
import { MIGRATIONS } from './migrations/index.js';
import { schemaSqlOf, schemaTypesOf, schemaTypesSource, storeTables } from './schema-types.js';
import pg from 'pg';

// Decision 072: db/schema.ts and db/schema.sql are what the migrations make, written by `npm run db:types`.
const checkedIn = (name: string): string => readFileSync(new URL(`./${name}`, import.meta.url), 'utf8');
const RUN = 'run `npm run db:types` after changing the migrations (a released migration never changes)';

const migratedSqlite = async (migrations = MIGRATIONS): Promise<Db> => {
  const db = kyselyOf(openDatabase(':memory:'));
  await migrateStore(db, migrations);
  return db;
};

describe('the schema files on SQLite', () => {
  let db: Db;
  beforeAll(async () => {
    db = await migratedSqlite();
  });
  afterAll(() => db.destroy());

  it('db/schema.ts is the types of what the migrations make', async () => {
    expect(await schemaTypesOf(db), RUN).toBe(checkedIn('schema.ts'));
  });

  it('db/schema.sql is the text of every object the migrations make', async () => {
    const text = await schemaSqlOf(db);
    expect(text, RUN).toBe(checkedIn('schema.sql'));
    // It holds constraints, indexes, triggers and the FTS5 index, not only columns.
    expect(text).toContain("CHECK (length(last4) = 4 AND last4 NOT GLOB '*[^0-9]*')");
    expect(text).toContain('sku TEXT NOT NULL COLLATE NOCASE');
    expect(text).toMatch(/-- index \w+\nCREATE INDEX/);
    expect(text).toMatch(/-- trigger vehicle_facets_\w+\nCREATE TRIGGER/);
    expect(text).toContain('CREATE VIRTUAL TABLE product_search USING fts5');
  });

  it('tells a changed constraint apart', async () => {
    const changed = MIGRATIONS.map((m) =>
      m.id !== 9
        ? m
        : {
            ...m,
            up: (trx: Db) =>
              runStatements(trx, [
                `CREATE TABLE images (
  path TEXT PRIMARY KEY CHECK (path GLOB '/img/?*' AND length(path) <= 301),
  content_type TEXT NOT NULL CHECK (content_type GLOB 'image/?*'),
  body BLOB NOT NULL CHECK (length(body) > 0),
  content_encoding TEXT CHECK (content_encoding IS NULL OR content_encoding = 'gzip'),
  created_at TEXT NOT NULL
)`,
              ]),
          },
    );
    const other = await migratedSqlite(changed);
    // The same columns, so the same types; the text tells them apart.
    expect(await schemaTypesOf(other)).toBe(await schemaTypesOf(db));
    expect(await schemaSqlOf(other)).not.toBe(await schemaSqlOf(db));
    await other.destroy();
  });

  it('writes a nullable, a defaulted and a numbered column as queries read and insert them', () => {
    const text = schemaTypesSource([
      {
        name: 'order_notes',
        columns: [
          { name: 'body', type: 'string', nullable: true, generated: false },
          { name: 'id', type: 'number', nullable: false, generated: true },
          { name: 'pinned', type: 'number', nullable: false, generated: true },
        ],
      },
    ]);
    expect(text).toContain(
      'export interface OrderNotes {\n  body: string | null;\n  id: Generated<number>;\n  pinned: Generated<number>;\n}',
    );
    expect(text).toContain('export interface DB {\n  order_notes: OrderNotes;\n}');
  });
});

const databaseUrl = (url: string, database: string): string => {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
};

describe.skipIf(!process.env.TEST_DATABASE_URL)('the schema files on PostgreSQL', () => {
  const serverUrl = process.env.TEST_DATABASE_URL as string;
  const name = `shop_schema_${randomBytes(6).toString('hex')}`;
  let admin: pg.Client;
  let db: Db;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    db = kyselyOfPostgres(databaseUrl(serverUrl, name), 2);
    await migrateStore(db);
  });

  afterAll(async () => {
    await db?.destroy();
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  });

  /**
   * The one difference between the stores, on purpose: SQLite numbers any INTEGER PRIMARY KEY left out of an
   * insert, PostgreSQL only an identity key. These ids are always written (a single row, a migration's number).
   */
  const NUMBERED_ON_SQLITE_ONLY = [
    'home_announcement',
    'migrations',
    'product_search_paused',
    'product_search_state',
  ];

  it('the migrations make the tables db/schema.ts says, as on SQLite', async () => {
    const tables = await storeTables(db);
    const ids = tables.flatMap((t) =>
      NUMBERED_ON_SQLITE_ONLY.includes(t.name) ? t.columns.filter((c) => c.name === 'id') : [],
    );
    expect(ids.map((c) => c.generated)).toEqual(NUMBERED_ON_SQLITE_ONLY.map(() => false));
    for (const id of ids) id.generated = true;
    expect(schemaTypesSource(tables)).toBe(checkedIn('schema.ts'));
  });
});

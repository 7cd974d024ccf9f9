/**
 * Shared checks of the attack, fuzz and crash suites: the error shape, table snapshots, payload lists.
 * The snapshots read the store's catalogue directly (sqlite_master on SQLite, information_schema and pg_catalog on
 * PostgreSQL) and whole tables, not through the app's queries.
 */
import { ErrorBodySchema } from '@shop/domain';
import { sql } from 'kysely';
import type request from 'supertest';
import { expect } from 'vitest';
import type { Db } from '../db/database.js';
import { dialectOf } from '../db/dialect.js';

/** Asserts a refusal: the status, a JSON answer with nosniff and the one error shape (and the code). */
export function expectRefusal(res: request.Response, status: number, code?: string): void {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  const parsed = ErrorBodySchema.parse(res.body);
  expect(parsed.error.code).toMatch(/^[A-Z][A-Z0-9_]*$/);
  expect(parsed.error.message.length).toBeGreaterThan(0);
  if (code !== undefined) expect(parsed.error.code).toBe(code);
}

/** Every row of one table (all columns), in no particular order. */
const rowsOf = async (db: Db, table: string): Promise<unknown[]> =>
  (await sql`SELECT * FROM ${sql.table(table)}`.execute(db)).rows;

/** The rows of the given tables (all columns), to compare before and after a refused write. */
export const snapshot = async (db: Db, tables: readonly string[]): Promise<string> => {
  const entries: [string, string[]][] = [];
  for (const t of tables) entries.push([t, (await rowsOf(db, t)).map((row) => JSON.stringify(row)).sort()]);
  return JSON.stringify(Object.fromEntries(entries));
};

/** Every table name of the schema (the store's own tables and SQLite's FTS shadow tables left out). */
export const userTables = async (db: Db): Promise<string[]> => {
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<{ name: string }>`
      SELECT table_name AS name FROM information_schema.tables
       WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`.execute(db);
    return rows.map((r) => r.name);
  }
  const { rows } = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
       AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' AND name NOT LIKE '%_fts_%' ORDER BY name`.execute(db);
  return rows.map((r) => r.name);
};

/** The schema's text: SQLite's CREATE statements; on PostgreSQL its tables' columns, constraints and indexes. */
const schemaOf = async (db: Db): Promise<unknown> => {
  if (dialectOf(db) === 'postgres') {
    const columns = await sql`
      SELECT table_name, column_name, data_type, is_nullable, column_default
        FROM information_schema.columns WHERE table_schema = current_schema()
       ORDER BY table_name, ordinal_position`.execute(db);
    const constraints = await sql`
      SELECT c.conrelid::regclass::text AS table_name, c.conname, pg_get_constraintdef(c.oid) AS def
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
       WHERE n.nspname = current_schema() ORDER BY table_name, c.conname`.execute(db);
    const indexes = await sql`
      SELECT tablename, indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema()
       ORDER BY tablename, indexname`.execute(db);
    const routines = await sql`
      SELECT routine_name, routine_type FROM information_schema.routines
       WHERE routine_schema = current_schema() ORDER BY routine_name, routine_type`.execute(db);
    const triggers = await sql`
      SELECT event_object_table, trigger_name, event_manipulation, action_statement
        FROM information_schema.triggers WHERE trigger_schema = current_schema()
       ORDER BY event_object_table, trigger_name, event_manipulation`.execute(db);
    return {
      columns: columns.rows,
      constraints: constraints.rows,
      indexes: indexes.rows,
      routines: routines.rows,
      triggers: triggers.rows,
    };
  }
  return (await sql`SELECT type, name, sql FROM sqlite_master ORDER BY type, name`.execute(db)).rows;
};

/** Row counts of every table plus the schema text: "the tables are intact". */
export const schemaAndCounts = async (db: Db): Promise<string> => {
  const counts: [string, number][] = [];
  for (const t of await userTables(db)) {
    const row = await db
      .selectFrom(sql.table(t).as('t'))
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    counts.push([t, Number(row.n)]);
  }
  return JSON.stringify({ schema: await schemaOf(db), counts });
};

/** SQL injection and FTS5 query syntax, as a visitor could type them. */
export const INJECTIONS: readonly string[] = [
  "' OR '1'='1",
  "1'; DROP TABLE products;--",
  '" OR 1=1 --',
  '1 UNION SELECT email, password_hash FROM users--',
  "') OR ('a'='a",
  '*',
  '"unterminated',
  'NEAR(sub woofer, 2)',
  'sub AND OR NOT',
  'name:evil',
  '^start',
  '-minus',
  '(((',
  'a"b"c*',
  '%_%',
  '\\',
  'x\u0000y',
  '🙂 ünïcödé ✓',
  'a'.repeat(300),
];

export const SCRIPT = '<script>alert(1)</script>';

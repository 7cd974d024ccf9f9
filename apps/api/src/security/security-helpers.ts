/**
 * Shared checks of the attack, fuzz and crash suites: the error shape, table snapshots, payload lists.
 * The snapshots read the raw SQLite connection (sqlite_master, the tests' own store), not the app's queries.
 */
import { ErrorBodySchema } from '@shop/domain';
import type request from 'supertest';
import { expect } from 'vitest';
import type { SqliteDb } from '../db/connection.js';

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

/** The rows of the given tables (all columns), to compare before and after a refused write. */
export const snapshot = (db: SqliteDb, tables: readonly string[]): string =>
  JSON.stringify(
    Object.fromEntries(
      tables.map((t) => [
        t,
        db
          .prepare(`SELECT * FROM ${t}`)
          .all()
          .map((row) => JSON.stringify(row))
          .sort(),
      ]),
    ),
  );

/** Every table name of the schema (SQLite's own and FTS shadow tables left out). */
export const userTables = (db: SqliteDb): string[] =>
  (
    db
      .prepare(
        `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'
           AND sql NOT LIKE 'CREATE VIRTUAL TABLE%' AND name NOT LIKE '%_fts_%' ORDER BY name`,
      )
      .all() as { name: string }[]
  ).map((r) => r.name);

/** Row counts of every table plus the schema text: "the tables are intact". */
export const schemaAndCounts = (db: SqliteDb): string =>
  JSON.stringify({
    schema: db.prepare('SELECT type, name, sql FROM sqlite_master ORDER BY type, name').all(),
    counts: userTables(db).map((t) => [
      t,
      (db.prepare(`SELECT count(*) AS n FROM ${t}`).get() as { n: number }).n,
    ]),
  });

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

import { mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

/** The raw better-sqlite3 connection beneath a SQLite store (database.ts's `Db` runs every query): SQLite-only checks. */
export type SqliteDb = Database.Database;

/** Open the one connection with the pragmas of DESIGN.md section 4. */
export function openDatabase(file: string, options: Database.Options = {}): SqliteDb {
  if (file !== ':memory:' && !file.startsWith('file:'))
    mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const db = new Database(file, options);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}

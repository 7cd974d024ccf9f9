import path from 'node:path';
import Database from 'better-sqlite3';
import { makePrivateDir, privateDatabaseFile } from './data-files.js';

/** The raw better-sqlite3 connection beneath a SQLite store (database.ts's `Db` runs every query): SQLite-only checks. */
export type SqliteDb = Database.Database;

/**
 * Open the one connection with the pragmas of ARCHITECTURE.md's Stores; the file, its WAL files and a folder made
 * for them are the shop's user's only (decision 059).
 */
export function openDatabase(file: string, options: Database.Options = {}): SqliteDb {
  if (file !== ':memory:' && !file.startsWith('file:')) {
    makePrivateDir(path.dirname(path.resolve(file)));
    privateDatabaseFile(file);
  }
  const db = new Database(file, options);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}

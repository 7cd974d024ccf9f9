import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SqliteDb as Db } from './connection.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const FILE_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

/**
 * The SQLite-only runner the shop used before migrations/NNN-name.ts (migrate-store.ts, decision 040): it applies
 * every migrations/NNN-name.sql not yet recorded, in order, each in its own transaction. Neither it nor the .sql
 * files run in the shop any more; they stay as the frozen history that migrate-store.test.ts holds the new
 * migrations to (a store built either way is the same) and that older SQLite files were built with.
 */
export function migrate(db: Db, dir: string = MIGRATIONS_DIR): string[] {
  db.exec(`CREATE TABLE IF NOT EXISTS migrations (
    id INTEGER PRIMARY KEY,
    name TEXT NOT NULL UNIQUE,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(db.prepare('SELECT name FROM migrations').pluck().all() as string[]);
  const files = readdirSync(dir)
    .filter((file) => FILE_PATTERN.test(file))
    .sort();
  const record = db.prepare('INSERT INTO migrations (id, name, applied_at) VALUES (?, ?, ?)');
  const done: string[] = [];
  for (const file of files) {
    if (applied.has(file)) continue;
    const sql = readFileSync(path.join(dir, file), 'utf8');
    const id = Number(FILE_PATTERN.exec(file)?.[1]);
    db.transaction(() => {
      db.exec(sql);
      record.run(id, file, new Date().toISOString());
    }).immediate();
    done.push(file);
  }
  return done;
}

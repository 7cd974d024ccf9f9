import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Db } from './connection.js';

export const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

const FILE_PATTERN = /^(\d{3})-[a-z0-9-]+\.sql$/;

/** Apply every migrations/NNN-name.sql not yet recorded, in order, each in its own transaction. */
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

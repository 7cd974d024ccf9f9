/**
 * Work that one node at a time may do on a shared store (migrating, seeding an empty catalogue): on PostgreSQL
 * it runs while this node holds a session advisory lock, on a connection of its own, so the other nodes
 * starting at the same moment wait for it and then find the work done. On SQLite (one process per file, or
 * processes that already serialise their writes) it simply runs.
 */
import { sql } from 'kysely';
import type { Db } from './database.js';
import { dialectOf } from './dialect.js';

/** Advisory lock keys: fixed 64-bit numbers the shop uses for nothing else. */
export const STORE_LOCKS = { migrate: 7_240_040_001, seed: 7_240_040_002 } as const;

/** Runs `work` while holding the store lock `key`; `work` gets the connection that holds it (or `db`). */
export async function underStoreLock<T>(db: Db, key: number, work: (conn: Db) => Promise<T>): Promise<T> {
  if (dialectOf(db) !== 'postgres') return work(db);
  return db.connection().execute(async (conn) => {
    await sql`SELECT pg_advisory_lock(${key})`.execute(conn);
    try {
      return await work(conn);
    } finally {
      await sql`SELECT pg_advisory_unlock(${key})`.execute(conn);
    }
  });
}

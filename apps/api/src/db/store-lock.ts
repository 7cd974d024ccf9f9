/**
 * Work that one node at a time may do on a shared store (migrating, seeding an empty catalogue, a periodic
 * sweep): on PostgreSQL it runs while this node holds a session advisory lock, on a connection of its own, so
 * the other nodes starting at the same moment wait for it and then find the work done (underStoreLock), or
 * leave it to the node that holds it (tryUnderStoreLock). On SQLite (one process per file, or processes that
 * already serialise their writes) it simply runs, one at a time in this process for tryUnderStoreLock.
 */
import { sql } from 'kysely';
import type { Db } from './database.js';
import { dialectOf } from './dialect.js';

/** Advisory lock keys: fixed 64-bit numbers the shop uses for nothing else. */
export const STORE_LOCKS = {
  migrate: 7_240_040_001,
  seed: 7_240_040_002,
  /** The anonymous-cart sweeper (modules/cart/cart.sweeper.ts, decision 061). */
  cartSweep: 7_240_040_003,
} as const;

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

/** The try-locks this process holds, per store. */
const heldHere = new WeakMap<Db, Set<number>>();

/**
 * Runs `work` while holding the store lock `key` when no one else holds it; answers at once with ran: false
 * when someone does (a job whose next pass finds what this one would have done). `work` gets the connection
 * that holds the lock (or `db`).
 */
export async function tryUnderStoreLock<T>(
  db: Db,
  key: number,
  work: (conn: Db) => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const held = heldHere.get(db) ?? new Set<number>();
  heldHere.set(db, held);
  if (held.has(key)) return { ran: false };
  held.add(key);
  try {
    if (dialectOf(db) !== 'postgres') return { ran: true, value: await work(db) };
    return await db.connection().execute(async (conn) => {
      const { rows } = await sql<{ locked: boolean }>`SELECT pg_try_advisory_lock(${key}) AS locked`.execute(
        conn,
      );
      if (rows[0]?.locked !== true) return { ran: false as const };
      try {
        return { ran: true as const, value: await work(conn) };
      } finally {
        await sql`SELECT pg_advisory_unlock(${key})`.execute(conn);
      }
    });
  } finally {
    held.delete(key);
  }
}

/**
 * Back-office writes that read a group of rows and then renumber or check them (the order of the sales, a
 * collection's products, a group of menu entries) take turns on PostgreSQL, whose transactions run side by
 * side: a transaction-scoped advisory lock per group. SQLite's write transaction (BEGIN IMMEDIATE) already
 * holds the whole store.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';

/** The first key of the back office's advisory locks (a number the shop uses for nothing else). */
const ADMIN_LOCK = 7_240_043;

/** Holds `group` ('sales', 'collection:12', 'menu') until the caller's transaction ends. */
export async function lockAdminGroup(trx: Db, group: string): Promise<void> {
  if (dialectOf(trx) === 'postgres')
    await sql`SELECT pg_advisory_xact_lock(${ADMIN_LOCK}, hashtext(${group}))`.execute(trx);
}

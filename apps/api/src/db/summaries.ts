/**
 * The summaries that triggers keep (db/migrations/summary-triggers.ts) and a bulk load. Their row triggers cost a
 * few lookups per row written: fine for the shop's writes, but 200,000 products linked to their collections one
 * trigger run at a time took most of the demo seed. A load that owns the store (the demo seed) pauses them
 * instead, and once its rows are in rebuilds each summary from scratch in a few set-based statements: the same
 * fill its migration ran, so the rows equal what the triggers would have kept
 * (modules/catalog/summaries-seed.test.ts holds them to that).
 *
 * Both run inside the caller's transaction, which is what keeps them safe: a load that fails or is killed midway
 * rolls back the pause with its rows, and the triggers are as they were. SQLite has no switch for a trigger, so
 * the pause drops it and the rebuild recreates it from the text the store kept; PostgreSQL disables and enables
 * it, which locks the tables until the transaction ends (so: not for a live shop's writes).
 *
 * A new summary joins the list with one line (its migration exports its triggers, tables and fill).
 */
import { sql } from 'kysely';
import type { Db } from './database.js';
import { dialectOf } from './dialect.js';
import { VEHICLE_FACETS } from './migrations/018-vehicle-facets.js';
import { MEMBER_COUNTS } from './migrations/019-collection-member-counts.js';
import { FITMENT_SETS } from './migrations/020-vehicle-fitment-sets.js';
import { VEHICLE_SET_PAGES } from './migrations/024-vehicle-set-pages.js';
import type { RebuiltSummary } from './migrations/summary-triggers.js';

// In fill order: a summary that reads another (024 reads 020's sets) comes after it.
const SUMMARIES: readonly RebuiltSummary[] = [VEHICLE_FACETS, MEMBER_COUNTS, FITMENT_SETS, VEHICLE_SET_PAGES];

/** Every summary's tables. */
export const SUMMARY_TABLES = SUMMARIES.flatMap((s) => s.tables);

/** The paused triggers: their names, tables and (SQLite) the statements that create them again. */
export type PausedSummaries = readonly { name: string; table: string; create: string }[];

const triggersOf = (summaries: readonly RebuiltSummary[]) => summaries.flatMap((s) => s.triggers);

/** Stops every summary's triggers until rebuildSummaries (inside the caller's transaction). */
export async function pauseSummaries(db: Db): Promise<PausedSummaries> {
  const triggers = triggersOf(SUMMARIES);
  const names = triggers.map((t) => t.name);
  const stored =
    dialectOf(db) === 'postgres'
      ? await sql<{ name: string; create: string }>`SELECT tgname AS name, '' AS "create" FROM pg_trigger
WHERE NOT tgisinternal AND tgenabled <> 'D' AND tgname IN (${sql.join(names)})`.execute(db)
      : await sql<{ name: string; create: string }>`SELECT name, sql AS "create" FROM sqlite_master
WHERE type = 'trigger' AND name IN (${sql.join(names)})`.execute(db);
  const created = new Map(stored.rows.map((r) => [r.name, r.create]));
  const paused = triggers.map((t) => {
    const create = created.get(t.name);
    // A later migration that renames or drops a summary's trigger must say so in the summary's list.
    if (create === undefined)
      throw new Error(`summary trigger ${t.name} is not in the store (or paused already)`);
    return { name: t.name, table: t.table, create };
  });
  for (const t of paused)
    await sql
      .raw(
        dialectOf(db) === 'postgres'
          ? `ALTER TABLE ${t.table} DISABLE TRIGGER ${t.name}`
          : `DROP TRIGGER ${t.name}`,
      )
      .execute(db);
  return paused;
}

/**
 * Rebuilds every summary from what is stored now (each table emptied, then filled by its set-based statements),
 * then brings the paused triggers back (inside the caller's transaction).
 */
export async function rebuildSummaries(db: Db, paused: PausedSummaries): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  // PostgreSQL plans the fills from the tables' statistics, which a bulk load in this transaction left stale.
  if (postgres) await sql`ANALYZE products, collection_products, vehicle_fitment`.execute(db);
  // Filled while the triggers still sleep: a summary filled from another's table (024 from 020's sets) would
  // otherwise be kept row by row by its triggers first, then emptied and filled again.
  for (const table of SUMMARY_TABLES) await sql.raw(`DELETE FROM ${table}`).execute(db);
  for (const s of SUMMARIES) for (const statement of s.fill) await sql.raw(statement).execute(db);
  for (const t of paused)
    await sql.raw(postgres ? `ALTER TABLE ${t.table} ENABLE TRIGGER ${t.name}` : t.create).execute(db);
}

/**
 * What SQLite and PostgreSQL spell differently, each written once here (docs/decisions/040). Queries ask
 * these helpers instead of writing either spelling.
 */
import { PostgresAdapter, sql, type Expression, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Db, Dialect } from './database.js';

export type { Dialect };

export const dialectOf = (db: Db): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

/** The smaller of two numbers: SQLite's two-argument min(), PostgreSQL's least(). */
export const least = (db: Db, a: Expression<number>, b: Expression<number>): RawBuilder<number> =>
  dialectOf(db) === 'postgres' ? sql<number>`least(${a}, ${b})` : sql<number>`min(${a}, ${b})`;

/** The larger of two numbers: SQLite's two-argument max(), PostgreSQL's greatest(). */
export const greatest = (db: Db, a: Expression<number>, b: Expression<number>): RawBuilder<number> =>
  dialectOf(db) === 'postgres' ? sql<number>`greatest(${a}, ${b})` : sql<number>`max(${a}, ${b})`;

/**
 * Locks the rows the SELECT reads until the transaction ends (FOR UPDATE), on PostgreSQL, whose
 * transactions run side by side: a read-then-write then cannot interleave with another one on the same rows.
 * SQLite has no row locks and refuses the clause; its write transaction (BEGIN IMMEDIATE) already holds
 * the whole store, so the query runs as it is there.
 */
/**
 * FOR NO KEY UPDATE on PostgreSQL (nothing on SQLite, as forUpdate): holds the rows against other lockers
 * until the transaction ends, but lets rows that reference them be written meanwhile (a foreign-key check
 * only takes KEY SHARE). For a row used as the lock of a group (a variant family by its parent's row).
 */
export const forNoKeyUpdate = <DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
): SelectQueryBuilder<DB, TB, O> => (dialectOf(db) === 'postgres' ? query.forNoKeyUpdate() : query);

export const forUpdate = <DB, TB extends keyof DB, O>(
  db: Db,
  query: SelectQueryBuilder<DB, TB, O>,
  /** The tables whose rows are locked (FOR UPDATE OF): needed when the query outer-joins others. */
  of?: Parameters<SelectQueryBuilder<DB, TB, O>['forUpdate']>[0],
): SelectQueryBuilder<DB, TB, O> => (dialectOf(db) === 'postgres' ? query.forUpdate(of) : query);

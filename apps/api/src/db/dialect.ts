/**
 * What SQLite and PostgreSQL spell differently, each written once here (docs/decisions/040). Queries ask
 * these helpers instead of writing either spelling.
 */
import { PostgresAdapter, sql, type Expression, type RawBuilder } from 'kysely';
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

/**
 * The demo seed's bulk writes: multi-row INSERTs (one statement per few hundred rows instead of one per row),
 * the same on SQLite and PostgreSQL. Every row of one call must name the same columns (null, not undefined,
 * for an empty value): a multi-row VALUES list has one column list.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../db/database.js';
import type { DB } from '../db/schema.js';

/** SQLite binds at most 32,766 parameters per statement (PostgreSQL 65,535): a batch stays under both. */
const MAX_PARAMETERS = 32_766;

type Table = keyof DB & string;
type TableWithId = { [T in Table]: DB[T] extends { id: unknown } ? T : never }[Table];

const rowsPerStatement = (row: object): number =>
  Math.max(1, Math.floor(MAX_PARAMETERS / Math.max(1, Object.keys(row).length)));

/** Inserts the rows in order, as few statements as the parameter limit allows. */
export async function insertRows<T extends Table>(
  db: Db,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<void> {
  if (rows.length === 0) return;
  const size = rowsPerStatement(rows[0]!);
  for (let i = 0; i < rows.length; i += size)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
}

/**
 * Inserts the rows in order and answers their new ids, in the same order (both stores return a multi-row
 * VALUES insert's RETURNING rows in the order of its VALUES).
 */
export async function insertReturningIds<T extends TableWithId>(
  db: Db,
  table: T,
  rows: readonly Insertable<DB[T]>[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const size = rowsPerStatement(rows[0]!);
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += size) {
    const batch = rows.slice(i, i + size);
    const inserted = (await db
      .insertInto(table)
      .values(batch as never)
      .returning('id' as never)
      .execute()) as unknown as { id: number }[];
    if (inserted.length !== batch.length)
      throw new Error(`seed: ${table} returned ${inserted.length} ids for ${batch.length} rows`);
    for (const row of inserted) ids.push(Number(row.id));
  }
  return ids;
}

/** Runs `work` in the caller's transaction when `db` is one, else in a transaction of its own. */
export const inTransaction = <T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> =>
  db.isTransaction ? work(db) : db.transaction().execute(work);

/**
 * Build or bring up to date the shop's schema on either store (SQLite or PostgreSQL) from the one list of
 * migrations (migrations/index.ts), recording each in the `migrations` table (id, name, applied_at), each
 * in its own transaction. A migration is known by its number: a SQLite store migrated by the SQL files the
 * first nine once were (rows named 'NNN-name.sql') has the same ids and is not migrated again.
 *
 * PostgreSQL: several nodes may start at once. The whole run holds a session advisory lock on one
 * dedicated connection, so one node migrates while the others wait for it and then find nothing to do.
 */
import type { Db } from './database.js';
import { ddlOf, runStatements } from './ddl.js';
import { dialectOf } from './dialect.js';
import { MIGRATIONS, type Migration } from './migrations/index.js';
import { STORE_LOCKS, underStoreLock } from './store-lock.js';

/** Apply the migrations the store has not recorded, in order; answers their names. */
export async function migrateStore(db: Db, migrations: readonly Migration[] = MIGRATIONS): Promise<string[]> {
  const dialect = dialectOf(db);
  const ddl = ddlOf(dialect);
  return underStoreLock(db, STORE_LOCKS.migrate, async (conn) => {
    // The same columns as the SQL files' runner made (on SQLite the same text), so older stores read alike.
    await runStatements(conn, [
      `CREATE TABLE IF NOT EXISTS migrations (
  id ${ddl.int} PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  applied_at TEXT NOT NULL
)`,
    ]);
    const applied = new Set(
      (await conn.selectFrom('migrations').select('id').execute()).map((row) => Number(row.id)),
    );
    const done: string[] = [];
    for (const migration of migrations) {
      if (applied.has(migration.id)) continue;
      const ran = await conn.transaction().execute(async (trx) => {
        // Checked again inside the transaction: another SQLite process may have got there first.
        const recorded = await trx
          .selectFrom('migrations')
          .select('id')
          .where('id', '=', migration.id)
          .executeTakeFirst();
        if (recorded) return false;
        await migration.up(trx, ddl);
        await trx
          .insertInto('migrations')
          .values({ id: migration.id, name: migration.name, applied_at: new Date().toISOString() })
          .execute();
        return true;
      });
      if (ran) done.push(migration.name);
    }
    return done;
  });
}

// PostgreSQL's search triggers (migration 003) bump product_search_state.version once per re-indexed card. A
// bulk re-index (the demo seed, a catalogue import, rebuildSearchIndex) updates that one row once per card inside
// one transaction, and PostgreSQL keeps every version of a row a transaction updated, each update walking the
// chain of the earlier ones: n cards cost n² (200,000 products: over 20 minutes; 50,000: 22 s). A bump once per
// transaction says the same thing to the readers (they see the new version with the whole commit), and the first
// bump still takes the row's lock, so concurrent re-indexes still queue behind it. The two functions that bump
// are rewritten from their stored definitions, so the rest of their text stays migration 003's. SQLite updates
// the row in place: nothing to do there.
import { sql } from 'kysely';
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

const BUMP = 'UPDATE product_search_state SET version = version + 1 WHERE id = 1;';

/** Bumps the version on the transaction's first call only (a transaction-local setting remembers it). */
const BUMP_ONCE = `CREATE FUNCTION product_search_bump() RETURNS VOID
LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('shop.search_bumped_in', true) IS DISTINCT FROM txid_current()::TEXT THEN
    ${BUMP}
    PERFORM set_config('shop.search_bumped_in', txid_current()::TEXT, true);
  END IF;
END
$$`;

const FUNCTIONS = ['product_search_reindex(bigint)', 'product_search_products_delete()'];

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  if (d.dialect !== 'postgres') return;
  await runStatements(db, [BUMP_ONCE]);
  for (const fn of FUNCTIONS) {
    const { rows } = await sql<{
      def: string;
    }>`SELECT pg_get_functiondef(${fn}::regprocedure) AS def`.execute(db);
    const def = rows[0]?.def ?? '';
    if (!def.includes(BUMP))
      throw new Error(`migration 021: ${fn} no longer bumps the search version as 003 did`);
    await runStatements(db, [def.replace(BUMP, 'PERFORM product_search_bump();')]);
  }
}

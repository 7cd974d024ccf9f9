/**
 * Bulk loads and the search index. Triggers (migration 003) keep product_search current row by row;
 * a bulk load pauses them and rebuilds the index once at the end, which is several times faster.
 * Each function takes the caller's executor (a transaction is a `Db` too): they never open their own.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { fullTextOf } from './search.repo.js';

/** Stop per-row indexing until resumeSearchIndex (inside the caller's transaction). */
export async function pauseSearchIndex(db: Db): Promise<void> {
  await db
    .insertInto('product_search_paused')
    .values({ id: 1 })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Re-enable the per-row triggers, the index left as it is (the caller re-indexes what it wrote). */
export async function unpauseSearchIndex(db: Db): Promise<void> {
  await db.deleteFrom('product_search_paused').execute();
}

/** Re-enable the triggers and rebuild the whole index from products and product_properties. */
export async function resumeSearchIndex(db: Db): Promise<void> {
  await unpauseSearchIndex(db);
  await rebuildSearchIndex(db);
}

export async function rebuildSearchIndex(db: Db): Promise<void> {
  const fullText = fullTextOf(db);
  await fullText.clear(db);
  await db.deleteFrom('product_search_cards').execute();
  await db
    .updateTable('product_search_state')
    .set((eb) => ({ version: eb('version', '+', 1), content_version: eb('content_version', '+', 1) }))
    .where('id', '=', 1)
    .execute();
  // PostgreSQL plans the re-index function's lookups from the tables' statistics: after a bulk load (the demo
  // seed, an import) in this same transaction they describe the tables as they were, and a family's lookup by
  // parent sku became a sequential scan per card (200,000 products: n² row reads, over half an hour). ANALYZE
  // sees this transaction's rows; SQLite's statements use their indexes without statistics.
  if (dialectOf(db) === 'postgres') await sql`ANALYZE products, product_properties`.execute(db);
  // Inserting an id into the view re-indexes that card (its INSTEAD OF trigger, migration 003).
  await db
    .insertInto('product_search_reindex')
    .columns(['product_id'])
    .expression(
      db
        .selectFrom('products')
        .select('id as product_id')
        .where('variant_parent_sku', 'is', null)
        .where('enabled_on_site', '=', 1),
    )
    .execute();
  await fullText.settle(db);
}

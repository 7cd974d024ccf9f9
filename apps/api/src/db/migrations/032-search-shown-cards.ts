// The search index holds only cards that are shown (decision 071). Migration 003 indexed every enabled card, and
// search left the excluded sku's cards out (db/shown-sku.ts) with `card id NOT IN (hidden ids)` on every match: at
// 50,000 products, 250 hidden cards made counting the 9,250 matches of "subwoofer" 2.4 ms instead of 0.9 ms (the
// test ran on every matching row), the largest part of a search with its memos off. The re-index of a card (SQLite's
// INSTEAD OF trigger, PostgreSQL's product_search_reindex) now also asks that its sku is shown, so a card whose sku
// turns excluded leaves the index when it is re-indexed (a sku change re-indexes it, migration 003), and one that
// turns shown comes back. Both are rewritten from their stored definitions, so the rest of their text stays 003's
// (as 021 does). The hidden cards already indexed are re-indexed here, which removes them. The excluded list is
// the domain's EXCLUDED_SKU_SUBSTRINGS as frozen in ./shown-sku.ts (decision 072): a change to it needs a migration
// that does this again, as the summaries of 018-020 do.
import { sql } from 'kysely';
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';
import { shownSkuSql } from './shown-sku.js';

/** The condition 003's re-index puts on the card it inserts (the same text on both stores). */
const CARD_WHERE = (id: string) =>
  `WHERE c.id = ${id} AND c.enabled_on_site = 1 AND c.variant_parent_sku IS NULL;`;
const SHOWN_CARD_WHERE = (id: string) =>
  `WHERE c.id = ${id} AND c.enabled_on_site = 1 AND c.variant_parent_sku IS NULL AND ${shownSkuSql('c.sku')};`;

/** `definition` with the card condition of 003 narrowed to shown skus; fails when 003's text is not there. */
function narrowed(definition: string, id: string, what: string): string {
  if (!definition.includes(CARD_WHERE(id)))
    throw new Error(`migration 032: ${what} no longer selects its card as migration 003 did`);
  return definition.replace(CARD_WHERE(id), SHOWN_CARD_WHERE(id));
}

async function narrowSqlite(db: MigrationDb): Promise<void> {
  const { rows } = await sql<{
    sql: string;
  }>`SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'product_search_reindex_card'`.execute(
    db,
  );
  const definition = narrowed(rows[0]?.sql ?? '', 'NEW.product_id', 'product_search_reindex_card');
  await runStatements(db, ['DROP TRIGGER product_search_reindex_card', definition]);
}

async function narrowPostgres(db: MigrationDb): Promise<void> {
  const { rows } = await sql<{
    def: string;
  }>`SELECT pg_get_functiondef('product_search_reindex(bigint)'::regprocedure) AS def`.execute(db);
  await runStatements(db, [narrowed(rows[0]?.def ?? '', 'p_product_id', 'product_search_reindex')]);
}

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  if (d.dialect === 'postgres') await narrowPostgres(db);
  else await narrowSqlite(db);
  // Re-indexing a hidden card now removes it; which cards match changed, so the content version moves too.
  await runStatements(db, [
    `INSERT INTO product_search_reindex (product_id)
SELECT c.id FROM products c WHERE c.variant_parent_sku IS NULL AND NOT ${shownSkuSql('c.sku')}`,
    'UPDATE product_search_state SET content_version = content_version + 1 WHERE id = 1',
  ]);
}

// An order changes a product's 30-day turnover, and on PostgreSQL migration 003's trigger then re-indexed the
// product's search card twice (its card before and after the update: the same card) in full: every text of the
// card and its family turned into a tsvector again, its rows deleted and inserted into the GIN index. During a
// stream of 10 orders a second that cost PostgreSQL 2-6 ms of CPU per turnover update, on the same cores as the
// node serving the reads (decision 052). A turnover change moves only the card's sort key: the trigger now re-sorts
// the card (its sort key computed by the same formula as the full re-index, in both tables) when nothing but the
// turnover changed, and re-indexes the card once when the update leaves it on the same card. SQLite's
// triggers are cheap enough as they are (its reads keep over 80% during the stream).
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

/** The card's sort key, as product_search_reindex computes it (migration 003): turnover descending, then id. */
const SORT_KEY = `((549755813887 - least(549755813887, greatest(0,
      c.turnover_30d_cents + CASE WHEN c.is_parent = 1 THEN coalesce((
        SELECT sum(v.turnover_30d_cents) FROM products v
        WHERE v.variant_parent_sku = c.sku AND v.enabled_on_site = 1), 0) ELSE 0 END
    )))::BIGINT << 24) | c.id`;

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  if (d.dialect !== 'postgres') return;
  await runStatements(db, [
    `CREATE FUNCTION product_search_resort(p_product_id BIGINT) RETURNS VOID
LANGUAGE plpgsql AS $$
DECLARE
  k BIGINT;
BEGIN
  IF p_product_id IS NULL OR EXISTS (SELECT 1 FROM product_search_paused) THEN
    RETURN;
  END IF;
  PERFORM product_search_bump();
  SELECT ${SORT_KEY} INTO k FROM products c WHERE c.id = p_product_id;
  UPDATE product_search_cards SET search_rowid = k WHERE product_id = p_product_id AND search_rowid <> k;
  UPDATE product_search SET sort_key = k WHERE product_id = p_product_id AND sort_key <> k;
END
$$`,
    `CREATE OR REPLACE FUNCTION product_search_products_update() RETURNS TRIGGER
LANGUAGE plpgsql AS $$
DECLARE
  old_card BIGINT := product_search_card(OLD.id, OLD.variant_parent_sku);
  new_card BIGINT := product_search_card(NEW.id, NEW.variant_parent_sku);
BEGIN
  IF OLD.sku IS NOT DISTINCT FROM NEW.sku AND OLD.name IS NOT DISTINCT FROM NEW.name
    AND OLD.enabled_on_site IS NOT DISTINCT FROM NEW.enabled_on_site
    AND OLD.variant_parent_sku IS NOT DISTINCT FROM NEW.variant_parent_sku
    AND OLD.is_parent IS NOT DISTINCT FROM NEW.is_parent THEN
    PERFORM product_search_resort(new_card);
    RETURN NULL;
  END IF;
  IF old_card IS DISTINCT FROM new_card THEN
    PERFORM product_search_reindex(old_card);
  END IF;
  PERFORM product_search_reindex(new_card);
  RETURN NULL;
END
$$`,
  ]);
}

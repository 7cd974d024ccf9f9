/**
 * Bulk loads and the search index. Triggers (migration 003) keep product_search current row by row;
 * a bulk load pauses them and rebuilds the index once at the end, which is several times faster.
 */
import type { Db } from '../../db/connection.js';

/** Stop per-row indexing until resumeSearchIndex (inside the caller's transaction). */
export function pauseSearchIndex(db: Db): void {
  db.prepare('INSERT OR IGNORE INTO product_search_paused (id) VALUES (1)').run();
}

/** Re-enable the triggers and rebuild the whole index from products and product_properties. */
export function resumeSearchIndex(db: Db): void {
  db.prepare('DELETE FROM product_search_paused').run();
  rebuildSearchIndex(db);
}

export function rebuildSearchIndex(db: Db): void {
  db.prepare(`INSERT INTO product_search (product_search) VALUES ('delete-all')`).run();
  db.prepare('DELETE FROM product_search_cards').run();
  db.prepare('UPDATE product_search_state SET version = version + 1 WHERE id = 1').run();
  db.prepare(
    `INSERT INTO product_search_reindex (product_id)
     SELECT id FROM products WHERE variant_parent_sku IS NULL AND enabled_on_site = 1`,
  ).run();
}

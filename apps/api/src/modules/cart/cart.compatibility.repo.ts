/** SQL for the cart's compatibility check: the enclosures' tab boxes and subwoofers to suggest. */
import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';

const IDS = 'SELECT value FROM json_each(?)';

export type CompatibilityRepo = ReturnType<typeof createCompatibilityRepo>;

export function createCompatibilityRepo(db: Db) {
  const tabs = db.prepare<[string], { product_id: number; tab_box_info: string }>(
    `SELECT product_id, tab_box_info FROM product_tabs WHERE product_id IN (${IDS})`,
  );
  // `+p.category` keeps SQLite on the turnover index: it walks the best sellers and stops at the limit
  // instead of sorting every subwoofer.
  const subwoofers = db
    .prepare<[string, number], number>(
      `SELECT p.id FROM products p
       WHERE +p.category = 'subwoofers' AND p.is_parent = 0 AND p.enabled_on_site = 1 AND ${shownSkuSql('p.sku')}
         AND EXISTS (SELECT 1 FROM product_properties pp
           WHERE pp.product_id = p.id AND pp.key = 'Subwoofer Size' AND pp.value IN (${IDS}))
       ORDER BY p.turnover_30d_cents DESC, p.id LIMIT ?`,
    )
    .pluck();

  return {
    /** The tab_box_info JSON of each product that has one. */
    tabsOf: (ids: readonly number[]) => (ids.length ? tabs.all(JSON.stringify(ids)) : []),
    /** Enabled subwoofer skus (not parents) of one of the sizes, best 30-day turnover first. */
    subwooferIdsOfSizes: (sizes: readonly string[], limit: number): number[] =>
      sizes.length ? subwoofers.all(JSON.stringify(sizes), limit) : [],
  };
}

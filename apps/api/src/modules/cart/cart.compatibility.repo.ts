/** SQL for the cart's compatibility check: the enclosures' tab boxes and subwoofers to suggest. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';

export type CompatibilityRepo = ReturnType<typeof createCompatibilityRepo>;

export function createCompatibilityRepo(db: Db) {
  return {
    /** The tab_box_info JSON of each product that has one. */
    tabsOf: async (ids: readonly number[]): Promise<{ product_id: number; tab_box_info: string }[]> => {
      if (ids.length === 0) return [];
      return db
        .selectFrom('product_tabs')
        .select(['product_id', 'tab_box_info'])
        .where('product_id', 'in', [...ids])
        .execute();
    },
    /** Enabled subwoofer skus (not parents) of one of the sizes, best 30-day turnover first. */
    subwooferIdsOfSizes: async (sizes: readonly string[], limit: number): Promise<number[]> => {
      if (sizes.length === 0) return [];
      const rows = await db
        .selectFrom('products as p')
        .select('p.id')
        // Both stores walk the category's best sellers in order (index products_category_turnover, migration
        // 027) and stop at the limit.
        .where('p.category', '=', 'subwoofers')
        .where('p.is_parent', '=', 0)
        .where('p.enabled_on_site', '=', 1)
        .where(shownSku('p.sku'))
        .where((eb) =>
          eb.exists(
            eb
              .selectFrom('product_properties as pp')
              .select(sql.lit(1).as('one'))
              .whereRef('pp.product_id', '=', 'p.id')
              .where('pp.key', '=', 'Subwoofer Size')
              .where('pp.value', 'in', [...sizes]),
          ),
        )
        .orderBy('p.turnover_30d_cents', 'desc')
        .orderBy('p.id')
        .limit(limit)
        .execute();
      return rows.map((r) => r.id);
    },
  };
}

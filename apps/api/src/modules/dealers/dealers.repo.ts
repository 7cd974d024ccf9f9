/** Dealer quick-order SQL: purchasable skus (variants and single products) with stock, and cart quantities. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { containsPattern } from '../../db/like-pattern.js';
import { shownSku } from '../../db/shown-sku.js';
import { joinStockPreorder, stockPreorderColumns, type ProductRow } from '../catalog/catalog.rows.js';
import type { PriceColumns, StockColumns } from '../catalog/catalog.serializer.js';

/** The catalogue's columns a quick-order row needs: its stock columns and its pricing columns. */
export type QuickOrderRow = StockColumns & PriceColumns & Pick<ProductRow, 'id' | 'sku' | 'name' | 'path'>;

export type DealersRepo = ReturnType<typeof createDealersRepo>;

export function createDealersRepo(db: Db) {
  /**
   * Skus in SQLite's NOCASE order (ASCII letters folded to lower case, then code points) on both stores:
   * PostgreSQL's citext would compare in the database's collation, which may order punctuation differently.
   */
  const skuOrder = dialectOf(db) === 'postgres' ? sql<string>`lower(p.sku) COLLATE "C"` : sql<string>`p.sku`;

  /**
   * Purchasable shown rows whose sku or name contains `q` (all of them for ''). The match ignores ASCII
   * case in both stores: both sides in upper case (SQLite's LIKE ignores ASCII case, PostgreSQL's does not).
   */
  const matching = (q: string) => {
    let query = db
      .selectFrom('products as p')
      .where('p.enabled_on_site', '=', 1)
      .where(shownSku('p.sku'))
      .where('p.is_parent', '=', 0)
      .where('p.product_type', '<>', 'bundle');
    if (q !== '') {
      const pattern = containsPattern(q);
      query = query.where(
        sql<boolean>`(upper(p.sku) LIKE upper(${pattern}) ESCAPE '\\'
          OR upper(p.name) LIKE upper(${pattern}) ESCAPE '\\')`,
      );
    }
    return query;
  };

  return {
    async search(
      q: string,
      limit: number,
      offset: number,
    ): Promise<{ rows: QuickOrderRow[]; count: number }> {
      // No sku or name holds a NUL character (PostgreSQL's text cannot, and refuses such a parameter): a term
      // with one matches nothing, on either store.
      if (q.includes('\u0000')) return { rows: [], count: 0 };
      const rows = await joinStockPreorder(matching(q))
        .select([
          'p.id',
          'p.sku',
          'p.name',
          'p.path',
          'p.price_cents',
          'p.price_map_cents',
          'p.price_dealer_cents',
          'p.sale_enabled',
          'p.is_daily_deal',
          'p.discontinued',
          'p.block_backorder',
          ...stockPreorderColumns,
        ])
        .orderBy(skuOrder)
        .orderBy('p.id')
        .limit(limit)
        .offset(offset)
        .$castTo<QuickOrderRow>()
        .execute();
      const total = await matching(q)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirst();
      return { rows, count: Number(total?.n ?? 0) };
    },
    /** Units per sku in the cart with this token. */
    cartQuantities: async (token: string | null): Promise<Map<string, number>> => {
      if (!token) return new Map();
      const rows = await db
        .selectFrom('carts as c')
        .innerJoin('cart_lines as l', 'l.cart_id', 'c.id')
        .innerJoin('products as p', 'p.id', 'l.product_id')
        .select(['p.sku', 'l.quantity'])
        .where('c.token', '=', token)
        .execute();
      return new Map(rows.map((r) => [r.sku, r.quantity]));
    },
  };
}

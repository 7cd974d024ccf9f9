/** Dealer quick-order SQL: purchasable skus (variants and single products) with stock, and cart quantities. */
import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';
import type { ProductRow } from '../catalog/catalog.repo.js';
import type { PriceColumns, StockColumns } from '../catalog/catalog.serializer.js';

/** The catalogue's columns a quick-order row needs: its stock columns and its pricing columns. */
export type QuickOrderRow = StockColumns & PriceColumns & Pick<ProductRow, 'id' | 'sku' | 'name' | 'path'>;

export type DealersRepo = ReturnType<typeof createDealersRepo>;

/** LIKE pattern for a contains-search, with %, _ and \ escaped. */
const containsPattern = (q: string): string => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function createDealersRepo(db: Db) {
  const where = `p.enabled_on_site = 1 AND ${shownSkuSql('p.sku')} AND p.is_parent = 0 AND p.product_type <> 'bundle'
    AND (@q = '' OR p.sku LIKE @pattern ESCAPE '\\' OR p.name LIKE @pattern ESCAPE '\\')`;
  const count = db
    .prepare<{ q: string; pattern: string }, number>(`SELECT count(*) FROM products p WHERE ${where}`)
    .pluck();
  const page = db.prepare<{ q: string; pattern: string; limit: number; offset: number }, QuickOrderRow>(`
    SELECT p.id, p.sku, p.name, p.path, p.price_cents, p.price_map_cents, p.price_dealer_cents, p.sale_enabled,
      p.is_daily_deal, p.discontinued, p.block_backorder, s.tpa_wh, s.lv_wh, pi.id AS preorder_id,
      pi.is_pre_order_eligible, pi.is_pre_order_enabled, pi.manual_override_eta_date, pi.in_stock_eta_date
    FROM products p
    LEFT JOIN stock s ON s.product_id = p.id
    LEFT JOIN preorder_info pi ON pi.product_id = p.id
    WHERE ${where}
    ORDER BY p.sku LIMIT @limit OFFSET @offset`);
  const inCart = db.prepare<[string], { sku: string; quantity: number }>(`
    SELECT p.sku, l.quantity FROM carts c
    JOIN cart_lines l ON l.cart_id = c.id
    JOIN products p ON p.id = l.product_id
    WHERE c.token = ?`);

  return {
    search(q: string, limit: number, offset: number): { rows: QuickOrderRow[]; count: number } {
      const params = { q, pattern: containsPattern(q) };
      return { rows: page.all({ ...params, limit, offset }), count: count.get(params) ?? 0 };
    },
    /** Units per sku in the cart with this token. */
    cartQuantities: (token: string | null): Map<string, number> =>
      new Map(token ? inCart.all(token).map((r) => [r.sku, r.quantity]) : []),
  };
}

/** All cart SQL: carts by token, their lines, and the purchase facts of products named by sku. */
import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';
import type { ProductRow } from '../catalog/catalog.repo.js';

export type CartRow = { id: number; token: string; version: number; user_id: number | null };

export type CartLineRow = {
  product_id: number;
  quantity: number;
  is_pre_ordered_item: number;
  position: number;
};

/** What decides whether a sku may go into a cart. */
export type PurchaseFactsRow = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'is_parent'
  | 'enabled_on_site'
  | 'discontinued'
  | 'block_backorder'
  | 'tpa_wh'
  | 'lv_wh'
  | 'preorder_id'
  | 'is_pre_order_eligible'
  | 'is_pre_order_enabled'
  | 'manual_override_eta_date'
  | 'in_stock_eta_date'
>;

export type NewLine = { productId: number; quantity: number; isPreordered: boolean };

export type CartRepo = ReturnType<typeof createCartRepo>;

export function createCartRepo(db: Db) {
  const byToken = db.prepare<[string], CartRow>(
    'SELECT id, token, version, user_id FROM carts WHERE token = ?',
  );
  const latestOfUser = db.prepare<[number], CartRow>(
    'SELECT id, token, version, user_id FROM carts WHERE user_id = ? ORDER BY updated_at DESC, id DESC LIMIT 1',
  );
  const setUser = db.prepare<[number, number]>('UPDATE carts SET user_id = ? WHERE id = ?');
  const insertCart = db.prepare<[string, number | null, string, string]>(
    'INSERT INTO carts (token, version, user_id, created_at, updated_at) VALUES (?, 0, ?, ?, ?)',
  );
  const bump = db
    .prepare<[string, number], number>(
      'UPDATE carts SET version = version + 1, updated_at = ? WHERE id = ? RETURNING version',
    )
    .pluck();
  const lines = db.prepare<[number], CartLineRow>(
    'SELECT product_id, quantity, is_pre_ordered_item, position FROM cart_lines WHERE cart_id = ? ORDER BY position, product_id',
  );
  const deleteLines = db.prepare<[number]>('DELETE FROM cart_lines WHERE cart_id = ?');
  const insertLine = db.prepare<[number, number, number, number, number]>(
    'INSERT INTO cart_lines (cart_id, product_id, quantity, is_pre_ordered_item, position) VALUES (?, ?, ?, ?, ?)',
  );
  // One statement: a new line goes last; an existing one adds up, capped at 1000.
  const upsertLine = db.prepare<{ cartId: number; productId: number; quantity: number; pre: number }>(`
    INSERT INTO cart_lines (cart_id, product_id, quantity, is_pre_ordered_item, position)
    VALUES (@cartId, @productId, @quantity, @pre,
      (SELECT coalesce(max(position) + 1, 0) FROM cart_lines WHERE cart_id = @cartId))
    ON CONFLICT (cart_id, product_id) DO UPDATE SET
      quantity = min(quantity + excluded.quantity, 1000),
      is_pre_ordered_item = excluded.is_pre_ordered_item`);
  const facts = db.prepare<[string], PurchaseFactsRow>(`
    SELECT p.id, p.sku, p.is_parent, p.enabled_on_site, p.discontinued, p.block_backorder, s.tpa_wh, s.lv_wh,
      pi.id AS preorder_id, pi.is_pre_order_eligible, pi.is_pre_order_enabled, pi.manual_override_eta_date,
      pi.in_stock_eta_date
    FROM products p
    LEFT JOIN stock s ON s.product_id = p.id
    LEFT JOIN preorder_info pi ON pi.product_id = p.id
    WHERE p.sku IN (SELECT value FROM json_each(?)) AND ${shownSkuSql('p.sku')}`);

  return {
    findByToken: (token: string): CartRow | null => byToken.get(token) ?? null,
    create(token: string, userId: number | null, nowIso: string): CartRow {
      const id = Number(insertCart.run(token, userId, nowIso, nowIso).lastInsertRowid);
      return { id, token, version: 0, user_id: userId };
    },
    /** The account's most recently written cart. */
    latestOfUser: (userId: number): CartRow | null => latestOfUser.get(userId) ?? null,
    setUser: (cartId: number, userId: number): void => {
      setUser.run(userId, cartId);
    },
    /** Counts a write; returns the new version. */
    bumpVersion: (cartId: number, nowIso: string): number => bump.get(nowIso, cartId) ?? 0,
    linesOf: (cartId: number): CartLineRow[] => lines.all(cartId),
    replaceLines(cartId: number, next: readonly NewLine[]): void {
      deleteLines.run(cartId);
      next.forEach((l, i) => insertLine.run(cartId, l.productId, l.quantity, l.isPreordered ? 1 : 0, i));
    },
    addToLine(cartId: number, line: NewLine): void {
      upsertLine.run({
        cartId,
        productId: line.productId,
        quantity: line.quantity,
        pre: line.isPreordered ? 1 : 0,
      });
    },
    clearLines: (cartId: number): void => {
      deleteLines.run(cartId);
    },
    /** Facts for the skus (matched without regard to case); skus without a product are simply absent. */
    purchaseFactsBySku: (skus: readonly string[]): PurchaseFactsRow[] =>
      skus.length ? facts.all(JSON.stringify(skus)) : [],
  };
}

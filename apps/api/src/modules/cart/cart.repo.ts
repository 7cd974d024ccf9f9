/** All cart SQL: carts by token, their lines, and the purchase facts of products named by sku. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { forUpdate, least } from '../../db/dialect.js';
import { shownSku } from '../../db/shown-sku.js';
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
  const cartColumns = ['id', 'token', 'version', 'user_id'] as const;
  const deleteLines = async (cartId: number): Promise<void> => {
    await db.deleteFrom('cart_lines').where('cart_id', '=', cartId).execute();
  };

  return {
    findByToken: async (token: string): Promise<CartRow | null> =>
      (await db.selectFrom('carts').select(cartColumns).where('token', '=', token).executeTakeFirst()) ??
      null,
    /**
     * The cart behind a token, its row locked until the transaction ends (PostgreSQL; SQLite's write
     * transaction holds the whole store): call inside one, before reading what a write depends on, so
     * that writes to one cart (and checkouts of it) run one after another and see each other's result.
     */
    lockByToken: async (token: string): Promise<CartRow | null> =>
      (await forUpdate(
        db,
        db.selectFrom('carts').select(cartColumns).where('token', '=', token),
      ).executeTakeFirst()) ?? null,
    /** Locks the account's user row (inside a transaction): one sign-in merge of an account at a time. */
    lockUser: async (userId: number): Promise<void> => {
      await forUpdate(db, db.selectFrom('users').select('id').where('id', '=', userId)).execute();
    },
    /** Locks the carts' rows (inside a transaction), in id order so that two lockers never wait on each other. */
    lockCarts: async (ids: readonly number[]): Promise<void> => {
      if (ids.length === 0) return;
      await forUpdate(
        db,
        db
          .selectFrom('carts')
          .select('id')
          .where('id', 'in', [...ids])
          .orderBy('id'),
      ).execute();
    },
    async create(token: string, userId: number | null, nowIso: string): Promise<CartRow> {
      const { id } = await db
        .insertInto('carts')
        .values({ token, version: 0, user_id: userId, created_at: nowIso, updated_at: nowIso })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id, token, version: 0, user_id: userId };
    },
    /** The account's most recently written cart. */
    latestOfUser: async (userId: number): Promise<CartRow | null> =>
      (await db
        .selectFrom('carts')
        .select(cartColumns)
        .where('user_id', '=', userId)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst()) ?? null,
    setUser: async (cartId: number, userId: number): Promise<void> => {
      await db.updateTable('carts').set({ user_id: userId }).where('id', '=', cartId).execute();
    },
    /** Counts a write; returns the new version. */
    bumpVersion: async (cartId: number, nowIso: string): Promise<number> => {
      const row = await db
        .updateTable('carts')
        .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso }))
        .where('id', '=', cartId)
        .returning('version')
        .executeTakeFirst();
      return row?.version ?? 0;
    },
    linesOf: (cartId: number): Promise<CartLineRow[]> =>
      db
        .selectFrom('cart_lines')
        .select(['product_id', 'quantity', 'is_pre_ordered_item', 'position'])
        .where('cart_id', '=', cartId)
        .orderBy('position')
        .orderBy('product_id')
        .execute(),
    async replaceLines(cartId: number, next: readonly NewLine[]): Promise<void> {
      await deleteLines(cartId);
      if (next.length === 0) return;
      await db
        .insertInto('cart_lines')
        .values(
          next.map((l, i) => ({
            cart_id: cartId,
            product_id: l.productId,
            quantity: l.quantity,
            is_pre_ordered_item: l.isPreordered ? 1 : 0,
            position: i,
          })),
        )
        .execute();
    },
    /** One statement: a new line goes last; an existing one adds up, capped at 1000. */
    async addToLine(cartId: number, line: NewLine): Promise<void> {
      await db
        .insertInto('cart_lines')
        .values({
          cart_id: cartId,
          product_id: line.productId,
          quantity: line.quantity,
          is_pre_ordered_item: line.isPreordered ? 1 : 0,
          position: sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM cart_lines
            WHERE cart_id = ${cartId})`,
        })
        .onConflict((oc) =>
          oc.columns(['cart_id', 'product_id']).doUpdateSet({
            // Qualified: in PostgreSQL a bare column of the upsert's SET is ambiguous with `excluded`.
            quantity: least(db, sql<number>`cart_lines.quantity + excluded.quantity`, sql.lit(1000)),
            is_pre_ordered_item: sql<number>`excluded.is_pre_ordered_item`,
          }),
        )
        .execute();
    },
    clearLines: deleteLines,
    /** Facts for the skus (matched without regard to case); skus without a product are simply absent. */
    purchaseFactsBySku: async (skus: readonly string[]): Promise<PurchaseFactsRow[]> => {
      if (skus.length === 0) return [];
      return db
        .selectFrom('products as p')
        .leftJoin('stock as s', 's.product_id', 'p.id')
        .leftJoin('preorder_info as pi', 'pi.product_id', 'p.id')
        .select([
          'p.id',
          'p.sku',
          'p.is_parent',
          'p.enabled_on_site',
          'p.discontinued',
          'p.block_backorder',
          's.tpa_wh',
          's.lv_wh',
          'pi.id as preorder_id',
          'pi.is_pre_order_eligible',
          'pi.is_pre_order_enabled',
          'pi.manual_override_eta_date',
          'pi.in_stock_eta_date',
        ])
        .where('p.sku', 'in', [...skus])
        .where(shownSku('p.sku'))
        .execute();
    },
  };
}

/** All cart SQL: carts by token, their lines, and the purchase facts of products named by sku. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { forUpdate, least } from '../../db/dialect.js';
import { precompiled } from '../../db/precompiled.js';
import { shownSku } from '../../db/shown-sku.js';
import { productSelect, type ProductRow } from '../catalog/catalog.rows.js';

export type CartRow = { id: number; token: string; version: number; user_id: number | null };

export type CartLineRow = {
  product_id: number;
  quantity: number;
  is_pre_ordered_item: number;
  position: number;
};

/** What decides whether a sku may go into a cart: its product's row (which a cart line then shows). */
export type PurchaseFactsRow = ProductRow;

/** A stored line's quantity and its product's row. */
export type CartProductLine = { quantity: number; row: ProductRow };

export type NewLine = { productId: number; quantity: number; isPreordered: boolean };

export type CartRepo = ReturnType<typeof createCartRepo>;

const cartColumns = ['id', 'token', 'version', 'user_id'] as const;

// The queries every cart read or write runs, compiled once (db/precompiled.ts).
const cartByToken = precompiled((ex, token: string) =>
  ex.selectFrom('carts').select(cartColumns).where('token', '=', token),
);
const lockedCartByToken = precompiled((ex, token: string) =>
  forUpdate(ex, ex.selectFrom('carts').select(cartColumns).where('token', '=', token)),
);
/** The cart (its row locked) with the product and quantity of each of its lines: one row per line, or one. */
const lockedCartWithLines = precompiled((ex, token: string) =>
  forUpdate(
    ex,
    ex
      .selectFrom('carts as c')
      .leftJoin('cart_lines as cl', 'cl.cart_id', 'c.id')
      .select(['c.id', 'c.token', 'c.version', 'c.user_id', 'cl.product_id', 'cl.quantity'])
      .where('c.token', '=', token),
    'c',
  ),
);
const linesOfCart = precompiled((ex, cartId: number) =>
  ex
    .selectFrom('cart_lines')
    .select(['product_id', 'quantity', 'is_pre_ordered_item', 'position'])
    .where('cart_id', '=', cartId)
    .orderBy('position')
    .orderBy('product_id'),
);
const linesWithProductsOf = precompiled((ex, cartId: number) =>
  productSelect(ex)
    .innerJoin('cart_lines as cl', 'cl.product_id', 'p.id')
    .select('cl.quantity as line_quantity')
    .where('cl.cart_id', '=', cartId)
    .orderBy('cl.position'),
);
const bumpVersionOf = precompiled((ex, cartId: number, nowIso: string) =>
  ex
    .updateTable('carts')
    .set((eb) => ({ version: eb('version', '+', 1), updated_at: nowIso }))
    .where('id', '=', cartId)
    .returning('version'),
);
/** The lines, in order from position 0: (product id, quantity, pre-ordered 0/1) for each, one shape per count. */
const insertLines = precompiled((ex, cartId: number, ...lines: number[]) =>
  ex.insertInto('cart_lines').values(
    Array.from({ length: lines.length / 3 }, (_, i) => ({
      cart_id: cartId,
      product_id: lines[3 * i]!,
      quantity: lines[3 * i + 1]!,
      is_pre_ordered_item: lines[3 * i + 2]!,
      position: i,
    })),
  ),
);
const deleteLinesOf = precompiled((ex, cartId: number) =>
  ex.deleteFrom('cart_lines').where('cart_id', '=', cartId),
);
/** One statement: a new line goes last; an existing one adds up, capped at 1000. */
const addLine = precompiled((ex, cartId: number, productId: number, quantity: number, preordered: number) =>
  ex
    .insertInto('cart_lines')
    .values({
      cart_id: cartId,
      product_id: productId,
      quantity,
      is_pre_ordered_item: preordered,
      position: sql<number>`(SELECT coalesce(max(position) + 1, 0) FROM cart_lines
        WHERE cart_id = ${cartId})`,
    })
    .onConflict((oc) =>
      oc.columns(['cart_id', 'product_id']).doUpdateSet({
        // Qualified: in PostgreSQL a bare column of the upsert's SET is ambiguous with `excluded`.
        quantity: least(ex, sql<number>`cart_lines.quantity + excluded.quantity`, sql.lit(1000)),
        is_pre_ordered_item: sql<number>`excluded.is_pre_ordered_item`,
      }),
    ),
);

/** What decides whether the skus may go into a cart (one shape per number of skus). */
const purchaseFactsOf = precompiled((ex, ...skus: string[]) =>
  productSelect(ex).where('p.sku', 'in', skus).where(shownSku('p.sku')),
);

export function createCartRepo(db: Db) {
  const deleteLines = async (cartId: number): Promise<void> => {
    await deleteLinesOf(db, cartId);
  };

  return {
    findByToken: async (token: string): Promise<CartRow | null> =>
      (await cartByToken(db, token)).rows[0] ?? null,
    /**
     * The cart behind a token, its row locked until the transaction ends (PostgreSQL; SQLite's write
     * transaction holds the whole store): call inside one, before reading what a write depends on, so
     * that writes to one cart (and checkouts of it) run one after another and see each other's result.
     */
    lockByToken: async (token: string): Promise<CartRow | null> =>
      (await lockedCartByToken(db, token)).rows[0] ?? null,
    /** lockByToken, with what the cart holds: the quantity of each product on it. */
    async lockWithHeld(token: string): Promise<{ cart: CartRow; held: Map<number, number> } | null> {
      const rows = (await lockedCartWithLines(db, token)).rows;
      const first = rows[0];
      if (!first) return null;
      const held = new Map<number, number>();
      for (const r of rows)
        if (r.product_id !== null && r.quantity !== null) held.set(r.product_id, r.quantity);
      const cart = { id: first.id, token: first.token, version: first.version, user_id: first.user_id };
      return { cart, held };
    },
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
    bumpVersion: async (cartId: number, nowIso: string): Promise<number> =>
      (await bumpVersionOf(db, cartId, nowIso)).rows[0]?.version ?? 0,
    /** The cart's lines in order, each with its product's row (one query). */
    linesWithProducts: async (cartId: number): Promise<CartProductLine[]> =>
      // The row keeps line_quantity beside the product's columns: copying 46 columns to drop it cost more.
      (await linesWithProductsOf(db, cartId)).rows.map((row) => ({ quantity: row.line_quantity, row })),
    linesOf: async (cartId: number): Promise<CartLineRow[]> => (await linesOfCart(db, cartId)).rows,
    async replaceLines(cartId: number, next: readonly NewLine[]): Promise<void> {
      await deleteLines(cartId);
      if (next.length === 0) return;
      await insertLines(
        db,
        cartId,
        ...next.flatMap((l) => [l.productId, l.quantity, l.isPreordered ? 1 : 0]),
      );
    },
    /** One statement: a new line goes last; an existing one adds up, capped at 1000. */
    async addToLine(cartId: number, line: NewLine): Promise<void> {
      await addLine(db, cartId, line.productId, line.quantity, line.isPreordered ? 1 : 0);
    },
    clearLines: deleteLines,
    /**
     * Deletes up to `batch` carts of no account last written before `beforeIso` that no order names, oldest
     * first (their lines go with them); answers how many went (decision 061, migration 031's indexes). The
     * outer conditions are checked again on each row: a cart written meanwhile is kept.
     */
    deleteAnonymousBefore: async (beforeIso: string, batch: number): Promise<number> => {
      const result = await db
        .deleteFrom('carts')
        .where('user_id', 'is', null)
        .where('updated_at', '<', beforeIso)
        .where('id', 'in', (eb) =>
          eb
            .selectFrom('carts as c')
            .select('c.id')
            .where('c.user_id', 'is', null)
            .where('c.updated_at', '<', beforeIso)
            .where(({ not, exists, selectFrom }) =>
              not(exists(selectFrom('orders as o').select('o.id').whereRef('o.cart_token', '=', 'c.token'))),
            )
            .orderBy('c.updated_at')
            .limit(batch),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    /** Facts for the skus (matched without regard to case); skus without a product are simply absent. */
    purchaseFactsBySku: async (skus: readonly string[]): Promise<PurchaseFactsRow[]> =>
      skus.length === 0 ? [] : (await purchaseFactsOf(db, ...skus)).rows,
  };
}

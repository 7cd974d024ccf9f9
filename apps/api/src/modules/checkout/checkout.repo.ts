/** Checkout SQL besides the order itself: stock taken, collection flags, 30-day turnover, checkout events. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { forNoKeyUpdate, forUpdate, greatest } from '../../db/dialect.js';
import { precompiled } from '../../db/precompiled.js';

export type CheckoutRepo = ReturnType<typeof createCheckoutRepo>;

export const TURNOVER_WINDOW_DAYS = 30;

export type NewCheckoutEvent = {
  event_name: string;
  server_or_client: string;
  account_id: string | null;
  customer_email: string | null;
  cart_token: string | null;
  line_items: string;
  visitor_id: string;
  created_at: string;
};

// The statements every checkout runs, compiled once (db/precompiled.ts; named prepared statements on
// PostgreSQL): building and compiling them on each order was a sixth of the node's time for an order.
const stockRowsOfCart = precompiled((ex, cartId: number) =>
  forUpdate(
    ex,
    ex
      .selectFrom('stock')
      .select('product_id')
      .where('product_id', 'in', (eb) =>
        eb.selectFrom('cart_lines').select('product_id').where('cart_id', '=', cartId),
      )
      .orderBy('product_id'),
  ),
);
const takeStockOf = precompiled((ex, productId: number, tpa: number, lv: number, nowIso: string) =>
  ex
    .updateTable('stock')
    .set((eb) => ({
      tpa_wh: eb('tpa_wh', '-', tpa),
      lv_wh: eb('lv_wh', '-', lv),
      updated_at: nowIso,
    }))
    .where('product_id', '=', productId)
    .where('tpa_wh', '>=', tpa)
    .where('lv_wh', '>=', lv),
);
const parentOfProduct = precompiled((ex, productId: number) =>
  ex
    .selectFrom('products as child')
    .innerJoin('products as parent', (join) =>
      join.onRef('parent.sku', '=', 'child.variant_parent_sku').on('parent.is_parent', '=', 1),
    )
    .select('parent.id')
    .where('child.id', '=', productId),
);
const collectionFlag = precompiled((ex, productId: number, flag: number) =>
  ex
    .updateTable('collection_products')
    .set({ is_preordered: flag })
    .where('product_id', '=', productId)
    .where('is_preordered', '<>', flag),
);
const turnoverOfDay = precompiled((ex, productId: number, day: string, cents: number) =>
  ex
    .insertInto('turnover_days')
    .values({ product_id: productId, day, cents })
    .onConflict((oc) =>
      oc
        .columns(['product_id', 'day'])
        // Qualified: in PostgreSQL a bare column of the upsert's SET is ambiguous with `excluded`.
        .doUpdateSet({ cents: sql<number>`turnover_days.cents + excluded.cents` }),
    ),
);
const turnoverAdded = precompiled((ex, productId: number, cents: number) =>
  ex
    .updateTable('products')
    .set((eb) => ({ turnover_30d_cents: eb('turnover_30d_cents', '+', cents) }))
    .where('id', '=', productId),
);
const expiredTurnover = precompiled((ex, firstKeptDay: string) =>
  ex.deleteFrom('turnover_days').where('day', '<', firstKeptDay).returning(['product_id', 'cents']),
);

export function createCheckoutRepo(db: Db) {
  return {
    /**
     * Holds a variant family until the transaction ends, by its parent's product row: checkouts of its
     * variants then judge the family's stock one after another, each seeing what the one before took.
     * Take it after the stock rows, parents in id order (no two checkouts then wait on each other in a cycle).
     */
    lockFamily: async (parentId: number): Promise<void> => {
      await forNoKeyUpdate(db, db.selectFrom('products').select('id').where('id', '=', parentId)).execute();
    },
    /**
     * Locks the stock rows of the cart's products until the transaction ends, in product id order (on
     * PostgreSQL; SQLite's write transaction holds the whole store): checkouts sharing a product then
     * plan from the counts the one before them left, and never wait on each other in a cycle.
     */
    lockStockOfCart: async (cartId: number): Promise<void> => {
      await stockRowsOfCart(db, cartId);
    },
    /**
     * Takes units from the two warehouses; false (and nothing changed) when either count is short. Never
     * below zero: the WHERE makes a short count change nothing (and the CHECKs back it up).
     */
    takeStock: async (productId: number, tpa: number, lv: number, nowIso: string): Promise<boolean> =>
      Number((await takeStockOf(db, productId, tpa, lv, nowIso)).numAffectedRows) === 1,
    parentIdOf: async (productId: number): Promise<number | null> =>
      (await parentOfProduct(db, productId)).rows[0]?.id ?? null,
    async setCollectionPreordered(productId: number, preordered: boolean): Promise<void> {
      await collectionFlag(db, productId, preordered ? 1 : 0);
    },
    /** Adds sold value to today's turnover row and to the product's 30-day figure. */
    async addTurnover(productId: number, day: string, cents: number): Promise<void> {
      if (cents <= 0) return;
      await turnoverOfDay(db, productId, day, cents);
      await turnoverAdded(db, productId, cents);
    },
    /**
     * Takes days before `firstKeptDay` out of the 30-day figures. The rows are deleted first and only what this
     * delete removed is subtracted: two checkouts expiring the same days at once (PostgreSQL runs them side by
     * side) subtract each day once, since the second delete waits for the first and then finds nothing.
     */
    async expireTurnoverBefore(firstKeptDay: string): Promise<void> {
      const expired = (await expiredTurnover(db, firstKeptDay)).rows;
      const byProduct = new Map<number, number>();
      for (const row of expired)
        byProduct.set(row.product_id, (byProduct.get(row.product_id) ?? 0) + row.cents);
      // In product id order, as every checkout writes products (no deadlock between them).
      for (const [productId, cents] of [...byProduct].sort(([a], [b]) => a - b))
        await db
          .updateTable('products')
          .set({ turnover_30d_cents: greatest(db, sql.lit(0), sql<number>`turnover_30d_cents - ${cents}`) })
          .where('id', '=', productId)
          .execute();
    },
    /** What each line of an order took from the warehouses (an unpaid order's hold, put back on release). */
    takenStockOf: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .select(['product_id', 'quantity', 'taken_tpa_wh', 'taken_lv_wh'])
        .where('order_id', '=', orderId)
        .orderBy('product_id')
        .execute(),
    /** What each line of an order sold (its product and price), for its turnover once paid (decision 079). */
    soldLinesOf: (orderId: number) =>
      db
        .selectFrom('order_lines')
        .select(['product_id', 'quantity', 'unit_price_cents'])
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute(),
    /** Puts units back in the two warehouses. */
    putBackStock: async (productId: number, tpa: number, lv: number, nowIso: string): Promise<void> => {
      if (tpa === 0 && lv === 0) return;
      await db
        .updateTable('stock')
        .set((eb) => ({ tpa_wh: eb('tpa_wh', '+', tpa), lv_wh: eb('lv_wh', '+', lv), updated_at: nowIso }))
        .where('product_id', '=', productId)
        .execute();
    },
    /**
     * Records a payment provider's webhook event; false when it was recorded before (by this node or another):
     * the primary key makes the first insert the only one (decision 074).
     */
    recordPaymentEvent: async (eventId: string, type: string, nowIso: string): Promise<boolean> => {
      const result = await db
        .insertInto('payment_events')
        .values({ event_id: eventId, type, received_at: nowIso })
        .onConflict((oc) => oc.column('event_id').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },
    insertCheckoutEvent: async (event: NewCheckoutEvent): Promise<void> => {
      await db.insertInto('checkout_events').values(event).execute();
    },
    /** The append-guard store of the checkout events (lib/append-guard.ts). */
    eventLimits: {
      countSince: async (visitorId: string, sinceIso: string, limit: number): Promise<number> => {
        const row = await db
          .selectFrom((eb) =>
            eb
              .selectFrom('checkout_events')
              .select(sql.lit(1).as('one'))
              .where('visitor_id', '=', visitorId)
              .where('created_at', '>=', sinceIso)
              .limit(limit)
              .as('recent'),
          )
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      },
      deleteBefore: async (beforeIso: string, batch: number): Promise<number> => {
        const result = await db
          .deleteFrom('checkout_events')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('checkout_events')
              .select('id')
              .where('created_at', '<', beforeIso)
              .orderBy('created_at')
              .limit(batch),
          )
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      },
    },
  };
}

/**
 * All order SQL: placing an order with its lines, reading it back by key or token, and what happens after
 * the sale (shipping it, the buyer's return requests, moving a return along).
 */
import type { ReturnStatus, Shipment } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/dialect.js';
import { precompiled } from '../../db/precompiled.js';

export type OrderRow = {
  id: number;
  order_number: string;
  confirmation_token: string;
  idempotency_key: string;
  request_fingerprint: string;
  user_id: number | null;
  email: string;
  first_name: string;
  last_name: string;
  phone: string;
  shipping_address: string;
  billing_address: string;
  is_dealer: number;
  original_total_cents: number;
  discounts_total_cents: number;
  subtotal_cents: number;
  shipping_cents: number;
  total_cents: number;
  status: 'paid' | 'cancelled' | 'shipped' | 'refunded';
  card_brand: 'amex' | 'visa' | 'mastercard' | 'discover';
  card_last4: string;
  payment_reference: string;
  cart_token: string | null;
  created_at: string;
  /** After the sale (migrations 012 and 014): shipping, delivery and the sum of refunds. */
  carrier: 'ups' | 'fedex' | 'usps' | 'dhl' | null;
  tracking_number: string | null;
  shipped_at: string | null;
  delivered_at: string | null;
  refunded_cents: number;
  /** Sales tax (migration 033, decision 075): all of it, its part on shipping, what refunds gave back. */
  tax_cents: number;
  shipping_tax_cents: number;
  refunded_tax_cents: number;
  tax_exempt: number;
  /** While set on a paid-status order, its payment is still due (awaiting payment, migration 034). */
  payment_due_at: string | null;
  /** While its payment is due: the nickname of the card the shopper asked to save (migration 042, decision 074). */
  card_nickname: string | null;
};

export type OrderLineRow = {
  position: number;
  product_id: number | null;
  sku: string;
  displayed_sku: string;
  name: string;
  quantity: number;
  unit_price_cents: number;
  original_unit_cents: number;
  is_pre_ordered_item: number;
  taken_tpa_wh: number;
  taken_lv_wh: number;
  child_items: string;
  tax_cents: number;
};

export type NewOrder = Omit<
  OrderRow,
  | 'id'
  | 'order_number'
  | 'status'
  | 'carrier'
  | 'tracking_number'
  | 'shipped_at'
  | 'delivered_at'
  | 'refunded_cents'
  | 'refunded_tax_cents'
  | 'payment_due_at'
  | 'card_nickname'
> &
  Partial<Pick<OrderRow, 'payment_due_at' | 'card_nickname'>>;

export type NewOrderLine = Omit<OrderLineRow, 'position'>;

/** A return request with what the buyer's pages show of its line. */
export type ReturnRow = {
  id: number;
  order_number: string;
  line_position: number;
  sku: string;
  name: string;
  quantity: number;
  reason: string;
  note: string | null;
  status: string;
  created_at: string;
  updated_at: string;
};

export type NewReturn = {
  /** The order's account; null for a guest order (migration 030). */
  user_id: number | null;
  order_id: number;
  line_position: number;
  quantity: number;
  reason: string;
  note: string | null;
  created_at: string;
};

export const orderNumberFor = (id: number): string => `SA-${String(id).padStart(6, '0')}`;

export type OrdersRepo = ReturnType<typeof createOrdersRepo>;

/** An order by one of its keys, compiled once (db/precompiled.ts): every checkout looks its key up twice. */
const orderBy = {
  idempotency_key: precompiled((ex, key: string) =>
    ex.selectFrom('orders').selectAll().where('idempotency_key', '=', key),
  ),
  confirmation_token: precompiled((ex, token: string) =>
    ex.selectFrom('orders').selectAll().where('confirmation_token', '=', token),
  ),
};

export function createOrdersRepo(db: Db) {
  const byColumn = async (column: keyof typeof orderBy, value: string) =>
    ((await orderBy[column](db, value)).rows[0] as OrderRow | undefined) ?? null;
  const returnsQuery = () =>
    db
      .selectFrom('returns as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .innerJoin('order_lines as l', (join) =>
        join.onRef('l.order_id', '=', 'r.order_id').onRef('l.position', '=', 'r.line_position'),
      )
      .select([
        'r.id',
        'o.order_number',
        'r.line_position',
        'l.sku',
        'l.name',
        'r.quantity',
        'r.reason',
        'r.note',
        'r.status',
        'r.created_at',
        'r.updated_at',
      ])
      .$narrowType<{ order_number: string }>();

  return {
    /**
     * Inserts the order and its lines (call with the checkout's transaction); answers the order as stored (its
     * number follows from its id: the update that sets it reads the row back).
     */
    async insert(order: NewOrder, orderLines: readonly NewOrderLine[]): Promise<OrderRow> {
      const { id } = await db
        .insertInto('orders')
        .values({ ...order, status: 'paid' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = (await db
        .updateTable('orders')
        .set({ order_number: orderNumberFor(id) })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow()) as OrderRow;
      if (orderLines.length > 0)
        await db
          .insertInto('order_lines')
          .values(orderLines.map((line, position) => ({ ...line, order_id: id, position })))
          .execute();
      return row;
    },
    findByIdempotencyKey: (key: string): Promise<OrderRow | null> => byColumn('idempotency_key', key),
    findByConfirmationToken: (token: string): Promise<OrderRow | null> =>
      byColumn('confirmation_token', token),
    /** The order with this token, locked until the transaction ends (PostgreSQL; SQLite runs one writer). */
    lockByToken: async (token: string): Promise<OrderRow | null> =>
      ((await forUpdate(
        db,
        db.selectFrom('orders').selectAll().where('confirmation_token', '=', token),
      ).executeTakeFirst()) as OrderRow | undefined) ?? null,
    /** The order with this number (the lookup by number and email compares the email itself). */
    findByNumber: async (orderNumber: string): Promise<OrderRow | null> =>
      ((await db
        .selectFrom('orders')
        .selectAll()
        .where('order_number', '=', orderNumber)
        .executeTakeFirst()) as OrderRow | undefined) ?? null,
    /** The order with this number, locked until the transaction ends (PostgreSQL; SQLite runs one writer). */
    lockByNumber: async (orderNumber: string): Promise<OrderRow | null> =>
      ((await forUpdate(
        db,
        db.selectFrom('orders').selectAll().where('order_number', '=', orderNumber),
      ).executeTakeFirst()) as OrderRow | undefined) ?? null,
    /** The order of a payment (the provider's reference), locked until the transaction ends. */
    lockByPaymentReference: async (reference: string): Promise<OrderRow | null> =>
      ((await forUpdate(
        db,
        db.selectFrom('orders').selectAll().where('payment_reference', '=', reference),
      ).executeTakeFirst()) as OrderRow | undefined) ?? null,
    /** Orders still awaiting payment whose due time passed (oldest first), by payment reference. */
    overdueReferences: async (nowIso: string, limit: number): Promise<string[]> =>
      (
        await db
          .selectFrom('orders')
          .select('payment_reference')
          .where('payment_due_at', '<', nowIso)
          .where('status', '=', 'paid')
          .orderBy('payment_due_at')
          .limit(limit)
          .execute()
      ).map((r) => r.payment_reference),
    /** The payment arrived: the order is paid (no longer due; the card's nickname is the saved card's now). */
    async markPaymentReceived(id: number): Promise<void> {
      await db
        .updateTable('orders')
        .set({ payment_due_at: null, card_nickname: null })
        .where('id', '=', id)
        .execute();
    },
    /** The payment never came: the order is cancelled (its due time stays, which keeps it off the buyer's lists). */
    async cancelUnpaid(id: number): Promise<void> {
      await db
        .updateTable('orders')
        .set({ status: 'cancelled', card_nickname: null })
        .where('id', '=', id)
        .execute();
    },
    /** Marks a paid order shipped with its carrier and tracking number; false when it was not paid. */
    async markShipped(id: number, shipment: Shipment, nowIso: string): Promise<boolean> {
      const row = await db
        .updateTable('orders')
        .set({
          status: 'shipped',
          carrier: shipment.carrier,
          tracking_number: shipment.trackingNumber,
          shipped_at: nowIso,
        })
        .where('id', '=', id)
        .where('status', '=', 'paid')
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The quantity ordered on one line of an order, or null when the order has no such line. */
    orderLineQuantity: async (orderId: number, position: number): Promise<number | null> => {
      const row = await db
        .selectFrom('order_lines')
        .select('quantity')
        .where('order_id', '=', orderId)
        .where('position', '=', position)
        .executeTakeFirst();
      return row?.quantity ?? null;
    },
    /** Units per line position already in returns that were not rejected. */
    returnedByLine: async (orderId: number): Promise<Map<number, number>> => {
      const rows = await db
        .selectFrom('returns')
        .select((eb) => ['line_position', eb.fn.sum<number>('quantity').as('quantity')])
        .where('order_id', '=', orderId)
        .where('status', '<>', 'rejected')
        .groupBy('line_position')
        .execute();
      return new Map(rows.map((r) => [r.line_position, Number(r.quantity)]));
    },
    /** An account's returns, or one order's, newest first. */
    returnsOf: (of: { userId: number } | { orderId: number }): Promise<ReturnRow[]> =>
      ('userId' in of
        ? returnsQuery().where('r.user_id', '=', of.userId)
        : returnsQuery().where('r.order_id', '=', of.orderId)
      )
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id', 'desc')
        .execute(),
    async insertReturn(r: NewReturn): Promise<ReturnRow> {
      const { id } = await db
        .insertInto('returns')
        .values({ ...r, status: 'requested', updated_at: r.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await returnsQuery().where('r.id', '=', id).executeTakeFirst();
      if (!row) throw new Error(`return ${id} vanished`);
      return row;
    },
    /** A return with what its messages name (order, buyer, item, where its page is), locked until the transaction ends. */
    lockReturn: async (id: number) =>
      (await forUpdate(
        db,
        db
          .selectFrom('returns as r')
          .innerJoin('orders as o', 'o.id', 'r.order_id')
          .innerJoin('order_lines as l', (j) =>
            j.onRef('l.order_id', '=', 'r.order_id').onRef('l.position', '=', 'r.line_position'),
          )
          .select([
            'r.id',
            'r.status',
            'r.quantity',
            'o.order_number',
            'o.email',
            'o.first_name',
            'o.user_id',
            'o.confirmation_token',
            'l.name as item',
          ])
          .where('r.id', '=', id),
        ['r'],
      ).executeTakeFirst()) ?? null,
    setReturnStatus: async (id: number, status: ReturnStatus, nowIso: string): Promise<void> => {
      await db.updateTable('returns').set({ status, updated_at: nowIso }).where('id', '=', id).execute();
    },
    findById: async (id: number): Promise<OrderRow | null> =>
      ((await db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst()) as
        OrderRow | undefined) ?? null,
    linesOf: (orderId: number): Promise<OrderLineRow[]> =>
      db
        .selectFrom('order_lines')
        .select([
          'position',
          'product_id',
          'sku',
          'displayed_sku',
          'name',
          'quantity',
          'unit_price_cents',
          'original_unit_cents',
          'is_pre_ordered_item',
          'tax_cents',
          'taken_tpa_wh',
          'taken_lv_wh',
          'child_items',
        ])
        .where('order_id', '=', orderId)
        .orderBy('position')
        .execute(),
  };
}

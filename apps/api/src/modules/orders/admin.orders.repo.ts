/**
 * The back office's order and return SQL (decision 049): the filtered, paged order list (each filter walks an
 * index: orders_created, orders_status_created, orders_dealer_created, orders_email, the order number's
 * unique index), an order's history and refunds, stock put back, and the returns queue.
 */
import {
  OPEN_RETURN_STATUSES,
  shopDayEnd,
  shopDayStart,
  storedStatusOf,
  type AdminOrderListQuery,
  type AdminReturnFilter,
  type ReturnStatus,
} from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { moneyTaken } from './orders.money-taken.js';

export type AdminReturnRow = Awaited<ReturnType<AdminOrdersRepo['returnPage']>>['rows'][number];

export type AdminOrdersRepo = ReturnType<typeof createAdminOrdersRepo>;

export function createAdminOrdersRepo(db: Db) {
  const returns = () =>
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
        'r.reason',
        'r.note',
        'r.decision_note',
        'r.resellable',
        'r.refunded_cents',
        'r.created_at',
        'r.updated_at',
        'r.line_position',
        'o.order_number',
        'o.email',
        'o.first_name',
        'o.last_name',
        'l.sku',
        'l.name as item',
        'l.unit_price_cents',
        'l.quantity as line_quantity',
        'l.taken_tpa_wh',
        'l.taken_lv_wh',
      ]);

  return {
    /** One page of orders, newest first, and how many match. */
    async orderPage(q: AdminOrderListQuery) {
      let base = db.selectFrom('orders as o');
      if (q.order) base = base.where('o.order_number', '=', q.order);
      if (q.email) base = base.where('o.email', '=', q.email);
      if (q.status) base = base.where('o.status', '=', storedStatusOf(q.status));
      if (q.status === 'delivered') base = base.where('o.delivered_at', 'is not', null);
      if (q.status === 'shipped') base = base.where('o.delivered_at', 'is', null);
      // An order awaiting payment keeps the paid status with a due time (migration 034, decision 079).
      if (q.status === 'paid') base = base.where(moneyTaken('o'));
      if (q.status === 'awaiting_payment') base = base.where(sql<boolean>`NOT ${moneyTaken('o')}`);
      if (q.channel) base = base.where('o.is_dealer', '=', q.channel === 'dealer' ? 1 : 0);
      const from = q.from ? shopDayStart(q.from) : null;
      if (from) base = base.where('o.created_at', '>=', from.toISOString());
      const next = q.to ? shopDayEnd(q.to) : null;
      if (next) base = base.where('o.created_at', '<', next.toISOString());
      const [rows, total] = await Promise.all([
        base
          .select((eb) => [
            'o.order_number',
            'o.created_at',
            'o.email',
            'o.first_name',
            'o.last_name',
            'o.status',
            'o.delivered_at',
            'o.payment_due_at',
            'o.is_dealer',
            'o.total_cents',
            'o.refunded_cents',
            eb
              .selectFrom('order_lines as l')
              .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('l.quantity'), sub.lit(0)).as('n'))
              .whereRef('l.order_id', '=', 'o.id')
              .as('item_count'),
          ])
          .orderBy('o.created_at', 'desc')
          .orderBy('o.id', 'desc')
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize)
          .execute(),
        base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },

    events: (orderId: number) =>
      db
        .selectFrom('order_events')
        .select(['id', 'action', 'actor', 'detail', 'created_at'])
        .where('order_id', '=', orderId)
        .orderBy('id')
        .execute(),

    addEvent: async (e: {
      orderId: number;
      action: string;
      actor: string;
      detail: object;
      nowIso: string;
    }) => {
      await db
        .insertInto('order_events')
        .values({
          order_id: e.orderId,
          action: e.action,
          actor: e.actor,
          detail: JSON.stringify(e.detail),
          created_at: e.nowIso,
        })
        .execute();
    },

    /** Records a refund and adds it to the order's sum (the store refuses a sum above the total). */
    addRefund: async (r: {
      orderId: number;
      amountCents: number;
      reason: string;
      returnId: number | null;
      actor: string;
      nowIso: string;
      /** Of the amount: the tax it gives back (decision 075). */
      taxCents: number;
    }) => {
      await db
        .insertInto('order_refunds')
        .values({
          order_id: r.orderId,
          amount_cents: r.amountCents,
          tax_cents: r.taxCents,
          reason: r.reason,
          return_id: r.returnId,
          actor: r.actor,
          created_at: r.nowIso,
        })
        .execute();
      await db
        .updateTable('orders')
        .set((eb) => ({
          refunded_cents: eb('refunded_cents', '+', r.amountCents),
          refunded_tax_cents: eb('refunded_tax_cents', '+', r.taxCents),
        }))
        .where('id', '=', r.orderId)
        .execute();
    },

    setStatus: async (orderId: number, status: 'cancelled' | 'refunded') => {
      await db.updateTable('orders').set({ status }).where('id', '=', orderId).execute();
    },

    markDelivered: async (orderId: number, nowIso: string) => {
      await db.updateTable('orders').set({ delivered_at: nowIso }).where('id', '=', orderId).execute();
    },

    /** The stock each line took (checkout's record), to put back. */
    takenStock: (orderId: number, position?: number) => {
      let q = db
        .selectFrom('order_lines')
        .select([
          'position',
          'product_id',
          'quantity',
          'taken_tpa_wh',
          'taken_lv_wh',
          'unit_price_cents',
          'tax_cents',
        ])
        .where('order_id', '=', orderId);
      if (position !== undefined) q = q.where('position', '=', position);
      return q.orderBy('position').execute();
    },

    restock: async (productId: number, tpa: number, lv: number) => {
      if (tpa === 0 && lv === 0) return;
      await db
        .updateTable('stock')
        .set((eb) => ({ tpa_wh: eb('tpa_wh', '+', tpa), lv_wh: eb('lv_wh', '+', lv) }))
        .where('product_id', '=', productId)
        .execute();
    },

    /** One page of returns, oldest first (the queue's order), and how many match. */
    async returnPage(q: { status?: AdminReturnFilter; page: number; pageSize: number }) {
      let rows = returns();
      let count = db.selectFrom('returns');
      if (q.status) {
        const statuses: readonly ReturnStatus[] = q.status === 'open' ? OPEN_RETURN_STATUSES : [q.status];
        rows = rows.where('r.status', 'in', statuses);
        count = count.where('status', 'in', statuses);
      }
      const [page, total] = await Promise.all([
        rows
          .orderBy('r.created_at')
          .orderBy('r.id')
          .limit(q.pageSize)
          .offset((q.page - 1) * q.pageSize)
          .execute(),
        count.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: page, total: Number(total.n) };
    },

    returnById: async (id: number) => (await returns().where('r.id', '=', id).executeTakeFirst()) ?? null,

    /** The order and line a return is of. */
    returnLine: (id: number) =>
      db
        .selectFrom('returns as r')
        .innerJoin('orders as o', 'o.id', 'r.order_id')
        .select(['r.order_id', 'r.line_position', 'r.quantity', 'o.order_number'])
        .where('r.id', '=', id)
        .executeTakeFirstOrThrow(),

    /** Units of an order's line that refunded returns other than `exceptReturnId` gave back. */
    refundedUnitsOfLine: async (
      orderId: number,
      position: number,
      exceptReturnId: number,
    ): Promise<number> => {
      const row = await db
        .selectFrom('returns')
        .select((eb) => eb.fn.sum<number | string | null>('quantity').as('units'))
        .where('order_id', '=', orderId)
        .where('line_position', '=', position)
        .where('status', '=', 'refunded')
        .where('refunded_cents', 'is not', null)
        .where('id', '!=', exceptReturnId)
        .executeTakeFirst();
      return Number(row?.units ?? 0);
    },

    setReturn: async (
      id: number,
      set: { decision_note?: string; resellable?: number; refunded_cents?: number },
    ) => {
      await db.updateTable('returns').set(set).where('id', '=', id).execute();
    },
  };
}

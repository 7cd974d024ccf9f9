/**
 * The back office's orders (decision 049): the list and an order's detail with its history, and the
 * status changes the domain allows (ship through the fulfilment's markShipped, deliver, cancel before
 * shipping, refund). Each change runs in one transaction that holds the order's row (FOR UPDATE on
 * PostgreSQL; SQLite has one writer), writes the order's history and the audit log, and queues the buyer's
 * mail; a refund goes through the payment provider inside it, so two refunds at once cannot pass what was
 * paid. Stock put back by a cancel is published on the 'catalog' topic after the commit.
 */
import {
  canCancel,
  canDeliver,
  orderStage,
  refundableCents,
  restockOf,
  type AdminOrder,
  type AdminOrderList,
  type AdminOrderListQuery,
  type Shipment,
} from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { PaymentProvider } from '../../lib/payment-provider.js';
import type { MailQueue } from '../mail/mail.queue.js';
import type { RenderedMail } from '../mail/mail.layout.js';
import type { Fulfilment } from './orders.fulfilment.js';
import { createOrdersRepo, type OrderRow } from './orders.repo.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { conflict, recordChange, refundInside, stageOf } from './admin.orders.changes.js';
import { orderDetail } from './admin.orders.detail.js';
import { createAdminOrdersRepo } from './admin.orders.repo.js';

export type AdminOrdersDeps = {
  db: Db;
  clock: Clock;
  changes: ChangeFeed;
  mail: MailQueue;
  payments: PaymentProvider;
  fulfilment: Fulfilment;
};

export function createAdminOrders(deps: AdminOrdersDeps) {
  const { db, mail } = deps;

  /** One change: the order locked, `run` applied, then mail told and (when stock moved) the catalogue. */
  async function change(
    orderNumber: string,
    run: (trx: Db, order: OrderRow, nowIso: string) => Promise<{ restocked?: boolean } | void>,
  ): Promise<AdminOrder> {
    const nowIso = deps.clock.now().toISOString();
    const { result, restocked } = await db.transaction().execute(async (trx) => {
      const order = await createOrdersRepo(trx).lockByNumber(orderNumber);
      if (!order) throw notFound('No order has this number');
      const done = await run(trx, order, nowIso);
      return { result: await orderDetail(trx, orderNumber), restocked: done?.restocked ?? false };
    });
    mail.committed();
    if (restocked) deps.changes.publish('catalog');
    return result;
  }

  const mailOrder = (
    trx: Db,
    order: OrderRow,
    kind: string,
    key: string,
    message: RenderedMail,
    nowIso: string,
  ) => mail.add(trx, { key: `${kind}:${key}`, kind, to: order.email, ...message }, nowIso);

  return {
    async list(q: AdminOrderListQuery): Promise<AdminOrderList> {
      const { rows, total } = await createAdminOrdersRepo(db).orderPage(q);
      return {
        orders: rows.map((r) => ({
          order_number: r.order_number ?? '',
          created_at: r.created_at,
          email: r.email,
          name: `${r.first_name} ${r.last_name}`,
          stage: orderStage(r.status as OrderRow['status'], r.delivered_at, r.payment_due_at),
          is_dealer: r.is_dealer === 1,
          item_count: Number(r.item_count ?? 0),
          total_cents: r.total_cents,
          refunded_cents: r.refunded_cents,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    get: (orderNumber: string): Promise<AdminOrder> => orderDetail(db, orderNumber),

    /** Paid to shipped with carrier and tracking number: the fulfilment's markShipped, with history and audit. */
    async ship(orderNumber: string, shipment: Shipment, actor: AdminActor): Promise<AdminOrder> {
      await deps.fulfilment.markShipped(orderNumber, shipment, (trx, order, now) =>
        recordChange(trx, {
          order,
          actor,
          action: 'shipped',
          before: { stage: stageOf(order) },
          after: { stage: 'shipped', carrier: shipment.carrier, trackingNumber: shipment.trackingNumber },
          nowIso: now.toISOString(),
        }),
      );
      return orderDetail(db, orderNumber);
    },

    deliver: (orderNumber: string, actor: AdminActor): Promise<AdminOrder> =>
      change(orderNumber, async (trx, order, nowIso) => {
        if (!canDeliver(stageOf(order)))
          throw conflict(orderNumber, stageOf(order), 'only a shipped order is delivered');
        await createAdminOrdersRepo(trx).markDelivered(order.id, nowIso);
        await recordChange(trx, {
          order,
          actor,
          action: 'delivered',
          before: { stage: 'shipped' },
          after: { stage: 'delivered' },
          nowIso,
        });
        await mailOrder(
          trx,
          order,
          'order-delivered',
          order.order_number,
          mail.messages.orderDelivered(order),
          nowIso,
        );
      }),

    /** Before shipping: every line's stock goes back where it came from and what is left is refunded in full. */
    cancel: (orderNumber: string, reason: string, actor: AdminActor): Promise<AdminOrder> =>
      change(orderNumber, async (trx, order, nowIso) => {
        if (!canCancel(stageOf(order)))
          throw conflict(orderNumber, stageOf(order), 'only an order not yet shipped is cancelled');
        const repo = createAdminOrdersRepo(trx);
        const left = refundableCents(order.total_cents, order.refunded_cents);
        if (left > 0)
          await refundInside(trx, deps.payments, {
            order,
            amountCents: left,
            reason,
            returnId: null,
            actor,
            nowIso,
          });
        const restocked: { productId: number; tpa: number; lv: number }[] = [];
        for (const line of await repo.takenStock(order.id)) {
          const back = restockOf(
            { quantity: line.quantity, tpa: line.taken_tpa_wh, lv: line.taken_lv_wh },
            line.quantity,
          );
          if (line.product_id === null || back.tpa + back.lv === 0) continue;
          await repo.restock(line.product_id, back.tpa, back.lv);
          restocked.push({ productId: line.product_id, ...back });
        }
        await repo.setStatus(order.id, 'cancelled');
        await recordChange(trx, {
          order,
          actor,
          action: 'cancelled',
          before: { stage: stageOf(order) },
          after: { stage: 'cancelled', reason, refundedCents: left, restocked },
          nowIso,
        });
        await mailOrder(
          trx,
          order,
          'order-cancelled',
          order.order_number,
          mail.messages.orderCancelled(order, left, reason),
          nowIso,
        );
        return { restocked: restocked.length > 0 };
      }),

    refund: (
      orderNumber: string,
      amountCents: number,
      reason: string,
      actor: AdminActor,
    ): Promise<AdminOrder> =>
      change(orderNumber, async (trx, order, nowIso) => {
        const { refundedCents } = await refundInside(trx, deps.payments, {
          order,
          amountCents,
          reason,
          returnId: null,
          actor,
          nowIso,
        });
        await recordChange(trx, {
          order,
          actor,
          action: 'refunded',
          before: { stage: stageOf(order), refundedCents: order.refunded_cents },
          after: { amountCents, refundedCents, reason },
          nowIso,
        });
        const count = (await createAdminOrdersRepo(trx).events(order.id)).length;
        await mailOrder(
          trx,
          order,
          'order-refunded',
          `${order.order_number}:${count}`,
          mail.messages.orderRefunded(order, {
            amountCents,
            totalRefundedCents: refundedCents,
            paidCents: order.total_cents,
            reason,
          }),
          nowIso,
        );
      }),
  };
}

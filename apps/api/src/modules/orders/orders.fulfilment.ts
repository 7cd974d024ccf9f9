/**
 * After the sale (decision 042; the back office's calls: decision 049): marking an order shipped and
 * moving a return along, each with its message to the buyer queued in the same transaction (mail.queue).
 * Only a paid order ships; a return follows canMoveReturn's path, and its approval, arrival and refund
 * each send one message (a refusal too when the shop wrote a note). The back office (decision 049) passes
 * `during`, which runs in the same transaction after the change (its history, audit entry, refund, stock).
 */
import { canMoveReturn, canShip, ShipmentSchema, type ReturnStatus, type Shipment } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MailQueue } from '../mail/mail.queue.js';
import type { ReturnUpdate } from '../mail/mail.templates.js';
import { createOrdersRepo, type OrderRow, type OrdersRepo } from './orders.repo.js';

type LockedReturn = NonNullable<Awaited<ReturnType<OrdersRepo['lockReturn']>>>;

const MAILED_RETURN_STATUSES: ReadonlySet<ReturnStatus> = new Set(['approved', 'received', 'refunded']);

export type Fulfilment = ReturnType<typeof createFulfilment>;

export function createFulfilment(deps: { db: Db; clock: Clock; mail: MailQueue }) {
  const { db, clock, mail } = deps;

  /** Runs `fn` in a transaction and, once it committed, tells the mail senders. */
  const withMail = async <T>(fn: (trx: Db, now: Date) => Promise<T>): Promise<T> => {
    const now = clock.now();
    const result = await db.transaction().execute((trx) => fn(trx, now));
    mail.committed();
    return result;
  };

  return {
    /**
     * A paid order becomes shipped with its carrier and tracking number, and the buyer gets the shipping
     * update. 404 for an unknown order, 409 ORDER_NOT_SHIPPABLE for one that is not paid.
     */
    markShipped: async (
      orderNumber: string,
      input: Shipment,
      during?: (trx: Db, order: OrderRow, now: Date) => Promise<void>,
    ): Promise<void> => {
      const shipment = ShipmentSchema.parse(input);
      return withMail(async (trx, now) => {
        const repo = createOrdersRepo(trx);
        const order = await repo.lockByNumber(orderNumber);
        if (!order) throw notFound('No order has this number');
        if (!canShip(order.status) || !(await repo.markShipped(order.id, shipment, now.toISOString())))
          throw new AppError(
            'ORDER_NOT_SHIPPABLE',
            `Order ${orderNumber} is ${order.status}; only a paid order ships`,
          );
        await during?.(trx, order, now);
        await mail.add(
          trx,
          {
            key: `order-shipped:${order.order_number}`,
            kind: 'order-shipped',
            to: order.email,
            ...mail.messages.orderShipped(order, shipment),
          },
          now.toISOString(),
        );
      });
    },

    /**
     * Moves a return to `to` when its path allows (409 RETURN_STATUS_CONFLICT otherwise, 404 for an unknown
     * return); approval, arrival and refund each mail the buyer once.
     */
    moveReturn: (
      returnId: number,
      to: ReturnStatus,
      opts: { note?: string; during?: (trx: Db, ret: LockedReturn, now: Date) => Promise<void> } = {},
    ): Promise<void> =>
      withMail(async (trx, now) => {
        const repo = createOrdersRepo(trx);
        const ret = await repo.lockReturn(returnId);
        if (!ret) throw notFound('No return has this id');
        if (!canMoveReturn(ret.status as ReturnStatus, to))
          throw new AppError('RETURN_STATUS_CONFLICT', `A ${ret.status} return cannot become ${to}`);
        await repo.setReturnStatus(ret.id, to, now.toISOString());
        await opts.during?.(trx, ret, now);
        if (!MAILED_RETURN_STATUSES.has(to) && !(to === 'rejected' && opts.note)) return;
        await mail.add(
          trx,
          {
            key: `return-${to}:${ret.id}`,
            kind: `return-${to}`,
            to: ret.email,
            ...mail.messages.returnUpdate(
              {
                order_number: ret.order_number ?? '',
                user_id: ret.user_id,
                confirmation_token: ret.confirmation_token,
                first_name: ret.first_name,
                item: ret.item,
                quantity: ret.quantity,
              },
              to as ReturnUpdate,
              opts.note,
            ),
          },
          now.toISOString(),
        );
      }),
  };
}

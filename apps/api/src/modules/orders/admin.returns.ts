/**
 * The back office's returns queue (decision 049): the requests shoppers make, approved or refused
 * with a note (the note is in the shopper's mail), received (the units go back to stock when the item can be
 * sold again) and refunded through the order's refund path, never above what is left of what was paid. Each
 * step is the fulfilment's moveReturn (its path and its mail), with the order's history, the audit log, the
 * stock and the refund written in the same transaction.
 */
import {
  lineTaxRefund,
  restockOf,
  returnRefundCents,
  refundableCents,
  type AdminReturn,
  type AdminReturnFilter,
  type AdminReturnList,
  type ReturnStatus,
  type ReturnReason,
} from '@shop/domain';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/app-error.js';
import type { PaymentProvider } from '../../lib/payment-provider.js';
import type { Fulfilment } from './orders.fulfilment.js';
import { createOrdersRepo } from './orders.repo.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { recordChange, refundInside } from './admin.orders.changes.js';
import { createAdminOrdersRepo, type AdminReturnRow } from './admin.orders.repo.js';

/** What receive put back (the same restockOf of what the line took). */
const restockedUnits = (r: AdminReturnRow): number => {
  const back = restockOf({ quantity: r.line_quantity, tpa: r.taken_tpa_wh, lv: r.taken_lv_wh }, r.quantity);
  return back.tpa + back.lv;
};

const toReturn = (r: AdminReturnRow): AdminReturn => ({
  id: r.id,
  order_number: r.order_number ?? '',
  email: r.email,
  name: `${r.first_name} ${r.last_name}`,
  sku: r.sku,
  item: r.item,
  quantity: r.quantity,
  reason: r.reason as ReturnReason,
  shopper_note: r.note,
  status: r.status as ReturnStatus,
  decision_note: r.decision_note,
  resellable: r.resellable === null ? null : r.resellable === 1,
  restocked_units: r.resellable === 1 ? restockedUnits(r) : null,
  refunded_cents: r.refunded_cents,
  value_cents: r.unit_price_cents * r.quantity,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

export function createAdminReturns(deps: {
  db: Db;
  changes: ChangeFeed;
  payments: PaymentProvider;
  fulfilment: Fulfilment;
}) {
  const { db } = deps;

  async function get(id: number): Promise<AdminReturn> {
    const row = await createAdminOrdersRepo(db).returnById(id);
    if (!row) throw notFound('No return has this id');
    return toReturn(row);
  }

  /**
   * One step of return `id` to `to`: `apply` runs in moveReturn's transaction after the status changed,
   * with the order's row held; what it returns goes to the order's history and the audit log.
   */
  async function step(
    id: number,
    to: ReturnStatus,
    actor: AdminActor,
    opts: {
      note?: string;
      apply?: (trx: Db, ctx: StepContext) => Promise<Record<string, unknown>>;
    } = {},
  ): Promise<AdminReturn> {
    let restocked = false;
    await deps.fulfilment.moveReturn(id, to, {
      note: opts.note,
      during: async (trx, ret, now) => {
        const nowIso = now.toISOString();
        const line = await createAdminOrdersRepo(trx).returnLine(id);
        const order = await createOrdersRepo(trx).lockByNumber(line.order_number ?? '');
        if (!order) throw notFound('No order has this number');
        const ctx: StepContext = { order, line, nowIso, actor, restocked: () => (restocked = true) };
        const detail = (await opts.apply?.(trx, ctx)) ?? {};
        await recordChange(trx, {
          order,
          actor,
          action: `return-${to}`,
          before: { returnId: id, status: ret.status },
          after: { returnId: id, status: to, sku: ret.item, quantity: ret.quantity, ...detail },
          nowIso,
        });
      },
    });
    if (restocked) deps.changes.publish('catalog');
    return get(id);
  }

  const decide = (id: number, to: 'approved' | 'rejected', note: string, actor: AdminActor) =>
    step(id, to, actor, {
      note,
      apply: async (trx) => {
        await createAdminOrdersRepo(trx).setReturn(id, { decision_note: note });
        return { note };
      },
    });

  return {
    async list(q: { status?: AdminReturnFilter; page: number; pageSize: number }): Promise<AdminReturnList> {
      const { rows, total } = await createAdminOrdersRepo(db).returnPage(q);
      return { returns: rows.map(toReturn), total, page: q.page, pageSize: q.pageSize };
    },
    get,
    approve: (id: number, note: string, actor: AdminActor) => decide(id, 'approved', note, actor),
    reject: (id: number, note: string, actor: AdminActor) => decide(id, 'rejected', note, actor),

    /** The item arrived; when it can be sold again its units go back to the warehouses they left. */
    receive: (id: number, resellable: boolean, actor: AdminActor) =>
      step(id, 'received', actor, {
        apply: async (trx, { order, line, restocked }) => {
          const repo = createAdminOrdersRepo(trx);
          await repo.setReturn(id, { resellable: resellable ? 1 : 0 });
          if (!resellable) return { resellable };
          const [taken] = await repo.takenStock(order.id, line.line_position);
          if (!taken || taken.product_id === null) return { resellable };
          const back = restockOf(
            { quantity: taken.quantity, tpa: taken.taken_tpa_wh, lv: taken.taken_lv_wh },
            line.quantity,
          );
          await repo.restock(taken.product_id, back.tpa, back.lv);
          if (back.tpa + back.lv > 0) restocked();
          return { resellable, restocked: back };
        },
      }),

    /**
     * The order's refund path: the returned units' price and their share of the line's tax (decision 075), or
     * `amountCents`, within what is left.
     */
    refund: (id: number, amountCents: number | undefined, actor: AdminActor) =>
      step(id, 'refunded', actor, {
        apply: async (trx, { order, line, nowIso }) => {
          const repo = createAdminOrdersRepo(trx);
          const [taken] = await repo.takenStock(order.id, line.line_position);
          const lineTax = lineTaxRefund(
            taken?.tax_cents ?? 0,
            taken?.quantity ?? 0,
            await repo.refundedUnitsOfLine(order.id, line.line_position, id),
            line.quantity,
          );
          const amount =
            amountCents ??
            returnRefundCents(
              taken?.unit_price_cents ?? 0,
              line.quantity,
              refundableCents(order.total_cents, order.refunded_cents),
              lineTax,
            );
          const { taxCents } = await refundInside(trx, deps.payments, {
            order,
            amountCents: amount,
            reason: `Return ${id}`,
            returnId: id,
            actor,
            nowIso,
            ...(amountCents === undefined ? { taxCents: lineTax } : {}),
          });
          await repo.setReturn(id, { refunded_cents: amount });
          return { amountCents: amount, taxCents };
        },
      }),
  };
}

type StepContext = {
  order: NonNullable<Awaited<ReturnType<ReturnType<typeof createOrdersRepo>['lockByNumber']>>>;
  line: Awaited<ReturnType<ReturnType<typeof createAdminOrdersRepo>['returnLine']>>;
  nowIso: string;
  actor: AdminActor;
  restocked: () => void;
};

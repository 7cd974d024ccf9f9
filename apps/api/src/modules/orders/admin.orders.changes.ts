/**
 * What every back-office change of an order shares (decision 049): its stage, the history and audit entries,
 * and a refund through the payment provider within what was paid (the order's row is held by the caller).
 */
import { amountTaxRefund, orderStage, refundableCents, refundRefusal, stageAfterRefund } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { PaymentProvider } from '../../lib/payment-provider.js';
import type { OrderRow } from './orders.repo.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { createAdminOrdersRepo } from './admin.orders.repo.js';
import { recordAudit } from '../audit/admin.audit.js';

export const conflict = (number: string, stage: string, what: string) =>
  new AppError('ORDER_STATUS_CONFLICT', `Order ${number} is ${stage}; ${what}`);

export const stageOf = (o: OrderRow) => orderStage(o.status, o.delivered_at, o.payment_due_at);

/** What a change records: the order's history entry and the audit log's, in the change's transaction. */
export async function recordChange(
  trx: Db,
  c: { order: OrderRow; actor: AdminActor; action: string; before: object; after: object; nowIso: string },
): Promise<void> {
  const actor = actorName(c.actor);
  await createAdminOrdersRepo(trx).addEvent({
    orderId: c.order.id,
    action: c.action,
    actor,
    detail: c.after,
    nowIso: c.nowIso,
  });
  await recordAudit(
    trx,
    [
      {
        actor,
        action: `order.${c.action}`,
        entity: 'order',
        entityId: c.order.order_number,
        before: c.before,
        after: c.after,
      },
    ],
    c.nowIso,
  );
}

/**
 * Gives `amountCents` of a locked order back through the payment provider, within what is left (the
 * domain's refundRefusal), and records it with the tax inside it (decision 075: `taxCents` when the caller
 * knows it, a returned line's share; else the order's tax share of the amount); the order becomes refunded
 * once everything went back.
 */
export async function refundInside(
  trx: Db,
  payments: PaymentProvider,
  r: {
    order: OrderRow;
    amountCents: number;
    reason: string;
    returnId: number | null;
    actor: AdminActor;
    nowIso: string;
    taxCents?: number;
  },
): Promise<{ refundedCents: number; taxCents: number }> {
  const { order } = r;
  const refusal = refundRefusal({
    stage: stageOf(order),
    paidCents: order.total_cents,
    refundedCents: order.refunded_cents,
    amountCents: r.amountCents,
  });
  if (refusal === 'REFUND_AMOUNT_INVALID')
    throw new AppError(refusal, 'Refund a whole number of cents above zero');
  if (refusal === 'ORDER_NOT_REFUNDABLE')
    throw conflict(order.order_number, stageOf(order), 'it takes no refund');
  if (refusal)
    throw new AppError(
      refusal,
      `At most ${refundableCents(order.total_cents, order.refunded_cents)} cents are left to refund`,
      { refundableCents: refundableCents(order.total_cents, order.refunded_cents) },
    );
  try {
    await payments.refund(order.payment_reference, r.amountCents);
  } catch {
    throw new AppError(
      'PAYMENT_PROVIDER_FAILED',
      'The payment provider did not take the refund; nothing changed',
    );
  }
  const taxLeft = Math.max(0, order.tax_cents - order.refunded_tax_cents);
  const taxCents = Math.min(
    taxLeft,
    r.amountCents,
    r.taxCents ??
      amountTaxRefund({
        totalCents: order.total_cents,
        taxCents: order.tax_cents,
        refundedCents: order.refunded_cents,
        refundedTaxCents: order.refunded_tax_cents,
        amountCents: r.amountCents,
      }),
  );
  const repo = createAdminOrdersRepo(trx);
  await repo.addRefund({
    taxCents,
    orderId: order.id,
    amountCents: r.amountCents,
    reason: r.reason,
    returnId: r.returnId,
    actor: actorName(r.actor),
    nowIso: r.nowIso,
  });
  const refundedCents = order.refunded_cents + r.amountCents;
  if (
    stageAfterRefund(stageOf(order), order.total_cents, refundedCents) === 'refunded' &&
    order.status !== 'cancelled'
  )
    await repo.setStatus(order.id, 'refunded');
  return { refundedCents, taxCents };
}

/**
 * What happens to an order awaiting payment (decision 074): the provider's webhook says it was paid (the order
 * is paid, its confirmation queued, the amount captured) or that it failed or was cancelled (the order is
 * cancelled and its held stock put back), and the hold job releases every order whose payment is overdue.
 * Each event is handled once across nodes (payment_events' primary key, in the same transaction as its
 * effect), and each change holds the order's row and looks at it again, so the webhook and the job never both
 * act on one order.
 */
import { restockOf } from '@shop/domain';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { PaymentProvider } from '../../lib/payment-provider.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { ordersIn, type OrderRow } from '../orders/orders.service.js';
import { createCheckoutRepo } from './checkout.repo.js';
import { queueConfirmation } from './checkout.service.js';
import { addTurnoverOfOrder } from './checkout.turnover.js';

/** How often a node looks for overdue payments. */
export const PAYMENT_HOLD_SWEEP_EVERY_MS = 60_000;
/** Orders one pass releases at most (the next pass takes the rest). */
const RELEASE_BATCH = 100;

/** A provider's event as the shop reads it: what happened to which payment. */
export type PaymentEvent = {
  id: string;
  type: string;
  /** paid: the amount is held (or taken); failed: it never will be. Anything else is only recorded. */
  outcome: 'paid' | 'failed' | 'other';
  reference: string | null;
  /** The card the payment kept for the provider's customer ("Save this card" with Stripe), saved once paid. */
  keep?: { customer: string; method: string };
};

/** The account's saved cards: a card kept with a payment the bank confirmed after checkout (Stripe). */
export type PaymentCardsPort = {
  saveCardOfPayment(
    userId: number,
    customer: string,
    reference: string,
    nickname: string | null,
  ): Promise<boolean>;
};

export type PaymentEventResult = 'duplicate' | 'paid' | 'released' | 'ignored';

/** True when the order still waits for its payment. */
const awaiting = (row: OrderRow | null): boolean =>
  row !== null && row.status === 'paid' && row.payment_due_at !== null;

type HoldDeps = { db: Db; clock: Clock; logger: Logger; payments: PaymentProvider };

/** Releasing orders whose payment never came (the webhook's failures and the hold job). */
export function createPaymentHolds(deps: HoldDeps) {
  const { db, clock, logger, payments } = deps;

  /** In `trx`: cancels an order awaiting payment and puts its held stock back; false when it no longer waits. */
  async function releaseInside(trx: Db, row: OrderRow | null, nowIso: string): Promise<boolean> {
    if (!row || !awaiting(row)) return false;
    const repo = createCheckoutRepo(trx);
    for (const line of await repo.takenStockOf(row.id)) {
      if (line.product_id === null) continue;
      const back = restockOf(
        { quantity: line.quantity, tpa: line.taken_tpa_wh, lv: line.taken_lv_wh },
        line.quantity,
      );
      await repo.putBackStock(line.product_id, back.tpa, back.lv, nowIso);
    }
    await ordersIn(trx).cancelUnpaid(row.id);
    return true;
  }

  /** After the commit: the provider's side of a change (failures are logged; the order is already right). */
  async function settle(result: PaymentEventResult, reference: string, order: string): Promise<void> {
    try {
      if (result === 'paid') await payments.capture(reference);
      if (result === 'released') await payments.void(reference);
    } catch (err) {
      logger.error({ err, order }, `payment ${result === 'paid' ? 'capture' : 'void'} failed; order kept`);
    }
  }

  return {
    releaseInside,
    settle,
    /** Releases the orders whose payment is overdue; answers how many it released. */
    async releaseOverdue(): Promise<number> {
      const nowIso = clock.now().toISOString();
      let released = 0;
      for (const reference of await ordersIn(db).overdueReferences(nowIso, RELEASE_BATCH)) {
        const row = await db.transaction().execute(async (trx) => {
          const locked = await ordersIn(trx).lockByPaymentReference(reference);
          return (await releaseInside(trx, locked, nowIso)) ? locked : null;
        });
        if (!row) continue;
        released += 1;
        await settle('released', reference, row.order_number);
      }
      if (released > 0) logger.info({ released }, 'released orders whose payment never came');
      return released;
    },
  };
}

export type PaymentHolds = ReturnType<typeof createPaymentHolds>;

/** The provider's webhook events (decision 074). */
export function createPaymentLifecycle(deps: HoldDeps & { mail: MailQueue; cards?: PaymentCardsPort }) {
  const { db, clock, logger, mail, cards } = deps;
  const holds = createPaymentHolds(deps);

  return {
    /** Handles a verified webhook event once; a replayed event (any node) changes nothing. */
    async handle(event: PaymentEvent): Promise<PaymentEventResult> {
      const nowIso = clock.now().toISOString();
      const { result, order } = await db.transaction().execute(async (trx) => {
        if (!(await createCheckoutRepo(trx).recordPaymentEvent(event.id, event.type, nowIso)))
          return { result: 'duplicate' as const, order: null };
        if (event.outcome === 'other' || !event.reference) return { result: 'ignored' as const, order: null };
        const orders = ordersIn(trx);
        const row = await orders.lockByPaymentReference(event.reference);
        if (event.outcome === 'failed')
          return {
            result: (await holds.releaseInside(trx, row, nowIso))
              ? ('released' as const)
              : ('ignored' as const),
            order: row,
          };
        if (!row || !awaiting(row)) {
          // Paid after its hold was released: the money is let go again below.
          const late = row?.status === 'cancelled' && row.payment_due_at !== null;
          return { result: late ? ('released' as const) : ('ignored' as const), order: row };
        }
        await orders.markPaymentReceived(row.id);
        await queueConfirmation(mail, trx, { ...row, payment_due_at: null }, nowIso);
        // Sold now that the money is taken (decision 079); last before the commit, as checkout adds it.
        await addTurnoverOfOrder(createCheckoutRepo(trx), row.id, new Date(nowIso));
        return { result: 'paid' as const, order: row };
      });
      mail.committed();
      if (order && event.reference) await holds.settle(result, event.reference, order.order_number);
      if (result === 'paid' && order?.user_id != null && event.keep && cards) {
        try {
          const { customer, method } = event.keep;
          await cards.saveCardOfPayment(order.user_id, customer, method, order.card_nickname);
        } catch (err) {
          logger.error({ err, order: order.order_number }, 'saving the card failed; order kept');
        }
      }
      if (order) logger.info({ order: order.order_number, event: event.type, result }, 'payment event');
      return result;
    },
    releaseOverdue: holds.releaseOverdue,
  };
}

export type PaymentLifecycle = ReturnType<typeof createPaymentLifecycle>;

/** The hold job: a pass every PAYMENT_HOLD_SWEEP_EVERY_MS on each node (a release is safe on any number). */
export function startPaymentHoldSweeper(
  lifecycle: Pick<PaymentHolds, 'releaseOverdue'>,
  logger: Logger,
  everyMs = PAYMENT_HOLD_SWEEP_EVERY_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const pass = () => {
    if (running) return;
    running = lifecycle
      .releaseOverdue()
      .catch((err: unknown) => logger.error({ err }, 'releasing overdue payments failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(pass, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

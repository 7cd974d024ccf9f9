/**
 * Deletes anonymous carts nobody has written to for ANONYMOUS_CART_DAYS (decision 061): carts of no account whose
 * last write is older than that and that no order names. Any node may run the sweeper; a pass runs under the
 * store's cartSweep lock (db/store-lock.ts), so one node at a time sweeps and a node that finds the lock held
 * leaves the pass to the holder. A pass deletes in batches, each its own statement, oldest first, until a batch
 * comes back short: a backlog is worked off without one long write holding the store.
 */
import type { Db } from '../../db/database.js';
import { STORE_LOCKS, tryUnderStoreLock } from '../../db/store-lock.js';
import type { Clock } from '../../lib/clock.js';
import { createCartRepo } from './cart.repo.js';

/** How often a node tries a pass. */
export const CART_SWEEP_EVERY_MS = 60 * 60_000;
/** Carts one statement deletes at most. */
export const CART_SWEEP_BATCH = 500;
const DAY_MS = 86_400_000;

type Logger = { info(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type CartSweepResult = {
  /** False when another sweep held the lock: it did the work. */
  ran: boolean;
  deleted: number;
};

export type CartSweeper = {
  /** One pass now. */
  sweep(): Promise<CartSweepResult>;
  /** A pass now and every `intervalMs` after, until stop. */
  start(intervalMs?: number): void;
  /** Stops the passes and waits for the one running. */
  stop(): Promise<void>;
};

export function createCartSweeper(deps: {
  db: Db;
  clock: Clock;
  /** ANONYMOUS_CART_DAYS. */
  keepDays: number;
  logger?: Logger;
}): CartSweeper {
  async function sweep(): Promise<CartSweepResult> {
    const before = new Date(deps.clock.now().getTime() - deps.keepDays * DAY_MS).toISOString();
    const pass = await tryUnderStoreLock(deps.db, STORE_LOCKS.cartSweep, async (conn) => {
      const repo = createCartRepo(conn);
      let deleted = 0;
      for (;;) {
        const count = await repo.deleteAnonymousBefore(before, CART_SWEEP_BATCH);
        deleted += count;
        if (count < CART_SWEEP_BATCH) return deleted;
      }
    });
    return pass.ran ? { ran: true, deleted: pass.value } : { ran: false, deleted: 0 };
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;

  const pass = () => {
    if (running) return;
    running = sweep()
      .then(({ deleted }) => {
        if (deleted > 0) deps.logger?.info({ deleted }, 'swept old anonymous carts');
      })
      .catch((err: unknown) => deps.logger?.error({ err }, 'sweeping anonymous carts failed'))
      .finally(() => {
        running = null;
      });
  };

  return {
    sweep,
    start(intervalMs = CART_SWEEP_EVERY_MS) {
      timer = setInterval(pass, intervalMs);
      timer.unref();
      pass();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}

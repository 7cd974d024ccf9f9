/**
 * Delivers the outbox. Any node may run a sender: each message is claimed with a lease before it is handed to
 * the transport (mail.repo's claimNext), marked sent once the transport accepted it, and tried again with a
 * growing delay when it was not, until MAX_ATTEMPTS. A node killed between the commit that queued a message
 * and its delivery only delays it: the message waits in the store for the next pass of any node.
 */
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { createMailRepo } from './mail.repo.js';
import type { MailTransport } from './mail.transport.js';

/** Attempts before a message is given up (status 'failed'): about a day of retries. */
export const MAX_ATTEMPTS = 10;
/** How long a claimed message is left to its sender before another may try it. */
export const LEASE_MS = 2 * 60_000;

/** The wait before attempt `attempts + 1` after `attempts` failed ones: 30 s doubling, at most 4 hours. */
export const retryDelayMs = (attempts: number): number =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 4 * 3_600_000);

type Logger = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type MailSender = {
  /** Sends every message due now, one after another; answers how many were sent. */
  deliverDue(): Promise<number>;
  /** Runs deliverDue every `intervalMs` and whenever `wake` is called, until stop. */
  start(intervalMs: number): void;
  /** Asks for a pass soon (a message was just queued). */
  wake(): void;
  /** Stops the passes and waits for the one running. */
  stop(): Promise<void>;
};

export function createMailSender(deps: {
  db: Db;
  transport: MailTransport;
  clock: Clock;
  logger: Logger;
  /** When started, a pass also runs whenever any node queued mail (the 'mail' topic). */
  changes?: ChangeFeed;
}): MailSender {
  const repo = createMailRepo(deps.db);
  const iso = (ms: number) => new Date(ms).toISOString();

  async function deliverDue(): Promise<number> {
    let sent = 0;
    for (;;) {
      const now = deps.clock.now().getTime();
      const row = await repo.claimNext(iso(now), iso(now + LEASE_MS));
      if (!row) return sent;
      try {
        await deps.transport.send({
          key: row.message_key,
          to: row.to_address,
          subject: row.subject,
          html: row.html,
          text: row.text,
          headers: JSON.parse(row.headers) as Record<string, string>,
        });
        await repo.markSent(row.id, deps.clock.now().toISOString());
        sent += 1;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retryAt = row.attempts >= MAX_ATTEMPTS ? null : iso(now + retryDelayMs(row.attempts));
        await repo.markFailed(row.id, message, retryAt);
        deps.logger.warn(
          { key: row.message_key, attempts: row.attempts, err: message, retryAt },
          retryAt ? 'mail not accepted; will retry' : 'mail given up',
        );
      }
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  let unsubscribe: (() => void) | null = null;

  const pass = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = deliverDue()
      .catch((err: unknown) => deps.logger.error({ err }, 'mail delivery pass failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  };

  return {
    deliverDue,
    start(intervalMs) {
      timer = setInterval(pass, intervalMs);
      timer.unref();
      unsubscribe = deps.changes?.subscribe('mail', pass) ?? null;
      pass();
    },
    wake: pass,
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      unsubscribe?.();
      await running;
    },
  };
}

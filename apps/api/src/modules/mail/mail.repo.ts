/** All mail SQL: the outbox, where a message waits from the transaction that caused it until it is sent. */
import type { Db } from '../../db/database.js';
import { precompiled } from '../../db/precompiled.js';

export type OutgoingMail = {
  /** One message per key, ever (e.g. 'order-confirmation:SA-123456'): queueing it again changes nothing. */
  key: string;
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  headers?: Record<string, string>;
};

export type OutboxRow = {
  id: number;
  message_key: string;
  kind: string;
  to_address: string;
  subject: string;
  html: string;
  text: string;
  headers: string;
  status: 'queued' | 'sent' | 'failed';
  attempts: number;
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
};

// The statements of every message, compiled once (db/precompiled.ts): an order queues, claims and sends one.
const queued = precompiled(
  (
    ex,
    key: string,
    kind: string,
    to: string,
    subject: string,
    html: string,
    text: string,
    headers: string,
    nowIso: string,
  ) =>
    ex
      .insertInto('mail_outbox')
      .values({
        message_key: key,
        kind,
        to_address: to,
        subject,
        html,
        text,
        headers,
        next_attempt_at: nowIso,
        created_at: nowIso,
      })
      .onConflict((oc) => oc.column('message_key').doNothing())
      .returning('id'),
);
const claimed = precompiled((ex, nowIso: string, leaseUntil: string) =>
  ex
    .updateTable('mail_outbox')
    .set((eb) => ({ next_attempt_at: leaseUntil, attempts: eb('attempts', '+', 1) }))
    .where('id', '=', (eb) =>
      eb
        .selectFrom('mail_outbox')
        .select('id')
        .where('status', '=', 'queued')
        .where('next_attempt_at', '<=', nowIso)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(1),
    )
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', nowIso)
    .returningAll(),
);
const sent = precompiled((ex, id: number, nowIso: string) =>
  ex
    .updateTable('mail_outbox')
    .set({ status: 'sent', sent_at: nowIso, last_error: null })
    .where('id', '=', id),
);

export function createMailRepo(db: Db) {
  return {
    /** Queues the message unless its key was queued before; true when this call queued it. */
    async enqueue(mail: OutgoingMail, nowIso: string): Promise<boolean> {
      const { rows } = await queued(
        db,
        mail.key,
        mail.kind,
        mail.to,
        mail.subject,
        mail.html,
        mail.text,
        JSON.stringify(mail.headers ?? {}),
        nowIso,
      );
      return rows.length > 0;
    },
    /**
     * Claims the next due message for this sender: its next attempt moves to `leaseUntil` and its attempts
     * count up, in one statement. A second node claiming at the same moment re-checks the row after the first
     * one's update and finds it no longer due (PostgreSQL), or runs after it (SQLite): no message goes to two.
     */
    async claimNext(nowIso: string, leaseUntil: string): Promise<OutboxRow | null> {
      const [row] = (await claimed(db, nowIso, leaseUntil)).rows;
      return (row as OutboxRow | undefined) ?? null;
    },
    markSent: async (id: number, nowIso: string): Promise<void> => {
      await sent(db, id, nowIso);
    },
    /** A failed attempt: tried again at `retryAt`, or given up (status 'failed') when retryAt is null. */
    markFailed: async (id: number, error: string, retryAt: string | null): Promise<void> => {
      await db
        .updateTable('mail_outbox')
        .set({
          last_error: error.slice(0, 1000),
          ...(retryAt === null ? { status: 'failed' as const } : { next_attempt_at: retryAt }),
        })
        .where('id', '=', id)
        .execute();
    },
    byId: async (id: number): Promise<OutboxRow | null> =>
      ((await db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirst()) as
        OutboxRow | undefined) ?? null,
    /** The newest messages first (the development outbox page, tests). */
    recent: (limit: number): Promise<OutboxRow[]> =>
      db.selectFrom('mail_outbox').selectAll().orderBy('id', 'desc').limit(limit).execute() as Promise<
        OutboxRow[]
      >,
  };
}

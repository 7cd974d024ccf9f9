/** Push subscription SQL: upsert by endpoint, the list to send to, results and the send log. */
import type { Db } from '../../db/database.js';

export type PushSubscriptionRow = {
  id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  user_id: number | null;
  created_at: string;
  updated_at: string;
  last_success_at: string | null;
  failures: number;
};

export type PushSendLog = {
  title: string;
  body: string;
  url: string;
  total: number;
  delivered: number;
  removed: number;
  failed: number;
  skipped: number;
  started_at: string;
  finished_at: string;
};

export type PushRepo = ReturnType<typeof createPushRepo>;

export function createPushRepo(db: Db) {
  return {
    upsert: async (
      s: { endpoint: string; p256dh: string; auth: string; userId: number | null },
      nowIso: string,
    ): Promise<void> => {
      await db
        .insertInto('push_subscriptions')
        .values({
          endpoint: s.endpoint,
          p256dh: s.p256dh,
          auth: s.auth,
          user_id: s.userId,
          created_at: nowIso,
          updated_at: nowIso,
        })
        .onConflict((oc) =>
          oc.column('endpoint').doUpdateSet((eb) => ({
            p256dh: eb.ref('excluded.p256dh'),
            auth: eb.ref('excluded.auth'),
            user_id: eb.fn.coalesce('excluded.user_id', 'push_subscriptions.user_id'),
            updated_at: eb.ref('excluded.updated_at'),
            failures: 0,
          })),
        )
        .execute();
    },
    all: (): Promise<PushSubscriptionRow[]> =>
      db.selectFrom('push_subscriptions').selectAll().orderBy('id').execute(),
    markDelivered: async (id: number, nowIso: string): Promise<void> => {
      await db
        .updateTable('push_subscriptions')
        .set({ last_success_at: nowIso, failures: 0 })
        .where('id', '=', id)
        .execute();
    },
    markFailed: async (id: number): Promise<void> => {
      await db
        .updateTable('push_subscriptions')
        .set((eb) => ({ failures: eb('failures', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    remove: async (id: number): Promise<void> => {
      await db.deleteFrom('push_subscriptions').where('id', '=', id).execute();
    },
    logSend: async (entry: PushSendLog): Promise<void> => {
      await db.insertInto('push_sends').values(entry).execute();
    },
    /** How many subscriptions are stored. */
    count: async (): Promise<number> =>
      Number(
        (
          await db
            .selectFrom('push_subscriptions')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    /** The latest `limit` sends, the newest first. */
    recentSends: (limit: number) =>
      db
        .selectFrom('push_sends')
        .select([
          'id',
          'title',
          'body',
          'url',
          'total',
          'delivered',
          'removed',
          'failed',
          'skipped',
          'started_at',
        ])
        .orderBy('id', 'desc')
        .limit(limit)
        .execute(),
  };
}

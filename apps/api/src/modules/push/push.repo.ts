/** Push subscription SQL: upsert by endpoint, the list to send to, results and the send log. */
import type { Db } from '../../db/connection.js';

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
  const upsert = db.prepare<{
    endpoint: string;
    p256dh: string;
    auth: string;
    user_id: number | null;
    now: string;
  }>(`
    INSERT INTO push_subscriptions (endpoint, p256dh, auth, user_id, created_at, updated_at)
    VALUES (@endpoint, @p256dh, @auth, @user_id, @now, @now)
    ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth,
      user_id = coalesce(excluded.user_id, user_id), updated_at = excluded.updated_at, failures = 0`);
  const all = db.prepare<[], PushSubscriptionRow>('SELECT * FROM push_subscriptions ORDER BY id');
  const ok = db.prepare<[string, number]>(
    'UPDATE push_subscriptions SET last_success_at = ?, failures = 0 WHERE id = ?',
  );
  const failed = db.prepare<[number]>('UPDATE push_subscriptions SET failures = failures + 1 WHERE id = ?');
  const remove = db.prepare<[number]>('DELETE FROM push_subscriptions WHERE id = ?');
  const log = db.prepare<PushSendLog>(`
    INSERT INTO push_sends (title, body, url, total, delivered, removed, failed, skipped, started_at, finished_at)
    VALUES (@title, @body, @url, @total, @delivered, @removed, @failed, @skipped, @started_at, @finished_at)`);

  return {
    upsert: (
      s: { endpoint: string; p256dh: string; auth: string; userId: number | null },
      nowIso: string,
    ): void => {
      upsert.run({ endpoint: s.endpoint, p256dh: s.p256dh, auth: s.auth, user_id: s.userId, now: nowIso });
    },
    all: (): PushSubscriptionRow[] => all.all(),
    markDelivered: (id: number, nowIso: string): void => {
      ok.run(nowIso, id);
    },
    markFailed: (id: number): void => {
      failed.run(id);
    },
    remove: (id: number): void => {
      remove.run(id);
    },
    logSend: (entry: PushSendLog): void => {
      log.run(entry);
    },
  };
}

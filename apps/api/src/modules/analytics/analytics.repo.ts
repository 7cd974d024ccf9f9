/** Analytics SQL: events and the visitors they belong to. */
import type { Db } from '../../db/connection.js';

export type EventRow = {
  type: 'add_to_cart' | 'page_view';
  visitor_id: string;
  session_id: string;
  page_type: string | null;
  path: string;
  page_title: string;
  referrer: string;
  location: string;
  hostname: string;
  search: string;
  hash: string;
  campaign_id: string | null;
  payload: string;
  created_at: string;
};

export type AnalyticsRepo = ReturnType<typeof createAnalyticsRepo>;

export function createAnalyticsRepo(db: Db) {
  const insertEvent = db.prepare<[EventRow]>(`
    INSERT INTO events (type, visitor_id, session_id, page_type, path, page_title, referrer, location, hostname,
      search, hash, campaign_id, payload, created_at)
    VALUES (@type, @visitor_id, @session_id, @page_type, @path, @page_title, @referrer, @location, @hostname,
      @search, @hash, @campaign_id, @payload, @created_at)`);
  const touchVisitor = db.prepare<[{ id: string; campaign_id: string | null; now: string }]>(`
    INSERT INTO visitors (id, campaign_id, first_seen_at, last_seen_at, event_count)
    VALUES (@id, @campaign_id, @now, @now, 1)
    ON CONFLICT (id) DO UPDATE SET last_seen_at = excluded.last_seen_at, event_count = event_count + 1,
      campaign_id = coalesce(excluded.campaign_id, visitors.campaign_id)`);
  const record = db.transaction((row: EventRow) => {
    touchVisitor.run({ id: row.visitor_id, campaign_id: row.campaign_id, now: row.created_at });
    insertEvent.run(row);
  });

  const countSince = db
    .prepare<[string, string, number], number>(
      'SELECT count(*) FROM (SELECT 1 FROM events WHERE visitor_id = ? AND created_at >= ? LIMIT ?)',
    )
    .pluck();
  const deleteEvents = db.prepare<[string, number]>(
    'DELETE FROM events WHERE id IN (SELECT id FROM events WHERE created_at < ? ORDER BY created_at LIMIT ?)',
  );
  const deleteVisitors = db.prepare<[string, number]>(
    'DELETE FROM visitors WHERE id IN (SELECT id FROM visitors WHERE last_seen_at < ? ORDER BY last_seen_at LIMIT ?)',
  );

  return {
    /** Store one event and count it on its visitor. */
    record: (row: EventRow): void => record.immediate(row),
    /** The append-guard store of the events (lib/append-guard.ts); visitors age out with them. */
    limits: {
      countSince: (visitorId: string, sinceIso: string, limit: number): number =>
        countSince.get(visitorId, sinceIso, limit) ?? 0,
      deleteBefore: (beforeIso: string, batch: number): number =>
        Math.max(deleteEvents.run(beforeIso, batch).changes, deleteVisitors.run(beforeIso, batch).changes),
    },
  };
}

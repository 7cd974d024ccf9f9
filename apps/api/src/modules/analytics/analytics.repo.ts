/** Analytics SQL: events and the visitors they belong to. */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

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
  return {
    /** Store one event and count it on its visitor. */
    record: (row: EventRow): Promise<void> =>
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('visitors')
          .values({
            id: row.visitor_id,
            campaign_id: row.campaign_id,
            first_seen_at: row.created_at,
            last_seen_at: row.created_at,
            event_count: 1,
          })
          .onConflict((oc) =>
            oc.column('id').doUpdateSet((eb) => ({
              last_seen_at: eb.ref('excluded.last_seen_at'),
              event_count: eb('visitors.event_count', '+', 1),
              campaign_id: eb.fn.coalesce('excluded.campaign_id', 'visitors.campaign_id'),
            })),
          )
          .execute();
        await trx.insertInto('events').values(row).execute();
      }),
    /** The append-guard store of the events (lib/append-guard.ts); visitors age out with them. */
    limits: {
      countSince: async (visitorId: string, sinceIso: string, limit: number): Promise<number> => {
        const recent = db
          .selectFrom('events')
          .select(sql<number>`1`.as('one'))
          .where('visitor_id', '=', visitorId)
          .where('created_at', '>=', sinceIso)
          .limit(limit)
          .as('recent');
        const row = await db
          .selectFrom(recent)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst();
        return Number(row?.n ?? 0);
      },
      deleteBefore: async (beforeIso: string, batch: number): Promise<number> => {
        const events = await db
          .deleteFrom('events')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('events')
              .select('id')
              .where('created_at', '<', beforeIso)
              .orderBy('created_at')
              .limit(batch),
          )
          .executeTakeFirst();
        const visitors = await db
          .deleteFrom('visitors')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('visitors')
              .select('id')
              .where('last_seen_at', '<', beforeIso)
              .orderBy('last_seen_at')
              .limit(batch),
          )
          .executeTakeFirst();
        return Math.max(Number(events.numDeletedRows), Number(visitors.numDeletedRows));
      },
    },
  };
}

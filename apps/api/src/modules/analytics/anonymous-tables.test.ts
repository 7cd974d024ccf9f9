/**
 * The anonymous append-only tables (analytics events and their visitors, checkout events): rows past the
 * retention period go on the next write, and one visitor adds a capped number of rows a day while the
 * beacon keeps answering success.
 */
import { ErrorBodySchema } from '@shop/domain';
import { sql, type RawBuilder } from 'kysely';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PRUNE_BATCH } from '../../lib/append-guard.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';

const DAY = 86_400_000;
const LIMITS = { retentionDays: 30, perVisitorPerDay: 3 };
/** EVENTS_PER_IP_PER_DAY here: above what the other tests send from their one address. */
const IP_BUDGET = 8;
const ago = (ms: number) => new Date(TEST_NOW.getTime() - ms).toISOString();

const eventData = {
  path: '/products/skar-evl-12',
  pageTitle: 'EVL-12',
  location: 'http://localhost/',
  hostname: 'localhost',
};

const BEACONS = [
  {
    table: 'events',
    path: '/api/analytics/events/page-view',
    body: { eventData },
  },
  {
    table: 'events',
    path: '/api/analytics/events/add-to-cart',
    body: { item: { sku: 'EVL-12-D2', quantity: 1, price: 149.99 }, totalPrice: 149.99, eventData },
  },
  {
    table: 'checkout_events',
    path: '/api/checkout-v4/save-checkout-event',
    body: {
      serverOrClient: 'client',
      eventName: 'go_to_checkout_button_clicked',
      lineItems: [{ sku: 'EVL-12-D2', price: 149.99, quantity: 1, price_map: 149.99, price_msrp: 199.99 }],
    },
  },
] as const;

let t: TestApp;
beforeEach(async () => {
  t = await makeApp({
    seed: false,
    configOverrides: { anonymousEvents: LIMITS, eventsPerIpPerDay: IP_BUDGET },
  });
});
afterEach(() => t.close());

type Table = (typeof BEACONS)[number]['table'];

/** How many rows of the table match the condition (all of them without one). */
const count = async (table: Table, where: RawBuilder<unknown> = sql`1 = 1`): Promise<number> => {
  const { rows } = await sql<{
    n: number | string;
  }>`SELECT count(*) AS n FROM ${sql.table(table)} WHERE ${where}`.execute(t.db);
  return Number(rows[0]!.n);
};

/** Rows made `agoMs` before now for a visitor, straight into the table. */
async function insertOld(table: Table, visitor: string, agoMs: number, n = 1): Promise<void> {
  const at = ago(agoMs);
  const rows = Array.from({ length: n }, () => ({ visitor_id: visitor, created_at: at }));
  if (table === 'events')
    await t.db
      .insertInto('events')
      .values(rows.map((row) => ({ ...row, type: 'page_view', session_id: 's', path: '/' })))
      .execute();
  else
    await t.db
      .insertInto('checkout_events')
      .values(
        rows.map((row) => ({
          ...row,
          event_name: 'go_to_checkout_button_clicked',
          server_or_client: 'client',
          line_items: '[]',
        })),
      )
      .execute();
}

describe.each(BEACONS)('$path', ({ table, path, body }) => {
  it(`stores ${LIMITS.perVisitorPerDay} rows per visitor a day, then answers success and stores no more`, async () => {
    const visitor = request.agent(t.app);
    for (let i = 0; i < LIMITS.perVisitorPerDay + 2; i++) {
      const res = await visitor.post(path).send(body).expect(200);
      expect(res.body).toEqual({ status: 'success' });
    }
    expect(await count(table)).toBe(LIMITS.perVisitorPerDay);
    await request(t.app).post(path).send(body).expect(200);
    expect(await count(table)).toBe(LIMITS.perVisitorPerDay + 1);
  });

  it(`answers 429 to a cookieless script from one address past ${IP_BUDGET} events a day`, async () => {
    for (let i = 0; i < IP_BUDGET; i++) await request(t.app).post(path).send(body).expect(200);
    const res = await request(t.app).post(path).send(body).expect(429);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
    expect(await count(table)).toBe(IP_BUDGET);
  });

  it('counts only the last 24 hours against the cap', async () => {
    const visitor = request.agent(t.app);
    await visitor.post(path).send(body).expect(200);
    const id = (await t.db.selectFrom(table).select('visitor_id').executeTakeFirstOrThrow()).visitor_id!;
    await insertOld(table, id, DAY + 1, LIMITS.perVisitorPerDay);
    await insertOld(table, id, DAY - 1, LIMITS.perVisitorPerDay - 2);
    await visitor.post(path).send(body).expect(200);
    await visitor.post(path).send(body).expect(200);
    expect(await count(table, sql`visitor_id = ${id} AND created_at >= ${ago(DAY)}`)).toBe(
      LIMITS.perVisitorPerDay,
    );
  });

  it(`deletes rows older than ${LIMITS.retentionDays} days on a write, a backlog a batch per write`, async () => {
    await insertOld(table, 'old-visitor-000000000', LIMITS.retentionDays * DAY + 1, PRUNE_BATCH + 5);
    await insertOld(table, 'kept-visitor-00000000', LIMITS.retentionDays * DAY);
    await request(t.app).post(path).send(body).expect(200);
    expect(await count(table, sql`visitor_id LIKE 'old-%'`)).toBe(5);
    await request(t.app).post(path).send(body).expect(200);
    expect(await count(table, sql`visitor_id LIKE 'old-%'`)).toBe(0);
    expect(await count(table, sql`visitor_id LIKE 'kept-%'`)).toBe(1);
  });
});

it('forgets visitors not seen within the retention period', async () => {
  await t.db
    .insertInto('visitors')
    .values([
      {
        id: 'gone',
        first_seen_at: ago(400 * DAY),
        last_seen_at: ago(LIMITS.retentionDays * DAY + 1),
        event_count: 1,
      },
      {
        id: 'back',
        first_seen_at: ago(400 * DAY),
        last_seen_at: ago(LIMITS.retentionDays * DAY),
        event_count: 1,
      },
    ])
    .execute();
  await request(t.app).post(BEACONS[0].path).send(BEACONS[0].body).expect(200);
  const left = await t.db
    .selectFrom('visitors')
    .select('id')
    .where('id', 'in', ['gone', 'back'])
    .orderBy('id')
    .execute();
  expect(left.map((row) => row.id)).toEqual(['back']);
});

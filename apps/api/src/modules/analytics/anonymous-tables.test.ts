/**
 * The anonymous append-only tables (analytics events and their visitors, checkout events): rows past the
 * retention period go on the next write, and one visitor adds a capped number of rows a day while the
 * beacon keeps answering success.
 */
import { ErrorBodySchema } from '@shop/domain';
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

const count = (sql: string, ...args: unknown[]) =>
  t.db
    .prepare(sql)
    .pluck()
    .get(...args) as number;

/** Rows made `agoMs` before now for a visitor, straight into the table. */
function insertOld(table: string, visitor: string, agoMs: number, n = 1): void {
  const at = ago(agoMs);
  const sql =
    table === 'events'
      ? `INSERT INTO events (type, visitor_id, session_id, path, created_at) VALUES ('page_view', ?, 's', '/', ?)`
      : `INSERT INTO checkout_events (event_name, server_or_client, line_items, visitor_id, created_at)
         VALUES ('go_to_checkout_button_clicked', 'client', '[]', ?, ?)`;
  const insert = t.db.prepare(sql);
  t.db.transaction(() => {
    for (let i = 0; i < n; i++) insert.run(visitor, at);
  })();
}

describe.each(BEACONS)('$path', ({ table, path, body }) => {
  it(`stores ${LIMITS.perVisitorPerDay} rows per visitor a day, then answers success and stores no more`, async () => {
    const visitor = request.agent(t.app);
    for (let i = 0; i < LIMITS.perVisitorPerDay + 2; i++) {
      const res = await visitor.post(path).send(body).expect(200);
      expect(res.body).toEqual({ status: 'success' });
    }
    expect(count(`SELECT count(*) FROM ${table}`)).toBe(LIMITS.perVisitorPerDay);
    await request(t.app).post(path).send(body).expect(200);
    expect(count(`SELECT count(*) FROM ${table}`)).toBe(LIMITS.perVisitorPerDay + 1);
  });

  it(`answers 429 to a cookieless script from one address past ${IP_BUDGET} events a day`, async () => {
    for (let i = 0; i < IP_BUDGET; i++) await request(t.app).post(path).send(body).expect(200);
    const res = await request(t.app).post(path).send(body).expect(429);
    expect(ErrorBodySchema.parse(res.body).error.code).toBe('RATE_LIMITED');
    expect(count(`SELECT count(*) FROM ${table}`)).toBe(IP_BUDGET);
  });

  it('counts only the last 24 hours against the cap', async () => {
    const visitor = request.agent(t.app);
    await visitor.post(path).send(body).expect(200);
    const id = count(`SELECT visitor_id FROM ${table}`) as unknown as string;
    insertOld(table, id, DAY + 1, LIMITS.perVisitorPerDay);
    insertOld(table, id, DAY - 1, LIMITS.perVisitorPerDay - 2);
    await visitor.post(path).send(body).expect(200);
    await visitor.post(path).send(body).expect(200);
    expect(
      count(`SELECT count(*) FROM ${table} WHERE visitor_id = ? AND created_at >= ?`, id, ago(DAY)),
    ).toBe(LIMITS.perVisitorPerDay);
  });

  it(`deletes rows older than ${LIMITS.retentionDays} days on a write, a backlog a batch per write`, async () => {
    insertOld(table, 'old-visitor-000000000', LIMITS.retentionDays * DAY + 1, PRUNE_BATCH + 5);
    insertOld(table, 'kept-visitor-00000000', LIMITS.retentionDays * DAY);
    await request(t.app).post(path).send(body).expect(200);
    expect(count(`SELECT count(*) FROM ${table} WHERE visitor_id LIKE 'old-%'`)).toBe(5);
    await request(t.app).post(path).send(body).expect(200);
    expect(count(`SELECT count(*) FROM ${table} WHERE visitor_id LIKE 'old-%'`)).toBe(0);
    expect(count(`SELECT count(*) FROM ${table} WHERE visitor_id LIKE 'kept-%'`)).toBe(1);
  });
});

it('forgets visitors not seen within the retention period', async () => {
  const insert = t.db.prepare(
    `INSERT INTO visitors (id, first_seen_at, last_seen_at, event_count) VALUES (?, ?, ?, 1)`,
  );
  insert.run('gone', ago(400 * DAY), ago(LIMITS.retentionDays * DAY + 1));
  insert.run('back', ago(400 * DAY), ago(LIMITS.retentionDays * DAY));
  await request(t.app).post(BEACONS[0].path).send(BEACONS[0].body).expect(200);
  expect(t.db.prepare('SELECT id FROM visitors WHERE id IN (?, ?)').pluck().all('gone', 'back')).toEqual([
    'back',
  ]);
});

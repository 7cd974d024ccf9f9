/**
 * Crash safety: the real server process is killed with SIGKILL in the middle of a stream of checkouts,
 * restarted on the same database (a SQLite file, or under SHOP_TEST_STORE=postgres a PostgreSQL database
 * of its own), and must still hold every order it acknowledged (with its lines), conserve stock (units in
 * the warehouses + units sold = units at the start, per sku) and, on SQLite, pass PRAGMA integrity_check.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CartResponseSchema, CheckoutResponseSchema, OrderSchema, type CheckoutResponse } from '@shop/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/database.js';
import { migrateStore } from '../../db/migrate-store.js';
import {
  killAndWait,
  SPAWNING_TEST_TIMEOUT_MS,
  startServer,
  waitFor,
  waitUntilServing,
  type ServerProcess,
} from '../../test/server-process.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { openTestStore, testStoreKind, type TestStore } from '../../test/test-store.js';

const SKUS = ['X-ONE', 'X-TWO', 'X-THREE', 'X-FOUR', 'X-FIVE'];
const START = { tpa: 400, lv: 400 };
const WORKERS = 6;

describe('checkout survives SIGKILL mid-stream', () => {
  let dir: string;
  let dbPath: string;
  /** PostgreSQL: the test's own database, and what the server is told to use (DATABASE_URL). */
  let postgres: TestStore | null = null;
  let serverEnv: Record<string, string> = {};
  let base: string;
  const children: ServerProcess[] = [];

  /** The store the servers ran on, opened by the test (SQLite: the file; PostgreSQL: its own pool). */
  const openShopStore = () =>
    postgres ? postgres.store : openStore({ databasePath: dbPath, databaseUrl: null, databasePoolSize: 1 });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'));
    dbPath = path.join(dir, 'shop.db');
    if (testStoreKind() === 'postgres') {
      postgres = await openTestStore(dir, { seed: false, now: new Date() });
      serverEnv = { DATABASE_URL: postgres.databaseUrl! };
    }
    const store = openShopStore();
    await migrateStore(store.db);
    // A non-empty catalogue, so the server does not seed its own.
    for (const sku of SKUS) await makeProduct(store.db, { sku, priceCents: 1_999, ...START });
    if (!postgres) await store.close();
  });

  afterAll(async () => {
    for (const server of children) await killAndWait(server);
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it(
    'keeps every acknowledged order with its lines, conserves stock and stays intact',
    async () => {
      const first = startServer(dbPath, serverEnv);
      children.push(first);
      base = await waitUntilServing(first);

      const acknowledged: CheckoutResponse[] = [];
      let killed = false;

      const post = async (url: string, body: unknown, token?: string) =>
        fetch(`${base}${url}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { 'x-cart-token': token } : {}) },
          body: JSON.stringify(body),
        });

      const worker = async (w: number) => {
        for (let i = 0; !killed; i++) {
          try {
            const items = [
              { sku: SKUS[(w + i) % SKUS.length]!, quantity: 1 + (i % 3) },
              { sku: SKUS[(w + i + 2) % SKUS.length]!, quantity: 1 },
            ];
            const cartRes = await post('/api/cartv2', { items });
            if (cartRes.status !== 200) continue;
            const token = CartResponseSchema.parse(await cartRes.json()).cart_token;
            const res = await post(
              '/api/checkout-v3/checkout',
              checkoutBody({ idempotencyKey: randomUUID() }),
              token,
            );
            if (res.status === 200) acknowledged.push(CheckoutResponseSchema.parse(await res.json()));
          } catch {
            // The server is gone: requests in flight die with it; they were never acknowledged.
          }
        }
      };

      const stream = Promise.all(Array.from({ length: WORKERS }, (_, w) => worker(w)));
      // Kill once a good number of orders went through, in the middle of the stream.
      await waitFor(
        '60 acknowledged orders',
        () => acknowledged.length,
        (n) => n >= 60,
      );
      const atKill = acknowledged.length;
      await killAndWait(first, 'SIGKILL');
      killed = true;
      await stream;
      expect(atKill).toBeGreaterThan(10);

      const second = startServer(dbPath, serverEnv);
      children.push(second);
      base = await waitUntilServing(second);

      let found = 0;
      for (const ack of acknowledged) {
        const res = await fetch(`${base}/api/orders/confirmation/${ack.confirmation_token}`);
        expect(res.status).toBe(200);
        const order = OrderSchema.parse(await res.json());
        expect(order.order.order_number).toBe(ack.order.order_number);
        expect(order.order.final_total).toBe(ack.order.final_total);
        expect(order.lineItems).toEqual(ack.lineItems);
        found++;
      }

      await killAndWait(second, 'SIGTERM');

      const store = openShopStore();
      const { db } = store;
      try {
        if (store.sqlite) {
          expect(store.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
          expect(store.sqlite.pragma('foreign_key_check')).toEqual([]);
        }
        // PostgreSQL has no counterpart to check: it enforces every foreign key as it writes, and its files
        // are not the test's to read; the orders, lines and stock below are checked on both stores.
        const rows = (
          await sql<{
            sku: string;
            tpa_wh: number;
            lv_wh: number;
            sold_tpa: number;
            sold_lv: number;
            sold: number;
          }>`SELECT p.sku, s.tpa_wh, s.lv_wh,
             (SELECT coalesce(sum(taken_tpa_wh), 0) FROM order_lines ol WHERE ol.product_id = p.id) AS sold_tpa,
             (SELECT coalesce(sum(taken_lv_wh), 0) FROM order_lines ol WHERE ol.product_id = p.id) AS sold_lv,
             (SELECT coalesce(sum(quantity), 0) FROM order_lines ol WHERE ol.product_id = p.id) AS sold
           FROM products p JOIN stock s ON s.product_id = p.id ORDER BY p.sku`.execute(db)
        ).rows.map((r) => ({
          ...r,
          sold_tpa: Number(r.sold_tpa),
          sold_lv: Number(r.sold_lv),
          sold: Number(r.sold),
        }));
        expect(rows.map((r) => r.sku).sort()).toEqual([...SKUS].sort());
        for (const r of rows) {
          expect(r.tpa_wh + r.sold_tpa, r.sku).toBe(START.tpa);
          expect(r.lv_wh + r.sold_lv, r.sku).toBe(START.lv);
          expect(r.sold_tpa + r.sold_lv, r.sku).toBe(r.sold);
        }
        const stored = Number(
          (
            await db
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
        const orphanLines = await db
          .selectFrom('orders as o')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('order_lines as l')
                  .select(sql.lit(1).as('one'))
                  .whereRef('l.order_id', '=', 'o.id'),
              ),
            ),
          )
          .executeTakeFirstOrThrow();
        expect({ n: Number(orphanLines.n) }).toEqual({ n: 0 });
        expect(stored).toBeGreaterThanOrEqual(acknowledged.length);
        // Each stored order's confirmation was queued in its transaction: the kill delays it, never loses it.
        const queued = await db
          .selectFrom('mail_outbox')
          .select('message_key')
          .where('kind', '=', 'order-confirmation')
          .execute();
        const orderNumbers = await db.selectFrom('orders').select('order_number').execute();
        expect(queued.map((m) => m.message_key).sort()).toEqual(
          orderNumbers.map((o) => `order-confirmation:${o.order_number}`).sort(),
        );
        console.info(
          `[measure] crash test (${store.dialect}): ${acknowledged.length} orders acknowledged (${atKill} when SIGKILL was sent), ` +
            `${found} found after restart, ${stored} stored${store.sqlite ? ', integrity_check ok' : ''}`,
        );
      } finally {
        if (!postgres) await store.close();
      }
    },
    SPAWNING_TEST_TIMEOUT_MS,
  );
});

/**
 * Crash: the real server (from source, NODE_ENV test) takes streams of writes (add-to-cart, checkouts,
 * marketing sign-ups, reviews by a signed-in customer) and is killed with SIGKILL three times at random
 * moments. After each restart PRAGMA integrity_check is ok and every acknowledged (2xx) write is there.
 */
import type { ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CartResponseSchema, CheckoutResponseSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection.js';
import { openStore } from '../db/database.js';
import { migrateStore } from '../db/migrate-store.js';
import { makeUser, type MadeUser } from '../test/auth-helpers.js';
import { orderFor } from '../test/review-factories.js';
import { freePort, killAndWait, sleep, startServer, waitUntilUp } from '../test/server-process.js';
import { checkoutBody, makeProduct, type MadeProduct } from '../test/shop-factories.js';

const KILLS = 3;
const CART_WORKERS = 3;
const CHECKOUT_WORKERS = 2;
const SIGNUP_WORKERS = 2;
const REVIEWABLE = 400;

type Acks = {
  /** Highest quantity acknowledged per (cart token, sku). */
  cartLines: Map<string, number>;
  orders: string[];
  subscribers: string[];
  reviews: string[];
};

describe('writes survive SIGKILL, three times', () => {
  let dir: string;
  let dbPath: string;
  let base: string;
  let port: number;
  let reviewer: MadeUser;
  let products: MadeProduct[];
  const children: ChildProcess[] = [];
  const env = {
    MARKETING_RATE_LIMIT: '1000000',
    REVIEW_RATE_LIMIT: '1000000',
    SIGN_IN_RATE_LIMIT: '1000000',
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-crash-writes-'));
    dbPath = path.join(dir, 'shop.db');
    const store = openStore({ databasePath: dbPath, databaseUrl: null, databasePoolSize: 1 });
    await migrateStore(store.db);
    const db = store.sqlite!;
    products = Array.from({ length: REVIEWABLE }, (_, i) =>
      makeProduct(db, { sku: `CW-${i}`, priceCents: 1_000 + i, tpa: 100_000, lv: 0 }),
    );
    reviewer = makeUser(db, { firstName: 'Rita' });
    await orderFor(store.db, reviewer, products, new Date(Date.now() - 86_400_000).toISOString());
    await store.close();
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    for (const child of children) await killAndWait(child);
    rmSync(dir, { recursive: true, force: true });
  });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });

  async function signInReviewer(): Promise<string> {
    const csrf = await fetch(`${base}/api/auth/csrf`);
    const csrfCookie = csrf.headers
      .getSetCookie()
      .find((c) => c.startsWith('sa_csrf='))!
      .split(';')[0]!;
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await post(
      '/api/auth/callback/credentials',
      { email: reviewer.email, password: reviewer.password, csrfToken },
      { cookie: csrfCookie },
    );
    expect(res.status).toBe(200);
    return res.headers
      .getSetCookie()
      .find((c) => c.startsWith('sa_session='))!
      .split(';')[0]!;
  }

  function writers(acks: Acks, session: string, round: number, stop: () => boolean): Promise<unknown> {
    const loop = async (step: (i: number) => Promise<void>) => {
      for (let i = 0; !stop(); i++) {
        try {
          await step(i);
        } catch {
          // The server died: what was in flight was never acknowledged.
        }
        // A step that fails before any I/O must not starve the timers (the kill is scheduled on one).
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const cart = (w: number) => {
      // The server names a new cart's token; this client keeps using it.
      let token: string | null = null;
      return loop(async (i) => {
        const sku = products[(w * 7 + i) % 5]!.sku;
        const res = await post(
          '/api/cartv2/lines',
          { sku, quantity: 1 },
          token ? { 'x-cart-token': token } : {},
        );
        if (res.status !== 200) return;
        const cart = CartResponseSchema.parse(await res.json());
        token = cart.cart_token;
        const line = cart.items.find((l) => l.sku === sku)!;
        const key = `${token}|${sku}`;
        acks.cartLines.set(key, Math.max(acks.cartLines.get(key) ?? 0, line.quantity));
      });
    };
    const checkout = () =>
      loop(async (i) => {
        const cartRes = await post('/api/cartv2', {
          items: [{ sku: products[i % 9]!.sku, quantity: 1 + (i % 2) }],
        });
        if (cartRes.status !== 200) return;
        const token = CartResponseSchema.parse(await cartRes.json()).cart_token;
        const res = await post('/api/checkout-v3/checkout', checkoutBody({ idempotencyKey: randomUUID() }), {
          'x-cart-token': token,
        });
        if (res.status === 200)
          acks.orders.push(CheckoutResponseSchema.parse(await res.json()).confirmation_token);
      });
    const signup = (w: number) =>
      loop(async (i) => {
        const email = `Crash.${round}.${w}.${i}@Example.com`;
        const res = await post('/api/marketing/subscribers-footer/save-footer-subscriber', {
          email,
          email_consent: true,
          phone: '',
          sms_consent: false,
          form_type: 'desktop',
        });
        if (res.status === 200) acks.subscribers.push(email.toLowerCase());
      });
    let next = acks.reviews.length;
    const review = () =>
      loop(async () => {
        const sku = products[next++ % REVIEWABLE]!.sku;
        if (acks.reviews.includes(sku)) return;
        const res = await post(
          '/api/reviews',
          { sku, rating: 4, title: `Crash ${round}`, body: 'Still here.' },
          { cookie: session },
        );
        if (res.status === 201) acks.reviews.push(sku);
      });
    return Promise.all([
      ...Array.from({ length: CART_WORKERS }, (_, w) => cart(w)),
      ...Array.from({ length: CHECKOUT_WORKERS }, () => checkout()),
      ...Array.from({ length: SIGNUP_WORKERS }, (_, w) => signup(w)),
      review(),
    ]);
  }

  function verify(acks: Acks): string {
    const db = openDatabase(dbPath);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      const line = db.prepare(
        `SELECT l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN products p ON p.id = l.product_id
         WHERE c.token = ? AND p.sku = ?`,
      );
      for (const [key, quantity] of acks.cartLines) {
        const [token, sku] = key.split('|') as [string, string];
        const stored = line.get(token, sku) as { quantity: number } | undefined;
        expect(stored?.quantity ?? 0, key).toBeGreaterThanOrEqual(quantity);
      }
      const order = db.prepare(
        'SELECT (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS lines FROM orders o WHERE confirmation_token = ?',
      );
      for (const token of acks.orders) expect(order.get(token), token).toEqual({ lines: 1 });
      const subscriber = db.prepare('SELECT 1 AS ok FROM subscribers WHERE email = ?');
      for (const email of acks.subscribers) expect(subscriber.get(email), email).toEqual({ ok: 1 });
      const review = db.prepare('SELECT count(*) AS n FROM reviews WHERE user_id = ? AND sku = ?');
      for (const sku of acks.reviews) expect(review.get(reviewer.id, sku), sku).toEqual({ n: 1 });
      return `${acks.cartLines.size} cart lines, ${acks.orders.length} orders, ${acks.subscribers.length} sign-ups, ${acks.reviews.length} reviews`;
    } finally {
      db.close();
    }
  }

  it('keeps every acknowledged cart line, order, sign-up and review and passes integrity_check after each kill', async () => {
    const acks: Acks = { cartLines: new Map(), orders: [], subscribers: [], reviews: [] };
    let server = startServer(dbPath, port, env);
    children.push(server);
    await waitUntilUp(base);
    const session = await signInReviewer();
    const log: string[] = [];
    for (let round = 1; round <= KILLS; round++) {
      let stopped = false;
      const before = acks.orders.length + acks.subscribers.length + acks.reviews.length;
      const stream = writers(acks, session, round, () => stopped);
      await sleep(1_200 + Math.floor(Math.random() * 2_000));
      await killAndWait(server, 'SIGKILL');
      stopped = true;
      await stream;
      expect(acks.orders.length + acks.subscribers.length + acks.reviews.length).toBeGreaterThan(before);

      server = startServer(dbPath, port, env);
      children.push(server);
      await waitUntilUp(base);
      log.push(`after kill ${round}: ${verify(acks)}`);
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
    }
    await killAndWait(server, 'SIGTERM');
    for (const kind of [
      acks.cartLines.size,
      acks.orders.length,
      acks.subscribers.length,
      acks.reviews.length,
    ])
      expect(kind).toBeGreaterThan(0);
    console.info(`[measure] crash-writes: ${log.join('; ')}; integrity_check ok each time`);
  }, 40_000);
});

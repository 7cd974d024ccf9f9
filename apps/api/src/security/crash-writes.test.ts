/**
 * Crash: the real server (from source, NODE_ENV test) takes streams of writes (add-to-cart, checkouts,
 * marketing sign-ups, reviews by a signed-in customer) and is killed with SIGKILL three times at random
 * moments. After each restart every acknowledged (2xx) write is there, and on SQLite PRAGMA integrity_check and
 * foreign_key_check are clean. On PostgreSQL (SHOP_TEST_STORE=postgres) the servers share a database of their own
 * (test/test-store.ts); the server keeps its files' integrity itself and enforces foreign keys on every write, so
 * what is checked there is that the acknowledged writes survived.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CartResponseSchema, CheckoutResponseSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../db/database.js';
import { makeUser, type MadeUser } from '../test/auth-helpers.js';
import { TEST_NOW } from '../test/make-app.js';
import { orderFor } from '../test/review-factories.js';
import {
  killAndWait,
  SPAWNING_TEST_TIMEOUT_MS,
  startServer,
  waitFor,
  waitUntilServing,
  type ServerProcess,
} from '../test/server-process.js';
import { checkoutBody, makeProduct, type MadeProduct } from '../test/shop-factories.js';
import { openTestStore, type TestStore } from '../test/test-store.js';

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
  let tested: TestStore;
  /** The PostgreSQL database the servers share (null on SQLite, where they share the file at dbPath). */
  let databaseUrl: string | null;
  let base: string;
  let reviewer: MadeUser;
  let products: MadeProduct[];
  const children: ServerProcess[] = [];
  const env: Record<string, string> = {
    MARKETING_RATE_LIMIT: '1000000',
    REVIEW_RATE_LIMIT: '1000000',
    SIGN_IN_RATE_LIMIT: '1000000',
  };

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-crash-writes-'));
    dbPath = path.join(dir, 'shop.db');
    // A migrated, unseeded store: the file at dbPath on SQLite, a database of its own on PostgreSQL.
    tested = await openTestStore(dir, { seed: false, now: TEST_NOW });
    databaseUrl = tested.databaseUrl;
    if (databaseUrl) env.DATABASE_URL = databaseUrl;
    const { store } = tested;
    products = [];
    for (let i = 0; i < REVIEWABLE; i++)
      products.push(
        await makeProduct(store.db, { sku: `CW-${i}`, priceCents: 1_000 + i, tpa: 100_000, lv: 0 }),
      );
    reviewer = await makeUser(store.db, { firstName: 'Rita' });
    await orderFor(store.db, reviewer, products, new Date(Date.now() - 86_400_000).toISOString());
    await store.close();
  });

  afterAll(async () => {
    for (const server of children) await killAndWait(server);
    await tested?.drop();
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

  async function verify(acks: Acks): Promise<string> {
    const store = openStore({ databasePath: dbPath, databaseUrl, databasePoolSize: 1 });
    try {
      if (store.sqlite) {
        // The file survived the kill intact (SQLite only: PostgreSQL keeps its own files consistent, and
        // checks every foreign key as it writes).
        expect(store.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(store.sqlite.pragma('foreign_key_check')).toEqual([]);
      }
      const { db } = store;
      for (const [key, quantity] of acks.cartLines) {
        const [token, sku] = key.split('|') as [string, string];
        const stored = await db
          .selectFrom('cart_lines as l')
          .innerJoin('carts as c', 'c.id', 'l.cart_id')
          .innerJoin('products as p', 'p.id', 'l.product_id')
          .select('l.quantity')
          .where('c.token', '=', token)
          .where('p.sku', '=', sku)
          .executeTakeFirst();
        expect(stored?.quantity ?? 0, key).toBeGreaterThanOrEqual(quantity);
      }
      for (const token of acks.orders) {
        const order = await db
          .selectFrom('orders as o')
          .select((eb) =>
            eb
              .selectFrom('order_lines as l')
              .select((e) => e.fn.countAll().as('n'))
              .whereRef('l.order_id', '=', 'o.id')
              .as('lines'),
          )
          .where('o.confirmation_token', '=', token)
          .executeTakeFirst();
        expect(order && { lines: Number(order.lines) }, token).toEqual({ lines: 1 });
      }
      // A visitor's sign-up waits for its confirmation link (decision 042): the link and its mail were stored
      // in the sign-up's transaction, so the kill delays the mail, never loses it.
      for (const email of acks.subscribers) {
        const link = await db
          .selectFrom('one_time_links')
          .select('id')
          .where('email', '=', email)
          .where('purpose', '=', 'marketing-confirmation')
          .executeTakeFirst();
        const pending = await db
          .selectFrom('mail_outbox')
          .select('to_address')
          .where('message_key', '=', `marketing-confirmation:${link?.id}`)
          .executeTakeFirst();
        expect(pending, email).toEqual({ to_address: email });
      }
      for (const sku of acks.reviews) {
        const review = await db
          .selectFrom('reviews')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('user_id', '=', reviewer.id)
          .where('sku', '=', sku)
          .executeTakeFirstOrThrow();
        expect({ n: Number(review.n) }, sku).toEqual({ n: 1 });
      }
      return `${acks.cartLines.size} cart lines, ${acks.orders.length} orders, ${acks.subscribers.length} sign-ups, ${acks.reviews.length} reviews`;
    } finally {
      await store.close();
    }
  }

  it(
    'keeps every acknowledged cart line, order, sign-up and review (and passes integrity_check on SQLite) after each kill',
    async () => {
      const acks: Acks = { cartLines: new Map(), orders: [], subscribers: [], reviews: [] };
      let server = startServer(dbPath, env);
      children.push(server);
      base = await waitUntilServing(server);
      const session = await signInReviewer();
      const log: string[] = [];
      for (let round = 1; round <= KILLS; round++) {
        let stopped = false;
        const durable = () => acks.orders.length + acks.subscribers.length + acks.reviews.length;
        const before = durable();
        const stream = writers(acks, session, round, () => stopped);
        // A random moment, counted in acknowledged writes rather than in time, so a slow machine kills as deep
        // into the stream as a fast one.
        const target = before + 5 + Math.floor(Math.random() * 40);
        await waitFor(`${target - before} more acknowledged writes`, durable, (n) => n >= target);
        await killAndWait(server, 'SIGKILL');
        stopped = true;
        await stream;
        expect(acks.orders.length + acks.subscribers.length + acks.reviews.length).toBeGreaterThan(before);

        server = startServer(dbPath, env);
        children.push(server);
        // A port of its own again: the writers' requests follow it (decision 076).
        base = await waitUntilServing(server);
        log.push(`after kill ${round}: ${await verify(acks)}`);
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
      const checked = databaseUrl ? 'on PostgreSQL' : 'integrity_check ok each time';
      console.info(`[measure] crash-writes: ${log.join('; ')}; ${checked}`);
    },
    SPAWNING_TEST_TIMEOUT_MS,
  );
});

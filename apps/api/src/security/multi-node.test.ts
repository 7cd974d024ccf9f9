/**
 * Two API nodes on one PostgreSQL database (decision 041): what one node writes, the other serves at once (carts,
 * stock and turnover through its emptied cache), the sign-in budget is one for both, a signed-out session is
 * refused by both, and SIGKILL of one node during checkouts loses no acknowledged order while the other keeps
 * serving. PostgreSQL only: SQLite is one process per file.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  CartResponseSchema,
  CheckoutResponseSchema,
  OrderSchema,
  ProductSchema,
  SearchResponseSchema,
  type CheckoutResponse,
} from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, type MadeUser } from '../test/auth-helpers.js';
import { TEST_NOW } from '../test/make-app.js';
import {
  killAndWait,
  SPAWNING_TEST_TIMEOUT_MS,
  startServer,
  waitFor,
  waitUntilServing,
  type ServerProcess,
} from '../test/server-process.js';
import { checkoutBody, makeProduct } from '../test/shop-factories.js';
import { openTestStore, testStoreKind, type TestStore } from '../test/test-store.js';

const SIGN_IN_LIMIT = 4;

/** The other node hears of a write within a moment; a loaded machine may stretch that moment. */
const HEARS_WITHIN_MS = 45_000;

const json = async (res: Response): Promise<unknown> => res.json();

describe.skipIf(testStoreKind() !== 'postgres')('two API nodes on one PostgreSQL database', () => {
  let dir: string;
  let tested: TestStore;
  let user: MadeUser;
  const nodes: { base: string; server: ServerProcess }[] = [];
  const base = (i: number) => nodes[i]!.base;

  const post = (node: number, url: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base(node)}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base(node), ...headers },
      body: JSON.stringify(body),
    });

  const cartOn = async (node: number, items: { sku: string; quantity: number }[]) => {
    const res = await post(node, '/api/cartv2', { items });
    expect(res.status).toBe(200);
    return CartResponseSchema.parse(await json(res));
  };

  const checkoutOn = async (node: number, token: string) =>
    post(node, '/api/checkout-v3/checkout', checkoutBody({ idempotencyKey: randomUUID() }), {
      'x-cart-token': token,
    });

  const makeUserOnStore = () => makeUser(tested.store.db);

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'shop-multi-node-'));
    // Migrated, not seeded: the nodes find a catalogue and seed nothing.
    tested = await openTestStore(dir, { seed: false, now: TEST_NOW });
    const { db } = tested.store;
    await makeProduct(db, { sku: 'MN-LAST', name: 'Multinode Last Unit', priceCents: 50_000, tpa: 1, lv: 0 });
    await makeProduct(db, {
      sku: 'MN-POPULAR',
      name: 'Multinode Popular',
      priceCents: 1_000,
      tpa: 100,
      turnoverCents: 10_000,
    });
    await makeProduct(db, {
      sku: 'MN-STREAM',
      name: 'Multinode Stream',
      priceCents: 1_999,
      tpa: 100_000,
      lv: 0,
    });
    user = await makeUser(db);
    // Two nodes of one shop (one PUBLIC_URL), each on a port of its own (its base once it says which).
    for (let i = 0; i < 2; i++)
      nodes.push({
        base: '',
        server: startServer('', {
          DATABASE_URL: tested.databaseUrl!,
          SIGN_IN_RATE_LIMIT: String(SIGN_IN_LIMIT),
          SIGN_IN_IP_RATE_LIMIT: '1000',
          PUBLIC_URL: 'http://shop.test',
        }),
      });
    await Promise.all(
      nodes.map(async (node) => {
        node.base = await waitUntilServing(node.server);
      }),
    );
  }, SPAWNING_TEST_TIMEOUT_MS);

  afterAll(async () => {
    await Promise.all(nodes.map((n) => killAndWait(n.server)));
    await tested.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves a cart written through node A from node B', async () => {
    const cart = await cartOn(0, [{ sku: 'MN-POPULAR', quantity: 3 }]);
    const res = await fetch(`${base(1)}/api/cartv2`, { headers: { 'x-cart-token': cart.cart_token } });
    expect(res.status).toBe(200);
    const onB = CartResponseSchema.parse(await json(res));
    expect(onB.items.map((l) => [l.sku, l.quantity])).toEqual([['MN-POPULAR', 3]]);
  });

  it(
    'shows an order placed on A in the stock and turnover B serves, though B had them cached',
    async () => {
      const product = async () =>
        ProductSchema.parse(await json(await fetch(`${base(1)}/api/product/MN-LAST`)));
      const ranking = async () =>
        SearchResponseSchema.parse(
          await json(await fetch(`${base(1)}/api/search/products?q=multinode`)),
        ).products.map((p) => p.sku);
      // Read twice on B: the second answer comes from B's cache.
      for (let i = 0; i < 2; i++) {
        expect((await product()).isInStock).toBe(true);
        expect((await ranking()).indexOf('MN-POPULAR')).toBeLessThan((await ranking()).indexOf('MN-LAST'));
      }
      const cart = await cartOn(0, [{ sku: 'MN-LAST', quantity: 1 }]);
      expect((await checkoutOn(0, cart.cart_token)).status).toBe(200);

      const soldOut = (p: { isInStock: boolean }) => !p.isInStock;
      expect((await waitFor('B to show MN-LAST sold out', product, soldOut, HEARS_WITHIN_MS)).isInStock).toBe(
        false,
      );
      // The last unit's 500 dollars of turnover now beat the popular product's 100: search ranks it first on B.
      const rank = (skus: string[]) => skus.indexOf('MN-LAST') < skus.indexOf('MN-POPULAR');
      expect(rank(await waitFor('B to rank MN-LAST first', ranking, rank, HEARS_WITHIN_MS))).toBe(true);
    },
    2 * HEARS_WITHIN_MS,
  );

  it('refuses on both nodes a session signed out on one', async () => {
    const csrf = await fetch(`${base(0)}/api/auth/csrf`);
    const csrfCookie = csrf.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const signedIn = await post(
      0,
      '/api/auth/callback/credentials',
      { email: user.email, password: user.password, csrfToken, json: true, redirect: false },
      { cookie: csrfCookie },
    );
    expect(signedIn.status).toBe(200);
    const session = signedIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const cookie = `${csrfCookie}; ${session}`;
    const sessionOn = async (node: number) =>
      (await json(await fetch(`${base(node)}/api/auth/session`, { headers: { cookie } }))) as {
        user?: { email: string };
      };
    expect((await sessionOn(1)).user?.email).toBe(user.email);
    expect((await post(0, '/api/auth/signout', { csrfToken }, { cookie })).status).toBe(200);
    expect(await sessionOn(0)).toEqual({});
    expect(await sessionOn(1)).toEqual({});
  });

  it('counts sign-in attempts on A and B against one budget', async () => {
    const limited = await makeUserOnStore();
    const attempt = async (node: number) => {
      const csrf = await fetch(`${base(node)}/api/auth/csrf`);
      const cookie = csrf.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { csrfToken } = (await csrf.json()) as { csrfToken: string };
      const res = await post(
        node,
        '/api/auth/callback/credentials',
        { email: limited.email, password: 'wrong-password-1', csrfToken, json: true, redirect: false },
        { cookie },
      );
      return res.status;
    };
    const statuses: number[] = [];
    for (let i = 0; i < SIGN_IN_LIMIT; i++) statuses.push(await attempt(i % 2));
    expect(statuses.every((s) => s === 401)).toBe(true);
    // The budget is spent across the two nodes: the next attempt on either is refused.
    expect(await attempt(0)).toBe(429);
    expect(await attempt(1)).toBe(429);
  });

  it(
    'loses no order acknowledged by a node killed mid-stream, and the other node keeps serving',
    async () => {
      const acknowledged: CheckoutResponse[] = [];
      let killed = false;
      const worker = async () => {
        while (!killed) {
          try {
            const cart = await post(0, '/api/cartv2', { items: [{ sku: 'MN-STREAM', quantity: 1 }] });
            if (cart.status !== 200) continue;
            const token = CartResponseSchema.parse(await json(cart)).cart_token;
            const res = await checkoutOn(0, token);
            if (res.status === 200) acknowledged.push(CheckoutResponseSchema.parse(await json(res)));
          } catch {
            // Node A is gone: requests in flight die with it; they were never acknowledged.
          }
        }
      };
      const stream = Promise.all(Array.from({ length: 4 }, worker));
      await waitFor(
        '20 acknowledged orders on A',
        () => acknowledged.length,
        (n) => n >= 20,
      );
      await killAndWait(nodes[0]!.server);
      killed = true;
      await stream;
      expect(acknowledged.length).toBeGreaterThanOrEqual(20);

      for (const ack of acknowledged) {
        const res = await fetch(`${base(1)}/api/orders/confirmation/${ack.confirmation_token}`);
        expect(res.status).toBe(200);
        expect(OrderSchema.parse(await json(res)).order.order_number).toBe(ack.order.order_number);
      }
      const cart = await cartOn(1, [{ sku: 'MN-STREAM', quantity: 1 }]);
      expect((await checkoutOn(1, cart.cart_token)).status).toBe(200);
    },
    SPAWNING_TEST_TIMEOUT_MS,
  );
});

/** Concurrent writes to one cart, over real HTTP connections to a listening server. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CartResponseSchema, type CartResponse } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';

const CLIENTS = 50;

describe('50 concurrent clients writing to one cart', () => {
  let t: TestApp;
  let server: Server;
  let base: string;
  beforeAll(async () => {
    t = await makeApp({ seed: false });
    await makeProduct(t.db, { sku: 'C-SEED' });
    await makeProduct(t.db, { sku: 'C-SAME', tpa: 2000 });
    for (let i = 0; i < CLIENTS; i++) await makeProduct(t.db, { sku: `C-${i}` });
    server = t.app.listen(0);
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  const post = async (path: string, token: string | null, body: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { 'x-cart-token': token } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as unknown };
  };
  const getCart = async (token: string): Promise<CartResponse> =>
    CartResponseSchema.parse(
      await (await fetch(`${base}/api/cartv2`, { headers: { 'x-cart-token': token } })).json(),
    );
  const newCart = async (): Promise<string> =>
    CartResponseSchema.parse((await post('/api/cartv2/lines', null, { sku: 'C-SEED', quantity: 1 })).body)
      .cart_token;

  it('keeps all 50 lines when 50 clients each add a different sku at once', async () => {
    const token = await newCart();
    const results = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        post('/api/cartv2/lines', token, { sku: `C-${i}`, quantity: 1 }),
      ),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const cart = await getCart(token);
    const skus = cart.items.map((i) => i.sku);
    expect(skus).toHaveLength(CLIENTS + 1);
    for (let i = 0; i < CLIENTS; i++) expect(skus).toContain(`C-${i}`);
    expect(cart.version).toBe(CLIENTS + 1);
    console.info(
      `[measure] 50 concurrent adds of different skus: ${skus.length - 1} of ${CLIENTS} lines kept`,
    );
  });

  it('sums 50 concurrent additions of the same sku', async () => {
    const token = await newCart();
    await Promise.all(
      Array.from({ length: CLIENTS }, () => post('/api/cartv2/lines', token, { sku: 'C-SAME', quantity: 7 })),
    );
    const cart = await getCart(token);
    expect(cart.items.find((i) => i.sku === 'C-SAME')?.quantity).toBe(CLIENTS * 7);
  });

  it('caps 50 concurrent additions of the same sku at 1000', async () => {
    const token = await newCart();
    await Promise.all(
      Array.from({ length: CLIENTS }, () =>
        post('/api/cartv2/lines', token, { sku: 'C-SAME', quantity: 30 }),
      ),
    );
    const cart = await getCart(token);
    expect(cart.items.find((i) => i.sku === 'C-SAME')?.quantity).toBe(1000);
  });

  it('lets exactly one of 50 full-list writes with the same version win; the rest get 409', async () => {
    const token = await newCart();
    const version = (await getCart(token)).version;
    const results = await Promise.all(
      Array.from({ length: CLIENTS }, (_, i) =>
        post('/api/cartv2', token, {
          items: [
            { sku: 'C-SEED', quantity: 1 },
            { sku: `C-${i}`, quantity: 1 },
          ],
          version,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(CLIENTS - 1);
    const cart = await getCart(token);
    expect(cart.items).toHaveLength(2);
    expect(cart.version).toBe(version + 1);
  });
});

/**
 * Attack suite, cart and checkout: bad quantities, client prices, unknown and disabled skus, and
 * someone else's cart token. Each refusal leaves the stored carts (and orders) exactly as they were.
 */
import { randomBytes } from 'node:crypto';
import { CartResponseSchema, CheckoutResponseSchema } from '@shop/domain';
import { sql } from 'kysely';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../test/make-app.js';
import { cartSnapshot, checkoutBody, makeProduct, type MadeProduct } from '../test/shop-factories.js';
import { expectRefusal, snapshot } from './security-helpers.js';

const newToken = () => randomBytes(32).toString('base64url');

describe('attack suite: cart and checkout', () => {
  let t: TestApp;
  let product: MadeProduct;
  let disabled: MadeProduct;
  let victimToken: string;

  const addLine = (token: string, body: unknown) =>
    request(t.app)
      .post('/api/cartv2/lines')
      .set('x-cart-token', token)
      .send(body as object);
  const replaceCart = (token: string, body: unknown) =>
    request(t.app)
      .post('/api/cartv2')
      .set('x-cart-token', token)
      .send(body as object);
  const cartOf = async (token: string) =>
    CartResponseSchema.parse(
      (await request(t.app).get('/api/cartv2').set('x-cart-token', token).expect(200)).body,
    );

  beforeAll(async () => {
    t = await makeApp({ configOverrides: { checkoutRateLimit: 1000 } });
    product = await makeProduct(t.db, { sku: 'ATK-SUB', priceCents: 10_000, tpa: 50 });
    disabled = await makeProduct(t.db, { sku: 'ATK-GONE', priceCents: 5_000, enabled: false });
    const res = await request(t.app)
      .post('/api/cartv2/lines')
      .send({ sku: product.sku, quantity: 2 })
      .expect(200);
    victimToken = CartResponseSchema.parse(res.body).cart_token;
  });
  afterAll(() => t.close());

  it.each([
    ['negative', -1],
    ['zero', 0],
    ['fractional', 1.5],
    ['huge', 1e9],
    ['just above the maximum', 1001],
    ['a numeric string', '10'],
    ['null', null],
    ['NaN-like string', 'NaN'],
  ])(
    'refuses a %s quantity (%s) on add-to-cart with 400 and leaves the cart as it was',
    async (_l, quantity) => {
      const before = await cartSnapshot(t.db);
      expectRefusal(await addLine(victimToken, { sku: product.sku, quantity }), 400, 'VALIDATION_FAILED');
      expect(await cartSnapshot(t.db)).toBe(before);
      expect((await cartOf(victimToken)).items.map((i) => [i.sku, i.quantity])).toEqual([[product.sku, 2]]);
    },
  );

  it.each([
    ['negative', -5],
    ['zero', 0],
    ['fractional', 0.5],
    ['huge', 1e9],
    ['a numeric string', '10'],
    ['null', null],
  ])(
    'refuses a %s quantity (%s) in a full cart write with 400 and leaves the cart as it was',
    async (_l, quantity) => {
      const before = await cartSnapshot(t.db);
      expectRefusal(
        await replaceCart(victimToken, { items: [{ sku: product.sku, quantity }] }),
        400,
        'VALIDATION_FAILED',
      );
      expect(await cartSnapshot(t.db)).toBe(before);
    },
  );

  it('ignores client prices of 0.01: the cart and the order carry the server price', async () => {
    const token = newToken();
    const tampered = {
      sku: product.sku,
      quantity: 1,
      price: 0.01,
      price_map: 0.01,
      price_msrp: 0.01,
      price_dealer: 0.01,
    };
    const res = await replaceCart(token, { items: [tampered] }).expect(200);
    const cart = CartResponseSchema.parse(res.body);
    expect(cart.items[0]).toMatchObject({ sku: product.sku, price: 100 });
    expect(cart.totals.subTotal).toBe(100);
    const body = { ...checkoutBody(), total: 0.01, totals: { totalPrice: 0.01 }, items: [tampered] };
    const paid = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('x-cart-token', cart.cart_token)
      .send(body)
      .expect(200);
    const order = CheckoutResponseSchema.parse(paid.body);
    expect(order.lineItems[0]).toMatchObject({ sku: product.sku, quantity: 1 });
    const stored = await t.db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select(['o.subtotal_cents', 'o.total_cents', 'l.unit_price_cents'])
      .where('o.confirmation_token', '=', order.confirmation_token)
      .executeTakeFirstOrThrow();
    expect(stored.unit_price_cents).toBe(10_000);
    expect(stored.subtotal_cents).toBe(10_000);
    expect(stored.total_cents).toBeGreaterThanOrEqual(10_000);
  });

  it('refuses an unknown sku with 400 UNKNOWN_SKU and leaves the cart as it was', async () => {
    const before = await cartSnapshot(t.db);
    expectRefusal(await addLine(victimToken, { sku: 'NO-SUCH-SKU-42', quantity: 1 }), 400, 'UNKNOWN_SKU');
    expect(await cartSnapshot(t.db)).toBe(before);
  });

  it('refuses a disabled (deleted) sku with 400 UNKNOWN_SKU, alone or next to a good line', async () => {
    const before = await cartSnapshot(t.db);
    expectRefusal(await addLine(victimToken, { sku: disabled.sku, quantity: 1 }), 400, 'UNKNOWN_SKU');
    const mixed = {
      items: [
        { sku: product.sku, quantity: 3 },
        { sku: disabled.sku, quantity: 1 },
      ],
    };
    expectRefusal(await replaceCart(victimToken, mixed), 400, 'UNKNOWN_SKU');
    expect(await cartSnapshot(t.db)).toBe(before);
  });

  it('refuses to check out a line whose product was disabled after it was added: no order, no stock taken', async () => {
    const doomed = await makeProduct(t.db, { sku: 'ATK-DOOMED', priceCents: 2_000, tpa: 10 });
    const cart = CartResponseSchema.parse(
      (await addLine(newToken(), { sku: doomed.sku, quantity: 1 }).expect(200)).body,
    );
    await t.db.updateTable('products').set({ enabled_on_site: 0 }).where('id', '=', doomed.id).execute();
    const before = await snapshot(t.db, ['orders', 'order_lines', 'stock']);
    const res = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('x-cart-token', cart.cart_token)
      .send(checkoutBody());
    expect([400, 409]).toContain(res.status);
    expectRefusal(res, res.status);
    expect(await snapshot(t.db, ['orders', 'order_lines', 'stock'])).toBe(before);
  });

  it("reads an empty cart with a guessed token, never the victim's lines", async () => {
    const guessed = await cartOf(newToken());
    expect(guessed.items).toEqual([]);
    const nearMiss = `${victimToken.slice(0, -1)}${victimToken.endsWith('A') ? 'B' : 'A'}`;
    expect((await cartOf(nearMiss)).items).toEqual([]);
    expect((await cartOf(victimToken)).items).toHaveLength(1);
  });

  it("writes with a guessed token create a new cart and leave the victim's cart untouched", async () => {
    const victimRows = async () =>
      JSON.stringify(
        (
          await sql`SELECT c.*, l.* FROM carts c JOIN cart_lines l ON l.cart_id = c.id
                     WHERE c.token = ${victimToken} ORDER BY l.position`.execute(t.db)
        ).rows,
      );
    const before = await victimRows();
    const guessed = newToken();
    const added = CartResponseSchema.parse(
      (await addLine(guessed, { sku: product.sku, quantity: 7 }).expect(200)).body,
    );
    expect(added.cart_token).not.toBe(victimToken);
    expect(added.items.map((i) => i.quantity)).toEqual([7]);
    await replaceCart(guessed, { items: [] }).expect(200);
    // A malformed token (too short) is no token at all: the write starts another new cart.
    const short = CartResponseSchema.parse(
      (await addLine('abc', { sku: product.sku, quantity: 1 }).expect(200)).body,
    );
    expect(short.cart_token).not.toBe(victimToken);
    expect(await victimRows()).toBe(before);
    expect((await cartOf(victimToken)).items.map((i) => [i.sku, i.quantity])).toEqual([[product.sku, 2]]);
  });
});

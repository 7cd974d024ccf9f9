import { CartResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieValue, csrfOf, makeUser, signIn, signedInAgent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';

const linesOf = (res: request.Response) =>
  Object.fromEntries(CartResponseSchema.parse(res.body).items.map((l) => [l.sku, l.quantity]));

describe('sign-in merges the anonymous cart into the account cart', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
    for (const sku of ['M-A', 'M-B', 'M-C', 'M-D', 'M-E']) await makeProduct(t.db, { sku, tpa: 5000 });
    await makeProduct(t.db, { sku: 'M-SOLDOUT', tpa: 0, lv: 0 });
  });
  afterAll(() => t.close());

  it('keeps every line: account lines plus anonymous lines, summed and capped at 1000', async () => {
    const user = await makeUser(t.db);
    // An account cart from an earlier visit (created while signed in).
    const earlier = await signedInAgent(t.app, user);
    await earlier
      .post('/api/cartv2')
      .send({
        items: [
          { sku: 'M-A', quantity: 2 },
          { sku: 'M-B', quantity: 999 },
        ],
      })
      .expect(200);

    // A new device: an anonymous cart, then sign-in with the client's lines.
    const device = request.agent(t.app);
    await device
      .post('/api/cartv2')
      .send({
        items: [
          { sku: 'M-A', quantity: 1 },
          { sku: 'M-B', quantity: 5 },
          { sku: 'M-C', quantity: 3 },
        ],
      })
      .expect(200);
    const anonToken = CartResponseSchema.parse((await device.get('/api/cartv2').expect(200)).body).cart_token;
    const cartLineItems = JSON.stringify([
      { sku: 'M-A', quantity: 1 },
      { sku: 'M-C', quantity: 4 },
      { sku: 'M-D', quantity: 2 },
      { sku: 'NO-SUCH-SKU', quantity: 1 },
      { sku: 'M-SOLDOUT', quantity: 1 },
    ]);
    const res = await signIn(device, user.email, user.password, { cartLineItems }).expect(200);
    const accountToken = cookieValue(res, 'sa_cart_token');
    expect(accountToken).toBeDefined();
    expect(accountToken).not.toBe(anonToken);

    const merged = linesOf(await device.get('/api/cartv2').expect(200));
    // M-A: 2 + 1 (client line describes the same anonymous line), M-B capped, M-C: the larger of 3 and 4.
    expect(merged).toEqual({ 'M-A': 3, 'M-B': 1000, 'M-C': 4, 'M-D': 2 });
    // The earlier device sees the same account cart.
    expect(linesOf(await earlier.get('/api/cartv2').expect(200))).toEqual(merged);
    // The anonymous cart was emptied, not left to be merged twice.
    const anon = await request(t.app).get('/api/cartv2').set('X-Cart-Token', anonToken).expect(200);
    expect(CartResponseSchema.parse(anon.body).items).toEqual([]);
  });

  it('makes the anonymous cart the account cart when the account has none', async () => {
    const user = await makeUser(t.db);
    const device = request.agent(t.app);
    await device
      .post('/api/cartv2')
      .send({ items: [{ sku: 'M-E', quantity: 2 }] })
      .expect(200);
    const anonToken = CartResponseSchema.parse((await device.get('/api/cartv2').expect(200)).body).cart_token;
    const res = await signIn(device, user.email, user.password, { cartLineItems: null }).expect(200);
    expect(cookieValue(res, 'sa_cart_token')).toBe(anonToken);
    expect(
      await t.db.selectFrom('carts').select('user_id').where('token', '=', anonToken).executeTakeFirst(),
    ).toEqual({
      user_id: user.id,
    });
    expect(linesOf(await device.get('/api/cartv2').expect(200))).toEqual({ 'M-E': 2 });
  });

  it('builds an account cart from the client lines alone', async () => {
    const user = await makeUser(t.db);
    const device = request.agent(t.app);
    await signIn(device, user.email, user.password, {
      cartLineItems: JSON.stringify([{ sku: 'M-D', quantity: 7 }]),
    }).expect(200);
    expect(linesOf(await device.get('/api/cartv2').expect(200))).toEqual({ 'M-D': 7 });
  });

  it("never takes over another account's cart through its token", async () => {
    const owner = await makeUser(t.db);
    const ownerAgent = await signedInAgent(t.app, owner);
    await ownerAgent
      .post('/api/cartv2')
      .send({ items: [{ sku: 'M-A', quantity: 1 }] })
      .expect(200);
    const ownerToken = CartResponseSchema.parse(
      (await ownerAgent.get('/api/cartv2').expect(200)).body,
    ).cart_token;

    const other = await makeUser(t.db);
    const device = request.agent(t.app);
    const csrfToken = await csrfOf(device);
    const res = await device
      .post('/api/auth/callback/credentials')
      .set('X-Cart-Token', ownerToken)
      .send({ email: other.email, password: other.password, csrfToken })
      .expect(200);
    expect(cookieValue(res, 'sa_cart_token')).toBeUndefined();
    expect(
      await t.db.selectFrom('carts').select('user_id').where('token', '=', ownerToken).executeTakeFirst(),
    ).toEqual({
      user_id: owner.id,
    });
    expect(linesOf(await ownerAgent.get('/api/cartv2').expect(200))).toEqual({ 'M-A': 1 });
  });
});

import { CartResponseSchema, ErrorBodySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { cartSnapshot, makeProduct, type MadeProduct } from '../../test/shop-factories.js';

const errorOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error;
const linesOf = (res: request.Response) =>
  CartResponseSchema.parse(res.body).items.map((l) => [l.sku, l.quantity, l.is_pre_ordered_item]);

describe('the cart refuses more than the stock on hand', () => {
  let t: TestApp;
  let low: MadeProduct;
  beforeAll(async () => {
    t = await makeApp({ seed: false });
    low = await makeProduct(t.db, { sku: 'S-LOW', tpa: 3, lv: 2 });
    await makeProduct(t.db, { sku: 'S-PLENTY', tpa: 500 });
    await makeProduct(t.db, { sku: 'S-PREORDER', tpa: 0, lv: 0, preorder: true });
  });
  afterAll(() => t.close());

  const newCart = async (items: { sku: string; quantity: number }[]) => {
    const res = await request(t.app).post('/api/cartv2').send({ items }).expect(200);
    return CartResponseSchema.parse(res.body).cart_token;
  };
  const replace = (token: string, items: { sku: string; quantity: number }[]) =>
    request(t.app).post('/api/cartv2').set('X-Cart-Token', token).send({ items });
  const add = (token: string, sku: string, quantity: number) =>
    request(t.app).post('/api/cartv2/lines').set('X-Cart-Token', token).send({ sku, quantity });

  it('POST /api/cartv2 refuses a quantity above the stock (409 OUT_OF_STOCK, "Only N left"), changing nothing; pre-orders may exceed it', async () => {
    const token = await newCart([
      { sku: 'S-LOW', quantity: 1 },
      { sku: 'S-PLENTY', quantity: 2 },
    ]);
    const before = await cartSnapshot(t.db);
    const res = await replace(token, [
      { sku: 'S-LOW', quantity: 6 },
      { sku: 'S-PLENTY', quantity: 2 },
    ]).expect(409);
    expect(errorOf(res)).toEqual({
      code: 'OUT_OF_STOCK',
      message: 'Only 5 of "S-LOW" left in stock',
      details: { sku: 'S-LOW', available: 5, requested: 6 },
    });
    expect(await cartSnapshot(t.db)).toBe(before);
    // Exactly the stock on hand is fine; a pre-order line takes no stock, so it may go beyond its 0.
    const taken = await replace(token, [
      { sku: 'S-LOW', quantity: 5 },
      { sku: 'S-PREORDER', quantity: 400 },
    ]).expect(200);
    expect(linesOf(taken)).toEqual([
      ['S-LOW', 5, false],
      ['S-PREORDER', 400, true],
    ]);
  });

  it('keeps or lowers a line that stock fell below since it was carted, but refuses raising it', async () => {
    const token = await newCart([
      { sku: 'S-LOW', quantity: 5 },
      { sku: 'S-PLENTY', quantity: 1 },
    ]);
    await t.db.updateTable('stock').set({ tpa_wh: 1, lv_wh: 1 }).where('product_id', '=', low.id).execute();
    try {
      // Another line changes: the line above stock stays as it is (checkout refuses it later).
      const kept = await replace(token, [
        { sku: 'S-LOW', quantity: 5 },
        { sku: 'S-PLENTY', quantity: 3 },
      ]).expect(200);
      expect(linesOf(kept)).toEqual([
        ['S-LOW', 5, false],
        ['S-PLENTY', 3, false],
      ]);
      await replace(token, [
        { sku: 'S-LOW', quantity: 4 },
        { sku: 'S-PLENTY', quantity: 3 },
      ]).expect(200);
      const raised = await replace(token, [
        { sku: 'S-LOW', quantity: 5 },
        { sku: 'S-PLENTY', quantity: 3 },
      ]).expect(409);
      expect(errorOf(raised).message).toBe('Only 2 of "S-LOW" left in stock');
    } finally {
      await t.db.updateTable('stock').set({ tpa_wh: 3, lv_wh: 2 }).where('product_id', '=', low.id).execute();
    }
  });

  it('POST /api/cartv2/lines refuses an add that would push the line above the stock, changing nothing', async () => {
    const token = await newCart([{ sku: 'S-LOW', quantity: 4 }]);
    const before = await cartSnapshot(t.db);
    const res = await add(token, 'S-LOW', 2).expect(409);
    expect(errorOf(res)).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 5 of "S-LOW" left in stock',
      details: { available: 5, requested: 6 },
    });
    expect(await cartSnapshot(t.db)).toBe(before);
    expect(linesOf(await add(token, 'S-LOW', 1).expect(200))).toEqual([['S-LOW', 5, false]]);
    expect(linesOf(await add(token, 'S-PREORDER', 1000).expect(200))).toEqual([
      ['S-LOW', 5, false],
      ['S-PREORDER', 1000, true],
    ]);
  });

  it('POST /api/cartv2/lines refuses a first add above the stock without making a cart', async () => {
    const before = await cartSnapshot(t.db);
    const res = await request(t.app)
      .post('/api/cartv2/lines')
      .send({ sku: 's-low', quantity: 9 })
      .expect(409);
    expect(errorOf(res).code).toBe('OUT_OF_STOCK');
    expect(await cartSnapshot(t.db)).toBe(before);
  });

  it('does not take a back-order-blocked item as a pre-order, even with pre-order eligible and enabled', async () => {
    const blocked = await makeProduct(t.db, {
      sku: 'S-BLOCKED-PRE',
      tpa: 2,
      lv: 0,
      preorder: true,
      blockBackorder: true,
    });
    const token = await newCart([{ sku: 'S-BLOCKED-PRE', quantity: 1 }]);
    await t.db.updateTable('stock').set({ tpa_wh: 0 }).where('product_id', '=', blocked.id).execute();
    const cart = CartResponseSchema.parse(
      (await request(t.app).get('/api/cartv2').set('X-Cart-Token', token).expect(200)).body,
    );
    expect(cart.items.map((l) => [l.sku, l.is_pre_ordered_item, l.stock_label])).toEqual([
      ['S-BLOCKED-PRE', false, 'Sold Out'],
    ]);
    const refused = await add(token, 'S-BLOCKED-PRE', 1).expect(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'NOT_PURCHASABLE',
      message: '"S-BLOCKED-PRE" is sold out',
    });
  });
});

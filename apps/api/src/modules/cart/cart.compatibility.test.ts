import {
  CartResponseSchema,
  INCOMPATIBLE_LINE_MESSAGE,
  SUGGESTION_HEADING,
  SUGGESTION_MESSAGE,
  type CartResponse,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../../test/make-app.js';

const SKUS = {
  empty12: 'AR1X12V',
  vsEmpty12: 'VS-RAM-CC-2X12',
  universal12: 'VS-12DS',
  loaded12: 'EVL-1X12D2-LOADED',
  vsLoaded12: 'L-VD-RAM-CC-2X12D2-R2',
  evl12: 'EVL-12-D2',
  zvx12: 'ZVX-12-D1',
  evl10: 'EVL-10-D2',
  amp: 'RP-1200.1D',
};

const cartOf = (res: request.Response): CartResponse => {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return CartResponseSchema.parse(res.body);
};
const compatibleBySku = (cart: CartResponse) =>
  Object.fromEntries(cart.items.map((l) => [l.sku, l.isCompatible]));

describe('cart compatibility and suggestions (GET/POST /api/cartv2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp();
    // Every sku used here is in stock, whatever the seed drew.
    await t.db
      .updateTable('stock')
      .set({ tpa_wh: 50 })
      .where('product_id', 'in', (eb) =>
        eb.selectFrom('products').select('id').where('sku', 'in', Object.values(SKUS)),
      )
      .execute();
  });
  afterAll(() => t.close());

  const put = async (skus: string[]) =>
    cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: skus.map((sku) => ({ sku, quantity: 1 })) }),
    );

  it('marks a subwoofer compatible when the empty enclosure chart holds a check mark and the sizes match', async () => {
    const cart = await put([SKUS.empty12, SKUS.evl12]);
    expect(compatibleBySku(cart)).toEqual({ [SKUS.empty12]: true, [SKUS.evl12]: true });
    expect(cart.compatibility?.hasIncompatible).toBe(false);
    expect(cart.compatibility?.compatibilityChecks).toEqual([
      {
        enclosureSku: { sku: SKUS.empty12, path: expect.stringContaining('/products/') },
        size: '12"',
        productList: [SKUS.evl12],
        incompatibleSkus: [],
        vsItem: false,
      },
    ]);
  });

  it('marks a subwoofer incompatible when the chart cell for its sku prefix lacks a check mark', async () => {
    const cart = await put([SKUS.empty12, SKUS.zvx12, SKUS.evl12]);
    expect(compatibleBySku(cart)).toEqual({ [SKUS.empty12]: true, [SKUS.zvx12]: false, [SKUS.evl12]: true });
    expect(cart.compatibility?.hasIncompatible).toBe(true);
    expect(cart.compatibility?.compatibilityChecks[0]?.incompatibleSkus).toEqual([SKUS.zvx12]);
    expect(cart.compatibility?.explanation).toContain('no check mark for ZVX-12-D1');
    expect(INCOMPATIBLE_LINE_MESSAGE).toBe(
      'This subwoofer is not compatible with one or more enclosures in your cart.',
    );
  });

  it('marks a subwoofer of another size incompatible with a vehicle-specific empty enclosure', async () => {
    const cart = await put([SKUS.vsEmpty12, SKUS.evl10]);
    expect(compatibleBySku(cart)).toEqual({ [SKUS.vsEmpty12]: true, [SKUS.evl10]: false });
    expect(cart.compatibility?.compatibilityChecks[0]).toMatchObject({
      vsItem: true,
      incompatibleSkus: [SKUS.evl10],
    });
  });

  it('checks neither loaded enclosures nor the VS-10 / VS-12 universal ones', async () => {
    expect(compatibleBySku(await put([SKUS.loaded12, SKUS.evl10]))[SKUS.evl10]).toBe(true);
    const universal = await put([SKUS.universal12, SKUS.evl10]);
    expect(compatibleBySku(universal)[SKUS.evl10]).toBe(true);
    expect(universal.compatibility?.compatibilityChecks).toEqual([]);
    expect(universal.suggestions).toEqual([]);
  });

  it('suggests fitting subwoofers not in the cart when it holds an empty enclosure and no loaded one', async () => {
    const cart = await put([SKUS.empty12, SKUS.evl12]);
    const c = cart.compatibility;
    expect(c).toMatchObject({
      showSuggestions: true,
      message: SUGGESTION_MESSAGE,
      linkText: SUGGESTION_HEADING,
      link: '/collections/car-subwoofers',
    });
    expect(SUGGESTION_MESSAGE).toBe('Would you like to add some subwoofers to the cart as well?');
    expect(SUGGESTION_HEADING).toBe('Check out our subwoofers as well');
    const suggested = cart.suggestions ?? [];
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(4);
    expect(c?.suggestions.products).toEqual(suggested);
    expect(c?.suggestions.properSkuList).toEqual(expect.arrayContaining(['EVL-12', 'SDR-12']));
    for (const s of suggested) {
      expect(s.size).toBe('12"');
      expect(s.sku).not.toBe(SKUS.evl12);
      expect(s.sku.startsWith('ZVX')).toBe(false); // crossed out in the universal box's chart
      expect(s.slug).toMatch(/^skar-/);
      expect(typeof s.price).toBe('number');
    }
    expect(new Set(suggested.map((s) => s.sku)).size).toBe(suggested.length);
  });

  it('adds a suggested subwoofer in one click, after which it is no longer suggested', async () => {
    const agent = request.agent(t.app);
    const first = cartOf(
      await agent.post('/api/cartv2').send({ items: [{ sku: SKUS.vsEmpty12, quantity: 1 }] }),
    );
    const pick = first.suggestions?.[0];
    expect(pick).toBeDefined();
    const after = cartOf(await agent.post('/api/cartv2/lines').send({ sku: pick!.sku, quantity: 1 }));
    expect(after.items.find((l) => l.sku === pick!.sku)?.isCompatible).toBe(true);
    expect(after.suggestions?.map((s) => s.sku)).not.toContain(pick!.sku);
    const read = cartOf(await agent.get('/api/cartv2'));
    expect(read.suggestions).toEqual(after.suggestions);
    expect(read.compatibility).toEqual(after.compatibility);
  });

  it('suggests nothing when the cart also holds a loaded enclosure, or holds no empty one', async () => {
    for (const skus of [[SKUS.empty12, SKUS.vsLoaded12], [SKUS.loaded12], [SKUS.evl12, SKUS.amp]]) {
      const cart = await put(skus);
      expect(cart.suggestions, skus.join()).toEqual([]);
      expect(cart.compatibility).toMatchObject({
        showSuggestions: false,
        message: null,
        link: null,
        linkText: null,
      });
    }
  });

  it('answers an empty cart with an empty compatibility result', async () => {
    const cart = cartOf(await request(t.app).get('/api/cartv2'));
    expect(cart.items).toEqual([]);
    expect(cart.suggestions).toEqual([]);
    expect(cart.compatibility).toMatchObject({
      showSuggestions: false,
      hasIncompatible: false,
      compatibilityChecks: [],
    });
  });

  it('keeps the response parseable by clients that predate compatibility', () => {
    const old = {
      items: [],
      cart_token: '',
      version: 0,
      totals: {
        isDealer: false,
        originalTotal: 0,
        discountsTotal: 0,
        subtotalPrice: 0,
        subTotal: 0,
        shippingTotal: 0,
        totalPrice: 0,
      },
    };
    expect(CartResponseSchema.parse(old)).toEqual(old);
  });
});

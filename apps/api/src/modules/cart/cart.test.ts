import { CartResponseSchema, ErrorBodySchema, type CartResponse } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dealerViewer, makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import {
  cartSnapshot,
  makeBundle,
  makeProduct,
  makeRunningSale,
  type MadeProduct,
} from '../../test/shop-factories.js';

const cartOf = (res: request.Response): CartResponse => CartResponseSchema.parse(res.body);
const errorCode = (res: request.Response): string => ErrorBodySchema.parse(res.body).error.code;
const tokenCookie = (res: request.Response): string | undefined =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('sa_cart_token='));

describe('cart API (retail)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false });
    await makeRunningSale(t.db, TEST_NOW);
    const parent = await makeProduct(t.db, { sku: 'T-SUB-12', isParent: true });
    const p: Record<string, MadeProduct> = {
      cheap: await makeProduct(t.db, { sku: 'T-CHEAP', priceCents: 2499 }),
      quarter: await makeProduct(t.db, { sku: 'T-QUARTER', priceCents: 2500 }),
      // Enough stock for the 1000 cap (a line may not hold more than the stock on hand).
      hundred: await makeProduct(t.db, { sku: 'T-HUNDRED', priceCents: 10_000, tpa: 2000 }),
      onSale: await makeProduct(t.db, { sku: 'T-SALE', priceCents: 10_000, saleEnabled: true, tpa: 10 }),
      low: await makeProduct(t.db, { sku: 'T-LOW', tpa: 3, lv: 2 }),
      soldOut: await makeProduct(t.db, { sku: 'T-SOLDOUT', tpa: 0, lv: 0 }),
      preorder: await makeProduct(t.db, { sku: 'T-PREORDER', tpa: 0, lv: 0, preorder: true }),
      discontinued: await makeProduct(t.db, {
        sku: 'T-DISC',
        tpa: 0,
        discontinued: true,
        blockBackorder: true,
      }),
      discontinuedInStock: await makeProduct(t.db, {
        sku: 'T-DISC-LEFT',
        tpa: 4,
        discontinued: true,
        blockBackorder: true,
      }),
      disabled: await makeProduct(t.db, { sku: 'T-HIDDEN', enabled: false }),
      parent,
      variant: await makeProduct(t.db, {
        sku: 'T-SUB-12-D2',
        parentSku: 'T-SUB-12',
        option: { name: 'Coil', value: 'Dual 2 Ohm' },
      }),
      ford: await makeProduct(t.db, { sku: 'VS-FORD-F150-2009-UP-2X12' }),
      donation: await makeProduct(t.db, { sku: 'DONATION', priceCents: 500 }),
    };
    p.bundle = await makeBundle(t.db, [{ child: p.hundred!, quantity: 2 }], {
      sku: 'T-BUNDLE',
      priceCents: 15_000,
    });
  });
  afterAll(() => t.close());

  const SKUS: Record<string, string> = {
    cheap: 'T-CHEAP',
    quarter: 'T-QUARTER',
    hundred: 'T-HUNDRED',
    onSale: 'T-SALE',
    low: 'T-LOW',
    soldOut: 'T-SOLDOUT',
    preorder: 'T-PREORDER',
    discontinued: 'T-DISC',
    discontinuedInStock: 'T-DISC-LEFT',
    disabled: 'T-HIDDEN',
    parent: 'T-SUB-12',
    variant: 'T-SUB-12-D2',
    ford: 'VS-FORD-F150-2009-UP-2X12',
    bundle: 'T-BUNDLE',
  };
  const sku = (key: string) => SKUS[key]!;

  it('gives a visitor without a cart an empty cart without creating one', async () => {
    const res = await request(t.app).get('/api/cartv2').expect(200);
    const cart = cartOf(res);
    expect(cart).toMatchObject({ items: [], cart_token: '', version: 0 });
    expect(cart.totals).toMatchObject({ subTotal: 0, shippingTotal: 0, totalPrice: 0 });
    expect(tokenCookie(res)).toBeUndefined();
    const { n } = await t.db
      .selectFrom('carts')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(n)).toBe(0);
  });

  it('creates the cart on the first write and sets the httpOnly, Lax, 730-day sa_cart_token cookie', async () => {
    const res = await request(t.app)
      .post('/api/cartv2')
      .send({ items: [{ sku: sku('hundred'), quantity: 2 }] })
      .expect(200);
    const cart = cartOf(res);
    expect(cart.cart_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(cart.version).toBe(1);
    const cookie = tokenCookie(res)!;
    expect(cookie).toContain(`sa_cart_token=${cart.cart_token}`);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Max-Age=63072000/);
    expect(cookie).not.toMatch(/Secure/);

    const byCookie = cartOf(
      await request(t.app).get('/api/cartv2').set('Cookie', `sa_cart_token=${cart.cart_token}`).expect(200),
    );
    const byHeader = cartOf(
      await request(t.app).get('/api/cartv2').set('X-Cart-Token', cart.cart_token).expect(200),
    );
    expect(byCookie).toEqual(cart);
    expect(byHeader).toEqual(cart);
    expect(cart.items[0]).toMatchObject({ sku: 'T-HUNDRED', quantity: 2, price: 100, line_total: 200 });
  });

  it('never adopts a token the client made up: a write gets a fresh token', async () => {
    const forged = 'A'.repeat(43);
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .set('X-Cart-Token', forged)
        .send({ items: [{ sku: sku('hundred'), quantity: 1 }] })
        .expect(200),
    );
    expect(cart.cart_token).not.toBe(forged);
  });

  it('ignores client prices: a price of 0.01 changes nothing (price tampering)', async () => {
    const honest = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: sku('hundred'), quantity: 1 }] }),
    );
    const tampered = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({
          items: [
            {
              sku: sku('hundred'),
              quantity: 1,
              price: 0.01,
              price_map: 0.01,
              price_msrp: 0.01,
              price_dealer: 0.01,
            },
          ],
        }),
    );
    expect(tampered.items[0]!.price).toBe(100);
    expect(tampered.items[0]!.price_dealer).toBeNull();
    expect(tampered.totals).toEqual(honest.totals);
  });

  it('charges 4.82 shipping below the retail threshold of 25', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: sku('cheap'), quantity: 1 }] }),
    );
    expect(cart.totals).toEqual({
      isDealer: false,
      originalTotal: 24.99,
      discountsTotal: 0,
      subtotalPrice: 24.99,
      subTotal: 24.99,
      shippingTotal: 4.82,
      totalPrice: 29.81,
    });
  });

  it('ships free at exactly 25 for retail', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: sku('quarter'), quantity: 1 }] }),
    );
    expect(cart.totals).toMatchObject({ subTotal: 25, shippingTotal: 0, totalPrice: 25 });
  });

  it('prices a sale-enabled product at the sale price of the server clock and shows the discount', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: sku('onSale'), quantity: 2 }] }),
    );
    expect(cart.items[0]).toMatchObject({ price: 85, line_total: 170, total_line_discounts: 30 });
    expect(cart.totals).toMatchObject({
      originalTotal: 200,
      discountsTotal: 30,
      subTotal: 170,
      totalPrice: 170,
    });
  });

  it('describes lines: stock labels, pre-order flag, options, display sku, bundle children', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({
          items: [
            { sku: sku('low'), quantity: 1 },
            { sku: sku('preorder'), quantity: 1, is_pre_ordered_item: false },
            { sku: sku('variant'), quantity: 1 },
            { sku: sku('ford'), quantity: 1 },
            { sku: sku('bundle'), quantity: 1 },
            { sku: sku('discontinuedInStock'), quantity: 1 },
          ],
        })
        .expect(200),
    );
    const line = (s: string) => cart.items.find((i) => i.sku === s)!;
    expect(line('T-LOW').stock_label).toBe('In Stock (Only 5 Remaining)');
    expect(line('T-PREORDER')).toMatchObject({
      stock_label: 'Available for Pre-order',
      is_pre_ordered_item: true,
    });
    expect(line('T-SUB-12-D2').options).toEqual([{ name: 'Coil', value: 'Dual 2 Ohm' }]);
    expect(line('VS-FORD-F150-2009-UP-2X12').displayed_sku).toBe('VS-FORD-F150-2015-UP-2X12');
    expect(line('T-BUNDLE').child_products).toEqual([
      { sku: 'T-HUNDRED', quantity: 2, name: 'Test product T-HUNDRED' },
    ]);
    expect(line('T-DISC-LEFT').stock_label).toBe('In Stock (Only 4 Remaining)');
    expect(line('T-HUNDRED')).toBeUndefined();
  });

  it('hides the DONATION line from the list but charges it', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({
          items: [
            { sku: 'donation', quantity: 1 },
            { sku: sku('hundred'), quantity: 1 },
          ],
        }),
    );
    expect(cart.items.map((i) => i.sku)).toEqual(['T-HUNDRED']);
    expect(cart.totals.subTotal).toBe(105);
  });

  it('adds up duplicate skus in one list (any case) and keeps the list order', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({
          items: [
            { sku: 't-cheap', quantity: 2 },
            { sku: sku('hundred'), quantity: 1 },
            { sku: 'T-CHEAP', quantity: 3 },
          ],
        }),
    );
    expect(cart.items.map((i) => [i.sku, i.quantity])).toEqual([
      ['T-CHEAP', 5],
      ['T-HUNDRED', 1],
    ]);
  });

  it('increments the version on each write, accepts the current one and empties with an empty list', async () => {
    const agent = request.agent(t.app);
    const first = cartOf(
      await agent.post('/api/cartv2').send({ items: [{ sku: sku('hundred'), quantity: 1 }] }),
    );
    const second = cartOf(
      await agent
        .post('/api/cartv2')
        .send({ items: [{ sku: sku('hundred'), quantity: 3 }], version: first.version }),
    );
    expect(second.version).toBe(first.version + 1);
    const emptied = cartOf(
      await agent.post('/api/cartv2').send({ items: [], version: second.version }).expect(200),
    );
    expect(emptied).toMatchObject({ items: [], version: second.version + 1, cart_token: first.cart_token });
  });

  describe('every refusal leaves the stored cart byte-identical', () => {
    let token: string;
    beforeAll(async () => {
      token = cartOf(
        await request(t.app)
          .post('/api/cartv2')
          .send({
            items: [
              { sku: sku('hundred'), quantity: 2 },
              { sku: sku('cheap'), quantity: 1 },
            ],
          }),
      ).cart_token;
    });

    const refusals: [string, () => object, number, string][] = [
      ['an unknown sku', () => ({ items: [{ sku: 'NO-SUCH-SKU', quantity: 1 }] }), 400, 'UNKNOWN_SKU'],
      [
        'a product not enabled on the site',
        () => ({ items: [{ sku: sku('disabled'), quantity: 1 }] }),
        400,
        'UNKNOWN_SKU',
      ],
      ['quantity 0', () => ({ items: [{ sku: sku('hundred'), quantity: 0 }] }), 400, 'VALIDATION_FAILED'],
      [
        'quantity 1001',
        () => ({ items: [{ sku: sku('hundred'), quantity: 1001 }] }),
        400,
        'VALIDATION_FAILED',
      ],
      ['quantity 1.5', () => ({ items: [{ sku: sku('hundred'), quantity: 1.5 }] }), 400, 'VALIDATION_FAILED'],
      ['quantity "2"', () => ({ items: [{ sku: sku('hundred'), quantity: '2' }] }), 400, 'VALIDATION_FAILED'],
      [
        'a sold-out item that cannot be pre-ordered',
        () => ({ items: [{ sku: sku('soldOut'), quantity: 1 }] }),
        409,
        'NOT_PURCHASABLE',
      ],
      [
        'a discontinued item with back-order blocked',
        () => ({ items: [{ sku: sku('discontinued'), quantity: 1 }] }),
        409,
        'NOT_PURCHASABLE',
      ],
      [
        'a parent sku with variants',
        () => ({ items: [{ sku: sku('parent'), quantity: 1 }] }),
        400,
        'CHOOSE_VARIANT',
      ],
      [
        'one bad line among good ones',
        () => ({
          items: [
            { sku: sku('cheap'), quantity: 9 },
            { sku: sku('soldOut'), quantity: 1 },
          ],
        }),
        409,
        'NOT_PURCHASABLE',
      ],
      [
        'a stale version',
        () => ({ items: [{ sku: sku('cheap'), quantity: 9 }], version: 0 }),
        409,
        'CART_VERSION_CONFLICT',
      ],
      ['items missing', () => ({}), 400, 'VALIDATION_FAILED'],
      ['items not a list', () => ({ items: 'T-CHEAP' }), 400, 'VALIDATION_FAILED'],
    ];

    it.each(refusals)('POST /api/cartv2 refuses %s', async (_name, body, status, code) => {
      const before = await cartSnapshot(t.db);
      const res = await request(t.app)
        .post('/api/cartv2')
        .set('X-Cart-Token', token)
        .send(body())
        .expect(status);
      expect(errorCode(res)).toBe(code);
      expect(await cartSnapshot(t.db)).toBe(before);
      expect(tokenCookie(res)).toBeUndefined();
    });

    it.each([
      ['an unknown sku', { sku: 'NO-SUCH-SKU', quantity: 1 }, 400, 'UNKNOWN_SKU'],
      ['quantity 1001', { sku: sku('hundred'), quantity: 1001 }, 400, 'VALIDATION_FAILED'],
      ['a sold-out item', { sku: sku('soldOut'), quantity: 1 }, 409, 'NOT_PURCHASABLE'],
      ['a parent sku', { sku: sku('parent'), quantity: 1 }, 400, 'CHOOSE_VARIANT'],
    ])('POST /api/cartv2/lines refuses %s', async (_name, body, status, code) => {
      const before = await cartSnapshot(t.db);
      const res = await request(t.app)
        .post('/api/cartv2/lines')
        .set('X-Cart-Token', token)
        .send(body)
        .expect(status);
      expect(errorCode(res)).toBe(code);
      expect(await cartSnapshot(t.db)).toBe(before);
    });

    it('answers a stale version with the current cart in details', async () => {
      const res = await request(t.app)
        .post('/api/cartv2')
        .set('X-Cart-Token', token)
        .send({ items: [], version: 99 })
        .expect(409);
      const details = ErrorBodySchema.parse(res.body).error.details as { cart: unknown };
      const current = CartResponseSchema.parse(details.cart);
      expect(current.cart_token).toBe(token);
      expect(current.items.map((i) => [i.sku, i.quantity])).toEqual([
        ['T-HUNDRED', 2],
        ['T-CHEAP', 1],
      ]);
    });

    it('does not create a cart for a refused first write', async () => {
      const before = await cartSnapshot(t.db);
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: 'NOPE', quantity: 1 }] })
        .expect(400);
      expect(await cartSnapshot(t.db)).toBe(before);
    });
  });

  it('POST /api/cartv2/lines adds a new line, adds up an existing one and caps at 1000', async () => {
    const agent = request.agent(t.app);
    await agent
      .post('/api/cartv2/lines')
      .send({ sku: sku('hundred'), quantity: 600 })
      .expect(200);
    let cart = cartOf(
      await agent
        .post('/api/cartv2/lines')
        .send({ sku: sku('cheap'), quantity: 1 })
        .expect(200),
    );
    expect(cart.items.map((i) => [i.sku, i.quantity])).toEqual([
      ['T-HUNDRED', 600],
      ['T-CHEAP', 1],
    ]);
    cart = cartOf(
      await agent.post('/api/cartv2/lines').send({ sku: 't-hundred', quantity: 600 }).expect(200),
    );
    expect(cart.items[0]).toMatchObject({ sku: 'T-HUNDRED', quantity: 1000 });
    expect(cart.version).toBe(3);
  });

  describe('DELETE /api/cookies', () => {
    it("clears only the spec's cookie names and says which", async () => {
      const res = await request(t.app)
        .delete('/api/cookies')
        .send({
          cookieNames: ['sa_cart_token', 'sa_checkout_token', 'session', 'sa_visitor', 'sa_cart_token'],
        })
        .expect(200);
      expect(res.body).toEqual({ cleared: ['sa_cart_token', 'sa_checkout_token', 'sa_visitor'] });
      const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
      const cleared = cookies.filter((c) => /Expires=Thu, 01 Jan 1970/.test(c)).map((c) => c.split('=')[0]);
      expect(cleared.sort()).toEqual(['sa_cart_token', 'sa_checkout_token', 'sa_visitor']);
      expect(cookies.some((c) => c.startsWith('session='))).toBe(false);
    });

    it('refuses a body without a list of names', async () => {
      const res = await request(t.app)
        .delete('/api/cookies')
        .send({ cookieNames: 'sa_cart_token' })
        .expect(400);
      expect(errorCode(res)).toBe('VALIDATION_FAILED');
    });
  });
});

describe('cart API (dealer)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await makeApp({ seed: false, resolveViewer: dealerViewer });
    await makeRunningSale(t.db, TEST_NOW);
    await makeProduct(t.db, {
      sku: 'D-AMP',
      priceCents: 130_000,
      mapCents: 129_999,
      dealerCents: 100_000,
      saleEnabled: true,
    });
    await makeProduct(t.db, { sku: 'D-FALLBACK', priceCents: 14_999, mapCents: 12_999, dealerCents: null });
  });
  afterAll(() => t.close());

  it('charges dealers 37.12 shipping below 1500, with no discount even during a sale', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: 'D-AMP', quantity: 1 }] }),
    );
    expect(cart.items[0]).toMatchObject({ price: 1000, price_dealer: 1000, total_line_discounts: 0 });
    expect(cart.totals).toEqual({
      isDealer: true,
      originalTotal: 1000,
      discountsTotal: 0,
      subtotalPrice: 1000,
      subTotal: 1000,
      shippingTotal: 37.12,
      totalPrice: 1037.12,
    });
  });

  it('ships free for dealers at 1500 and above', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: 'D-AMP', quantity: 2 }] }),
    );
    expect(cart.totals).toMatchObject({
      subTotal: 2000,
      shippingTotal: 0,
      totalPrice: 2000,
      discountsTotal: 0,
    });
  });

  it('uses the dealer fallback (MAP less 20%, whole dollars) without a stored dealer price', async () => {
    const cart = cartOf(
      await request(t.app)
        .post('/api/cartv2')
        .send({ items: [{ sku: 'D-FALLBACK', quantity: 1 }] }),
    );
    expect(cart.items[0]).toMatchObject({ price: 103, price_dealer: 103 });
  });
});

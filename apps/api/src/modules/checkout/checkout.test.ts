import { readFileSync } from 'node:fs';
import {
  CartResponseSchema,
  CheckoutResponseSchema,
  ErrorBodySchema,
  OrderSchema,
  type CheckoutBodyInput,
  type CheckoutResponse,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dealerViewer, makeApp, type TestApp } from '../../test/make-app.js';
import {
  cartSnapshot,
  cardToken,
  checkoutBody,
  makeCollection,
  makeProduct,
  stockOf,
  type MadeProduct,
  type ProductSpec,
} from '../../test/shop-factories.js';
import {
  createTestPaymentProvider,
  type PaymentProvider,
  type TestPaymentProvider,
} from '../../lib/payment-provider.js';

const errorOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error;
const countOf = async (db: Db, table: 'orders' | 'order_lines'): Promise<number> =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const ordersCount = (db: Db) => countOf(db, 'orders');
const turnoverOf = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('products')
      .select('turnover_30d_cents as c')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).c;
const preorderedFlag = async (db: Db, id: number) =>
  (
    await db
      .selectFrom('collection_products')
      .select('is_preordered as f')
      .where('product_id', '=', id)
      .executeTakeFirstOrThrow()
  ).f;

/** Everything a refused checkout must leave alone. */
const shopState = async (db: Db) =>
  JSON.stringify({
    carts: await cartSnapshot(db),
    stock: await db
      .selectFrom('stock')
      .select(['product_id', 'tpa_wh', 'lv_wh'])
      .orderBy('product_id')
      .execute(),
    orders: { n: await countOf(db, 'orders') },
    lines: { n: await countOf(db, 'order_lines') },
    turnover: await db.selectFrom('products').select(['id', 'turnover_30d_cents']).orderBy('id').execute(),
    flags: await db
      .selectFrom('collection_products')
      .selectAll()
      .orderBy('product_id')
      .orderBy('collection_id')
      .execute(),
  });

type Setup = { t: TestApp; payments: TestPaymentProvider };

async function setup(
  options: { dealer?: boolean; payments?: PaymentProvider; rateLimit?: number } = {},
): Promise<Setup> {
  const payments = createTestPaymentProvider();
  const t = await makeApp({
    seed: false,
    resolveViewer: options.dealer ? dealerViewer : undefined,
    paymentProvider: options.payments ?? payments,
    configOverrides: { checkoutRateLimit: options.rateLimit ?? 1000, logLevel: 'error' },
  });
  return { t, payments };
}

/** A fresh cart holding these lines; returns its token. */
async function cartWith(t: TestApp, items: { sku: string; quantity: number }[]): Promise<string> {
  const res = await request(t.app).post('/api/cartv2').send({ items }).expect(200);
  return CartResponseSchema.parse(res.body).cart_token;
}

const checkout = (t: TestApp, token: string | null, body: CheckoutBodyInput = checkoutBody()) => {
  const req = request(t.app).post('/api/checkout-v3/checkout');
  if (token) req.set('Cookie', `sa_cart_token=${token}`);
  return req.send(body);
};

describe('POST /api/checkout-v3/checkout', () => {
  let s: Setup;
  let t: TestApp;
  beforeAll(async () => {
    s = await setup();
    t = s.t;
  });
  afterAll(() => t.close());

  const product = (spec: ProductSpec) => makeProduct(t.db, spec);

  it('places the order: order number, totals, lines, stock taken TPA first, turnover, cart cleared', async () => {
    const parent = await product({ sku: 'K-SUB', isParent: true, turnoverCents: 1000 });
    const sub = await product({
      sku: 'K-SUB-D2',
      parentSku: 'K-SUB',
      priceCents: 12_000,
      tpa: 3,
      lv: 5,
      turnoverCents: 500,
    });
    const kit = await product({ sku: 'K-KIT', priceCents: 2_000, tpa: 0, lv: 9 });
    const token = await cartWith(t, [
      { sku: 'K-SUB-D2', quantity: 5 },
      { sku: 'K-KIT', quantity: 1 },
    ]);
    const res = await checkout(t, token).expect(200);
    const body: CheckoutResponse = CheckoutResponseSchema.parse(res.body);

    expect(body.order.order_number).toMatch(/^SA-\d{6}$/);
    expect(body.order).toMatchObject({
      final_total: 620,
      subtotal: 620,
      shipping_total: 0,
      email: 'ada@example.com',
      status: 'paid',
      card_brand: 'visa',
      card_last4: '4242',
      is_dealer: false,
    });
    expect(body.lineItems.map((l) => [l.sku, l.quantity, l.price, l.is_pre_ordered_item])).toEqual([
      ['K-SUB-D2', 5, 120, false],
      ['K-KIT', 1, 20, false],
    ]);
    expect(body.shippingAddress).toMatchObject({ city: 'Tampa', state_code: 'FL', country_code: 'US' });
    expect(body.billingAddress).toEqual(body.shippingAddress);
    expect(body.customer).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      primary_phone: '(813) 555-0100',
    });

    expect(await stockOf(t.db, sub.id)).toEqual({ tpa_wh: 0, lv_wh: 3 });
    expect(await stockOf(t.db, kit.id)).toEqual({ tpa_wh: 0, lv_wh: 8 });
    expect(await turnoverOf(t.db, sub.id)).toBe(500 + 60_000);
    expect(await turnoverOf(t.db, parent.id)).toBe(1000 + 60_000);
    expect(await turnoverOf(t.db, kit.id)).toBe(2_000);

    const cart = CartResponseSchema.parse(
      (await request(t.app).get('/api/cartv2').set('X-Cart-Token', token).expect(200)).body,
    );
    expect(cart).toMatchObject({ items: [], cart_token: token });

    const cookie = ([] as string[])
      .concat(res.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('sa_checkout_token='));
    expect(cookie).toContain(`sa_checkout_token=${body.confirmation_token}`);
    expect(cookie).toMatch(/HttpOnly/);

    const confirmation = await request(t.app)
      .get(`/api/orders/confirmation/${body.confirmation_token}`)
      .expect(200);
    const { status: _status, confirmation_token: _token, ...order } = body;
    expect(OrderSchema.parse(confirmation.body)).toEqual(order);
  });

  it('charges retail shipping 4.82 below 25 in the order', async () => {
    await product({ sku: 'K-CHEAP', priceCents: 1_000 });
    const token = await cartWith(t, [{ sku: 'K-CHEAP', quantity: 2 }]);
    const body = CheckoutResponseSchema.parse((await checkout(t, token).expect(200)).body);
    expect(body.order).toMatchObject({ subtotal: 20, shipping_total: 4.82, final_total: 24.82 });
    expect(s.payments.log.filter((e) => e.action === 'authorize').at(-1)?.amountCents).toBe(2482);
  });

  it('stores a different billing address when billing differs from shipping', async () => {
    await product({ sku: 'K-BILL' });
    const token = await cartWith(t, [{ sku: 'K-BILL', quantity: 1 }]);
    const base = checkoutBody();
    const billingAddress = { ...base.shippingAddress, city: 'Orlando', zip_code: '32801-1234' };
    const body = CheckoutResponseSchema.parse(
      (await checkout(t, token, { ...base, billingSameAsShipping: false, billingAddress }).expect(200)).body,
    );
    expect(body.billingAddress).toMatchObject({ city: 'Orlando', zip_code: '32801-1234' });
    expect(body.shippingAddress.city).toBe('Tampa');
  });

  it('never receives nor stores the full card number or the cvc: only brand and last 4', async () => {
    await product({ sku: 'K-PAN' });
    const token = await cartWith(t, [{ sku: 'K-PAN', quantity: 1 }]);
    await checkout(
      t,
      token,
      checkoutBody({
        payment: { token: cardToken('5555555555554444', '12', '2030', '987') },
      }),
    ).expect(200);
    if (t.sqlite) {
      // SQLite: the database file itself (free pages included), once the WAL is folded into it.
      t.sqlite.pragma('wal_checkpoint(TRUNCATE)');
      const file = readFileSync(t.config.databasePath).toString('latin1');
      expect(file).not.toContain('5555555555554444');
      expect(file).not.toContain('555555555555');
    } else {
      // PostgreSQL keeps no file of the database to read: every row of every table, as text.
      const tables = await sql<{ name: string }>`SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`.execute(t.db);
      let dump = '';
      for (const { name } of tables.rows) {
        const rows = await sql<{ r: string }>`SELECT t::text AS r FROM ${sql.table(name)} t`.execute(t.db);
        dump += rows.rows.map((row) => row.r).join('\n');
      }
      expect(dump).toContain('mastercard');
      expect(dump).not.toContain('5555555555554444');
      expect(dump).not.toContain('555555555555');
    }
    const row = await t.db
      .selectFrom('orders')
      .select(['card_brand', 'card_last4'])
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
    expect(row).toEqual({ card_brand: 'mastercard', card_last4: '4444' });
    expect(JSON.stringify(s.payments.log)).not.toContain('5555555555554444');
  });

  it('makes one order from a double-submitted checkout (same idempotency key, one after another)', async () => {
    const p = await product({ sku: 'K-TWICE', tpa: 10 });
    const token = await cartWith(t, [{ sku: 'K-TWICE', quantity: 2 }]);
    const body = checkoutBody();
    const before = await ordersCount(t.db);
    const first = CheckoutResponseSchema.parse((await checkout(t, token, body).expect(200)).body);
    const second = CheckoutResponseSchema.parse((await checkout(t, token, body).expect(200)).body);
    expect(second).toEqual(first);
    expect(await ordersCount(t.db)).toBe(before + 1);
    expect((await stockOf(t.db, p.id)).tpa_wh).toBe(8);
  });

  it('makes one order and one charge from two identical submits in flight at once', async () => {
    const p = await product({ sku: 'K-RACE', tpa: 10 });
    const token = await cartWith(t, [{ sku: 'K-RACE', quantity: 1 }]);
    const body = checkoutBody();
    const before = await ordersCount(t.db);
    const authorizedBefore = s.payments.log.filter((e) => e.action === 'authorize').length;
    const [a, b] = await Promise.all([checkout(t, token, body), checkout(t, token, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body).toEqual(b.body);
    expect(await ordersCount(t.db)).toBe(before + 1);
    expect((await stockOf(t.db, p.id)).tpa_wh).toBe(9);
    expect(s.payments.log.filter((e) => e.action === 'authorize').length).toBe(authorizedBefore + 1);
  });

  it('refuses an idempotency key reused for a different checkout (409 IDEMPOTENCY_KEY_REUSED)', async () => {
    await product({ sku: 'K-REUSE' });
    const token = await cartWith(t, [{ sku: 'K-REUSE', quantity: 1 }]);
    const body = checkoutBody();
    await checkout(t, token, body).expect(200);
    const other = { ...body, contact: { ...body.contact, email: 'mallory@example.com' } };
    const res = await checkout(t, token, other).expect(409);
    expect(errorOf(res).code).toBe('IDEMPOTENCY_KEY_REUSED');
  });

  describe('refused payments leave cart, stock and orders unchanged', () => {
    let token: string;
    beforeAll(async () => {
      await product({ sku: 'K-DECLINE', tpa: 5 });
      token = await cartWith(t, [{ sku: 'K-DECLINE', quantity: 2 }]);
    });
    const card = (number: string, exp_month = '12', exp_year = '2030', cvc = '123') =>
      checkoutBody({ payment: { token: cardToken(number, exp_month, exp_year, cvc) } });
    const withToken = (value: string) => checkoutBody({ payment: { token: value } });
    const badToken = 'The payment token is not valid; please enter your card again.';

    // Invalid numbers, brands and security codes are the browser's refusals now (the domain's checkCard,
    // decision 074); the server refuses what a token can still carry wrong.
    it.each([
      ['a declined card', card('4000000000000002'), 402, 'CARD_DECLINED', 'Your card was declined.'],
      [
        'insufficient funds',
        card('4000 0000 0000 9995'),
        402,
        'CARD_DECLINED',
        'Your card has insufficient funds.',
      ],
      ['a malformed token', withToken('tok_test_visa_42_12_2030_approved'), 400, 'CARD_INVALID', badToken],
      ['a token of another provider', withToken('pm_1234567890abcdef'), 400, 'CARD_INVALID', badToken],
      [
        'an expiry month in the past (by the server clock)',
        withToken('tok_test_visa_4242_02_2026_approved'),
        400,
        'CARD_INVALID',
        "Your card's expiration date is invalid.",
      ],
      [
        'an expiry year 13 years ahead',
        withToken('tok_test_visa_4242_01_2039_approved'),
        400,
        'CARD_INVALID',
        "Your card's expiration date is invalid.",
      ],
      [
        'a card number instead of a token',
        checkoutBody({
          payment: { card_number: '4242424242424242', exp_month: '12', exp_year: '2030', cvc: '123' },
        } as never),
        400,
        'VALIDATION_FAILED',
        undefined,
      ],
    ])('%s', async (_name, body, status, code, message) => {
      const before = await shopState(t.db);
      const res = await checkout(t, token, body).expect(status);
      expect(errorOf(res)).toMatchObject(message ? { code, message } : { code });
      expect(await shopState(t.db)).toBe(before);
    });

    it('accepts the current month and an amex card with a 4-digit cvc', async () => {
      await product({ sku: 'K-AMEX' });
      const amexCart = await cartWith(t, [{ sku: 'K-AMEX', quantity: 1 }]);
      const res = await checkout(t, amexCart, card('3782 822463 10005', '03', '2026', '1234')).expect(200);
      expect(CheckoutResponseSchema.parse(res.body).order).toMatchObject({
        card_brand: 'amex',
        card_last4: '0005',
      });
    });
  });

  it('refuses an empty cart and a visitor without a cart (400 CART_EMPTY)', async () => {
    const token = await cartWith(t, [{ sku: 'K-CHEAP', quantity: 1 }]);
    await request(t.app).post('/api/cartv2').set('X-Cart-Token', token).send({ items: [] }).expect(200);
    expect(errorOf(await checkout(t, token).expect(400)).code).toBe('CART_EMPTY');
    expect(errorOf(await checkout(t, null).expect(400)).code).toBe('CART_EMPTY');
  });

  it('refuses a line without enough stock (409 OUT_OF_STOCK) before charging, changing nothing', async () => {
    const p = await product({ sku: 'K-SHORT', tpa: 5 });
    const token = await cartWith(t, [{ sku: 'K-SHORT', quantity: 4 }]);
    await t.db.updateTable('stock').set({ tpa_wh: 1, lv_wh: 2 }).where('product_id', '=', p.id).execute();
    const authorized = s.payments.log.length;
    const before = await shopState(t.db);
    const res = await checkout(t, token).expect(409);
    expect(errorOf(res)).toMatchObject({
      code: 'OUT_OF_STOCK',
      details: { sku: 'K-SHORT', available: 3, requested: 4 },
    });
    expect(await shopState(t.db)).toBe(before);
    expect(s.payments.log.length).toBe(authorized);
  });

  it('refuses a line whose product was taken off the site after it was carted (409 NOT_PURCHASABLE)', async () => {
    const p = await product({ sku: 'K-GONE' });
    const token = await cartWith(t, [{ sku: 'K-GONE', quantity: 1 }]);
    await t.db.updateTable('products').set({ enabled_on_site: 0 }).where('id', '=', p.id).execute();
    const before = await shopState(t.db);
    expect(errorOf(await checkout(t, token).expect(409)).code).toBe('NOT_PURCHASABLE');
    expect(await shopState(t.db)).toBe(before);
  });

  it('takes a pre-order line without touching stock (it stays 0) and marks the order line pre-ordered', async () => {
    const p = await product({ sku: 'K-PRE', tpa: 0, lv: 0, preorder: true });
    const token = await cartWith(t, [{ sku: 'K-PRE', quantity: 3 }]);
    const body = CheckoutResponseSchema.parse((await checkout(t, token).expect(200)).body);
    expect(body.lineItems[0]).toMatchObject({ sku: 'K-PRE', quantity: 3, is_pre_ordered_item: true });
    expect(await stockOf(t.db, p.id)).toEqual({ tpa_wh: 0, lv_wh: 0 });
  });

  it('marks a collection item pre-ordered in the same transaction when its last units sell', async () => {
    const collection = await makeCollection(t.db);
    const single = await product({ sku: 'K-LAST', tpa: 1, lv: 1, preorder: true, collectionId: collection });
    const parent = await product({ sku: 'K-FAM', isParent: true, collectionId: collection });
    await product({ sku: 'K-FAM-D1', parentSku: 'K-FAM', tpa: 1, preorder: true });
    const token = await cartWith(t, [
      { sku: 'K-LAST', quantity: 2 },
      { sku: 'K-FAM-D1', quantity: 1 },
    ]);
    expect([await preorderedFlag(t.db, single.id), await preorderedFlag(t.db, parent.id)]).toEqual([0, 0]);
    await checkout(t, token).expect(200);
    expect([await preorderedFlag(t.db, single.id), await preorderedFlag(t.db, parent.id)]).toEqual([1, 1]);
  });

  it('marks a family pre-ordered when concurrent checkouts take the last unit of each of its variants', async () => {
    // Each checkout judges the family from its siblings' stock: without the family's lock, two of them side by
    // side each saw the other's variant still in stock, and the family stayed "in stock" with none left.
    for (let round = 0; round < 5; round++) {
      const collection = await makeCollection(t.db);
      const parent = await product({ sku: `K-RACE-${round}`, isParent: true, collectionId: collection });
      const variants = ['A', 'B', 'C'].map((v) => `K-RACE-${round}-${v}`);
      for (const sku of variants)
        await product({ sku, parentSku: `K-RACE-${round}`, tpa: 1, lv: 0, preorder: true });
      const tokens = await Promise.all(variants.map((sku) => cartWith(t, [{ sku, quantity: 1 }])));
      const statuses = (await Promise.all(tokens.map((token) => checkout(t, token)))).map((r) => r.status);
      expect(statuses).toEqual([200, 200, 200]);
      expect(await preorderedFlag(t.db, parent.id)).toBe(1);
    }
  });

  it('keeps every stock count at zero or above over many orders', async () => {
    await product({ sku: 'K-MANY', tpa: 2, lv: 3 });
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const token = await cartWith(t, [{ sku: 'K-MANY', quantity: 2 }]).catch(() => null);
      if (token) statuses.push((await checkout(t, token)).status);
    }
    expect(statuses.filter((x) => x === 200)).toHaveLength(2);
    const negative = await t.db
      .selectFrom('stock')
      .select((eb) => eb.fn.countAll().as('n'))
      .where((eb) => eb.or([eb('tpa_wh', '<', 0), eb('lv_wh', '<', 0)]))
      .executeTakeFirstOrThrow();
    expect({ n: Number(negative.n) }).toEqual({ n: 0 });
  });

  it('makes exactly 2 orders from 12 concurrent checkouts of separate carts on 2 units (one per warehouse)', async () => {
    const p = await product({ sku: 'K-RUSH', tpa: 1, lv: 1 });
    const tokens = await Promise.all(
      Array.from({ length: 12 }, () => cartWith(t, [{ sku: 'K-RUSH', quantity: 1 }])),
    );
    const before = await ordersCount(t.db);
    const statuses = (await Promise.all(tokens.map((token) => checkout(t, token)))).map((r) => r.status);
    expect(statuses.filter((x) => x === 200)).toHaveLength(2);
    expect(statuses.filter((x) => x === 409)).toHaveLength(10);
    expect(await ordersCount(t.db)).toBe(before + 2);
    expect(await stockOf(t.db, p.id)).toEqual({ tpa_wh: 0, lv_wh: 0 });
  });

  it('places concurrent checkouts of several products listed in opposite orders, conserving stock', async () => {
    const made: MadeProduct[] = [];
    for (const sku of ['K-ORD-A', 'K-ORD-B', 'K-ORD-C']) made.push(await product({ sku, tpa: 20, lv: 0 }));
    const lists = Array.from({ length: 10 }, (_, i) => (i % 2 ? [...made].reverse() : made));
    const tokens = await Promise.all(
      lists.map((list) =>
        cartWith(
          t,
          list.map((p) => ({ sku: p.sku, quantity: 1 })),
        ),
      ),
    );
    const statuses = (await Promise.all(tokens.map((token) => checkout(t, token)))).map((r) => r.status);
    expect(statuses).toEqual(lists.map(() => 200));
    for (const p of made) expect(await stockOf(t.db, p.id)).toEqual({ tpa_wh: 10, lv_wh: 0 });
  });

  it('keeps the 30-day turnover current: a day that left the window is taken out by the next order', async () => {
    const p = await product({ sku: 'K-TURN', priceCents: 3_000, turnoverCents: 10_000 });
    await t.db
      .insertInto('turnover_days')
      .values([
        { product_id: p.id, day: '2026-01-15', cents: 4000 },
        { product_id: p.id, day: '2026-02-10', cents: 2000 },
      ])
      .execute();
    const token = await cartWith(t, [{ sku: 'K-TURN', quantity: 1 }]);
    await checkout(t, token).expect(200);
    // Now is 2026-03-01: 2026-01-15 is outside the last 30 days, 2026-02-10 inside.
    expect(await turnoverOf(t.db, p.id)).toBe(10_000 - 4_000 + 3_000);
    const days = await t.db
      .selectFrom('turnover_days')
      .select(['day', 'cents'])
      .where('product_id', '=', p.id)
      .orderBy('day')
      .execute();
    expect(days).toEqual([
      { day: '2026-02-10', cents: 2000 },
      { day: '2026-03-01', cents: 3000 },
    ]);
  });

  it('answers the confirmation only for the real token (404 otherwise)', async () => {
    const res = await request(t.app)
      .get(`/api/orders/confirmation/${'x'.repeat(43)}`)
      .expect(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
  });

  it.each([
    ['no body fields', {}],
    [
      'a bad state code',
      { ...checkoutBody(), shippingAddress: { ...checkoutBody().shippingAddress, state_code: 'XYZ' } },
    ],
    ['a short idempotency key', { ...checkoutBody(), idempotencyKey: 'abc' }],
  ])('refuses %s with 400 VALIDATION_FAILED', async (_name, body) => {
    const res = await request(t.app).post('/api/checkout-v3/checkout').send(body).expect(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
  });
});

describe('checkout races inside the payment window', () => {
  let t: TestApp;
  let duringAuthorize: () => void | Promise<void> = () => {};
  const base = createTestPaymentProvider();
  const payments: TestPaymentProvider = {
    name: base.name,
    log: base.log,
    authorize: async (r) => {
      await duringAuthorize();
      return base.authorize(r);
    },
    capture: (ref) => base.capture(ref),
    void: (ref) => base.void(ref),
    refund: (ref, cents) => base.refund(ref, cents),
  };
  beforeAll(async () => {
    t = (await setup({ payments })).t;
  });
  beforeEach(() => {
    duringAuthorize = () => {};
  });
  afterAll(() => t.close());

  it('voids the payment and changes nothing when the stock sells out while the card is authorized', async () => {
    const p = await makeProduct(t.db, { sku: 'R-STOCK', tpa: 2 });
    const token = await cartWith(t, [{ sku: 'R-STOCK', quantity: 2 }]);
    let before = '';
    duringAuthorize = async () => {
      await t.db.updateTable('stock').set({ tpa_wh: 1 }).where('product_id', '=', p.id).execute();
      before = await shopState(t.db);
    };
    const res = await checkout(t, token).expect(409);
    expect(errorOf(res).code).toBe('OUT_OF_STOCK');
    expect(await shopState(t.db)).toBe(before);
    expect(base.log.at(-1)?.action).toBe('void');
  });

  it('voids the payment when the cart changes while the card is authorized (409 CART_CHANGED)', async () => {
    await makeProduct(t.db, { sku: 'R-CART' });
    const token = await cartWith(t, [{ sku: 'R-CART', quantity: 1 }]);
    duringAuthorize = async () => {
      await t.db
        .updateTable('carts')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('token', '=', token)
        .execute();
    };
    expect(errorOf(await checkout(t, token).expect(409)).code).toBe('CART_CHANGED');
    expect(base.log.at(-1)?.action).toBe('void');
  });

  it('voids the payment when a price changes while the card is authorized (409 PRICE_CHANGED)', async () => {
    const p = await makeProduct(t.db, { sku: 'R-PRICE', priceCents: 5000 });
    const token = await cartWith(t, [{ sku: 'R-PRICE', quantity: 1 }]);
    duringAuthorize = async () => {
      await t.db.updateTable('products').set({ price_cents: 6000 }).where('id', '=', p.id).execute();
    };
    expect(errorOf(await checkout(t, token).expect(409)).code).toBe('PRICE_CHANGED');
    expect(await ordersCount(t.db)).toBe(0);
  });
});

describe('dealer checkout', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = (await setup({ dealer: true })).t;
  });
  afterAll(() => t.close());

  it('charges the dealer price plus 37.12 below 1500, with no discount', async () => {
    await makeProduct(t.db, { sku: 'DL-AMP', priceCents: 50_000, dealerCents: 40_000 });
    const token = await cartWith(t, [{ sku: 'DL-AMP', quantity: 2 }]);
    const body = CheckoutResponseSchema.parse((await checkout(t, token).expect(200)).body);
    expect(body.order).toMatchObject({
      is_dealer: true,
      subtotal: 800,
      shipping_total: 37.12,
      final_total: 837.12,
      discounts_total: 0,
    });
  });
});

describe('checkout rate limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = (await setup({ rateLimit: 2 })).t;
  });
  afterAll(() => t.close());

  it('answers 429 RATE_LIMITED in the error shape after the limit', async () => {
    await checkout(t, null).expect(400);
    await checkout(t, null).expect(400);
    const res = await checkout(t, null).expect(429);
    expect(errorOf(res).code).toBe('RATE_LIMITED');
  });
});

describe('POST /api/checkout-v4/save-checkout-event', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = (await setup()).t;
  });
  afterAll(() => t.close());

  const event = {
    serverOrClient: 'client',
    eventName: 'go_to_checkout_button_clicked',
    accountId: 7,
    customerEmail: 'ada@example.com',
    cartToken: 'T'.repeat(43),
    lineItems: [{ sku: 'EVL-12-D2', price: 149.99, quantity: 2, price_map: 149.99, price_msrp: 199.99 }],
  };

  it('stores the event and answers success (the cart token only as a hash)', async () => {
    const res = await request(t.app).post('/api/checkout-v4/save-checkout-event').send(event).expect(200);
    expect(res.body).toEqual({ status: 'success' });
    const row = (await t.db.selectFrom('checkout_events').selectAll().executeTakeFirstOrThrow()) as Record<
      string,
      unknown
    >;
    expect(row).toMatchObject({
      event_name: 'go_to_checkout_button_clicked',
      server_or_client: 'client',
      account_id: '7',
      customer_email: 'ada@example.com',
    });
    expect(row.cart_token).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(row.line_items as string)).toEqual(event.lineItems);
  });

  it.each([
    ['another event name', { ...event, eventName: 'clicked' }],
    ['a line with quantity 0', { ...event, lineItems: [{ sku: 'A', quantity: 0 }] }],
    ['no line list', { ...event, lineItems: undefined }],
  ])('refuses %s with 400', async (_name, body) => {
    const res = await request(t.app).post('/api/checkout-v4/save-checkout-event').send(body).expect(400);
    expect(errorOf(res).code).toBe('VALIDATION_FAILED');
  });
});

describe('GET /api/openapi.json', () => {
  it('describes the cart, cookie, checkout and order calls', async () => {
    const { t } = await setup();
    try {
      const res = await request(t.app).get('/api/openapi.json').expect(200);
      const doc = res.body as {
        paths: Record<string, unknown>;
        components: { schemas: Record<string, unknown> };
      };
      for (const p of [
        '/api/cartv2',
        '/api/cartv2/lines',
        '/api/cookies',
        '/api/checkout-v3/checkout',
        '/api/checkout-v4/save-checkout-event',
        '/api/orders/confirmation/{token}',
      ])
        expect(doc.paths).toHaveProperty([p]);
      expect(doc.components.schemas).toHaveProperty('CheckoutBody');
      expect(doc.components.schemas).toHaveProperty('CartResponse');
    } finally {
      await t.close();
    }
  });
});

/**
 * Attack suite, input: SQL injection and FTS syntax in every query parameter and path, oversized
 * bodies, wrong content types and prototype-pollution keys. Nothing reaches the tables.
 */
import { CartResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/accounts.js';
import { makeUser, signedInAgent, type Agent } from '../test/auth-helpers.js';
import { makeApp, type TestApp } from '../test/make-app.js';
import { cartSnapshot, makeProduct } from '../test/shop-factories.js';
import { expectRefusal, INJECTIONS, schemaAndCounts, snapshot } from './security-helpers.js';

const VEHICLES = '/api/collections/vehicle-specific-subwoofer-enclosures';
const enc = encodeURIComponent;

/** Where a visitor's text lands in a URL: one case per query parameter or path segment. */
const TARGETS: readonly [string, (p: string) => string][] = [
  ['search q', (p) => `/api/search/products?q=${enc(p)}`],
  ['search page', (p) => `/api/search/products?q=sub&page=${enc(p)}`],
  ['search pageSize', (p) => `/api/search/products?q=sub&pageSize=${enc(p)}`],
  ['collection page', (p) => `/api/collections/car-subwoofers?page=${enc(p)}`],
  ['collection pageSize', (p) => `/api/collections/car-subwoofers?pageSize=${enc(p)}`],
  ['collection handle', (p) => `/api/collections/${enc(p)}`],
  ['collection sub-handle', (p) => `/api/collections/car-subwoofers/${enc(p)}`],
  ['vehicle type', (p) => `${VEHICLES}?type=${enc(p)}`],
  ['vehicle sizes', (p) => `${VEHICLES}?type=Loaded&sizes=${enc(p)}`],
  ['vehicle year', (p) => `${VEHICLES}?vehicle_year=${enc(p)}`],
  ['vehicle make', (p) => `${VEHICLES}?vehicle_make=${enc(p)}`],
  ['vehicle model', (p) => `${VEHICLES}?vehicle_make=Ford&vehicle_model=${enc(p)}`],
  ['reviews skus', (p) => `/api/reviews/skuList?skus=${enc(p)}`],
  ['reviews page', (p) => `/api/reviews/skuList?skus=SKAR-EVL-12&page=${enc(p)}`],
  ['reviews with-images limit', (p) => `/api/reviews/with-images?skus=SKAR-EVL-12&limit=${enc(p)}`],
  ['product path', (p) => `/api/product/${enc(p)}`],
  ['product variant', (p) => `/api/product/skar-evl-12?variant=${enc(p)}`],
  ['product stock path', (p) => `/api/product/stock/${enc(p)}`],
  ['order confirmation token', (p) => `/api/orders/confirmation/${enc(p)}`],
  ['sitemap products page', (p) => `/sitemap-products-${enc(p)}.xml`],
];

describe('attack suite: hostile input', () => {
  let t: TestApp;
  let dealer: Agent;
  let retail: Agent;
  let cartToken: string;
  const sku = 'ATK-INPUT';

  beforeAll(async () => {
    t = await makeApp();
    await makeProduct(t.db, { sku, tpa: 100 });
    dealer = await signedInAgent(t.app, DEMO_ACCOUNTS.dealer);
    retail = await signedInAgent(t.app, await makeUser(t.db));
    const res = await request(t.app).post('/api/cartv2/lines').send({ sku, quantity: 1 }).expect(200);
    cartToken = CartResponseSchema.parse(res.body).cart_token;
  });
  afterAll(() => t.close());

  const expectHarmless = (res: request.Response, where: string) => {
    expect([200, 400, 404], `${where}: ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
    if (res.status !== 200 && res.headers['content-type']?.startsWith('application/json'))
      expectRefusal(res, res.status);
  };

  it.each(TARGETS)(
    'answers SQL and FTS syntax in the %s with 200, 400 or 404 and leaves the tables intact',
    async (_n, url) => {
      const before = await schemaAndCounts(t.db);
      for (const payload of INJECTIONS)
        expectHarmless(await request(t.app).get(url(payload)), `${url(payload)}`);
      expect(await schemaAndCounts(t.db)).toBe(before);
    },
  );

  it('answers SQL and FTS syntax in the dealer quick-order search and the account order pages harmlessly', async () => {
    const before = await schemaAndCounts(t.db);
    for (const payload of INJECTIONS) {
      expectHarmless(await dealer.get(`/api/dealers/quick-order?q=${enc(payload)}`), 'quick-order q');
      expectHarmless(await retail.get(`/api/account/orders?page=${enc(payload)}`), 'orders page');
      expectHarmless(await retail.get(`/api/account/orders/${enc(payload)}`), 'order number');
      expectHarmless(await retail.get(`/api/reviews/account/sku?sku=${enc(payload)}`), 'account review sku');
    }
    expect(await schemaAndCounts(t.db)).toBe(before);
  });

  it('finds products by a search term that looks like FTS syntax without leaking every row', async () => {
    const all = await request(t.app).get('/api/search/products?q=*').expect(200);
    const orAll = await request(t.app)
      .get(`/api/search/products?q=${enc("' OR 1=1 --")}`)
      .expect(200);
    const total = Number(
      (
        await t.db
          .selectFrom('products')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('enabled_on_site', '=', 1)
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect((all.body as { count: number }).count).toBeLessThan(total);
    expect((orAll.body as { count: number }).count).toBeLessThan(total);
  });

  it('refuses a 200 KB JSON body with 413 PAYLOAD_TOO_LARGE and leaves the cart as it was', async () => {
    const before = await cartSnapshot(t.db);
    const res = await request(t.app)
      .post('/api/cartv2/lines')
      .set('x-cart-token', cartToken)
      .send({ sku, quantity: 1, source: 'x'.repeat(200_000) });
    expectRefusal(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await cartSnapshot(t.db)).toBe(before);
  });

  it('refuses a 200 KB registration body with 413 and creates no user', async () => {
    const before = await snapshot(t.db, ['users']);
    const res = await request(t.app)
      .post('/api/auth/register')
      .send({
        email: 'big@example.com',
        password: 'Long-enough-1',
        first_name: 'x'.repeat(200_000),
        last_name: 'B',
      });
    expectRefusal(res, 413, 'PAYLOAD_TOO_LARGE');
    expect(await snapshot(t.db, ['users'])).toBe(before);
  });

  it.each([
    ['text/plain', `{"sku":"${sku}","quantity":1}`],
    ['application/x-www-form-urlencoded', `sku=${sku}&quantity=1`],
    ['application/xml', `<line><sku>${sku}</sku><quantity>1</quantity></line>`],
    [
      'multipart/form-data; boundary=xx',
      `--xx\r\nContent-Disposition: form-data; name="sku"\r\n\r\n${sku}\r\n--xx--`,
    ],
  ])('refuses a %s add-to-cart body with 415 and leaves the cart as it was', async (type, body) => {
    const before = await cartSnapshot(t.db);
    const res = await request(t.app)
      .post('/api/cartv2/lines')
      .set('x-cart-token', cartToken)
      .set('Content-Type', type)
      .send(body);
    expectRefusal(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(await cartSnapshot(t.db)).toBe(before);
  });

  it('refuses a text/plain sign-in (a cross-site form post) with 415', async () => {
    const res = await request(t.app)
      .post('/api/auth/callback/credentials')
      .set('Content-Type', 'text/plain')
      .send('{"email":"a@b.c","password":"x"}');
    expectRefusal(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it.each([
    ['text/plain', 'email=a@b.c', 415],
    ['application/json', 'null', 400],
  ])(
    'answers a %s marketing sign-up body %s in the marketing shape (status error) and stores nothing',
    async (type, raw, status) => {
      const before = await snapshot(t.db, ['subscribers']);
      const res = await request(t.app)
        .post('/api/marketing/subscribers-footer/save-footer-subscriber')
        .set('Content-Type', type)
        .send(raw);
      expectRefusal(res, status);
      expect(res.body).toMatchObject({ status: 'error' });
      expect(await snapshot(t.db, ['subscribers'])).toBe(before);
    },
  );

  it.each([
    ['__proto__', `{"sku":"${sku}","quantity":1,"__proto__":{"quantity":999,"polluted":"yes"}}`],
    [
      'constructor.prototype',
      `{"sku":"${sku}","quantity":1,"constructor":{"prototype":{"polluted":"yes","quantity":999}}}`,
    ],
  ])(
    'drops a %s key in an add-to-cart body: Object.prototype stays clean and the line has quantity 1',
    async (_n, raw) => {
      const res = await request(t.app)
        .post('/api/cartv2/lines')
        .set('Content-Type', 'application/json')
        .send(raw);
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      expect(Object.prototype).not.toHaveProperty('polluted');
      if (res.status === 200) {
        expect(CartResponseSchema.parse(res.body).items.map((i) => i.quantity)).toEqual([1]);
      } else expectRefusal(res, 400);
    },
  );

  it('drops a __proto__ role in a profile update: the role and dealer flag stay as they were', async () => {
    const res = await retail
      .patch('/api/account/profile')
      .set('Content-Type', 'application/json')
      .send('{"first_name":"Proto","__proto__":{"role":2,"isDealer":true,"is_dealer":1}}');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ first_name: 'Proto', role: 1, isDealer: false });
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    const session = await retail.get('/api/auth/session').expect(200);
    expect(session.body.user).toMatchObject({ role: 1, isDealer: false });
  });

  it('drops a __proto__ key nested in a checkout address: no pollution, no 500', async () => {
    const res = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('Content-Type', 'application/json')
      .send(
        '{"contact":{"__proto__":{"isAdmin":true}},"shippingAddress":{"constructor":{"prototype":{"x":1}}}}',
      );
    expectRefusal(res, 400);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });
});

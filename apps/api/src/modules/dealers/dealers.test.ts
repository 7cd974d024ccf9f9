import { CartResponseSchema, DealerQuickOrderResponseSchema, ErrorBodySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';

const code = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;

/** Every value of a `price_dealer` key anywhere in a JSON body. */
function dealerPrices(body: unknown, found: unknown[] = []): unknown[] {
  if (Array.isArray(body)) for (const item of body) dealerPrices(item, found);
  else if (body !== null && typeof body === 'object')
    for (const [key, value] of Object.entries(body)) {
      if (key === 'price_dealer') found.push(value);
      dealerPrices(value, found);
    }
  return found;
}

describe('dealers and dealer data', () => {
  let t: TestApp;
  let dealer: Agent;
  let retail: Agent;
  let collectionPath: string;
  let productSku: string;
  beforeAll(async () => {
    t = await makeApp({ configOverrides: { signInRateLimit: 1000 } });
    await makeProduct(t.db, {
      sku: 'DQ-AMP-1',
      name: 'Quick Amp One',
      priceCents: 20_000,
      mapCents: 20_000,
      dealerCents: 12_000,
      tpa: 7,
      lv: 3,
    });
    await makeProduct(t.db, {
      sku: 'DQ-AMP-2',
      name: 'Quick Amp Two',
      priceCents: 30_000,
      mapCents: 30_000,
      dealerCents: null,
      tpa: 0,
      lv: 40,
    });
    await makeProduct(t.db, { sku: 'DQ-GONE', name: 'Quick Gone', tpa: 0, lv: 0 });
    await makeProduct(t.db, { sku: 'DQ-PRE-OPEN', name: 'Preorder Open', tpa: 0, lv: 0, preorder: true });
    await makeProduct(t.db, {
      sku: 'DQ-PRE-BLOCKED',
      name: 'Preorder Blocked',
      tpa: 0,
      lv: 0,
      preorder: true,
      blockBackorder: true,
    });
    dealer = await signedInAgent(t.app, DEMO_ACCOUNTS.dealer);
    retail = await signedInAgent(t.app, DEMO_ACCOUNTS.retail);
    const c = await t.db
      .selectFrom('collections as c')
      .innerJoin('collection_products as cp', 'cp.collection_id', 'c.id')
      .select('c.full_handle')
      .where('c.parent_id', 'is', null)
      .groupBy(['c.id', 'c.full_handle'])
      .having((eb) => eb.fn.countAll(), '>', 3)
      .orderBy('c.id')
      .limit(1)
      .executeTakeFirstOrThrow();
    collectionPath = `/api/collections/${c.full_handle}`;
    productSku = (
      await t.db
        .selectFrom('products')
        .select('sku')
        .where('is_parent', '=', 1)
        .where('enabled_on_site', '=', 1)
        .orderBy('id')
        .limit(1)
        .executeTakeFirstOrThrow()
    ).sku;
  });
  afterAll(() => t.close());

  describe('GET /api/dealers/quick-order', () => {
    it('answers 401 without a session and 403 FORBIDDEN for a retail account', async () => {
      expect(code(await request(t.app).get('/api/dealers/quick-order').expect(401))).toBe('SESSION_REQUIRED');
      expect(code(await retail.get('/api/dealers/quick-order').expect(403))).toBe('FORBIDDEN');
      expect(
        code(
          await retail
            .post('/api/dealers/quick-order')
            .send({ items: [{ sku: 'DQ-AMP-1', quantity: 1 }] })
            .expect(403),
        ),
      ).toBe('FORBIDDEN');
    });

    it('lets an is_dealer account in (the flag counts like role 2)', async () => {
      const flagged = await makeUser(t.db, { isDealer: true });
      const agent = await signedInAgent(t.app, flagged);
      await agent.get('/api/dealers/quick-order?q=DQ-').expect(200);
    });

    it('finds skus with dealer and MAP prices, warehouse counts and stock labels', async () => {
      const res = await dealer.get('/api/dealers/quick-order?q=quick amp').expect(200);
      const body = DealerQuickOrderResponseSchema.parse(res.body);
      expect(body.count).toBe(2);
      expect(body.rows).toEqual([
        expect.objectContaining({
          sku: 'DQ-AMP-1',
          price_dealer: 120,
          price_map: 200,
          tpa_wh: 7,
          lv_wh: 3,
          stock: 'In Stock (Only 10 Remaining)',
          purchasable: true,
          in_cart: 0,
        }),
        // No stored dealer price: MAP less 20%, whole dollars.
        expect.objectContaining({
          sku: 'DQ-AMP-2',
          price_dealer: 240,
          price_map: 300,
          tpa_wh: 0,
          lv_wh: 40,
          stock: 'In Stock',
          purchasable: true,
        }),
      ]);
      const gone = DealerQuickOrderResponseSchema.parse(
        (await dealer.get('/api/dealers/quick-order?q=DQ-GONE').expect(200)).body,
      );
      expect(gone.rows[0]).toMatchObject({ stock: 'Sold Out', purchasable: false });
      // The catalogue's one pre-order rule: eligible and enabled, but not with back-order blocked.
      const preorders = DealerQuickOrderResponseSchema.parse(
        (await dealer.get('/api/dealers/quick-order?q=DQ-PRE-').expect(200)).body,
      );
      expect(preorders.rows.map((r) => [r.sku, r.stock, r.purchasable])).toEqual([
        ['DQ-PRE-BLOCKED', 'Sold Out', false],
        ['DQ-PRE-OPEN', 'Available for Pre-order', true],
      ]);
      const all = DealerQuickOrderResponseSchema.parse(
        (await dealer.get('/api/dealers/quick-order').expect(200)).body,
      );
      expect(all.rows).toHaveLength(50);
      expect(all.count).toBeGreaterThan(50);
      await dealer.get('/api/dealers/quick-order?page=0').expect(400);
    });

    it('adds many lines at once, marks them in cart, and refuses the whole batch on one bad sku', async () => {
      const agent = await signedInAgent(t.app, DEMO_ACCOUNTS.dealer);
      const res = await agent
        .post('/api/dealers/quick-order')
        .send({
          items: [
            { sku: 'DQ-AMP-1', quantity: 2 },
            { sku: 'dq-amp-2', quantity: 3 },
            { sku: 'DQ-AMP-1', quantity: 1 },
          ],
        })
        .expect(200);
      const cart = CartResponseSchema.parse(res.body);
      expect(Object.fromEntries(cart.items.map((l) => [l.sku, l.quantity]))).toEqual({
        'DQ-AMP-1': 3,
        'DQ-AMP-2': 3,
      });
      const rows = DealerQuickOrderResponseSchema.parse(
        (await agent.get('/api/dealers/quick-order?q=DQ-AMP').expect(200)).body,
      ).rows;
      expect(rows.map((r) => r.in_cart)).toEqual([3, 3]);
      const refused = await agent
        .post('/api/dealers/quick-order')
        .send({
          items: [
            { sku: 'DQ-AMP-1', quantity: 1 },
            { sku: 'DQ-GONE', quantity: 1 },
          ],
        })
        .expect(409);
      expect(code(refused)).toBe('NOT_PURCHASABLE');
      const after = CartResponseSchema.parse((await agent.get('/api/cartv2').expect(200)).body);
      expect(after.items.find((l) => l.sku === 'DQ-AMP-1')?.quantity).toBe(3);
    });
  });

  describe('dealer prices and shipping', () => {
    it('shows a dealer session dealer prices, no discounts and the 37.12 dealer shipping below 1500', async () => {
      const agent = await signedInAgent(t.app, DEMO_ACCOUNTS.dealer);
      const product = await agent.get('/api/product/DQ-AMP-1').expect(200);
      expect(product.body.price_dealer).toBe(120);
      const cart = CartResponseSchema.parse(
        (
          await agent
            .post('/api/cartv2')
            .send({ items: [{ sku: 'DQ-AMP-1', quantity: 2 }] })
            .expect(200)
        ).body,
      );
      expect(cart.totals).toMatchObject({
        isDealer: true,
        subTotal: 240,
        shippingTotal: 37.12,
        totalPrice: 277.12,
        discountsTotal: 0,
      });
      const free = CartResponseSchema.parse(
        (
          await agent
            .post('/api/cartv2')
            .send({ items: [{ sku: 'DQ-AMP-2', quantity: 7 }] })
            .expect(200)
        ).body,
      );
      expect(free.totals).toMatchObject({ isDealer: true, subTotal: 1680, shippingTotal: 0 });
    });

    it.each(['anonymous', 'retail'] as const)(
      'never sends price_dealer to a %s visitor (product, collection, search, cart)',
      async (who) => {
        const agent = who === 'anonymous' ? request.agent(t.app) : retail;
        const bodies = [
          (await agent.get(`/api/product/${productSku}`).expect(200)).body,
          (await agent.get('/api/product/DQ-AMP-1').expect(200)).body,
          (await agent.get(collectionPath).expect(200)).body,
          (await agent.get('/api/search/products?q=amp').expect(200)).body,
          (
            await agent
              .post('/api/cartv2')
              .send({ items: [{ sku: 'DQ-AMP-1', quantity: 1 }] })
              .expect(200)
          ).body,
          (await agent.get('/api/cartv2').expect(200)).body,
        ];
        const values = bodies.flatMap((b) => dealerPrices(b));
        expect(values.length).toBeGreaterThan(5);
        expect(values.every((v) => v === null)).toBe(true);
        expect(bodies[4].totals.isDealer).toBe(false);
        const session = (await agent.get('/api/auth/session').expect(200)).body;
        if (who === 'retail') expect(session.user.isDealer).toBe(false);
        else expect(session).toEqual({});
      },
    );

    it('sends the same calls dealer prices for a dealer session (the control case)', async () => {
      const bodies = [
        (await dealer.get(`/api/product/${productSku}`).expect(200)).body,
        (await dealer.get(collectionPath).expect(200)).body,
        (await dealer.get('/api/search/products?q=amp').expect(200)).body,
      ];
      const values = bodies.flatMap((b) => dealerPrices(b));
      expect(values.some((v) => typeof v === 'number')).toBe(true);
    });

    it('goes back to retail prices after sign-out', async () => {
      const agent = await signedInAgent(t.app, DEMO_ACCOUNTS.dealer);
      expect((await agent.get('/api/product/DQ-AMP-1').expect(200)).body.price_dealer).toBe(120);
      const csrfToken = (await agent.get('/api/auth/csrf').expect(200)).body.csrfToken as string;
      await agent.post('/api/auth/signout').send({ csrfToken }).expect(200);
      expect((await agent.get('/api/product/DQ-AMP-1').expect(200)).body.price_dealer).toBeNull();
    });
  });
});

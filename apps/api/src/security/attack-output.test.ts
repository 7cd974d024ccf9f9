/**
 * Attack suite, output: a script tag in every stored free-text field comes back as the literal text in a
 * JSON answer with nosniff (never as markup), and a person's name refuses one (decision 060); response headers (CSP, HSTS in production, nosniff,
 * frame-ancestors, Referrer-Policy) and cookie flags (HttpOnly, SameSite=Lax, Secure in production).
 */
import { CartResponseSchema, CheckoutResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieNamed, csrfOf, makeUser, signedInAgent, type Agent } from '../test/auth-helpers.js';
import { makeApp, type TestApp } from '../test/make-app.js';
import { orderFor } from '../test/review-factories.js';
import { cardToken, checkoutBody, makeProduct, type MadeProduct } from '../test/shop-factories.js';
import { expectRefusal, SCRIPT, snapshot } from './security-helpers.js';

/** The answer is JSON, nosniff, and carries the script tag as plain text in a string field. */
const expectInertJson = (res: request.Response, ...values: unknown[]) => {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  for (const value of values) expect(value).toBe(SCRIPT);
};

describe('attack suite: stored script tags come back inert', () => {
  let t: TestApp;
  let product: MadeProduct;
  let agent: Agent;
  let user: Awaited<ReturnType<typeof makeUser>>;

  beforeAll(async () => {
    t = await makeApp({ configOverrides: { checkoutRateLimit: 1000 } });
    product = await makeProduct(t.db, { sku: 'ATK-XSS', tpa: 100 });
    user = await makeUser(t.db);
    await orderFor(t.db, user, [product]);
    agent = await signedInAgent(t.app, user);
  });
  afterAll(() => t.close());

  // A name takes letters only (decision 060): a script tag there is refused before it is stored.
  it('refuses a script tag in the names given at registration, storing no account', async () => {
    const fresh = request.agent(t.app);
    const email = 'xss-register@example.com';
    const csrfToken = await csrfOf(fresh);
    const res = await fresh
      .post('/api/auth/register')
      .send({ email, password: 'Long-enough-1', first_name: SCRIPT, last_name: SCRIPT, csrfToken });
    expectRefusal(res, 400, 'VALIDATION_FAILED');
    const stored = await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    expect(stored).toBeUndefined();
  });

  it('refuses a script tag in a profile update, keeping the names as they were', async () => {
    const before = (await agent.get('/api/account/profile').expect(200)).body;
    expectRefusal(
      await agent.patch('/api/account/profile').send({ first_name: SCRIPT, last_name: SCRIPT }),
      400,
      'VALIDATION_FAILED',
    );
    const after = (await agent.get('/api/account/profile').expect(200)).body;
    expect([after.first_name, after.last_name]).toEqual([before.first_name, before.last_name]);
  });

  it('keeps a script tag in every address field that takes free text as literal text', async () => {
    const address = {
      first_name: 'Ada',
      last_name: 'Lovelace',
      address_line_1: SCRIPT,
      address_line_2: SCRIPT,
      city: SCRIPT,
      state_code: 'FL',
      zip_code: '33601',
      country_code: 'US',
      phone_number: '8135550100',
    };
    await agent.post('/api/account/addresses').send(address).expect(201);
    const res = await agent.get('/api/account/addresses').expect(200);
    const a = res.body.addresses.at(-1);
    expectInertJson(res, a.address_line_1, a.address_line_2, a.city);
  });

  it('keeps a script tag in a saved card nickname as literal text', async () => {
    await agent
      .post('/api/account/cards')
      .send({ token: cardToken('4242 4242 4242 4242'), card_nickname: SCRIPT })
      .expect(201);
    const res = await agent.get('/api/account/cards').expect(200);
    expectInertJson(res, res.body.cards.at(-1).card_nickname);
  });

  it('keeps a script tag in a review title and body (and the reviewer name) as literal text', async () => {
    await agent
      .post('/api/reviews')
      .send({ sku: product.sku, rating: 5, title: SCRIPT, body: SCRIPT })
      .expect(201);
    const res = await request(t.app).get(`/api/reviews/skuList?skus=${product.sku}`).expect(200);
    const review = res.body.reviews[0];
    expectInertJson(res, review.title, review.body);
    expect(JSON.stringify(review)).toContain(SCRIPT.slice(0, 8));
  });

  it('keeps a script tag in a return note as literal text', async () => {
    const { order_number } = await t.db
      .selectFrom('orders')
      .select('order_number')
      .where('email', '=', user.email)
      .orderBy('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    // A return is for goods that went out: the order ships first.
    await t.db
      .updateTable('orders')
      .set({ status: 'shipped' })
      .where('order_number', '=', order_number)
      .execute();
    await agent
      .post('/api/account/returns')
      .send({ order_line_id: `${order_number}-1`, quantity: 1, reason: 'other', note: SCRIPT })
      .expect(201);
    const res = await agent.get('/api/account/returns').expect(200);
    expectInertJson(res, res.body.returns.at(-1).note);
  });

  it('keeps a script tag in checkout names and address lines as literal text in the order', async () => {
    const cart = CartResponseSchema.parse(
      (await request(t.app).post('/api/cartv2/lines').send({ sku: product.sku, quantity: 1 }).expect(200))
        .body,
    );
    const base = checkoutBody();
    const body = {
      ...base,
      shippingAddress: { ...base.shippingAddress, address_line_1: SCRIPT, city: SCRIPT },
    };
    const paid = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('x-cart-token', cart.cart_token)
      .send(body)
      .expect(200);
    const { confirmation_token } = CheckoutResponseSchema.parse(paid.body);
    const res = await request(t.app).get(`/api/orders/confirmation/${confirmation_token}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.stringify(res.body)).toContain(JSON.stringify(SCRIPT).slice(1, -1));
    const stored = await t.db
      .selectFrom('orders')
      .select(['shipping_address'])
      .where('confirmation_token', '=', confirmation_token)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.shipping_address)).toMatchObject({ address_line_1: SCRIPT, city: SCRIPT });
  });

  it.each([`${SCRIPT}@example.com`, `"${SCRIPT}"@example.com`, `a+${SCRIPT}@example.com`, `a@${SCRIPT}.com`])(
    'never stores the subscriber email %s with markup and answers JSON',
    async (email) => {
      const before = await snapshot(t.db, ['subscribers']);
      const res = await request(t.app)
        .post('/api/marketing/subscribers-footer/save-footer-subscriber')
        .send({ email, email_consent: true, form_type: 'desktop' });
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error' });
      expectRefusal(res, 400);
      expect(await snapshot(t.db, ['subscribers'])).toBe(before);
    },
  );
});

describe('attack suite: headers and cookies in production', () => {
  let t: TestApp;
  let product: MadeProduct;
  beforeAll(async () => {
    t = await makeApp({ configOverrides: { nodeEnv: 'production', checkoutRateLimit: 1000 } });
    product = await makeProduct(t.db, { sku: 'ATK-HDR', tpa: 100 });
  });
  afterAll(() => t.close());

  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((d) => d[0])
        .map(([name, ...values]) => [name!, values]),
    );

  it.each(['/api/health', '/api/product/ATK-HDR', '/api/no-such-route', '/'])(
    'sends a strict CSP, HSTS, nosniff, frame-ancestors none and a Referrer-Policy on %s',
    async (path) => {
      const res = await request(t.app).get(path);
      const csp = directives(String(res.headers['content-security-policy']));
      const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
      expect(scriptSrc).toBeDefined();
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toMatch(/no-referrer|strict-origin|same-origin/);
      expect(res.headers['x-powered-by']).toBeUndefined();
    },
  );

  const expectFlags = (cookie: string | undefined) => {
    expect(cookie).toBeDefined();
    const attrs = cookie!.split(';').map((a) => a.trim().toLowerCase());
    expect(attrs).toContain('httponly');
    expect(attrs).toContain('samesite=lax');
    expect(attrs).toContain('secure');
    expect(attrs).toContain('path=/');
  };

  it('sets sa_csrf HttpOnly, SameSite=Lax and Secure', async () => {
    expectFlags(cookieNamed(await request(t.app).get('/api/auth/csrf').expect(200), 'sa_csrf'));
  });

  it('sets sa_session HttpOnly, SameSite=Lax and Secure on sign-in', async () => {
    const user = await makeUser(t.db);
    // The Secure csrf cookie is not sent back over plain http by an agent: carry it by hand.
    const csrf = await request(t.app).get('/api/auth/csrf').expect(200);
    const cookie = cookieNamed(csrf, 'sa_csrf')!.split(';')[0]!;
    const res = await request(t.app)
      .post('/api/auth/callback/credentials')
      .set('Cookie', cookie)
      .send({ email: user.email, password: user.password, csrfToken: csrf.body.csrfToken })
      .expect(200);
    expectFlags(cookieNamed(res, 'sa_session'));
  });

  it('sets sa_cart_token and sa_checkout_token HttpOnly, SameSite=Lax and Secure', async () => {
    const cartRes = await request(t.app)
      .post('/api/cartv2/lines')
      .send({ sku: product.sku, quantity: 1 })
      .expect(200);
    expectFlags(cookieNamed(cartRes, 'sa_cart_token'));
    const token = CartResponseSchema.parse(cartRes.body).cart_token;
    const paid = await request(t.app)
      .post('/api/checkout-v3/checkout')
      .set('x-cart-token', token)
      .send(checkoutBody())
      .expect(200);
    expectFlags(cookieNamed(paid, 'sa_checkout_token'));
  });

  it('sends no HSTS and no Secure cookies outside production (the control of the production cases)', async () => {
    const dev = await makeApp({ seed: false });
    try {
      const res = await request(dev.app).get('/api/auth/csrf').expect(200);
      expect(res.headers['strict-transport-security']).toBeUndefined();
      expect(cookieNamed(res, 'sa_csrf')!.toLowerCase()).not.toContain('secure');
    } finally {
      await dev.close();
    }
  });
});

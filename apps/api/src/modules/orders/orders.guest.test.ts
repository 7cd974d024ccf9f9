/**
 * A buyer's order without an account (decision 057), over HTTP against the real store: the
 * order's page by its token (status, lines, totals, shipment, return eligibility), the lookup by order number
 * and email (one 404 for either mismatch, rate-limited per address and per order number), and a return request
 * from the page that the back office's Returns queue shows like an account's.
 */
import {
  AdminReturnListSchema,
  ErrorBodySchema,
  GuestOrderDetailSchema,
  ORDER_LOOKUP_MISMATCH,
  OrderLookupResponseSchema,
  ReturnListResponseSchema,
  returnRefusalMessage,
  ReturnSchema,
  trackingUrl,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite } from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { placeOrder } from '../../test/order-factories.js';
import { makeProduct } from '../../test/shop-factories.js';

const errorOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error;

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await makeApp({
    seed: false,
    configOverrides: { checkoutRateLimit: 1000, signInRateLimit: 1000, orderLookupRateLimit: 1000 },
  });
  await makeProduct(t.db, { sku: 'G-AMP', priceCents: 20_000, tpa: 100 });
  await makeProduct(t.db, { sku: 'G-SUB', priceCents: 15_000, tpa: 100 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

/** A guest's order of two amplifiers and a subwoofer: its number, email and token. */
async function guestOrder(email?: string) {
  const placed = await placeOrder(
    t.app,
    [
      { sku: 'G-AMP', quantity: 2 },
      { sku: 'G-SUB', quantity: 1 },
    ],
    email ? { email } : {},
  );
  return { ...placed, token: placed.order.confirmation_token };
}

async function ship(number: string) {
  const res = await adminWrite(admin, 'post', `/api/admin/orders/${number}/ship`, {
    carrier: 'ups',
    trackingNumber: '1Z999AA10123456784',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A fresh visitor with the csrf cookie, and the token that goes with it. */
async function visitor(): Promise<{ agent: Agent; csrfToken: string }> {
  const agent = request.agent(t.app);
  return { agent, csrfToken: await csrfOf(agent) };
}

describe('GET /api/orders/{token}', () => {
  it('shows a guest order not yet shipped: status, lines, totals, no shipment, nothing returnable yet', async () => {
    const order = await guestOrder();
    const res = await request(t.app).get(`/api/orders/${order.token}`).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const page = GuestOrderDetailSchema.parse(res.body);
    expect(page.order).toMatchObject({ order_number: order.number, status: 'paid', email: order.email });
    expect(page.order.final_total).toBe(order.order.order.final_total);
    expect(page.lineItems.map((l) => [l.sku, l.quantity])).toEqual([
      ['G-AMP', 2],
      ['G-SUB', 1],
    ]);
    expect(page.shipment).toBeNull();
    expect(page.on_account).toBe(false);
    expect(page.return_requests).toEqual([]);
    expect(page.returns.map((r) => [r.order_line_id, r.eligible, r.reason])).toEqual([
      [`${order.number}-1`, false, 'NOT_SHIPPED'],
      [`${order.number}-2`, false, 'NOT_SHIPPED'],
    ]);
  });

  it('shows the carrier, tracking number and tracking link once shipped, and each line returnable', async () => {
    const order = await guestOrder();
    await ship(order.number);
    const page = GuestOrderDetailSchema.parse(
      (await request(t.app).get(`/api/orders/${order.token}`).expect(200)).body,
    );
    expect(page.order.status).toBe('shipped');
    expect(page.shipment).toMatchObject({
      carrier: 'ups',
      carrier_name: 'UPS',
      tracking_number: '1Z999AA10123456784',
      tracking_url: trackingUrl('ups', '1Z999AA10123456784'),
    });
    expect(page.returns.map((r) => [r.eligible, r.returnable_quantity])).toEqual([
      [true, 2],
      [true, 1],
    ]);
  });

  it('answers 404 in the error shape for a token no order has, and 400 for a malformed one', async () => {
    const res = await request(t.app)
      .get(`/api/orders/${'x'.repeat(43)}`)
      .expect(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
    expect(errorOf(await request(t.app).get('/api/orders/short').expect(400)).code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/orders/lookup', () => {
  it("answers the guest order's page for its number and email, whatever the email's case and spaces", async () => {
    const order = await guestOrder('casey@example.com');
    const { agent, csrfToken } = await visitor();
    const res = await agent
      .post('/api/orders/lookup')
      .send({ order_number: order.number.toLowerCase(), email: ' Casey@Example.COM ', csrfToken })
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(OrderLookupResponseSchema.parse(res.body)).toEqual({
      order_number: order.number,
      path: `/orders/${order.token}`,
    });
  });

  it('answers the same 404 for a wrong email and for a number no order has', async () => {
    const order = await guestOrder('dana@example.com');
    const { agent, csrfToken } = await visitor();
    const wrongEmail = await agent
      .post('/api/orders/lookup')
      .send({ order_number: order.number, email: 'someone@example.com', csrfToken })
      .expect(404);
    const wrongNumber = await agent
      .post('/api/orders/lookup')
      .send({ order_number: 'SA-999999', email: 'dana@example.com', csrfToken })
      .expect(404);
    expect(errorOf(wrongEmail)).toEqual({ code: 'NOT_FOUND', message: ORDER_LOOKUP_MISMATCH });
    expect(wrongNumber.body).toEqual(wrongEmail.body);
  });

  it("sends an account's order to Order History, never handing out its token", async () => {
    const user = await makeUser(t.db);
    const owner = await signedInAgent(t.app, user);
    const placed = await placeOrder(t.app, [{ sku: 'G-AMP', quantity: 1 }], { agent: owner });
    const { agent, csrfToken } = await visitor();
    const res = await agent
      .post('/api/orders/lookup')
      .send({ order_number: placed.number, email: placed.email, csrfToken })
      .expect(200);
    expect(res.body).toEqual({ order_number: placed.number, path: `/account/orders/${placed.number}` });
  });

  it('refuses a lookup without the csrf token (403), a malformed body (400) and unknown fields are dropped', async () => {
    const order = await guestOrder();
    const refused = await request(t.app)
      .post('/api/orders/lookup')
      .send({ order_number: order.number, email: order.email })
      .expect(403);
    expect(errorOf(refused).code).toBe('CSRF_TOKEN_INVALID');
    const { agent, csrfToken } = await visitor();
    const bad = await agent
      .post('/api/orders/lookup')
      .send({ order_number: 'order 12', email: 'not-an-email', csrfToken })
      .expect(400);
    expect(errorOf(bad).code).toBe('VALIDATION_FAILED');
    await agent
      .post('/api/orders/lookup')
      .send({ order_number: order.number, email: order.email, csrfToken, admin: true })
      .expect(200);
  });

  it('refuses a lookup from a foreign origin (403 FORBIDDEN_ORIGIN)', async () => {
    const { agent, csrfToken } = await visitor();
    const res = await agent
      .post('/api/orders/lookup')
      .set('Origin', 'https://evil.example')
      .send({ order_number: 'SA-000001', email: 'a@example.com', csrfToken })
      .expect(403);
    expect(errorOf(res).code).toBe('FORBIDDEN_ORIGIN');
  });
});

describe('POST /api/orders/{token}/returns', () => {
  it('requests a return for an eligible line: the page and the back office show it', async () => {
    const order = await guestOrder();
    await ship(order.number);
    const { agent, csrfToken } = await visitor();
    const res = await agent
      .post(`/api/orders/${order.token}/returns`)
      .send({ order_line_id: `${order.number}-1`, quantity: 1, reason: 'defective', note: 'Hums', csrfToken })
      .expect(201);
    expect(ReturnSchema.parse(res.body)).toMatchObject({
      order_number: order.number,
      order_line_id: `${order.number}-1`,
      sku: 'G-AMP',
      quantity: 1,
      reason: 'defective',
      note: 'Hums',
      status: 'requested',
    });

    const page = GuestOrderDetailSchema.parse(
      (await request(t.app).get(`/api/orders/${order.token}`).expect(200)).body,
    );
    expect(page.return_requests).toEqual([res.body]);
    expect(page.returns[0]).toMatchObject({ eligible: true, returnable_quantity: 1 });

    const queue = AdminReturnListSchema.parse(
      (await admin.get('/api/admin/returns?status=requested').expect(200)).body,
    );
    expect(queue.returns.find((r) => r.order_number === order.number)).toMatchObject({
      email: order.email,
      quantity: 1,
      reason: 'defective',
      status: 'requested',
    });
  });

  it('refuses a line of an order not yet shipped, and more units than are left, with 409 and why', async () => {
    const order = await guestOrder();
    const { agent, csrfToken } = await visitor();
    const early = await agent
      .post(`/api/orders/${order.token}/returns`)
      .send({ order_line_id: `${order.number}-2`, quantity: 1, reason: 'defective', csrfToken })
      .expect(409);
    expect(errorOf(early)).toMatchObject({
      code: 'RETURN_NOT_ELIGIBLE',
      message: returnRefusalMessage('NOT_SHIPPED'),
      details: { reason: 'NOT_SHIPPED' },
    });
    await ship(order.number);
    const tooMany = await agent
      .post(`/api/orders/${order.token}/returns`)
      .send({ order_line_id: `${order.number}-1`, quantity: 3, reason: 'defective', csrfToken })
      .expect(409);
    expect(errorOf(tooMany)).toMatchObject({
      code: 'RETURN_NOT_ELIGIBLE',
      details: { reason: 'QUANTITY', returnable_quantity: 2 },
    });
  });

  it("refuses a line of someone else's order with 404, and a token no order has", async () => {
    const mine = await guestOrder();
    const theirs = await guestOrder();
    await ship(theirs.number);
    const { agent, csrfToken } = await visitor();
    const res = await agent
      .post(`/api/orders/${mine.token}/returns`)
      .send({ order_line_id: `${theirs.number}-1`, quantity: 1, reason: 'defective', csrfToken })
      .expect(404);
    expect(errorOf(res).code).toBe('NOT_FOUND');
    await agent
      .post(`/api/orders/${'y'.repeat(43)}/returns`)
      .send({ order_line_id: `${theirs.number}-1`, quantity: 1, reason: 'defective', csrfToken })
      .expect(404);
    const untouched = GuestOrderDetailSchema.parse(
      (await request(t.app).get(`/api/orders/${theirs.token}`).expect(200)).body,
    );
    expect(untouched.return_requests).toEqual([]);
  });

  it("needs the csrf token and 'Other' needs a note, as the account's request does", async () => {
    const order = await guestOrder();
    await ship(order.number);
    const noCsrf = await request(t.app)
      .post(`/api/orders/${order.token}/returns`)
      .send({ order_line_id: `${order.number}-1`, quantity: 1, reason: 'defective' })
      .expect(403);
    expect(errorOf(noCsrf).code).toBe('CSRF_TOKEN_INVALID');
    const { agent, csrfToken } = await visitor();
    const noNote = await agent
      .post(`/api/orders/${order.token}/returns`)
      .send({ order_line_id: `${order.number}-1`, quantity: 1, reason: 'other', csrfToken })
      .expect(400);
    expect(errorOf(noNote).code).toBe('VALIDATION_FAILED');
  });

  it("files a return from an account order's page under that account's returns", async () => {
    const user = await makeUser(t.db);
    const owner = await signedInAgent(t.app, user);
    const placed = await placeOrder(t.app, [{ sku: 'G-SUB', quantity: 1 }], { agent: owner });
    await ship(placed.number);
    const token = placed.order.confirmation_token;
    const page = GuestOrderDetailSchema.parse(
      (await request(t.app).get(`/api/orders/${token}`).expect(200)).body,
    );
    expect(page.on_account).toBe(true);
    const { agent, csrfToken } = await visitor();
    await agent
      .post(`/api/orders/${token}/returns`)
      .send({ order_line_id: `${placed.number}-1`, quantity: 1, reason: 'no_longer_needed', csrfToken })
      .expect(201);
    const mine = ReturnListResponseSchema.parse((await owner.get('/api/account/returns').expect(200)).body);
    expect(mine.returns.map((r) => r.order_line_id)).toEqual([`${placed.number}-1`]);
  });
});

describe('the lookup rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await makeApp({
      seed: false,
      configOverrides: { checkoutRateLimit: 1000, orderLookupRateLimit: 3, trustProxy: 1 },
    });
    await makeProduct(limited.db, { sku: 'L-AMP', priceCents: 20_000, tpa: 100 });
  });
  afterAll(() => limited.close());

  const lookup = async (ip: string, body: { order_number: string; email: string }) => {
    const agent = request.agent(limited.app);
    const csrfToken = await csrfOf(agent);
    return agent
      .post('/api/orders/lookup')
      .set('X-Forwarded-For', ip)
      .send({ ...body, csrfToken });
  };

  it('answers 429 RATE_LIMITED in the error shape past the limit for one address', async () => {
    const placed = await placeOrder(limited.app, [{ sku: 'L-AMP', quantity: 1 }]);
    const right = { order_number: placed.number, email: placed.email };
    expect((await lookup('203.0.113.1', right)).status).toBe(200);
    expect((await lookup('203.0.113.1', { ...right, email: 'x@example.com' })).status).toBe(404);
    expect((await lookup('203.0.113.1', right)).status).toBe(200);
    const res = await lookup('203.0.113.1', right);
    expect(res.status).toBe(429);
    expect(errorOf(res).code).toBe('RATE_LIMITED');
    // Another address still finds it.
    expect((await lookup('203.0.113.2', right)).status).toBe(200);
  });

  it('answers 429 for an order number that failed too often, from whichever address', async () => {
    const placed = await placeOrder(limited.app, [{ sku: 'L-AMP', quantity: 1 }]);
    for (const ip of ['198.51.100.1', '198.51.100.2', '198.51.100.3'])
      expect((await lookup(ip, { order_number: placed.number, email: `guess@${ip}.example` })).status).toBe(
        404,
      );
    const res = await lookup('198.51.100.4', { order_number: placed.number, email: placed.email });
    expect(res.status).toBe(429);
    expect(errorOf(res).code).toBe('RATE_LIMITED');
  });
});

/**
 * Sales tax over HTTP against the real store (decision 075): the back office's rates (who may change them,
 * bad input, the audit log), the storefront's cached read, checkout to a Florida address with tax and a Texas
 * address without, an exempt dealer, and refunds (the back office's partial refund, a cancel, a return) that
 * give back the tax on what they refund.
 */
import {
  AdminCustomerSchema,
  AdminOrderSchema,
  AdminReturnListSchema,
  AdminTaxRatesSchema,
  AuditListSchema,
  CartResponseSchema,
  CheckoutResponseSchema,
  MyDealerApplicationSchema,
  SessionResponseSchema,
  TaxRatesResponseSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite as write, codeOf, expectAdminGuards, makeApiKeys } from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { lastMailTo } from '../../test/mail-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { createTestPaymentProvider } from '../../lib/payment-provider.js';
import { adminTaxTable } from './admin.tax.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let keys: Record<'read' | 'write' | 'orders', string>;
const payments = createTestPaymentProvider();

const ratesOf = async () =>
  AdminTaxRatesSchema.parse((await admin.get('/api/admin/tax/rates').expect(200)).body).rates;
const orderOf = async (number: string) =>
  AdminOrderSchema.parse((await admin.get(`/api/admin/orders/${number}`).expect(200)).body);
const florida = { state_rate_ppm: 60_000, local_rate_ppm: 10_000, shipping_taxed: true };

/** Checkout of `items` to `state`, as `agent` (else a guest). */
async function buy(items: { sku: string; quantity: number }[], state: string, agent?: Agent) {
  const client = agent ?? request(t.app);
  const cart = await client.post('/api/cartv2').send({ items }).expect(200);
  const token = CartResponseSchema.parse(cart.body).cart_token;
  let req = client.post('/api/checkout-v3/checkout');
  if (!agent) req = req.set('Cookie', `sa_cart_token=${token}`);
  const base = checkoutBody();
  const res = await req.send(
    checkoutBody({
      contact: { ...base.contact, email: `tax-${state.toLowerCase()}-${Date.now()}@example.com` },
      shippingAddress: { ...base.shippingAddress, state_code: state },
    }),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return CheckoutResponseSchema.parse(res.body);
}

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    paymentProvider: payments,
    configOverrides: { signInRateLimit: 1000, checkoutRateLimit: 1000, adminKeyRateLimit: 10_000 },
  });
  await makeProduct(t.db, { sku: 'TAX-AMP', priceCents: 19_999, tpa: 50, lv: 50 });
  await makeProduct(t.db, { sku: 'TAX-CABLE', priceCents: 1_000, tpa: 50, lv: 50 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  keys = await makeApiKeys(admin, { read: 'tax:read', write: 'tax:write', orders: 'orders:read' });
});
afterAll(() => t.close());

describe('who may call /api/admin/tax', () => {
  it('refuses anonymous callers, shoppers and keys without the scope', async () => {
    await expectAdminGuards(t.app, adminTaxTable, {
      agents: [shopper],
      params: { state: 'FL' },
      wrongKeys: (scope) => [keys.orders, ...(scope === 'tax:write' ? [keys.read] : [])],
    });
  });
});

describe('the rates table', () => {
  it('adds, changes and removes a state rate, each audited, and the storefront reads it', async () => {
    const added = await write(admin, 'put', '/api/admin/tax/rates/fl', florida);
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(AdminTaxRatesSchema.parse(added.body).rates).toMatchObject([{ state_code: 'FL', ...florida }]);
    const changed = await request(t.app)
      .put('/api/admin/tax/rates/NY')
      .set({ Authorization: `Bearer ${keys.write}` })
      .send({ state_rate_ppm: 40_000, local_rate_ppm: 48_750, shipping_taxed: false });
    expect(changed.status).toBe(200);
    await write(admin, 'put', '/api/admin/tax/rates/NY', { state_rate_ppm: 40_000, shipping_taxed: false });
    expect((await ratesOf()).map((r) => [r.state_code, r.local_rate_ppm])).toEqual([
      ['FL', 10_000],
      ['NY', 0],
    ]);
    const pub = await request(t.app).get('/api/tax/rates').expect(200);
    expect(pub.headers['cache-control']).toBe('private, no-cache');
    expect(pub.headers.etag).toBeTruthy();
    expect(TaxRatesResponseSchema.parse(pub.body).rates.map((r) => r.state_code)).toEqual(['FL', 'NY']);
    await request(t.app).get('/api/tax/rates').set('If-None-Match', pub.headers.etag!).expect(304);

    expect((await write(admin, 'delete', '/api/admin/tax/rates/NY')).status).toBe(204);
    // The write emptied the cached answer at once.
    const after = TaxRatesResponseSchema.parse((await request(t.app).get('/api/tax/rates').expect(200)).body);
    expect(after.rates.map((r) => r.state_code)).toEqual(['FL']);
    const missing = await write(admin, 'delete', '/api/admin/tax/rates/NY');
    expect([missing.status, codeOf(missing)]).toEqual([404, 'NOT_FOUND']);

    const audit = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=tax-rate').expect(200)).body,
    );
    expect(audit.entries.map((e) => `${e.action} ${e.entity_id}`)).toEqual([
      'tax-rate.delete NY',
      'tax-rate.update NY',
      'tax-rate.create NY',
      'tax-rate.create FL',
    ]);
  });

  it('refuses bad input with 400 and stores nothing', async () => {
    const before = await ratesOf();
    for (const [state, body] of [
      ['FL', { state_rate_ppm: -1, shipping_taxed: true }],
      ['FL', { state_rate_ppm: 150_000, local_rate_ppm: 60_000, shipping_taxed: true }],
      ['FL', { state_rate_ppm: 6.5, shipping_taxed: true }],
      ['FL', { state_rate_ppm: '60000', shipping_taxed: true }],
      ['FL', { state_rate_ppm: 60_000 }],
      ['FL', { state_rate_ppm: 60_000, shipping_taxed: true, extra: 1 }],
      ['ZZ', florida],
    ] as const) {
      const res = await write(admin, 'put', `/api/admin/tax/rates/${state}`, body);
      expect([res.status, codeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
    expect(await ratesOf()).toEqual(before);
  });
});

describe('checkout', () => {
  it('charges Florida tax per line and on shipping, stored on the lines and the order and in its mail', async () => {
    await write(admin, 'put', '/api/admin/tax/rates/FL', florida);
    const o = await buy(
      [
        { sku: 'TAX-CABLE', quantity: 1 },
        { sku: 'TAX-AMP', quantity: 1 },
      ],
      'FL',
    );
    // $10.00 at 7% = 70c; $199.99 at 7% = 1399.93 -> 1400c; shipping is free above the threshold.
    expect(o.lineItems.map((l) => l.tax)).toEqual([0.7, 14]);
    expect(o.order).toMatchObject({ subtotal: 209.99, tax_total: 14.7, tax_exempt: false });
    expect(o.order.final_total).toBe(o.order.subtotal + o.order.shipping_total + 14.7);
    expect(payments.log.filter((e) => e.action === 'authorize').at(-1)?.amountCents).toBe(
      Math.round(o.order.final_total * 100),
    );
    const detail = await orderOf(o.order.order_number);
    expect(detail.totals).toMatchObject({ tax_cents: 1470, tax_exempt: false, refunded_tax_cents: 0 });
    expect(detail.lines.map((l) => l.tax_cents)).toEqual([70, 1400]);
    expect((await lastMailTo(t.db, o.order.email, 'order-confirmation')).text).toContain('$14.70');
  });

  it('taxes shipping where the state taxes it', async () => {
    const o = await buy([{ sku: 'TAX-CABLE', quantity: 1 }], 'FL');
    expect(o.order.shipping_total).toBeGreaterThan(0);
    const shippingTax = Math.floor((Math.round(o.order.shipping_total * 100) * 70_000 + 500_000) / 1_000_000);
    expect(Math.round(o.order.tax_total * 100)).toBe(70 + shippingTax);
    expect((await orderOf(o.order.order_number)).totals.shipping_tax_cents).toBe(shippingTax);
  });

  it('charges no tax to a Texas address (no rate there)', async () => {
    const o = await buy([{ sku: 'TAX-AMP', quantity: 1 }], 'TX');
    expect(o.order).toMatchObject({ tax_total: 0, tax_exempt: false });
    expect(o.order.final_total).toBe(o.order.subtotal + o.order.shipping_total);
  });

  it('charges no tax to a dealer with a resale certificate on file, and says so', async () => {
    const user = await makeUser(t.db, { role: 2, isDealer: true });
    await t.db
      .updateTable('users')
      .set({ tax_exempt: 1, resale_certificate: 'FL-123456', resale_certificate_state: 'FL' })
      .where('id', '=', user.id)
      .execute();
    const o = await buy([{ sku: 'TAX-AMP', quantity: 1 }], 'FL', await signedInAgent(t.app, user));
    expect(o.order).toMatchObject({ tax_total: 0, tax_exempt: true });
    expect((await lastMailTo(t.db, o.order.email, 'order-confirmation')).text).toContain(
      'Tax exempt (resale certificate on file)',
    );
  });
});

describe('resale certificates', () => {
  it('a dealer application with a certificate, once approved, makes the account tax-exempt; the back office clears it', async () => {
    await write(admin, 'put', '/api/admin/tax/rates/FL', florida);
    const user = await makeUser(t.db);
    const applicant = await signedInAgent(t.app, user);
    const csrf = await csrfOf(applicant);
    const half = await applicant.post('/api/dealer-application').send({
      business_name: 'Bass Shop LLC',
      tax_id: '12-3456789',
      contact_name: 'Rita Dealer',
      phone: '8135550111',
      resale_certificate: 'ab-1234',
      csrfToken: csrf,
    });
    expect([half.status, codeOf(half)]).toEqual([400, 'VALIDATION_FAILED']);
    const sent = await applicant.post('/api/dealer-application').send({
      business_name: 'Bass Shop LLC',
      tax_id: '12-3456789',
      contact_name: 'Rita Dealer',
      phone: '8135550111',
      resale_certificate: 'ab-1234',
      resale_certificate_state: 'fl',
      csrfToken: csrf,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const id = MyDealerApplicationSchema.parse(sent.body).application!.id;
    expect(MyDealerApplicationSchema.parse(sent.body).application).toMatchObject({
      resale_certificate: 'AB-1234',
      resale_certificate_state: 'FL',
    });
    expect((await write(admin, 'post', `/api/admin/dealer-applications/${id}/approve`, {})).status).toBe(200);
    const session = SessionResponseSchema.parse((await applicant.get('/api/auth/session').expect(200)).body);
    expect('user' in session && session.user.taxExempt).toBe(true);
    expect((await buy([{ sku: 'TAX-AMP', quantity: 1 }], 'FL', applicant)).order).toMatchObject({
      tax_total: 0,
      tax_exempt: true,
    });
    const customer = AdminCustomerSchema.parse(
      (await admin.get(`/api/admin/customers/${user.id}`).expect(200)).body,
    );
    expect(customer.resale_certificate).toEqual({ number: 'AB-1234', state: 'FL' });

    const cleared = await write(
      admin,
      'post',
      `/api/admin/customers/${user.id}/clear-resale-certificate`,
      {},
    );
    expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
    expect(AdminCustomerSchema.parse(cleared.body).resale_certificate).toBeNull();
    const again = await write(admin, 'post', `/api/admin/customers/${user.id}/clear-resale-certificate`, {});
    expect([again.status, codeOf(again)]).toEqual([409, 'CUSTOMER_ACTION_REFUSED']);
    // A dealer still, at dealer prices (and dealer shipping, taxed in Florida): taxed again.
    const taxed = (await buy([{ sku: 'TAX-AMP', quantity: 1 }], 'FL', applicant)).order;
    expect(taxed.tax_exempt).toBe(false);
    expect(taxed.tax_total).toBeGreaterThan(0);
    const audit = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=customer').expect(200)).body,
    );
    expect(audit.entries.map((e) => e.action)).toEqual(
      expect.arrayContaining(['customer.tax-exempt', 'customer.clear-resale-certificate']),
    );
  });
});

describe('refunds give back the tax on what they refund', () => {
  it('a partial refund gives back its tax share, the rest with the refund that settles the order', async () => {
    const o = await buy([{ sku: 'TAX-AMP', quantity: 1 }], 'FL'); // 19999 + 1400 tax
    const number = o.order.order_number;
    const half = await write(admin, 'post', `/api/admin/orders/${number}/refunds`, {
      amountCents: 10_700,
      reason: 'Price match',
    });
    expect(half.status, JSON.stringify(half.body)).toBe(200);
    // 10700 of 21399 carries 1400 * 10700 / 21399 = 700.03 -> 700.
    expect(AdminOrderSchema.parse(half.body).totals.refunded_tax_cents).toBe(700);
    const rest = await write(admin, 'post', `/api/admin/orders/${number}/cancel`, { reason: 'Out of stock' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(200);
    expect(AdminOrderSchema.parse(rest.body).totals).toMatchObject({
      tax_cents: 1400,
      refunded_tax_cents: 1400,
    });
    const refunds = await t.db
      .selectFrom('order_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select(['r.amount_cents', 'r.tax_cents'])
      .where('o.order_number', '=', number)
      .orderBy('r.id')
      .execute();
    expect(refunds.map((r) => [Number(r.amount_cents), Number(r.tax_cents)])).toEqual([
      [10_700, 700],
      [10_699, 700],
    ]);
  });

  it("a return's refund gives back the returned units' price and their share of the line's tax", async () => {
    const o = await buy([{ sku: 'TAX-AMP', quantity: 3 }], 'FL', shopper); // line tax 59997 * 7% = 4199.79 -> 4200
    const number = o.order.order_number;
    expect(o.lineItems[0]?.tax).toBe(42);
    await write(admin, 'post', `/api/admin/orders/${number}/ship`, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    const returned: number[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await shopper
        .post('/api/account/returns')
        .send({ order_line_id: `${number}-1`, quantity: 1, reason: 'not_compatible' });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      const list = AdminReturnListSchema.parse(
        (await admin.get('/api/admin/returns?status=requested').expect(200)).body,
      );
      const id = list.returns.find((r) => r.order_number === number)!.id;
      await write(admin, 'post', `/api/admin/returns/${id}/approve`, { note: 'ok' });
      await write(admin, 'post', `/api/admin/returns/${id}/receive`, { resellable: true });
      const refunded = await write(admin, 'post', `/api/admin/returns/${id}/refund`, {});
      expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
      returned.push((await orderOf(number)).totals.refunded_tax_cents);
    }
    // 4200 / 3 = 1400 a unit: the three refunds give back all of the line's tax, never more.
    expect(returned).toEqual([1400, 2800, 4200]);
    const detail = await orderOf(number);
    expect(detail.refunded_cents).toBe(59_997 + 4_200);
  });
});

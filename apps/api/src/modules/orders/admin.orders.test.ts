/**
 * /api/admin/orders over HTTP against the real store (decision 049): who may call it, the list's filters and
 * paging, shipping through markShipped with the tracking mail, delivery, a cancel that puts stock back and
 * refunds in full, partial and full refunds that never pass what was paid (also two at once), each change
 * in the order's history and the audit log, bad input refused with 400, and the shopper's Order History.
 */
import {
  AccountOrderDetailSchema,
  AdminOrderListSchema,
  AdminOrderSchema,
  AuditListSchema,
  CreatedApiKeySchema,
  trackingUrl,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite as write, bearer, codeOf, expectAdminGuards } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { lastMailTo, mailTo } from '../../test/mail-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { placeOrder } from '../../test/order-factories.js';
import { makeProduct, stockOf, type MadeProduct } from '../../test/shop-factories.js';
import { createTestPaymentProvider, type TestPaymentProvider } from '../../lib/payment-provider.js';
import { adminOrdersTable } from './admin.orders.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let sub: MadeProduct;
const base = createTestPaymentProvider();
/** Refunds take a moment, as a gateway's do: two at once overlap unless the order's row is held. */
const payments: TestPaymentProvider = {
  ...base,
  refund: async (reference, cents) => {
    await new Promise((resolve) => setTimeout(resolve, 40));
    return base.refund(reference, cents);
  },
};
const keys = { read: '', write: '', catalog: '' };

const orderOf = async (number: string) =>
  AdminOrderSchema.parse((await admin.get(`/api/admin/orders/${number}`).expect(200)).body);
const listOf = async (query: string) =>
  AdminOrderListSchema.parse((await admin.get(`/api/admin/orders?${query}`).expect(200)).body);
const refundsOf = (reference: string) =>
  payments.log.filter((e) => e.action === 'refund' && e.reference === reference).map((e) => e.amountCents);

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    paymentProvider: payments,
    configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000, checkoutRateLimit: 1000 },
  });
  sub = await makeProduct(t.db, { sku: 'ORD-SUB', priceCents: 10_000, tpa: 50, lv: 50 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true, firstName: 'Ada' }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  for (const [name, scope] of [
    ['read', 'orders:read'],
    ['write', 'orders:write'],
    ['catalog', 'catalog:write'],
  ] as const) {
    const res = await write(admin, 'post', '/api/admin/api-keys', { name, scopes: [scope] });
    keys[name] = CreatedApiKeySchema.parse(res.body).key;
  }
});
afterAll(() => t.close());

describe('who may call /api/admin/orders and /api/admin/returns', () => {
  it('refuses anonymous callers, shoppers, dealers and keys without the scope on every route', async () => {
    await expectAdminGuards(t.app, adminOrdersTable, {
      agents: [shopper, dealer],
      params: { orderNumber: 'SA-000001', id: '1' },
      // Reads need orders:read, writes orders:write.
      wrongKeys: (scope) => [keys.catalog, scope === 'orders:read' ? keys.write : keys.read],
    });
  });

  it("checks the csrf token of a session's writes, never a key's", async () => {
    const { number } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }]);
    const noCsrf = await admin
      .post(`/api/admin/orders/${number}/ship`)
      .send({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const byKey = await request(t.app)
      .post(`/api/admin/orders/${number}/ship`)
      .set(bearer(keys.write))
      .send({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' });
    expect(byKey.status).toBe(200);
    await request(t.app).get(`/api/admin/orders/${number}`).set(bearer(keys.read)).expect(200);
  });
});

describe('the order list', () => {
  it('filters by status, email, order number, dealer or retail and New York days, and pages', async () => {
    const email = 'filter-me@example.com';
    const a = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }], { email });
    const b = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 2 }], { email });
    await write(admin, 'post', `/api/admin/orders/${b.number}/ship`, {
      carrier: 'fedex',
      trackingNumber: '123456789012',
    });
    const mine = await listOf(`email=${encodeURIComponent('Filter-Me@example.com')}`);
    expect(mine.orders.map((o) => o.order_number)).toEqual([b.number, a.number]);
    expect(mine.orders[0]).toMatchObject({
      stage: 'shipped',
      item_count: 2,
      is_dealer: false,
      total_cents: b.order.order.final_total * 100,
    });
    expect((await listOf(`email=${email}&status=paid`)).orders.map((o) => o.order_number)).toEqual([
      a.number,
    ]);
    expect((await listOf(`order=${a.number.toLowerCase()}`)).orders.map((o) => o.order_number)).toEqual([
      a.number,
    ]);
    expect((await listOf(`order=${Number(a.number.slice(3))}`)).total).toBe(1);
    expect((await listOf(`email=${email}&channel=dealer`)).total).toBe(0);
    expect((await listOf(`email=${email}&channel=retail`)).total).toBe(2);
    // TEST_NOW is 2026-03-01 15:00 UTC: 10:00 that day in New York.
    expect((await listOf(`email=${email}&from=2026-03-01&to=2026-03-01`)).total).toBe(2);
    expect((await listOf(`email=${email}&from=2026-03-02`)).total).toBe(0);
    expect((await listOf(`email=${email}&to=2026-02-28`)).total).toBe(0);
    const page = await listOf(`email=${email}&pageSize=1&page=2`);
    expect([page.total, page.orders.map((o) => o.order_number)]).toEqual([2, [a.number]]);
  });

  it('refuses bad filters with 400', async () => {
    for (const query of [
      'status=lost',
      'from=2026-02-30',
      'from=2026-03-02&to=2026-03-01',
      'order=ABC',
      'channel=x',
      'page=0',
      'x=1',
    ]) {
      const res = await admin.get(`/api/admin/orders?${query}`);
      expect([res.status, codeOf(res)], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    const res = await admin.get('/api/admin/orders/SA-999999');
    expect([res.status, codeOf(res)]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('status changes', () => {
  it('ships a paid order with its tracking mail, then delivers it, each in the history and the audit log', async () => {
    const { number, email } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }]);
    const shipped = AdminOrderSchema.parse(
      (
        await write(admin, 'post', `/api/admin/orders/${number}/ship`, {
          carrier: 'ups',
          trackingNumber: '1z 999aa1 0123456784',
        })
      ).body,
    );
    expect(shipped).toMatchObject({
      stage: 'shipped',
      can: { ship: false, deliver: true, cancel: false, refund: true },
    });
    expect(shipped.shipment).toMatchObject({
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      tracking_url: trackingUrl('ups', '1Z999AA10123456784'),
    });
    expect((await lastMailTo(t.db, email, 'order-shipped')).text).toContain('1Z999AA10123456784');
    const again = await write(admin, 'post', `/api/admin/orders/${number}/ship`, {
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    expect([again.status, codeOf(again)]).toEqual([409, 'ORDER_NOT_SHIPPABLE']);

    const delivered = AdminOrderSchema.parse(
      (await write(admin, 'post', `/api/admin/orders/${number}/deliver`)).body,
    );
    expect(delivered.stage).toBe('delivered');
    expect(delivered.shipment?.delivered_at).toBe('2026-03-01T15:00:00.000Z');
    expect((await lastMailTo(t.db, email, 'order-delivered')).subject).toContain(`${number} was delivered`);
    const twice = await write(admin, 'post', `/api/admin/orders/${number}/deliver`);
    expect([twice.status, codeOf(twice)]).toEqual([409, 'ORDER_STATUS_CONFLICT']);

    const adminId = delivered.history.at(-1)?.actor;
    expect(delivered.history.map((h) => h.action)).toEqual(['placed', 'shipped', 'delivered']);
    expect(adminId).toMatch(/^user:\d+$/);
    // Each entry names who made it, as the audit log does: the administrator's name, not a number.
    expect(delivered.history[2]?.actor_detail).toMatchObject({
      ref: adminId,
      kind: 'user',
      name: 'Ada Tester',
      deleted: false,
    });
    expect(delivered.history[0]?.actor_detail).toMatchObject({ ref: 'guest', kind: 'other', name: null });
    expect(delivered.history[1]?.detail).toMatchObject({
      carrier: 'ups',
      trackingNumber: '1Z999AA10123456784',
    });
    const audit = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=order&entity_id=${number}`).expect(200)).body,
    );
    expect(audit.entries.map((e) => e.action).sort()).toEqual(['order.delivered', 'order.shipped']);
  });

  it('cancels before shipping: stock back where it came from, everything refunded, the buyer told why', async () => {
    const before = await stockOf(t.db, sub.id);
    const { number, email, order } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 3 }]);
    const row = await t.db
      .selectFrom('orders')
      .select('payment_reference')
      .where('order_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(await stockOf(t.db, sub.id)).not.toEqual(before);
    const cancelled = AdminOrderSchema.parse(
      (
        await write(admin, 'post', `/api/admin/orders/${number}/cancel`, {
          reason: 'Out of stock at the supplier',
        })
      ).body,
    );
    expect(cancelled).toMatchObject({
      stage: 'cancelled',
      refunded_cents: order.order.final_total * 100,
      refundable_cents: 0,
    });
    expect(await stockOf(t.db, sub.id)).toEqual(before);
    expect(refundsOf(row.payment_reference)).toEqual([order.order.final_total * 100]);
    expect((await lastMailTo(t.db, email, 'order-cancelled')).text).toContain('Out of stock at the supplier');
    const refund = await write(admin, 'post', `/api/admin/orders/${number}/refunds`, {
      amountCents: 1,
      reason: 'x',
    });
    expect([refund.status, codeOf(refund)]).toEqual([409, 'ORDER_STATUS_CONFLICT']);
  });

  it('refuses to cancel a shipped order', async () => {
    const { number } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }]);
    await write(admin, 'post', `/api/admin/orders/${number}/ship`, {
      carrier: 'usps',
      trackingNumber: '9400111899223856927499',
    });
    const res = await write(admin, 'post', `/api/admin/orders/${number}/cancel`, { reason: 'Changed mind' });
    expect([res.status, codeOf(res)]).toEqual([409, 'ORDER_STATUS_CONFLICT']);
    expect((await orderOf(number)).stage).toBe('shipped');
  });

  it('refunds in parts, never past what was paid, and a full refund makes the order refunded', async () => {
    const { number, email } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }]);
    const paid = (await orderOf(number)).total_cents;
    const first = AdminOrderSchema.parse(
      (
        await write(admin, 'post', `/api/admin/orders/${number}/refunds`, {
          amountCents: 2_500,
          reason: 'Scratched grille',
        })
      ).body,
    );
    expect(first).toMatchObject({ stage: 'paid', refunded_cents: 2_500, refundable_cents: paid - 2_500 });
    const over = await write(admin, 'post', `/api/admin/orders/${number}/refunds`, {
      amountCents: paid - 2_499,
      reason: 'Too much',
    });
    expect([over.status, codeOf(over)]).toEqual([409, 'REFUND_EXCEEDS_PAID']);
    const rest = AdminOrderSchema.parse(
      (
        await write(admin, 'post', `/api/admin/orders/${number}/refunds`, {
          amountCents: paid - 2_500,
          reason: 'Goodwill',
        })
      ).body,
    );
    expect(rest).toMatchObject({
      stage: 'refunded',
      refunded_cents: paid,
      can: { refund: false, ship: false },
    });
    const mails = await mailTo(t.db, email, 'order-refunded');
    expect(mails.map((m) => m.subject)).toHaveLength(2);
    expect(mails[0]?.text).toContain('Scratched grille');
  });

  it('lets only one of two refunds at once through when both together pass what was paid', async () => {
    const { number } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }]);
    const paid = (await orderOf(number)).total_cents;
    const amountCents = Math.ceil(paid * 0.6);
    const results = await Promise.all(
      [0, 1].map(() =>
        request(t.app)
          .post(`/api/admin/orders/${number}/refunds`)
          .set(bearer(keys.write))
          .send({ amountCents, reason: 'Race' }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(codeOf(results.find((r) => r.status === 409)!)).toBe('REFUND_EXCEEDS_PAID');
    const after = await orderOf(number);
    expect(after.refunded_cents).toBe(amountCents);
    const rows = await t.db
      .selectFrom('order_refunds as r')
      .innerJoin('orders as o', 'o.id', 'r.order_id')
      .select('r.amount_cents')
      .where('o.order_number', '=', number)
      .execute();
    expect(rows.map((r) => Number(r.amount_cents))).toEqual([amountCents]);
  });

  it('refuses bad bodies with 400 and leaves the order as it was', async () => {
    const { number } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }]);
    for (const [path, body] of [
      ['ship', { carrier: 'pony', trackingNumber: '1Z999AA10123456784' }],
      ['ship', { carrier: 'ups', trackingNumber: 'x' }],
      ['refunds', { amountCents: -5, reason: 'x' }],
      ['refunds', { amountCents: 1.5, reason: 'x' }],
      ['refunds', { amountCents: 100 }],
      ['cancel', { reason: '   ' }],
      ['cancel', { reason: 'ok', extra: 1 }],
    ] as const) {
      const res = await write(admin, 'post', `/api/admin/orders/${number}/${path}`, body);
      expect([res.status, codeOf(res)], `${path} ${JSON.stringify(body)}`).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    expect(await orderOf(number)).toMatchObject({ stage: 'paid', refunded_cents: 0 });
  });
});

describe("the shopper's Order History", () => {
  it('shows the same status and, once shipped, the carrier, tracking number and tracking link', async () => {
    const { number } = await placeOrder(t.app, [{ sku: 'ORD-SUB', quantity: 1 }], { agent: shopper });
    const read = async () =>
      AccountOrderDetailSchema.parse((await shopper.get(`/api/account/orders/${number}`).expect(200)).body);
    expect((await read()).shipment).toBeNull();
    await write(admin, 'post', `/api/admin/orders/${number}/ship`, {
      carrier: 'dhl',
      trackingNumber: '1234567890',
    });
    const shipped = await read();
    expect(shipped.order.status).toBe('shipped');
    expect(shipped.shipment).toMatchObject({
      carrier_name: 'DHL Express',
      tracking_number: '1234567890',
      tracking_url: trackingUrl('dhl', '1234567890'),
    });
    await write(admin, 'post', `/api/admin/orders/${number}/deliver`);
    expect((await read()).order.status).toBe('delivered');
  });
});

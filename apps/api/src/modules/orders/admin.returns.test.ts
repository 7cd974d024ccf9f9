/**
 * /api/admin/returns over HTTP against the real store (decision 049): the requests shoppers make, filtered by
 * status; approve or refuse with a note that reaches the shopper's mail; receive (a resellable item's units
 * back in stock, another's not); refund through the order's refund path, never past what was paid; each
 * step in the order's history and the audit log, and steps off the path refused.
 */
import { AdminOrderSchema, AdminReturnListSchema, AdminReturnSchema, ReturnSchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite as write, codeOf } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { lastMailTo } from '../../test/mail-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { placeOrder } from '../../test/order-factories.js';
import { makeProduct, stockOf, type MadeProduct } from '../../test/shop-factories.js';
import { createTestPaymentProvider } from '../../lib/payment-provider.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let amp: MadeProduct;
const payments = createTestPaymentProvider();

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    paymentProvider: payments,
    configOverrides: { signInRateLimit: 1000, checkoutRateLimit: 1000 },
  });
  amp = await makeProduct(t.db, { sku: 'RET-AMP', priceCents: 20_000, tpa: 2, lv: 10 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
});
afterAll(() => t.close());

/** A signed-in order of `quantity` amplifiers and the shopper's return request for `returned` of them. */
async function requested(quantity: number, returned: number) {
  const { number, email } = await placeOrder(t.app, [{ sku: 'RET-AMP', quantity }], { agent: shopper });
  // Goods come back only once they went out: the order ships first (returns.ts).
  const shipped = await write(admin, 'post', `/api/admin/orders/${number}/ship`, {
    carrier: 'fedex',
    trackingNumber: '123456789012',
  });
  expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
  const res = await shopper
    .post('/api/account/returns')
    .send({ order_line_id: `${number}-1`, quantity: returned, reason: 'not_compatible', note: 'Too big' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const list = AdminReturnListSchema.parse(
    (await admin.get('/api/admin/returns?status=requested').expect(200)).body,
  );
  const ret = list.returns.find((r) => r.order_number === number);
  if (!ret) throw new Error('the request is not in the queue');
  expect(ReturnSchema.parse(res.body).status).toBe('requested');
  return { number, ret, email };
}

const step = async (id: number, action: string, body: object = {}) =>
  write(admin, 'post', `/api/admin/returns/${id}/${action}`, body);
const orderOf = async (number: string) =>
  AdminOrderSchema.parse((await admin.get(`/api/admin/orders/${number}`).expect(200)).body);

describe('the returns queue', () => {
  it('lists what shoppers asked for, with the item, the shopper note and the value of the returned units', async () => {
    const { ret } = await requested(2, 1);
    expect(ret).toMatchObject({
      sku: 'RET-AMP',
      quantity: 1,
      reason: 'not_compatible',
      shopper_note: 'Too big',
      status: 'requested',
      decision_note: null,
      value_cents: 20_000,
    });
    const none = AdminReturnListSchema.parse(
      (await admin.get('/api/admin/returns?status=refunded').expect(200)).body,
    );
    expect(none.returns.some((r) => r.id === ret.id)).toBe(false);
    const bad = await admin.get('/api/admin/returns?status=lost');
    expect([bad.status, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('lists the open returns (requested, approved, received) for status=open, oldest first, not the closed ones', async () => {
    const waiting = await requested(1, 1);
    const approved = await requested(1, 1);
    await step(approved.ret.id, 'approve', { note: 'Send it back' });
    const received = await requested(1, 1);
    await step(received.ret.id, 'approve', { note: 'Send it back' });
    await step(received.ret.id, 'receive', { resellable: true });
    const refused = await requested(1, 1);
    await step(refused.ret.id, 'reject', { note: 'Past the window' });
    const refunded = await requested(1, 1);
    await step(refunded.ret.id, 'approve', { note: 'Send it back' });
    await step(refunded.ret.id, 'receive', { resellable: true });
    await step(refunded.ret.id, 'refund');
    const open = AdminReturnListSchema.parse(
      (await admin.get('/api/admin/returns?status=open&pageSize=100').expect(200)).body,
    );
    const ids = open.returns.map((r) => r.id);
    expect(ids).toEqual(expect.arrayContaining([waiting.ret.id, approved.ret.id, received.ret.id]));
    expect(ids).not.toContain(refused.ret.id);
    expect(ids).not.toContain(refunded.ret.id);
    expect(new Set(open.returns.map((r) => r.status))).toEqual(
      new Set(['requested', 'approved', 'received']),
    );
    expect(open.total).toBe(open.returns.length);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
  });

  it('approves with a note in the mail, receives a resellable item back into stock and refunds its price', async () => {
    const { number, ret, email } = await requested(2, 2);
    const stockBefore = await stockOf(t.db, amp.id);
    const approved = AdminReturnSchema.parse(
      (await step(ret.id, 'approve', { note: 'Use the prepaid label' })).body,
    );
    expect(approved).toMatchObject({ status: 'approved', decision_note: 'Use the prepaid label' });
    expect((await lastMailTo(t.db, email, 'return-approved')).text).toContain('Use the prepaid label');

    const early = await step(ret.id, 'refund');
    expect([early.status, codeOf(early)]).toEqual([409, 'RETURN_STATUS_CONFLICT']);

    const received = AdminReturnSchema.parse((await step(ret.id, 'receive', { resellable: true })).body);
    expect(received).toMatchObject({ status: 'received', resellable: true, restocked_units: 2 });
    const back = await stockOf(t.db, amp.id);
    expect(back.tpa_wh + back.lv_wh).toBe(stockBefore.tpa_wh + stockBefore.lv_wh + 2);

    const refunded = AdminReturnSchema.parse((await step(ret.id, 'refund')).body);
    expect(refunded).toMatchObject({ status: 'refunded', refunded_cents: 40_000 });
    expect((await lastMailTo(t.db, email, 'return-refunded')).subject).toContain(number);
    const order = await orderOf(number);
    expect(order.refunded_cents).toBe(40_000);
    expect(payments.log.filter((e) => e.action === 'refund').at(-1)?.amountCents).toBe(40_000);
    expect(order.history.map((h) => h.action)).toEqual([
      'placed',
      'shipped',
      'return-approved',
      'return-received',
      'return-refunded',
    ]);
    const audit = (await admin.get(`/api/admin/audit?entity=order&entity_id=${number}`).expect(200)).body as {
      entries: { action: string }[];
    };
    expect(audit.entries.map((e) => e.action).sort()).toEqual([
      'order.return-approved',
      'order.return-received',
      'order.return-refunded',
      'order.shipped',
    ]);
  });

  it('keeps an item that cannot be sold again out of stock, and never refunds past what is left', async () => {
    const { number, ret } = await requested(1, 1);
    await step(ret.id, 'approve', { note: 'Send it back' });
    const before = await stockOf(t.db, amp.id);
    const received = AdminReturnSchema.parse((await step(ret.id, 'receive', { resellable: false })).body);
    expect(received).toMatchObject({ resellable: false, restocked_units: null });
    expect(await stockOf(t.db, amp.id)).toEqual(before);
    const paid = (await orderOf(number)).total_cents;
    await write(admin, 'post', `/api/admin/orders/${number}/refunds`, {
      amountCents: paid - 100,
      reason: 'Goodwill',
    });
    const over = await step(ret.id, 'refund', { amountCents: 101 });
    expect([over.status, codeOf(over)]).toEqual([409, 'REFUND_EXCEEDS_PAID']);
    expect(
      AdminReturnSchema.parse(
        (await admin.get('/api/admin/returns?status=received').expect(200)).body.returns.find(
          (r: { id: number }) => r.id === ret.id,
        ),
      ),
    ).toMatchObject({ status: 'received' });
    const rest = AdminReturnSchema.parse((await step(ret.id, 'refund')).body);
    expect(rest.refunded_cents).toBe(100);
    expect((await orderOf(number)).stage).toBe('refunded');
  });

  it('refuses with a note the shopper is mailed, and nothing moves after that', async () => {
    const { ret, email } = await requested(1, 1);
    const refused = AdminReturnSchema.parse(
      (await step(ret.id, 'reject', { note: 'Installed items cannot come back' })).body,
    );
    expect(refused).toMatchObject({ status: 'rejected', decision_note: 'Installed items cannot come back' });
    expect((await lastMailTo(t.db, email, 'return-rejected')).text).toContain(
      'Installed items cannot come back',
    );
    for (const [action, body] of [
      ['approve', { note: 'x' }],
      ['receive', { resellable: true }],
      ['refund', {}],
    ] as const) {
      const res = await step(ret.id, action, body);
      expect([res.status, codeOf(res)], action).toEqual([409, 'RETURN_STATUS_CONFLICT']);
    }
  });

  it('refuses bad input with 400 and an unknown return with 404', async () => {
    const { ret } = await requested(1, 1);
    for (const [action, body] of [
      ['approve', {}],
      ['approve', { note: '' }],
      ['reject', { note: 'x'.repeat(1001) }],
      ['receive', { resellable: 'yes' }],
      ['refund', { amountCents: 0 }],
    ] as const) {
      const res = await step(ret.id, action, body);
      expect([res.status, codeOf(res)], `${action} ${JSON.stringify(body)}`).toEqual([
        400,
        'VALIDATION_FAILED',
      ]);
    }
    const missing = await step(999_999, 'approve', { note: 'x' });
    expect([missing.status, codeOf(missing)]).toEqual([404, 'NOT_FOUND']);
  });
});

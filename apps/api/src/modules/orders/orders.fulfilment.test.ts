/**
 * After the sale (decision 042): the shipping update and a return's messages, queued in the transaction that
 * changes the order or the return. The back office's calls use these (decision 049).
 */
import { CartResponseSchema, CheckoutResponseSchema, trackingUrl } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error.js';
import { makeUser } from '../../test/auth-helpers.js';
import { mailTo } from '../../test/mail-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { createMailQueue } from '../mail/mail.queue.js';
import { unsubscribeUrls } from '../marketing/marketing.links.js';
import { createFulfilment, type Fulfilment } from './orders.fulfilment.js';

let t: TestApp;
let fulfilment: Fulfilment;
beforeAll(async () => {
  t = await makeApp({ seed: false });
  await makeProduct(t.db, { sku: 'F-SUB', priceCents: 19_900, tpa: 100 });
  fulfilment = createFulfilment({
    db: t.db,
    clock: { now: () => TEST_NOW },
    mail: createMailQueue({
      changes: t.changes,
      site: t.config.site,
      publicUrl: t.config.publicUrl,
      unsubscribeUrls: (email) => unsubscribeUrls(t.config.publicUrl, t.config.jwtSecret, email),
    }),
  });
});
afterAll(() => t.close());

let n = 0;
async function guestOrder() {
  const email = `buyer${++n}@example.com`;
  const cart = await request(t.app)
    .post('/api/cartv2')
    .send({ items: [{ sku: 'F-SUB', quantity: 1 }] })
    .expect(200);
  const res = await request(t.app)
    .post('/api/checkout-v3/checkout')
    .set('Cookie', `sa_cart_token=${CartResponseSchema.parse(cart.body).cart_token}`)
    .send(checkoutBody({ contact: { ...checkoutBody().contact, email } }))
    .expect(200);
  return { email, ...CheckoutResponseSchema.parse(res.body) };
}

const codeOf = async (p: Promise<unknown>): Promise<string> => {
  const err: unknown = await p.then(
    () => null,
    (e: unknown) => e,
  );
  return err instanceof AppError ? `${err.status} ${err.code}` : String(err);
};

describe('markShipped', () => {
  it('ships a paid order once, with one shipping update carrying the tracking link', async () => {
    const order = await guestOrder();
    const number = order.order.order_number;
    await fulfilment.markShipped(number, { carrier: 'ups', trackingNumber: '1z 999 aa1 0123456784' });
    const row = await t.db
      .selectFrom('orders')
      .select(['status', 'carrier', 'tracking_number', 'shipped_at'])
      .where('order_number', '=', number)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      status: 'shipped',
      carrier: 'ups',
      tracking_number: '1Z999AA10123456784',
      shipped_at: TEST_NOW.toISOString(),
    });
    const mails = await mailTo(t.db, order.email, 'order-shipped');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`Your Skar Audio order ${number} has shipped`);
    expect(mails[0]!.text).toContain(trackingUrl('ups', '1Z999AA10123456784'));
    expect(mails[0]!.text).toContain(`/orders/${order.confirmation_token}`);
    expect(mails[0]!.html).toContain('Track your package');

    expect(
      await codeOf(fulfilment.markShipped(number, { carrier: 'fedex', trackingNumber: '123456789012' })),
    ).toBe('409 ORDER_NOT_SHIPPABLE');
    expect(await mailTo(t.db, order.email, 'order-shipped')).toHaveLength(1);
  });

  it('refuses an unknown order, a cancelled one and a tracking number no carrier prints', async () => {
    expect(
      await codeOf(
        fulfilment.markShipped('SA-999999', { carrier: 'usps', trackingNumber: '9400100000000000000000' }),
      ),
    ).toBe('404 NOT_FOUND');
    const order = await guestOrder();
    await t.db
      .updateTable('orders')
      .set({ status: 'cancelled' })
      .where('order_number', '=', order.order.order_number)
      .execute();
    expect(
      await codeOf(
        fulfilment.markShipped(order.order.order_number, { carrier: 'dhl', trackingNumber: '1234567890' }),
      ),
    ).toBe('409 ORDER_NOT_SHIPPABLE');
    const bad = await codeOf(
      fulfilment.markShipped(order.order.order_number, { carrier: 'dhl', trackingNumber: '<x>' }),
    );
    expect(bad).toContain('Use the 8 to 40 letters and digits of the tracking number');
    expect(await mailTo(t.db, order.email)).toHaveLength(1); // the confirmation only
  });
});

describe('moveReturn', () => {
  /** A requested return of a guest order, or of an account's order when `onAccount`. */
  async function requestedReturn(onAccount = false) {
    const order = await guestOrder();
    const user = onAccount ? await makeUser(t.db) : null;
    if (user)
      await t.db
        .updateTable('orders')
        .set({ user_id: user.id })
        .where('order_number', '=', order.order.order_number)
        .execute();
    const orderId = (
      await t.db
        .selectFrom('orders')
        .select('id')
        .where('order_number', '=', order.order.order_number)
        .executeTakeFirstOrThrow()
    ).id;
    const row = await t.db
      .insertInto('returns')
      .values({
        user_id: user?.id ?? null,
        order_id: orderId,
        line_position: 0,
        quantity: 1,
        reason: 'defective',
        created_at: TEST_NOW.toISOString(),
        updated_at: TEST_NOW.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      id: row.id,
      email: order.email,
      number: order.order.order_number,
      token: order.confirmation_token,
    };
  }
  const statusOf = async (id: number) =>
    (await t.db.selectFrom('returns').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

  it('approves, receives and refunds, mailing the buyer once at each step', async () => {
    const ret = await requestedReturn();
    const kinds: string[] = [];
    for (const step of ['approved', 'received', 'refunded'] as const) {
      await fulfilment.moveReturn(ret.id, step);
      expect(await statusOf(ret.id)).toBe(step);
      kinds.push(`return-${step}`);
      expect(
        (await mailTo(t.db, ret.email)).map((m) => m.kind).filter((k) => k.startsWith('return-')),
      ).toEqual(kinds);
    }
    const [refund] = await mailTo(t.db, ret.email, 'return-refunded');
    expect(refund?.subject).toBe(`Your return for order ${ret.number} is refunded`);
    expect(refund?.text).toContain('1 x ');
    // A guest has no View Returns: the message links to the order's own page, where the return shows.
    expect(refund?.text).toContain(`${t.config.publicUrl}/orders/${ret.token}\n`);
    expect(refund?.text).not.toContain(`${t.config.publicUrl}/returns`);
  });

  it("links an account order's return update to View Returns", async () => {
    const ret = await requestedReturn(true);
    await fulfilment.moveReturn(ret.id, 'approved');
    const [approved] = await mailTo(t.db, ret.email, 'return-approved');
    expect(approved?.text).toContain(`${t.config.publicUrl}/returns\n`);
    expect(approved?.html).toContain('See your returns');
  });

  it('refuses a step off the path and sends nothing for a rejection', async () => {
    const ret = await requestedReturn();
    expect(await codeOf(fulfilment.moveReturn(ret.id, 'refunded'))).toBe('409 RETURN_STATUS_CONFLICT');
    await fulfilment.moveReturn(ret.id, 'rejected');
    expect(await codeOf(fulfilment.moveReturn(ret.id, 'approved'))).toBe('409 RETURN_STATUS_CONFLICT');
    expect(await statusOf(ret.id)).toBe('rejected');
    expect((await mailTo(t.db, ret.email)).filter((m) => m.kind.startsWith('return-'))).toEqual([]);
    expect(await codeOf(fulfilment.moveReturn(999_999, 'approved'))).toBe('404 NOT_FOUND');
  });
});

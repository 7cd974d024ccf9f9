// PAYMENT_PROVIDER=stripe against a local stand-in of Stripe's HTTP API (decision 074): checkout authorizes
// through a PaymentIntent captured by hand, an order whose bank asks for 3-D Secure waits for the signed webhook
// with its stock held, failures and abandonment release the stock, refunds go through Stripe's refunds.
import {
  CartResponseSchema,
  CheckoutPaymentSchema,
  CheckoutResponseSchema,
  ErrorBodySchema,
  OrderSchema,
} from '@shop/domain';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { createLogger } from '../../lib/logger.js';
import { createStripePaymentProvider, type StripePaymentProvider } from '../../lib/stripe-payments.js';
import { adminWrite } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { mailTo } from '../../test/mail-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { checkoutBody, makeProduct, stockOf, type MadeProduct } from '../../test/shop-factories.js';
import { STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';
import { createPaymentHolds } from './checkout.payments.js';
import { PAYMENT_HOLD_MS } from './checkout.service.js';

let standIn: StripeStandIn;
let provider: StripePaymentProvider;
let t: TestApp;
let admin: Agent;
let product: MadeProduct;
let now = TEST_NOW;
const clock: Clock = { now: () => now };
// The library's own signing of test events (what Stripe's servers do with the endpoint's secret).
const signer = new Stripe(STAND_IN_KEYS.secretKey);

beforeAll(async () => {
  standIn = await startStripeStandIn();
  provider = createStripePaymentProvider(STAND_IN_KEYS, standIn.endpoint);
  t = await makeApp({
    seed: false,
    clock,
    paymentProvider: provider,
    logger: createLogger(process.env.STRIPE_TEST_LOG ?? 'silent'),
    configOverrides: { checkoutRateLimit: 1000, signInRateLimit: 1000 },
  });
  product = await makeProduct(t.db, { sku: 'STRIPE-SUB', priceCents: 10_000, tpa: 20, lv: 0 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

async function checkout(
  token: string,
  status: number,
  email = `stripe-${Math.random().toString(36).slice(2)}@example.com`,
) {
  const cart = await request(t.app)
    .post('/api/cartv2')
    .send({ items: [{ sku: 'STRIPE-SUB', quantity: 2 }] })
    .expect(200);
  const cartToken = CartResponseSchema.parse(cart.body).cart_token;
  return request(t.app)
    .post('/api/checkout-v3/checkout')
    .set('Cookie', `sa_cart_token=${cartToken}`)
    .send(checkoutBody({ contact: { ...checkoutBody().contact, email }, payment: { token } }))
    .expect(status);
}

/** A webhook request with Stripe's signature of `event` (or another secret's). */
function webhook(
  event: { id: string; type: string; data: { object: { id: string; object: string } } },
  secret = STAND_IN_KEYS.webhookSecret,
) {
  const payload = JSON.stringify({ object: 'event', api_version: null, created: 0, ...event });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret });
  return request(t.app)
    .post('/api/payments/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(payload);
}
const intentEvent = (id: string, type: string, intent: string) => ({
  id,
  type,
  data: { object: { id: intent, object: 'payment_intent' } },
});

const orderStatus = async (number: string) =>
  await t.db
    .selectFrom('orders')
    .select(['status', 'payment_due_at'])
    .where('order_number', '=', number)
    .executeTakeFirstOrThrow();
/** The product's sold value over 30 days (the best sellers' ranking): money taken only (decision 079). */
const turnover = async () =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select('turnover_30d_cents')
        .where('id', '=', product.id)
        .executeTakeFirstOrThrow()
    ).turnover_30d_cents,
  );
const requestsTo = (path: string) => standIn.requests.filter((r) => r.path === path);

describe('PAYMENT_PROVIDER=stripe (a local stand-in of its API)', () => {
  it("tells the browser the provider and Stripe's publishable key", async () => {
    const res = await request(t.app).get('/api/checkout-v3/payment').expect(200);
    expect(CheckoutPaymentSchema.parse(res.body)).toEqual({
      provider: 'stripe',
      test_shop: false,
      publishable_key: 'pk_test_stand_in',
    });
  });

  it("lets the page load Stripe.js and the Payment Element's frames (its CSP); the test shop's stays strict", async () => {
    const csp = (await request(t.app).get('/api/checkout-v3/payment').expect(200)).get(
      'Content-Security-Policy',
    );
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('frame-src https://js.stripe.com');
    expect(csp).toContain("connect-src 'self' https://api.stripe.com");
    const testShop = await makeApp({ seed: false });
    try {
      const strict = (await request(testShop.app).get('/api/checkout-v3/payment').expect(200)).get(
        'Content-Security-Policy',
      );
      expect(strict).not.toContain('stripe');
      expect(strict).toContain("script-src 'self';");
    } finally {
      await testShop.close();
    }
  });

  it('pays at once when the card needs no confirmation: a manual-capture intent, then captured', async () => {
    const res = await checkout('ctoken_approved_1', 200);
    const body = CheckoutResponseSchema.parse(res.body);
    expect(body.order).toMatchObject({ status: 'paid', card_brand: 'visa', card_last4: '4242' });
    expect(body.next_action).toBeUndefined();
    const created = requestsTo('/v1/payment_intents').at(-1)!;
    expect(created.form).toMatchObject({
      amount: String(Math.round(body.order.final_total * 100)),
      currency: 'usd',
      capture_method: 'manual',
      confirm: 'true',
      confirmation_token: 'ctoken_approved_1',
    });
    const intent = [...standIn.intents.values()].at(-1)!;
    expect(intent.status).toBe('succeeded');
    expect(await mailTo(t.db, body.order.email, 'order-confirmation')).toHaveLength(1);
  });

  it("answers a decline with Stripe's message, and a bad token or an unaccepted brand with 400, storing nothing", async () => {
    const before = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    const declined = await checkout('ctoken_decline_1', 402);
    expect(ErrorBodySchema.parse(declined.body).error).toMatchObject({
      code: 'CARD_DECLINED',
      message: 'Your card was declined.',
    });
    const bad = await checkout('ctoken_bad_1', 400);
    expect(ErrorBodySchema.parse(bad.body).error.code).toBe('CARD_INVALID');
    const jcb = await checkout('ctoken_jcb_1', 400);
    expect(ErrorBodySchema.parse(jcb.body).error.message).toBe(
      'We accept American Express, Visa, Mastercard and Discover.',
    );
    // The intent of the unaccepted card was cancelled at once.
    expect([...standIn.intents.values()].at(-1)!.status).toBe('canceled');
    const after = await t.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });

  it('holds the stock of an order awaiting 3-D Secure; a signed webhook marks it paid once, a replay does nothing', async () => {
    const stockBefore = (await stockOf(t.db, product.id)).tpa_wh;
    const soldBefore = await turnover();
    const email = 'three-d@example.com';
    const res = await checkout('ctoken_3ds_1', 200, email);
    const body = CheckoutResponseSchema.parse(res.body);
    const intent = [...standIn.intents.values()].at(-1)!;
    expect(body.next_action).toEqual({ type: 'confirm_payment', client_secret: intent.client_secret });
    expect(body.order.status).toBe('awaiting_payment');
    expect((await stockOf(t.db, product.id)).tpa_wh).toBe(stockBefore - 2);
    expect(await mailTo(t.db, email, 'order-confirmation')).toHaveLength(0);
    expect(await turnover()).toBe(soldBefore);
    // The back office sees it under its own filter; paid orders are listed apart.
    const awaiting = await admin.get('/api/admin/orders?status=awaiting_payment').expect(200);
    expect(JSON.stringify(awaiting.body)).toContain(body.order.order_number);

    const event = intentEvent('evt_paid_1', 'payment_intent.amount_capturable_updated', intent.id);
    expect((await webhook(event).expect(200)).body).toEqual({ received: true, result: 'paid' });
    expect(await orderStatus(body.order.order_number)).toEqual({ status: 'paid', payment_due_at: null });
    expect(await mailTo(t.db, email, 'order-confirmation')).toHaveLength(1);
    expect(await turnover()).toBe(soldBefore + 20_000);
    expect(standIn.intents.get(intent.id)!.status).toBe('succeeded');
    const captures = requestsTo(`/v1/payment_intents/${intent.id}/capture`).length;

    expect((await webhook(event).expect(200)).body).toEqual({ received: true, result: 'duplicate' });
    expect(requestsTo(`/v1/payment_intents/${intent.id}/capture`)).toHaveLength(captures);
    expect(await mailTo(t.db, email, 'order-confirmation')).toHaveLength(1);
    expect(await turnover()).toBe(soldBefore + 20_000);
    const order = OrderSchema.parse(
      (await request(t.app).get(`/api/orders/confirmation/${body.confirmation_token}`).expect(200)).body,
    );
    expect(order.order.status).toBe('paid');
  });

  it("keeps an order awaiting payment off the shopper's order list until it is paid", async () => {
    const shopper = await signedInAgent(t.app, await makeUser(t.db));
    await shopper
      .post('/api/cartv2')
      .send({ items: [{ sku: 'STRIPE-SUB', quantity: 1 }] })
      .expect(200);
    const placed = await shopper
      .post('/api/checkout-v3/checkout')
      .send(checkoutBody({ payment: { token: 'ctoken_3ds_mine' } }))
      .expect(200);
    const number = CheckoutResponseSchema.parse(placed.body).order.order_number;
    const listed = async () => JSON.stringify((await shopper.get('/api/account/orders').expect(200)).body);
    expect(await listed()).not.toContain(number);
    const intent = [...standIn.intents.values()].at(-1)!;
    await webhook(intentEvent('evt_mine', 'payment_intent.amount_capturable_updated', intent.id)).expect(200);
    expect(await listed()).toContain(number);
  });

  it('refuses a webhook without a good signature (400), changing nothing', async () => {
    await checkout('ctoken_3ds_2', 200);
    const intent = [...standIn.intents.values()].at(-1)!;
    const event = intentEvent('evt_forged', 'payment_intent.amount_capturable_updated', intent.id);
    const forged = await webhook(event, 'whsec_someone_else').expect(400);
    expect(ErrorBodySchema.parse(forged.body).error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    const unsigned = await request(t.app)
      .post('/api/payments/stripe/webhook')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify(event))
      .expect(400);
    expect(ErrorBodySchema.parse(unsigned.body).error.code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect(standIn.intents.get(intent.id)!.status).toBe('requires_action');
    expect(
      await t.db.selectFrom('payment_events').selectAll().where('event_id', '=', 'evt_forged').execute(),
    ).toEqual([]);
  });

  it('releases the held stock when the payment fails, cancelling the intent and the order', async () => {
    const stockBefore = (await stockOf(t.db, product.id)).tpa_wh;
    const soldBefore = await turnover();
    const body = CheckoutResponseSchema.parse((await checkout('ctoken_3ds_3', 200)).body);
    const intent = [...standIn.intents.values()].at(-1)!;
    expect((await stockOf(t.db, product.id)).tpa_wh).toBe(stockBefore - 2);
    const failed = intentEvent('evt_failed_1', 'payment_intent.payment_failed', intent.id);
    expect((await webhook(failed).expect(200)).body).toEqual({ received: true, result: 'released' });
    expect((await stockOf(t.db, product.id)).tpa_wh).toBe(stockBefore);
    expect((await orderStatus(body.order.order_number)).status).toBe('cancelled');
    expect(standIn.intents.get(intent.id)!.status).toBe('canceled');
    // A late "paid" for the released order lets the money go again and sells nothing.
    const late = intentEvent('evt_late_1', 'payment_intent.amount_capturable_updated', intent.id);
    expect((await webhook(late).expect(200)).body).toEqual({ received: true, result: 'released' });
    expect((await stockOf(t.db, product.id)).tpa_wh).toBe(stockBefore);
    expect(await turnover()).toBe(soldBefore);
  });

  it('releases an abandoned order once its hold has passed (the hold job), and not before', async () => {
    const stockBefore = (await stockOf(t.db, product.id)).tpa_wh;
    const body = CheckoutResponseSchema.parse((await checkout('ctoken_3ds_4', 200)).body);
    const holds = createPaymentHolds({ db: t.db, clock, logger: createLogger('silent'), payments: provider });
    expect(await holds.releaseOverdue()).toBe(0);
    const placedAt = now;
    now = new Date(placedAt.getTime() + PAYMENT_HOLD_MS + 1000);
    try {
      // This order and the one the signature test left waiting: both their holds (2 units each) come back.
      expect(await holds.releaseOverdue()).toBe(2);
      expect((await orderStatus(body.order.order_number)).status).toBe('cancelled');
      expect((await stockOf(t.db, product.id)).tpa_wh).toBe(stockBefore + 2);
      expect(await holds.releaseOverdue()).toBe(0);
    } finally {
      now = placedAt;
    }
  });

  it('handles one event once when it arrives twice at the same time (two nodes: one row of payment_events)', async () => {
    await checkout('ctoken_3ds_5', 200);
    const intent = [...standIn.intents.values()].at(-1)!;
    const event = intentEvent('evt_twice', 'payment_intent.amount_capturable_updated', intent.id);
    const answers = await Promise.all([webhook(event), webhook(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => (a.body as { result: string }).result).sort()).toEqual(['duplicate', 'paid']);
  });

  it("refunds part of a paid order from the back office through Stripe's refunds, with the amount", async () => {
    const body = CheckoutResponseSchema.parse((await checkout('ctoken_approved_2', 200)).body);
    const intent = [...standIn.intents.values()].at(-1)!;
    await adminWrite(admin, 'post', `/api/admin/orders/${body.order.order_number}/refunds`, {
      amountCents: 1234,
      reason: 'Scratched grille',
    }).then((res) => expect(res.status).toBe(200));
    expect(requestsTo('/v1/refunds').at(-1)!.form).toEqual({ payment_intent: intent.id, amount: '1234' });
  });
});

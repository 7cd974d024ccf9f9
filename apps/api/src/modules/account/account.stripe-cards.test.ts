// Saved cards with PAYMENT_PROVIDER=stripe against the local stand-in of Stripe's HTTP API (decision 074): a Stripe
// Customer per account made on first need, checkout's "Save this card" as the intent's setup_future_usage (kept
// at once, or by the webhook after 3-D Secure), paying with a saved PaymentMethod of the account's customer, the
// account's "add a card" as a SetupIntent (with its 3-D Secure confirmation) and removing a card detaching it.
import {
  CardSetupPendingSchema,
  CheckoutResponseSchema,
  ErrorBodySchema,
  SavedCardListResponseSchema,
  SavedCardSchema,
} from '@shop/domain';
import Stripe from 'stripe';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../lib/logger.js';
import { createStripePaymentProvider } from '../../lib/stripe-payments.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { checkoutBody, makeProduct } from '../../test/shop-factories.js';
import { STAND_IN_KEYS, startStripeStandIn, type StripeStandIn } from '../../test/stripe-stand-in.js';

let standIn: StripeStandIn;
let t: TestApp;
const signer = new Stripe(STAND_IN_KEYS.secretKey);
const code = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;

beforeAll(async () => {
  standIn = await startStripeStandIn();
  t = await makeApp({
    seed: false,
    paymentProvider: createStripePaymentProvider(STAND_IN_KEYS, standIn.endpoint),
    logger: createLogger(process.env.STRIPE_TEST_LOG ?? 'silent'),
    configOverrides: { checkoutRateLimit: 1000, signInRateLimit: 1000 },
  });
  await makeProduct(t.db, { sku: 'STRIPE-CARD', priceCents: 5_000, tpa: 500, lv: 0 });
});
afterAll(async () => {
  await t.close();
  await standIn.close();
});

const shopper = async (): Promise<{ agent: Agent; id: number; email: string }> => {
  const user = await makeUser(t.db);
  return { agent: await signedInAgent(t.app, user), id: user.id, email: user.email };
};

/** A checkout of one unit by `agent` paying with `payment` (a new card's token or a saved card). */
async function checkout(
  agent: Agent,
  payment: { token: string; card_nickname?: string; saveCard?: boolean } | { savedCardId: number },
  status: number,
) {
  await agent
    .post('/api/cartv2')
    .send({ items: [{ sku: 'STRIPE-CARD', quantity: 1 }] })
    .expect(200);
  const { payment: _none, ...body } = checkoutBody();
  const paying =
    'savedCardId' in payment
      ? payment
      : {
          payment: {
            token: payment.token,
            ...(payment.card_nickname ? { card_nickname: payment.card_nickname } : {}),
          },
          ...(payment.saveCard ? { saveCard: true } : {}),
        };
  return agent
    .post('/api/checkout-v3/checkout')
    .send({ ...body, ...paying })
    .expect(status);
}

const cardsOf = async (agent: Agent) =>
  SavedCardListResponseSchema.parse((await agent.get('/api/account/cards').expect(200)).body).cards;
const requestsTo = (path: string) => standIn.requests.filter((r) => r.path === path);
const lastIntent = () => [...standIn.intents.values()].at(-1)!;
const customerOf = async (id: number) =>
  (await t.db.selectFrom('users').select('stripe_customer_id').where('id', '=', id).executeTakeFirstOrThrow())
    .stripe_customer_id;
const cardRows = (userId: number) =>
  t.db.selectFrom('saved_cards').selectAll().where('user_id', '=', userId).execute();

function webhook(event: { id: string; type: string; data: { object: Record<string, unknown> } }) {
  const payload = JSON.stringify({ object: 'event', api_version: null, created: 0, ...event });
  const header = signer.webhooks.generateTestHeaderString({ payload, secret: STAND_IN_KEYS.webhookSecret });
  return request(t.app)
    .post('/api/payments/stripe/webhook')
    .set('Content-Type', 'application/json')
    .set('Stripe-Signature', header)
    .send(payload);
}

describe('saved cards with Stripe (a local stand-in of its API)', () => {
  it("saves the checkout's card as a PaymentMethod of the account's customer, made once", async () => {
    const { agent, id, email } = await shopper();
    const customersBefore = requestsTo('/v1/customers').length;
    await checkout(agent, { token: 'ctoken_save_1', card_nickname: 'Work', saveCard: true }, 200);
    const customer = await customerOf(id);
    expect(customer).toMatch(/^cus_/);
    expect(requestsTo('/v1/customers').slice(customersBefore)).toMatchObject([
      { form: { email, 'metadata[account_id]': String(id) } },
    ]);
    const intent = lastIntent();
    expect(requestsTo('/v1/payment_intents').at(-1)!.form).toMatchObject({
      confirmation_token: 'ctoken_save_1',
      customer,
      setup_future_usage: 'off_session',
      capture_method: 'manual',
    });
    expect(intent.status).toBe('succeeded');
    expect(await cardsOf(agent)).toMatchObject([
      {
        card_brand: 'visa',
        card_no: '4242',
        exp_month: '04',
        exp_year: '2031',
        card_nickname: 'Work',
        is_default_card: 1,
      },
    ]);
    // The row keeps the PaymentMethod's id, brand, last 4 and expiry: nothing else of the card.
    const [row] = await cardRows(id);
    expect(row).toMatchObject({ provider_reference: intent.payment_method.id, last4: '4242' });
    expect(standIn.methods.get(intent.payment_method.id)!.customer).toBe(customer);

    // A second saved checkout finds the account's customer: Stripe is not asked for another.
    await checkout(agent, { token: 'ctoken_3ds_again', saveCard: true }, 200);
    expect(requestsTo('/v1/customers').length).toBe(customersBefore + 1);
    expect(requestsTo('/v1/payment_intents').at(-1)!.form.customer).toBe(customer);
  });

  it('makes no customer and sets up nothing when the card is not saved', async () => {
    const { agent, id } = await shopper();
    await checkout(agent, { token: 'ctoken_plain_1' }, 200);
    expect(await customerOf(id)).toBeNull();
    const form = requestsTo('/v1/payment_intents').at(-1)!.form;
    expect(form.customer).toBeUndefined();
    expect(form.setup_future_usage).toBeUndefined();
    expect(await cardsOf(agent)).toEqual([]);
  });

  it("pays with a saved card: the customer's PaymentMethod, confirmed on the server; another account's is 404", async () => {
    const { agent, id } = await shopper();
    await checkout(agent, { token: 'ctoken_save_2', saveCard: true }, 200);
    const [card] = await cardsOf(agent);
    const reference = (await cardRows(id))[0]!.provider_reference;
    const paid = CheckoutResponseSchema.parse((await checkout(agent, { savedCardId: card!.id }, 200)).body);
    expect(paid.order).toMatchObject({ status: 'paid', card_brand: 'visa', card_last4: '4242' });
    expect(paid.next_action).toBeUndefined();
    const form = requestsTo('/v1/payment_intents').at(-1)!.form;
    expect(form).toMatchObject({
      payment_method: reference,
      customer: await customerOf(id),
      confirm: 'true',
      capture_method: 'manual',
    });
    expect(form.confirmation_token).toBeUndefined();
    expect(lastIntent().status).toBe('succeeded');

    const other = await shopper();
    const intents = standIn.intents.size;
    const refused = await checkout(other.agent, { savedCardId: card!.id }, 404);
    expect(code(refused)).toBe('NOT_FOUND');
    expect(standIn.intents.size).toBe(intents);
  });

  it('keeps a card that needed 3-D Secure, with its nickname, once the webhook says it was paid, and asks again when it pays', async () => {
    const { agent, id } = await shopper();
    const placed = CheckoutResponseSchema.parse(
      (await checkout(agent, { token: 'ctoken_3ds_save', card_nickname: 'Glovebox', saveCard: true }, 200))
        .body,
    );
    const intent = lastIntent();
    expect(placed.next_action).toEqual({ type: 'confirm_payment', client_secret: intent.client_secret });
    expect(await cardsOf(agent)).toEqual([]);
    standIn.finishAction(intent.id); // the shopper passed the bank's challenge
    const object = {
      id: intent.id,
      object: 'payment_intent',
      customer: intent.customer,
      payment_method: intent.payment_method.id,
      setup_future_usage: 'off_session',
    };
    const event = { id: 'evt_saved_3ds', type: 'payment_intent.amount_capturable_updated', data: { object } };
    expect((await webhook(event).expect(200)).body).toEqual({ received: true, result: 'paid' });
    const cards = await cardsOf(agent);
    expect(cards).toMatchObject([
      {
        card_brand: 'mastercard',
        card_no: '3184',
        exp_month: '09',
        exp_year: '2032',
        card_nickname: 'Glovebox',
      },
    ]);
    expect((await cardRows(id))[0]!.provider_reference).toBe(intent.payment_method.id);
    // A replay changes nothing.
    expect((await webhook(event).expect(200)).body).toEqual({ received: true, result: 'duplicate' });
    expect(await cardsOf(agent)).toHaveLength(1);

    const again = CheckoutResponseSchema.parse(
      (await checkout(agent, { savedCardId: cards[0]!.id }, 200)).body,
    );
    expect(again.order.status).toBe('awaiting_payment');
    expect(again.next_action).toEqual({ type: 'confirm_payment', client_secret: lastIntent().client_secret });
  });

  it('refuses a card saved before the shop took Stripe (no PaymentMethod) with 400, and removes it without Stripe', async () => {
    const { agent, id } = await shopper();
    await t.db
      .insertInto('saved_cards')
      .values({
        user_id: id,
        card_brand: 'visa',
        last4: '1111',
        exp_month: '12',
        exp_year: '2031',
        nickname: null,
        provider_reference: 'card_0123456789abcdef0123456789abcdef',
        is_default: 1,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      })
      .execute();
    const [card] = await cardsOf(agent);
    const intents = standIn.intents.size;
    const refused = await checkout(agent, { savedCardId: card!.id }, 400);
    expect(code(refused)).toBe('CARD_INVALID');
    expect(standIn.intents.size).toBe(intents);
    const detaches = standIn.requests.filter((r) => r.path.endsWith('/detach')).length;
    await agent.delete(`/api/account/cards/${card!.id}`).expect(204);
    expect(standIn.requests.filter((r) => r.path.endsWith('/detach')).length).toBe(detaches);
  });

  describe("the account's add a card: a SetupIntent for the account's customer", () => {
    it('saves the card of a confirmed setup; a decline is 402 and a refused token 400, saving nothing', async () => {
      const { agent, id } = await shopper();
      const res = await agent
        .post('/api/account/cards')
        .send({ token: 'ctoken_setup_1', card_nickname: 'Garage' })
        .expect(201);
      expect(SavedCardSchema.parse(res.body)).toMatchObject({
        card_brand: 'visa',
        card_no: '4242',
        card_nickname: 'Garage',
        is_default_card: 1,
      });
      const customer = await customerOf(id);
      expect(requestsTo('/v1/setup_intents').at(-1)!.form).toMatchObject({
        customer,
        confirm: 'true',
        confirmation_token: 'ctoken_setup_1',
        usage: 'off_session',
      });
      const reference = (await cardRows(id))[0]!.provider_reference;
      expect(standIn.methods.get(reference)!.customer).toBe(customer);

      expect(
        code(await agent.post('/api/account/cards').send({ token: 'ctoken_decline_9' }).expect(402)),
      ).toBe('CARD_DECLINED');
      expect(code(await agent.post('/api/account/cards').send({ token: 'ctoken_bad_9' }).expect(400))).toBe(
        'CARD_INVALID',
      );
      const jcb = await agent.post('/api/account/cards').send({ token: 'ctoken_jcb_9' }).expect(400);
      expect(ErrorBodySchema.parse(jcb.body).error.message).toBe(
        'We accept American Express, Visa, Mastercard and Discover.',
      );
      expect(await cardsOf(agent)).toHaveLength(1);
    });

    it("answers 202 when the bank asks for 3-D Secure; /confirm saves it once confirmed, and only for the account's setup", async () => {
      const { agent } = await shopper();
      const pending = CardSetupPendingSchema.parse(
        (
          await agent
            .post('/api/account/cards')
            .send({ token: 'ctoken_3ds_setup', card_nickname: 'Trip' })
            .expect(202)
        ).body,
      );
      const setup = standIn.setups.get(pending.setup)!;
      expect(pending.next_action).toEqual({ type: 'confirm_setup', client_secret: setup.client_secret });
      expect(await cardsOf(agent)).toEqual([]);

      // Not confirmed yet: 402, nothing saved.
      const early = await agent.post('/api/account/cards/confirm').send({ setup: pending.setup }).expect(402);
      expect(code(early)).toBe('CARD_DECLINED');
      standIn.finishAction(pending.setup);
      // Another account cannot take it.
      const other = await shopper();
      await other.agent.post('/api/account/cards').send({ token: 'ctoken_other_1' }).expect(201);
      const stolen = await other.agent
        .post('/api/account/cards/confirm')
        .send({ setup: pending.setup })
        .expect(400);
      expect(code(stolen)).toBe('CARD_INVALID');
      expect(await cardsOf(other.agent)).toHaveLength(1);

      const saved = await agent
        .post('/api/account/cards/confirm')
        .send({ setup: pending.setup, card_nickname: 'Trip' })
        .expect(201);
      expect(SavedCardSchema.parse(saved.body)).toMatchObject({
        card_brand: 'mastercard',
        card_no: '3184',
        card_nickname: 'Trip',
      });
      const bad = await agent
        .post('/api/account/cards/confirm')
        .send({ setup: 'seti not a setup' })
        .expect(400);
      expect(code(bad)).toBe('VALIDATION_FAILED');
    });

    it('removes a card: its PaymentMethod is detached at Stripe and the row deleted', async () => {
      const { agent, id } = await shopper();
      const card = SavedCardSchema.parse(
        (await agent.post('/api/account/cards').send({ token: 'ctoken_remove_1' }).expect(201)).body,
      );
      const reference = (await cardRows(id))[0]!.provider_reference;
      await agent.delete(`/api/account/cards/${card.id}`).expect(204);
      expect(requestsTo(`/v1/payment_methods/${reference}/detach`)).toHaveLength(1);
      expect(standIn.methods.get(reference)!.customer).toBeNull();
      expect(await cardRows(id)).toEqual([]);
      // Another account's card id is 404, and nothing is detached.
      const other = await shopper();
      const theirs = SavedCardSchema.parse(
        (await other.agent.post('/api/account/cards').send({ token: 'ctoken_remove_2' }).expect(201)).body,
      );
      const detaches = standIn.requests.filter((r) => r.path.endsWith('/detach')).length;
      expect(code(await agent.delete(`/api/account/cards/${theirs.id}`).expect(404))).toBe('NOT_FOUND');
      expect(standIn.requests.filter((r) => r.path.endsWith('/detach')).length).toBe(detaches);
    });

    // Last in this file: the address is refused from here on.
    it('stops an address after 20 refused cards within the hour (card testing): 429 RATE_LIMITED', async () => {
      const { agent } = await shopper();
      let status = 0;
      for (let i = 0; i < 25 && status !== 429; i += 1)
        status = (await agent.post('/api/account/cards').send({ token: `ctoken_decline_${i}` })).status;
      expect(status).toBe(429);
      const setups = requestsTo('/v1/setup_intents').length;
      const refused = await agent.post('/api/account/cards').send({ token: 'ctoken_fine_after' }).expect(429);
      expect(code(refused)).toBe('RATE_LIMITED');
      expect(requestsTo('/v1/setup_intents')).toHaveLength(setups);
    });
  });
});

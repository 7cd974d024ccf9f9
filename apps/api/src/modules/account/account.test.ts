import {
  AccountOrderDetailSchema,
  AccountOrdersResponseSchema,
  AddressSchema,
  ErrorBodySchema,
  MAX_ADDRESSES,
  ProfileSchema,
  ReturnListResponseSchema,
  SavedCardListResponseSchema,
  SavedCardSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts.js';
import { csrfOf, makeUser, signedInAgent, signIn, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { cardToken, checkoutBody, makeProduct } from '../../test/shop-factories.js';

const code = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;

const address = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  address_line_1: '1 Main St',
  city: 'Tampa',
  state_code: 'fl',
  zip_code: '33601',
  country_code: 'US',
  phone_number: '8135550100',
};

describe('account API', () => {
  let t: TestApp;
  let retail: Agent;
  let dealer: Agent;
  beforeAll(async () => {
    t = await makeApp({ configOverrides: { signInRateLimit: 1000, checkoutRateLimit: 1000 } });
    retail = await signedInAgent(t.app, DEMO_ACCOUNTS.retail);
    dealer = await signedInAgent(t.app, DEMO_ACCOUNTS.dealer);
  });
  afterAll(() => t.close());

  it.each([
    ['get', '/api/account/profile'],
    ['patch', '/api/account/profile'],
    ['get', '/api/account/addresses'],
    ['post', '/api/account/addresses'],
    ['delete', '/api/account/addresses/1'],
    ['get', '/api/account/orders'],
    ['get', '/api/account/orders/SA-000001'],
    ['get', '/api/account/cards'],
    ['post', '/api/account/cards'],
    ['patch', '/api/account/cards/1'],
    ['get', '/api/account/returns'],
    ['post', '/api/account/returns'],
    ['post', '/api/account/password'],
  ] as const)('answers 401 SESSION_REQUIRED to %s %s without a session', async (method, path) => {
    const res = await request(t.app)[method](path).send({}).expect(401);
    expect(code(res)).toBe('SESSION_REQUIRED');
  });

  describe('profile', () => {
    it('reads the profile and changes names, phone and consents but never the role', async () => {
      const before = ProfileSchema.parse((await retail.get('/api/account/profile').expect(200)).body);
      expect(before).toMatchObject({
        email: 'retail@skar.test',
        role: 1,
        isDealer: false,
        first_name: 'Riley',
      });
      const res = await retail
        .patch('/api/account/profile')
        .send({
          first_name: 'Rylee',
          primary_phone: '(813) 555-0199',
          sms_consent: 1,
          role: 2,
          is_dealer: 1,
          email: 'x@evil.test',
        })
        .expect(200);
      expect(ProfileSchema.parse(res.body)).toMatchObject({
        email: 'retail@skar.test',
        first_name: 'Rylee',
        last_name: 'Shopper',
        primary_phone: '(813) 555-0199',
        sms_consent: 1,
        role: 1,
        isDealer: false,
      });
      await retail.patch('/api/account/profile').send({ first_name: 'Riley' }).expect(200);
    });

    it('refuses a bad phone with 400', async () => {
      expect(code(await retail.patch('/api/account/profile').send({ primary_phone: '12' }).expect(400))).toBe(
        'VALIDATION_FAILED',
      );
    });
  });

  describe('addresses', () => {
    it('adds, changes, makes default and deletes an address; another user gets 404', async () => {
      const created = AddressSchema.parse(
        (
          await retail
            .post('/api/account/addresses')
            .send({ ...address, is_default: true })
            .expect(201)
        ).body,
      );
      expect(created).toMatchObject({ state_code: 'FL', is_default: true, address_line_2: null });
      const list = (await retail.get('/api/account/addresses').expect(200)).body.addresses as {
        id: number;
        is_default: boolean;
      }[];
      expect(list.filter((a) => a.is_default).map((a) => a.id)).toEqual([created.id]);

      const changed = await retail
        .patch(`/api/account/addresses/${created.id}`)
        .send({ city: 'Orlando' })
        .expect(200);
      expect(changed.body).toMatchObject({ city: 'Orlando', address_line_1: '1 Main St', is_default: true });

      expect(
        code(await dealer.patch(`/api/account/addresses/${created.id}`).send({ city: 'X' }).expect(404)),
      ).toBe('NOT_FOUND');
      await dealer.delete(`/api/account/addresses/${created.id}`).expect(404);

      await retail.delete(`/api/account/addresses/${created.id}`).expect(204);
      const after = (await retail.get('/api/account/addresses').expect(200)).body.addresses as {
        id: number;
        is_default: boolean;
      }[];
      expect(after.some((a) => a.id === created.id)).toBe(false);
      expect(after.filter((a) => a.is_default)).toHaveLength(1);
    });

    it('keeps the limit and one default when a new account adds many addresses at once', async () => {
      const agent = await signedInAgent(t.app, await makeUser(t.db));
      const answers = await Promise.all(
        Array.from({ length: MAX_ADDRESSES + 3 }, () => agent.post('/api/account/addresses').send(address)),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array(MAX_ADDRESSES).fill(201), 409, 409, 409]);
      const list = (await agent.get('/api/account/addresses').expect(200)).body.addresses as {
        is_default: boolean;
      }[];
      expect(list).toHaveLength(MAX_ADDRESSES);
      expect(list.filter((a) => a.is_default)).toHaveLength(1);
    });
  });

  describe('orders', () => {
    it('lists the account orders newest first with dates, paged', async () => {
      const page = AccountOrdersResponseSchema.parse(
        (await retail.get('/api/account/orders?pageSize=2').expect(200)).body,
      );
      expect(page.count).toBe(4);
      expect(page.orders).toHaveLength(2);
      expect(page.orders[0]!.created_at > page.orders[1]!.created_at).toBe(true);
      expect(page.orders[0]!.date).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      const second = AccountOrdersResponseSchema.parse(
        (await retail.get('/api/account/orders?page=2&pageSize=2').expect(200)).body,
      );
      expect(second.orders.map((o) => o.order_number)).not.toContain(page.orders[0]!.order_number);
    });

    it("shows an order's detail with return eligibility, and 404 for another user's order", async () => {
      const list = AccountOrdersResponseSchema.parse(
        (await retail.get('/api/account/orders').expect(200)).body,
      );
      // The seed's newest order is paid, not shipped; the next was delivered 8 days ago; the rest over 30.
      expect(list.orders.map((o) => o.returnable)).toEqual([false, true, false, false]);
      const unshipped = AccountOrderDetailSchema.parse(
        (await retail.get(`/api/account/orders/${list.orders[0]!.order_number}`).expect(200)).body,
      );
      expect(unshipped.returns[0]).toMatchObject({
        eligible: false,
        reason: 'NOT_SHIPPED',
        window_ends_at: null,
      });
      const recent = list.orders[1]!;
      const detail = AccountOrderDetailSchema.parse(
        (await retail.get(`/api/account/orders/${recent.order_number}`).expect(200)).body,
      );
      expect(detail.order.order_number).toBe(recent.order_number);
      expect(detail.returns[0]).toMatchObject({ order_line_id: `${recent.order_number}-1`, eligible: true });
      // 30 days from its delivery (4 days after the order), not from the order.
      const delivered = Date.parse(recent.created_at) + 4 * 86_400_000;
      expect(Date.parse(detail.returns[0]!.window_ends_at!)).toBe(delivered + 30 * 86_400_000);
      const dealerOrders = AccountOrdersResponseSchema.parse(
        (await dealer.get('/api/account/orders').expect(200)).body,
      );
      expect(dealerOrders.orders.every((o) => o.is_dealer)).toBe(true);
      const theirs = dealerOrders.orders[0]!.order_number;
      expect(code(await retail.get(`/api/account/orders/${theirs}`).expect(404))).toBe('NOT_FOUND');
      await retail.get('/api/account/orders/SA-999999').expect(404);
      await retail.get('/api/account/orders/not-an-order').expect(400);
    });
  });

  describe('saved cards', () => {
    it("adds a card from the provider's token, keeping only brand, last 4, expiry and nickname", async () => {
      const res = await retail
        .post('/api/account/cards')
        .send({ token: cardToken('5555 5555 5555 4444', '09', '2031'), card_nickname: 'Garage card' })
        .expect(201);
      const card = SavedCardSchema.parse(res.body);
      expect(card).toMatchObject({
        card_brand: 'mastercard',
        card_no: '4444',
        exp_month: '09',
        exp_year: '2031',
        card_nickname: 'Garage card',
        is_default_card: 0,
      });
      const stored = JSON.stringify(await t.db.selectFrom('saved_cards').selectAll().execute());
      expect(stored).not.toContain('5555555555554444');
      expect(stored).not.toContain('5555 5555');
      expect(stored).toMatch(/"provider_reference":"card_[0-9a-f]{32}"/);
    });

    it('refuses a card number instead of a token, a malformed token and a past expiry', async () => {
      const number = await retail
        .post('/api/account/cards')
        .send({ card_number: '4242424242424242', exp_month: '09', exp_year: '2031' })
        .expect(400);
      expect(code(number)).toBe('VALIDATION_FAILED');
      const malformed = await retail
        .post('/api/account/cards')
        .send({ token: 'tok_test_visa_4242_13_2031_approved' })
        .expect(400);
      expect(code(malformed)).toBe('CARD_INVALID');
      const past = await retail
        .post('/api/account/cards')
        .send({ token: 'tok_test_visa_4242_01_2026_approved' })
        .expect(400);
      expect(code(past)).toBe('CARD_INVALID');
    });

    it('makes a card the default (the old default loses the marker), edits and deletes it', async () => {
      const { cards } = SavedCardListResponseSchema.parse(
        (await retail.get('/api/account/cards').expect(200)).body,
      );
      const other = cards.find((c) => c.is_default_card === 0)!;
      const updated = await retail
        .patch(`/api/account/cards/${other.id}`)
        .send({ is_default_card: true, card_nickname: 'Main' })
        .expect(200);
      expect(updated.body).toMatchObject({ is_default_card: 1, card_nickname: 'Main' });
      const after = SavedCardListResponseSchema.parse(
        (await retail.get('/api/account/cards').expect(200)).body,
      ).cards;
      expect(after.filter((c) => c.is_default_card === 1).map((c) => c.id)).toEqual([other.id]);
      await retail.delete(`/api/account/cards/${other.id}`).expect(204);
      const left = SavedCardListResponseSchema.parse(
        (await retail.get('/api/account/cards').expect(200)).body,
      ).cards;
      expect(left.filter((c) => c.is_default_card === 1)).toHaveLength(1);
    });

    it("cannot read, change or delete another user's card (404)", async () => {
      const { cards } = SavedCardListResponseSchema.parse(
        (await dealer.get('/api/account/cards').expect(200)).body,
      );
      const theirs = cards[0]!;
      const mine = SavedCardListResponseSchema.parse(
        (await retail.get('/api/account/cards').expect(200)).body,
      ).cards;
      expect(mine.map((c) => c.id)).not.toContain(theirs.id);
      await retail.patch(`/api/account/cards/${theirs.id}`).send({ card_nickname: 'mine now' }).expect(404);
      await retail.delete(`/api/account/cards/${theirs.id}`).expect(404);
      expect(
        SavedCardListResponseSchema.parse((await dealer.get('/api/account/cards').expect(200)).body).cards[0],
      ).toEqual(theirs);
    });
  });

  describe('returns', () => {
    it('lists the seeded return and requests a return for an eligible line', async () => {
      const before = ReturnListResponseSchema.parse(
        (await retail.get('/api/account/returns').expect(200)).body,
      ).returns;
      expect(before).toHaveLength(1);
      expect(before[0]).toMatchObject({ status: 'approved', reason: 'defective', quantity: 1 });

      const list = AccountOrdersResponseSchema.parse(
        (await retail.get('/api/account/orders').expect(200)).body,
      );
      const recent = list.orders[1]!.order_number;
      const res = await retail
        .post('/api/account/returns')
        .send({
          order_line_id: `${recent}-1`,
          quantity: 1,
          reason: 'not_compatible',
          note: 'Wrong size for my truck',
        })
        .expect(201);
      expect(res.body).toMatchObject({
        order_number: recent,
        order_line_id: `${recent}-1`,
        status: 'requested',
        quantity: 1,
      });
      const again = await retail
        .post('/api/account/returns')
        .send({ order_line_id: `${recent}-1`, quantity: 1, reason: 'defective' })
        .expect(409);
      expect(code(again)).toBe('RETURN_NOT_ELIGIBLE');
    });

    it('refuses a line of an order not yet shipped with 409 and says why', async () => {
      const list = AccountOrdersResponseSchema.parse(
        (await retail.get('/api/account/orders').expect(200)).body,
      );
      const res = await retail
        .post('/api/account/returns')
        .send({ order_line_id: `${list.orders[0]!.order_number}-1`, quantity: 1, reason: 'defective' })
        .expect(409);
      expect(res.body.error).toMatchObject({
        code: 'RETURN_NOT_ELIGIBLE',
        message: 'This order has not shipped yet: a return can be requested once it has',
        details: { reason: 'NOT_SHIPPED' },
      });
    });

    it('refuses a line outside the 30-day window with 409', async () => {
      const list = AccountOrdersResponseSchema.parse(
        (await retail.get('/api/account/orders').expect(200)).body,
      );
      const old = list.orders.at(-1)!.order_number; // 150 days old
      const res = await retail
        .post('/api/account/returns')
        .send({ order_line_id: `${old}-1`, quantity: 1, reason: 'defective' })
        .expect(409);
      expect(res.body.error).toMatchObject({
        code: 'RETURN_NOT_ELIGIBLE',
        details: { reason: 'WINDOW_CLOSED' },
      });
    });

    it("cannot return another user's order line, nor see their returns (404)", async () => {
      const dealerOrders = AccountOrdersResponseSchema.parse(
        (await dealer.get('/api/account/orders').expect(200)).body,
      );
      const theirs = dealerOrders.orders[0]!.order_number;
      await retail
        .post('/api/account/returns')
        .send({ order_line_id: `${theirs}-1`, quantity: 1, reason: 'defective' })
        .expect(404);
      const mine = ReturnListResponseSchema.parse(
        (await dealer.get('/api/account/returns').expect(200)).body,
      ).returns;
      expect(mine).toEqual([]);
    });
  });

  describe('checkout while signed in', () => {
    it("links the order to the account, pays with a saved card, and refuses another user's card", async () => {
      await makeProduct(t.db, { sku: 'ACC-SUB', priceCents: 5000, tpa: 100 });
      const shopper = await makeUser(t.db);
      const agent = await signedInAgent(t.app, shopper);
      const card = SavedCardSchema.parse(
        (
          await agent
            .post('/api/account/cards')
            .send({ token: cardToken('4242424242424242') })
            .expect(201)
        ).body,
      );
      await agent
        .post('/api/cartv2')
        .send({ items: [{ sku: 'ACC-SUB', quantity: 1 }] })
        .expect(200);
      const { payment: _payment, ...withoutCard } = checkoutBody();
      const theirCard = SavedCardListResponseSchema.parse(
        (await dealer.get('/api/account/cards').expect(200)).body,
      ).cards[0]!;
      await agent
        .post('/api/checkout-v3/checkout')
        .send({ ...withoutCard, savedCardId: theirCard.id })
        .expect(404);
      const res = await agent
        .post('/api/checkout-v3/checkout')
        .send({ ...withoutCard, savedCardId: card.id })
        .expect(200);
      expect(res.body.order).toMatchObject({ card_brand: 'visa', card_last4: '4242' });
      const orders = AccountOrdersResponseSchema.parse(
        (await agent.get('/api/account/orders').expect(200)).body,
      );
      expect(orders.orders.map((o) => o.order_number)).toEqual([res.body.order.order_number]);
      expect(
        await t.db
          .selectFrom('orders')
          .select('user_id')
          .where('order_number', '=', res.body.order.order_number as string)
          .executeTakeFirst(),
      ).toEqual({ user_id: shopper.id });
    });

    it('saves the new card of a checkout when asked, and needs a session for a saved card', async () => {
      const shopper = await makeUser(t.db);
      const agent = await signedInAgent(t.app, shopper);
      await agent
        .post('/api/cartv2')
        .send({ items: [{ sku: 'ACC-SUB', quantity: 1 }] })
        .expect(200);
      const body = checkoutBody();
      await agent
        .post('/api/checkout-v3/checkout')
        .send({ ...body, payment: { ...body.payment, card_nickname: 'Work' }, saveCard: true })
        .expect(200);
      const cards = SavedCardListResponseSchema.parse(
        (await agent.get('/api/account/cards').expect(200)).body,
      ).cards;
      expect(cards).toMatchObject([
        {
          card_brand: 'visa',
          card_no: '4242',
          exp_month: '12',
          exp_year: '2030',
          card_nickname: 'Work',
          is_default_card: 1,
        },
      ]);

      const anonymous = request.agent(t.app);
      await anonymous
        .post('/api/cartv2')
        .send({ items: [{ sku: 'ACC-SUB', quantity: 1 }] })
        .expect(200);
      const { payment: _p, ...withoutCard } = checkoutBody();
      const res = await anonymous
        .post('/api/checkout-v3/checkout')
        .send({ ...withoutCard, savedCardId: cards[0]!.id })
        .expect(401);
      expect(code(res)).toBe('SESSION_REQUIRED');
      await anonymous.post('/api/checkout-v3/checkout').send(withoutCard).expect(400);
    });
  });

  describe('password change', () => {
    it('ends the other sessions, keeps this one, and the new password signs in', async () => {
      const user = await makeUser(t.db);
      const here = await signedInAgent(t.app, user);
      const elsewhere = await signedInAgent(t.app, user);
      const csrfToken = await csrfOf(here);
      const wrong = await here
        .post('/api/account/password')
        .send({ currentPassword: 'not it', newPassword: 'a brand new password', csrfToken })
        .expect(400);
      expect(code(wrong)).toBe('INVALID_CURRENT_PASSWORD');
      await here
        .post('/api/account/password')
        .send({ currentPassword: user.password, newPassword: 'a brand new password' })
        .expect(403);
      await here
        .post('/api/account/password')
        .send({ currentPassword: user.password, newPassword: 'a brand new password', csrfToken })
        .expect(200);
      await here.get('/api/account/profile').expect(200);
      expect(code(await elsewhere.get('/api/account/profile').expect(401))).toBe('SESSION_REQUIRED');
      await signIn(request.agent(t.app), user.email, user.password).expect(401);
      await signIn(request.agent(t.app), user.email, 'a brand new password').expect(200);
    });
  });
});

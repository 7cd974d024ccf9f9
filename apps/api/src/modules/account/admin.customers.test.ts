/**
 * /api/admin/customers over HTTP against the real store (decision 050): who may call them, the customer search
 * and page, an account disabled (its sessions end, sign-in says why) and enabled, sessions ended, every change
 * audited. Dealer applications: modules/dealers/admin.dealer-applications.test.ts.
 */
import {
  AdminCustomerListSchema,
  AdminCustomerSchema,
  ErrorBodySchema,
  SignedInSessionSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signIn, signedInAgent, type Agent, type MadeUser } from '../../test/auth-helpers.js';
import { adminWrite, bearer, codeOf, expectAdminGuards, makeApiKeys } from '../../test/admin-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { adminCustomersTable } from './admin.customers.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let keys: Record<'read' | 'write' | 'other', string>;

const post = (agent: Agent, url: string, body: object = {}) => adminWrite(agent, 'post', url, body);

/** Order SA-C<n> of the account; `unpaid`: its payment is still due, or (cancelled) never came. */
async function makeOrder(
  userId: number,
  email: string,
  n: number,
  unpaid: { status: 'paid' | 'cancelled' } | null = null,
) {
  await t.db
    .insertInto('orders')
    .values({
      order_number: `SA-C${n}`,
      confirmation_token: `tok-${n}-${'x'.repeat(44)}`,
      idempotency_key: `idem-${n}`,
      request_fingerprint: 'f',
      user_id: userId,
      email,
      first_name: 'Test',
      last_name: 'Tester',
      phone: '5552013344',
      shipping_address: '{}',
      billing_address: '{}',
      is_dealer: 0,
      original_total_cents: 12_345,
      discounts_total_cents: 0,
      subtotal_cents: 12_345,
      shipping_cents: 0,
      total_cents: 12_345,
      status: unpaid?.status ?? 'paid',
      card_brand: 'visa',
      card_last4: '4242',
      payment_reference: `pay-${n}`,
      payment_due_at: unpaid ? `2026-02-0${n}T10:30:00.000Z` : null,
      created_at: `2026-02-0${n}T10:00:00.000Z`,
    })
    .execute();
}

/** The audit log's actions on an entity, the newest first. */
const audit = async (entity: string, entityId: string) =>
  (
    await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', entity)
      .where('entity_id', '=', entityId)
      .orderBy('id', 'desc')
      .execute()
  ).map((e) => e.action);

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  keys = await makeApiKeys(admin, {
    read: 'customers:read',
    write: 'customers:write',
    other: 'marketing:write',
  });
});
afterAll(() => t.close());

describe('who may call /api/admin/customers', () => {
  it('refuses anonymous callers, shoppers, dealers and keys without the scope on every route', async () => {
    await expectAdminGuards(t.app, adminCustomersTable, {
      agents: [shopper, dealer],
      params: { action: 'disable' },
      wrongKeys: (scope) => [keys.other, scope === 'customers:read' ? keys.write : keys.read],
    });
    await request(t.app).get('/api/admin/customers').set(bearer(keys.read)).expect(200);
  });

  it("checks the csrf token of an administrator's session writes", async () => {
    const u = await makeUser(t.db);
    const res = await admin.post(`/api/admin/customers/${u.id}/end-sessions`).send({});
    expect([res.status, codeOf(res)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
  });
});

describe('the customer search and page', () => {
  let found: MadeUser;
  beforeAll(async () => {
    found = await makeUser(t.db, { email: 'marisol.quintero@example.test', firstName: 'Marisol' });
    await t.db
      .updateTable('users')
      .set({ phone: '(555) 867-5309', last_name: 'Quintero' })
      .where('id', '=', found.id)
      .execute();
    for (const n of [1, 2, 3]) await makeOrder(found.id, found.email, n);
    // No money taken (decision 079): one awaiting its payment, one never paid. Not the customer's orders yet.
    await makeOrder(found.id, found.email, 4, { status: 'paid' });
    await makeOrder(found.id, found.email, 5, { status: 'cancelled' });
  });

  it('finds an account by email, by name words and by phone digits, however the number was typed', async () => {
    for (const q of ['marisol.quintero@', 'QUINTERO marisol', '555-867-5309', '8675309']) {
      const list = AdminCustomerListSchema.parse(
        (await admin.get(`/api/admin/customers?q=${encodeURIComponent(q)}`).expect(200)).body,
      );
      expect(
        list.customers.map((c) => c.id),
        q,
      ).toEqual([found.id]);
    }
    const none = AdminCustomerListSchema.parse(
      (await admin.get('/api/admin/customers?q=zz%25_').expect(200)).body,
    );
    expect(none.total).toBe(0);
    const all = AdminCustomerListSchema.parse((await admin.get('/api/admin/customers').expect(200)).body);
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.customers[0]!.id).toBeGreaterThan(all.customers[1]!.id);
    await admin.get('/api/admin/customers?page=0').expect(400);
    await admin.get('/api/admin/customers?q=%00').expect(400);
  });

  it("shows a customer's standing, verified email, consent and orders paid for, the newest first", async () => {
    const c = AdminCustomerSchema.parse(
      (await admin.get(`/api/admin/customers/${found.id}`).expect(200)).body,
    );
    expect(c).toMatchObject({ email: found.email, role: 1, isDealer: false, disabled: false, orderCount: 3 });
    expect(c.email_verified_at).not.toBeNull();
    expect(c.orders.map((o) => o.order_number)).toEqual(['SA-C3', 'SA-C2', 'SA-C1']);
    expect(c.orders[0]!.total).toBe(123.45);
    expect(c.consent).toMatchObject({ email_consent: false, sms_consent: false });
    expect(codeOf(await admin.get('/api/admin/customers/999999').expect(404))).toBe('NOT_FOUND');
  });
});

describe("a customer's address", () => {
  /** Adds an address in `city` to the account; the default if `isDefault`. */
  const addAddress = (userId: number, city: string, isDefault: boolean) =>
    t.db
      .insertInto('addresses')
      .values({
        user_id: userId,
        first_name: 'Pat',
        last_name: 'Lee',
        address_line_1: `1 ${city} St`,
        address_line_2: null,
        city,
        state_code: 'FL',
        zip_code: '33601',
        country_code: 'US',
        phone_number: '8135550100',
        is_default: isDefault ? 1 : 0,
        created_at: '2026-02-01T10:00:00.000Z',
        updated_at: '2026-02-01T10:00:00.000Z',
      })
      .execute();
  /** The address the customer's page shows and the one the account's own session shows (one read, 069). */
  const shown = async (user: MadeUser, agent: Agent) => [
    AdminCustomerSchema.parse((await admin.get(`/api/admin/customers/${user.id}`).expect(200)).body).address,
    SignedInSessionSchema.parse((await agent.get('/api/auth/session').expect(200)).body).user.address,
  ];

  it('is the default address, else the first, else none: the same on the page and in the session', async () => {
    const user = await makeUser(t.db);
    const agent = await signedInAgent(t.app, user);
    expect(await shown(user, agent)).toEqual([null, null]);
    await addAddress(user.id, 'Tampa', false);
    await addAddress(user.id, 'Orlando', false);
    const first = {
      address_line_1: '1 Tampa St',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
      country_code: 'US',
    };
    expect(await shown(user, agent)).toEqual([first, first]);
    await addAddress(user.id, 'Miami', true);
    const byDefault = { ...first, address_line_1: '1 Miami St', city: 'Miami' };
    expect(await shown(user, agent)).toEqual([byDefault, byDefault]);
  });
});

describe('disabling an account and ending its sessions', () => {
  it('ends every session, refuses sign-in with a clear message, and lets it in again once enabled', async () => {
    const user = await makeUser(t.db);
    const agent = await signedInAgent(t.app, user);
    await agent.get('/api/account/profile').expect(200);
    const disabled = AdminCustomerSchema.parse(
      (await post(admin, `/api/admin/customers/${user.id}/disable`)).body,
    );
    expect(disabled).toMatchObject({ disabled: true });
    await agent.get('/api/account/profile').expect(401);
    const refused = await signIn(request.agent(t.app), user.email, user.password);
    expect([refused.status, codeOf(refused)]).toEqual([403, 'ACCOUNT_DISABLED']);
    expect(ErrorBodySchema.parse(refused.body).error.message).toMatch(/disabled/);
    const wrong = await signIn(request.agent(t.app), user.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    const twice = await post(admin, `/api/admin/customers/${user.id}/disable`);
    expect([twice.status, codeOf(twice)]).toEqual([409, 'CUSTOMER_ACTION_REFUSED']);

    await post(admin, `/api/admin/customers/${user.id}/enable`).then((r) => expect(r.status).toBe(200));
    const back = await signedInAgent(t.app, user);
    await post(admin, `/api/admin/customers/${user.id}/end-sessions`).then((r) => expect(r.status).toBe(200));
    await back.get('/api/account/profile').expect(401);
    expect(await audit('customer', String(user.id))).toEqual([
      'customer.end-sessions',
      'customer.enable',
      'customer.disable',
    ]);
  });

  it('will not disable an administrator, and 400s an unknown action', async () => {
    const other = await makeUser(t.db, { isAdmin: true });
    const res = await post(admin, `/api/admin/customers/${other.id}/disable`);
    expect([res.status, codeOf(res)]).toEqual([409, 'CUSTOMER_ACTION_REFUSED']);
    expect((await post(admin, `/api/admin/customers/${other.id}/delete`)).status).toBe(400);
  });
});

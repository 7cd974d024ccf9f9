/**
 * /api/admin/dealer-applications and /api/dealer-application over HTTP against the real store (decision 050):
 * who may call the back office's routes, an application sent, approved (the same session sees dealer prices at
 * once, the mail is queued, the customer's page lists it) or declined with its note, every decision audited.
 */
import {
  AdminCustomerSchema,
  DealerApplicationListSchema,
  DealerApplicationSchema,
  MyDealerApplicationSchema,
  ProductSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { adminWrite, bearer, codeOf, expectAdminGuards, makeApiKeys } from '../../test/admin-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';
import { adminDealerApplicationsTable } from './admin.dealer-applications.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let keys: Record<'read' | 'write' | 'other', string>;

const post = (agent: Agent, url: string, body: object = {}) => adminWrite(agent, 'post', url, body);
const application = {
  business_name: 'Bass Cave Installs',
  tax_id: '12 3456789',
  contact_name: 'Dana Bass',
  phone: '(555) 201-3344',
};

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
  await makeProduct(t.db, {
    sku: 'CUS-AMP',
    priceCents: 20_000,
    mapCents: 20_000,
    dealerCents: 12_000,
    tpa: 5,
  });
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

describe('who may call /api/admin/dealer-applications', () => {
  it('refuses anonymous callers, shoppers, dealers and keys without the scope on every route', async () => {
    await expectAdminGuards(t.app, adminDealerApplicationsTable, {
      agents: [shopper, dealer],
      params: {},
      wrongKeys: (scope) => [keys.other, scope === 'customers:read' ? keys.write : keys.read],
    });
    await request(t.app).get('/api/admin/dealer-applications').set(bearer(keys.read)).expect(200);
  });
});

describe('a dealer application', () => {
  it('is sent from the "become a dealer" page, approved, and the same session sees dealer prices', async () => {
    const user = await makeUser(t.db);
    const agent = await signedInAgent(t.app, user);
    const product = async () =>
      ProductSchema.parse((await agent.get('/api/product/CUS-AMP').expect(200)).body);
    expect((await product()).price_dealer).toBeNull();
    await request(t.app).get('/api/dealer-application').expect(401);
    expect(
      MyDealerApplicationSchema.parse((await agent.get('/api/dealer-application').expect(200)).body),
    ).toEqual({
      isDealer: false,
      application: null,
    });
    const bad = await post(agent, '/api/dealer-application', { ...application, tax_id: '123' });
    expect([bad.status, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const noCsrf = await agent.post('/api/dealer-application').send(application);
    expect(noCsrf.status).toBe(403);

    const sent = await post(agent, '/api/dealer-application', application);
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const app = MyDealerApplicationSchema.parse(sent.body).application!;
    expect(app).toMatchObject({
      status: 'open',
      email: user.email,
      tax_id: '12-3456789',
      phone: '5552013344',
    });
    const again = await post(agent, '/api/dealer-application', application);
    expect([again.status, codeOf(again)]).toEqual([409, 'APPLICATION_OPEN']);

    const open = DealerApplicationListSchema.parse(
      (await admin.get('/api/admin/dealer-applications').expect(200)).body,
    );
    expect(open.applications.map((a) => a.id)).toContain(app.id);

    const approved = DealerApplicationSchema.parse(
      (await post(admin, `/api/admin/dealer-applications/${app.id}/approve`, { note: 'Welcome!' })).body,
    );
    expect(approved).toMatchObject({ status: 'approved', note: 'Welcome!' });
    // No new sign-in: the next request of the same session is a dealer's.
    expect((await product()).price_dealer).toBe(120);
    expect(
      MyDealerApplicationSchema.parse((await agent.get('/api/dealer-application').expect(200)).body),
    ).toMatchObject({
      isDealer: true,
      application: { status: 'approved' },
    });
    const twice = await post(admin, `/api/admin/dealer-applications/${app.id}/decline`, { note: 'No' });
    expect([twice.status, codeOf(twice)]).toEqual([409, 'APPLICATION_DECIDED']);
    const mails = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .execute();
    expect(mails.map((m) => m.kind)).toContain('dealer-approve');
    expect(mails.find((m) => m.kind === 'dealer-approve')!.text).toContain('Welcome!');
    expect(await audit('dealer-application', String(app.id))).toEqual(['dealer-application.approve']);
    expect(await audit('customer', String(user.id))).toEqual(['customer.make-dealer']);
    // The customer's page lists the account's applications (the dealers' port, decision 069).
    const customer = AdminCustomerSchema.parse(
      (await admin.get(`/api/admin/customers/${user.id}`).expect(200)).body,
    );
    expect(customer.applications.map((a) => [a.id, a.status])).toEqual([[app.id, 'approved']]);

    // Revoked: retail prices at the next request, and the page lets the account apply again.
    const revoked = await post(admin, `/api/admin/customers/${user.id}/revoke-dealer`);
    expect(AdminCustomerSchema.parse(revoked.body)).toMatchObject({ role: 1, isDealer: false });
    expect((await product()).price_dealer).toBeNull();
    const notDealer = await post(admin, `/api/admin/customers/${user.id}/revoke-dealer`);
    expect([notDealer.status, codeOf(notDealer)]).toEqual([409, 'CUSTOMER_ACTION_REFUSED']);
  });

  it('is declined with a note that is mailed; the shopper may apply again', async () => {
    const user = await makeUser(t.db);
    const agent = await signedInAgent(t.app, user);
    const app = MyDealerApplicationSchema.parse(
      (await post(agent, '/api/dealer-application', application)).body,
    ).application!;
    const noNote = await post(admin, `/api/admin/dealer-applications/${app.id}/decline`, { note: '  ' });
    expect([noNote.status, codeOf(noNote)]).toEqual([400, 'VALIDATION_FAILED']);
    const byKey = await request(t.app)
      .post(`/api/admin/dealer-applications/${app.id}/decline`)
      .set(bearer(keys.write))
      .send({ note: 'We need a resale certificate <b>first</b>.' });
    expect(DealerApplicationSchema.parse(byKey.body)).toMatchObject({ status: 'declined' });
    const mail = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', user.email)
      .where('kind', '=', 'dealer-decline')
      .executeTakeFirstOrThrow();
    expect(mail.text).toContain('We need a resale certificate <b>first</b>.');
    expect(mail.html).not.toContain('<b>first');
    expect(mail.html).toContain('&#60;b&#62;first');
    const state = MyDealerApplicationSchema.parse(
      (await agent.get('/api/dealer-application').expect(200)).body,
    );
    expect(state.application).toMatchObject({
      status: 'declined',
      note: 'We need a resale certificate <b>first</b>.',
    });
    expect((await post(agent, '/api/dealer-application', application)).status).toBe(201);
    await admin.get('/api/admin/dealer-applications/999999').expect(404);
    const all = DealerApplicationListSchema.parse(
      (await admin.get('/api/admin/dealer-applications?status=declined').expect(200)).body,
    );
    expect(all.applications.every((a) => a.status === 'declined')).toBe(true);
  });

  it('is refused for a dealer account', async () => {
    const res = await post(dealer, '/api/dealer-application', application);
    expect([res.status, codeOf(res)]).toEqual([409, 'ALREADY_DEALER']);
  });
});

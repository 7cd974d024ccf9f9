/**
 * /api/admin/subscribers and /api/admin/push over HTTP against the real store (decision 050): who may call them,
 * the consent list with its times (a confirmation link's use is the "confirmed" time) and filters, the CSV
 * export (formula cells escaped), and a web-push notification sent through the push sender, refused when the
 * count asked about is out of date, audited.
 */
import { AdminPushResultSchema, AdminPushSummarySchema, AdminSubscriberListSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { adminWrite, bearer, codeOf, expectAdminGuards, makeApiKeys } from '../../test/admin-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { browserKeys } from '../../test/push-factories.js';
import { createPushRepo } from '../push/push.repo.js';
import type { PushTransport } from '../push/push.sender.js';
import { adminSubscribersTable } from './admin.subscribers.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let keys: Record<'read' | 'write' | 'other', string>;
const sent: Array<{ endpoint: string; payload: unknown }> = [];
const transport: PushTransport = (sub, payload) => {
  sent.push({ endpoint: sub.endpoint, payload: JSON.parse(payload) });
  return sub.endpoint.endsWith('gone')
    ? Promise.reject(Object.assign(new Error('gone'), { statusCode: 410 }))
    : Promise.resolve({ statusCode: 201 });
};

const post = (agent: Agent, url: string, body: object = {}) => adminWrite(agent, 'post', url, body);

async function subscriber(row: {
  email: string | null;
  phone?: string;
  email_consent?: number;
  sms_consent?: number;
  email_opted_out_ts?: string;
  source?: string;
}) {
  await t.db
    .insertInto('subscribers')
    .values({
      email: row.email,
      phone: row.phone ?? null,
      email_consent: row.email_consent ?? 0,
      sms_consent: row.sms_consent ?? 0,
      email_consent_ts: row.email_consent ? '2026-02-01T10:00:00.000Z' : null,
      sms_consent_ts: row.sms_consent ? '2026-02-02T10:00:00.000Z' : null,
      email_opted_out_ts: row.email_opted_out_ts ?? null,
      source: row.source ?? 'footer',
      created_at: '2026-02-01T09:00:00.000Z',
      updated_at: '2026-02-01T09:00:00.000Z',
    })
    .execute();
}

beforeAll(async () => {
  t = await makeApp({
    seed: false,
    configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000 },
    push: {
      transport: () => Promise.resolve(transport),
      resolve: () => Promise.resolve([{ address: '142.250.74.106', family: 4 }]),
    },
  });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  keys = await makeApiKeys(admin, {
    read: 'marketing:read',
    write: 'marketing:write',
    other: 'customers:write',
  });
  await subscriber({ email: 'ana@example.test', email_consent: 1, source: 'popup' });
  await subscriber({ email: '=cmd@example.test', email_consent: 1 });
  await subscriber({ email: 'gone@example.test', email_opted_out_ts: '2026-02-10T10:00:00.000Z' });
  await subscriber({ email: null, phone: '+15558675309', sms_consent: 1 });
  await t.db
    .insertInto('one_time_links')
    .values({
      purpose: 'marketing-confirmation',
      token_hash: 'a'.repeat(64),
      email: 'ana@example.test',
      created_at: '2026-02-01T10:00:00.000Z',
      expires_at: '2026-02-08T10:00:00.000Z',
      used_at: '2026-02-01T10:05:00.000Z',
    })
    .execute();
});
afterAll(() => t.close());

describe('who may call /api/admin/subscribers and /api/admin/push', () => {
  it('refuses anonymous callers, shoppers, dealers and keys without the scope on every route', async () => {
    await expectAdminGuards(t.app, adminSubscribersTable, {
      agents: [shopper, dealer],
      params: {},
      wrongKeys: (scope) => [keys.other, scope === 'marketing:read' ? keys.write : keys.read],
    });
    await request(t.app).get('/api/admin/subscribers').set(bearer(keys.read)).expect(200);
  });
});

describe('the subscriber list and export', () => {
  it('lists consent with when it was given, confirmed and withdrawn, filtered and paged', async () => {
    const list = async (query: string) =>
      AdminSubscriberListSchema.parse((await admin.get(`/api/admin/subscribers?${query}`).expect(200)).body);
    const all = await list('');
    expect(all.total).toBe(4);
    const ana = all.subscribers.find((s) => s.email === 'ana@example.test')!;
    expect(ana).toMatchObject({
      email_consent: true,
      email_consent_at: '2026-02-01T10:00:00.000Z',
      email_confirmed_at: '2026-02-01T10:05:00.000Z',
      source: 'popup',
    });
    expect((await list('consent=email')).subscribers.map((s) => s.email).sort()).toEqual([
      '=cmd@example.test',
      'ana@example.test',
    ]);
    expect((await list('consent=sms')).subscribers.map((s) => s.phone)).toEqual(['+15558675309']);
    expect((await list('consent=withdrawn')).subscribers.map((s) => s.email)).toEqual(['gone@example.test']);
    expect((await list('q=ANA@')).total).toBe(1);
    expect((await list('q=867-5309')).total).toBe(1);
    expect((await list('page=2')).subscribers).toEqual([]);
    await admin.get('/api/admin/subscribers?consent=nope').expect(400);
  });

  it('exports the filtered rows as CSV, a formula cell escaped with an apostrophe', async () => {
    const res = await admin.get('/api/admin/subscribers/export.csv?consent=email').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="subscribers-2026-03-01\.csv"/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'email,phone,email_consent,email_consent_at,email_confirmed_at,email_opted_out_at,sms_consent,sms_consent_at,sms_opted_out_at,source,account_id,created_at',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('ana@example.test,,true,2026-02-01T10:00:00.000Z,2026-02-01T10:05:00.000Z');
    expect(lines[2]!.startsWith("'=cmd@example.test,")).toBe(true);
  });

  it('exports an E.164 phone as it is, not as a formula cell', async () => {
    const res = await admin.get('/api/admin/subscribers/export.csv?consent=sms').expect(200);
    const [, line, ...more] = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(more).toEqual([]);
    expect(line!.startsWith(',+15558675309,false,')).toBe(true);
  });
});

describe('web push from the back office', () => {
  it('tells how many browsers it goes to, refuses an outdated count, sends and audits', async () => {
    const repo = createPushRepo(t.db);
    for (const name of ['a', 'b', 'gone'])
      await repo.upsert(
        { endpoint: `https://fcm.googleapis.com/fcm/send/${name}`, ...browserKeys(), userId: null },
        '2026-02-01T00:00:00.000Z',
      );
    const summary = AdminPushSummarySchema.parse((await admin.get('/api/admin/push').expect(200)).body);
    expect(summary).toMatchObject({ subscriptions: 3, sends: [] });
    const body = { title: 'Black Friday', body: 'Deals are live', url: '/collections/car-subwoofers' };

    const stale = await post(admin, '/api/admin/push', { ...body, expectedSubscriptions: 2 });
    expect([stale.status, codeOf(stale)]).toEqual([409, 'PUSH_COUNT_CHANGED']);
    expect(sent).toEqual([]);
    const bad = await post(admin, '/api/admin/push', {
      ...body,
      url: 'javascript:alert(1)',
      expectedSubscriptions: 3,
    });
    expect(bad.status).toBe(400);

    const res = await post(admin, '/api/admin/push', { ...body, expectedSubscriptions: 3 });
    expect(AdminPushResultSchema.parse(res.body)).toEqual({
      total: 3,
      delivered: 2,
      removed: 1,
      failed: 0,
      skipped: 0,
    });
    expect(sent.map((s) => s.payload)).toEqual([body, body, body]);
    const after = AdminPushSummarySchema.parse((await admin.get('/api/admin/push').expect(200)).body);
    expect(after.subscriptions).toBe(2);
    expect(after.sends[0]).toMatchObject({ title: 'Black Friday', delivered: 2, removed: 1 });
    const entry = await t.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'push.send')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(entry.after!)).toMatchObject({ title: 'Black Friday', delivered: 2 });

    const byKey = await request(t.app)
      .post('/api/admin/push')
      .set(bearer(keys.write))
      .send({ ...body, expectedSubscriptions: 2 });
    expect(byKey.status).toBe(200);
  });
});

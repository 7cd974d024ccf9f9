/**
 * Withdrawing administrator rights over HTTP against the real store (decision 062): another administrator's
 * rights go (audited, their sessions end, their keys are revoked), never one's own nor the last
 * administrator's; a key answers only while its creator is an enabled administrator; the key list names each
 * key's creator and last use.
 */
import {
  ADMIN_REVOKE_REFUSALS,
  AdminCustomerSchema,
  ApiKeyListSchema,
  AuditListSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../lib/clock.js';
import { makeUser, signedInAgent, type Agent, type MadeUser } from '../../test/auth-helpers.js';
import { adminWrite, bearer } from '../../test/admin-helpers.js';
import { TEST_NOW, makeApp, type TestApp } from '../../test/make-app.js';

let now = TEST_NOW.getTime();
const clock: Clock = { now: () => new Date(now) };
let t: TestApp;
let boss: MadeUser;
let bossAgent: Agent;
beforeAll(async () => {
  t = await makeApp({ seed: false, clock, configOverrides: { signInRateLimit: 1000 } });
  boss = await makeUser(t.db, { isAdmin: true, firstName: 'Bea' });
  bossAgent = await signedInAgent(t.app, boss);
});
afterAll(() => t.close());

const revoke = (agent: Agent, id: number) =>
  adminWrite(agent, 'post', `/api/admin/administrators/${id}/revoke`);
const errorOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error;
const keyOf = async (agent: Agent, name: string) => {
  const res = await adminWrite(agent, 'post', '/api/admin/api-keys', { name, scopes: ['customers:read'] });
  expect(res.status).toBe(201);
  return CreatedApiKeySchema.parse(res.body);
};
const useKey = (key: string) => request(t.app).get('/api/admin/customers').set(bearer(key));
const keysNow = async () =>
  ApiKeyListSchema.parse((await bossAgent.get('/api/admin/api-keys').expect(200)).body).keys;
const isAdmin = async (id: number) =>
  (await t.db.selectFrom('users').select('is_admin').where('id', '=', id).executeTakeFirstOrThrow()).is_admin;

describe('POST /api/admin/administrators/:id/revoke', () => {
  it("withdraws another administrator's rights: audited, signed out, and every key they made stops", async () => {
    const other = await makeUser(t.db, { isAdmin: true });
    const otherAgent = await signedInAgent(t.app, other);
    const key = await keyOf(otherAgent, 'Warehouse sync');
    expect((await useKey(key.key)).status).toBe(200);

    const res = await revoke(bossAgent, other.id);
    expect(res.status).toBe(200);
    expect(AdminCustomerSchema.parse(res.body)).toMatchObject({ id: other.id, isAdmin: false });
    expect(await isAdmin(other.id)).toBe(0);
    // The key answers no more, and the account's sessions ended.
    expect((await useKey(key.key)).status).toBe(401);
    expect((await otherAgent.get('/api/admin/customers')).status).toBe(401);
    const listed = (await keysNow()).find((k) => k.id === key.id);
    expect(listed).toMatchObject({ revoked_at: TEST_NOW.toISOString() });
    expect(listed?.creator).toMatchObject({ id: other.id, email: other.email, administrator: false });

    const audit = AuditListSchema.parse(
      (await bossAgent.get(`/api/admin/audit?actor=user:${boss.id}`).expect(200)).body,
    ).entries;
    expect(audit.find((e) => e.action === 'customer.revoke-admin')).toMatchObject({
      entity: 'customer',
      entity_id: String(other.id),
      before: expect.objectContaining({ isAdmin: true }),
      after: expect.objectContaining({ isAdmin: false }),
    });
    expect(audit.find((e) => e.action === 'api-key.revoke' && e.entity_id === String(key.id))).toBeTruthy();
    // Disabling the account is possible now that it is no administrator.
    expect((await adminWrite(bossAgent, 'post', `/api/admin/customers/${other.id}/disable`)).status).toBe(
      200,
    );
  });

  it('refuses one’s own rights, an account that is not an administrator, and an unknown account', async () => {
    const self = await revoke(bossAgent, boss.id);
    expect([self.status, errorOf(self)]).toEqual([
      409,
      { code: 'ADMIN_REVOKE_REFUSED', message: ADMIN_REVOKE_REFUSALS.self },
    ]);
    const shopper = await makeUser(t.db);
    const notAdmin = await revoke(bossAgent, shopper.id);
    expect([notAdmin.status, errorOf(notAdmin).message]).toEqual([409, ADMIN_REVOKE_REFUSALS.notAdmin]);
    expect((await revoke(bossAgent, 999_999)).status).toBe(404);
    expect(await isAdmin(boss.id)).toBe(1);
  });

  it('never leaves the shop without an administrator: two withdrawing each other, one is refused', async () => {
    // Only these two are administrators now (the others of this file were withdrawn above).
    await t.db.updateTable('users').set({ is_admin: 0 }).where('id', '!=', boss.id).execute();
    const other = await makeUser(t.db, { isAdmin: true });
    const otherAgent = await signedInAgent(t.app, other);
    const [a, b] = await Promise.all([revoke(bossAgent, other.id), revoke(otherAgent, boss.id)]);
    expect([a.status, b.status].filter((s) => s === 200)).toHaveLength(1);
    const refused = a.status === 200 ? b : a;
    // Refused as the last one, or (had the other change committed first) as no longer an administrator.
    expect([409, 401, 403]).toContain(refused.status);
    if (refused.status === 409) expect(errorOf(refused).message).toBe(ADMIN_REVOKE_REFUSALS.last);
    const left = await t.db.selectFrom('users').select('id').where('is_admin', '=', 1).execute();
    expect(left).toHaveLength(1);
    // Whoever is left cannot withdraw themselves either: the shop keeps one.
    const survivor = left[0]!.id === boss.id ? bossAgent : otherAgent;
    expect((await revoke(survivor, left[0]!.id)).status).toBe(409);
    await t.db.updateTable('users').set({ is_admin: 1 }).where('id', 'in', [boss.id, other.id]).execute();
    // Had the other won, the boss's sessions ended with the rights: the next tests sign in again either way.
    bossAgent = await signedInAgent(t.app, boss);
  });

  it('is an administrator’s own: an API key may not call it, whatever its scopes', async () => {
    const other = await makeUser(t.db, { isAdmin: true });
    const key = await keyOf(bossAgent, 'Reader');
    const res = await request(t.app)
      .post(`/api/admin/administrators/${other.id}/revoke`)
      .set(bearer(key.key))
      .send({});
    expect([res.status, errorOf(res).code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    expect(await isAdmin(other.id)).toBe(1);
  });
});

describe('an API key belongs to its creator', () => {
  it('answers 401 once its creator is no administrator, however that came about, or is disabled or deleted', async () => {
    const maker = async () => {
      const user = await makeUser(t.db, { isAdmin: true });
      return { user, key: (await keyOf(await signedInAgent(t.app, user), 'Feed')).key };
    };
    const demoted = await maker();
    const disabled = await maker();
    const deleted = await maker();
    for (const m of [demoted, disabled, deleted]) expect((await useKey(m.key)).status).toBe(200);
    await t.db.updateTable('users').set({ is_admin: 0 }).where('id', '=', demoted.user.id).execute();
    await t.db
      .updateTable('users')
      .set({ disabled_at: TEST_NOW.toISOString() })
      .where('id', '=', disabled.user.id)
      .execute();
    await t.db.deleteFrom('users').where('id', '=', deleted.user.id).execute();
    for (const m of [demoted, disabled, deleted]) {
      const res = await useKey(m.key);
      expect([res.status, errorOf(res).message]).toEqual([
        401,
        'This API key no longer works: whoever made it is no longer an administrator',
      ]);
    }
  });

  it('is listed with its creator and its last use, recorded at most once a minute', async () => {
    const key = await keyOf(bossAgent, 'Stock feed');
    const listed = () => keysNow().then((keys) => keys.find((k) => k.id === key.id));
    expect(await listed()).toMatchObject({
      last_used_at: null,
      creator: { id: boss.id, name: 'Bea Tester', email: boss.email, administrator: true },
    });
    const first = new Date(now).toISOString();
    expect((await useKey(key.key)).status).toBe(200);
    now += 30_000;
    expect((await useKey(key.key)).status).toBe(200);
    expect((await listed())?.last_used_at).toBe(first);
    now += 31_000;
    expect((await useKey(key.key)).status).toBe(200);
    expect((await listed())?.last_used_at).toBe(new Date(now).toISOString());
  });
});

describe('OpenAPI', () => {
  it("documents the withdrawal as an administrator's session only, its refusals, and each key's creator", async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown; responses: Record<string, unknown> }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown> }> };
    };
    const route = doc.paths['/api/admin/administrators/{id}/revoke']?.post;
    expect(route?.security).toEqual([{ adminSession: [] }]);
    expect(Object.keys(route?.responses ?? {})).toEqual(expect.arrayContaining(['200', '404', '409']));
    expect(doc.components.schemas.ApiKey?.properties).toHaveProperty('creator');
    expect(doc.components.schemas.AdminCustomer?.properties).toHaveProperty('otherAdministrators');
  });
});

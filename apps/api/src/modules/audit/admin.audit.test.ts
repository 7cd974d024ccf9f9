/**
 * GET /api/admin/audit and /api/admin/audit/actors over HTTP against the real store (decision 043): each entry
 * names who made it (an administrator's name and email, an API key's name), revoked keys and deleted accounts
 * too; the log filters by actor; both routes take an administrator's session only; bad filters are 400.
 */
import { AuditActorListSchema, AuditListSchema, CreatedApiKeySchema, ErrorBodySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeCollection } from '../../test/shop-factories.js';

let t: TestApp;
let ann: Agent;
let annId: number;
let bob: Agent;
let bobId: number;
let shopper: Agent;
let key = { id: 0, key: '' };
let collectionId: number;

const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const list = async (query = '') =>
  AuditListSchema.parse((await ann.get(`/api/admin/audit${query}`).expect(200)).body);

async function rename(agent: Agent | null, title: string) {
  const url = `/api/admin/collections/${collectionId}`;
  if (agent === null)
    return request(t.app).patch(url).set('Authorization', `Bearer ${key.key}`).send({ title }).expect(200);
  return agent
    .patch(url)
    .send({ title, csrfToken: await csrfOf(agent) })
    .expect(200);
}

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
  collectionId = await makeCollection(t.db, 'audit-subs');
  const annUser = await makeUser(t.db, { isAdmin: true, firstName: 'Ann', email: 'ann@example.test' });
  const bobUser = await makeUser(t.db, { isAdmin: true, firstName: 'Bob', email: 'bob@example.test' });
  annId = annUser.id;
  bobId = bobUser.id;
  ann = await signedInAgent(t.app, annUser);
  bob = await signedInAgent(t.app, bobUser);
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  const made = await ann
    .post('/api/admin/api-keys')
    .send({ name: 'Stock sync', scopes: ['catalog:write'], csrfToken: await csrfOf(ann) })
    .expect(201);
  key = CreatedApiKeySchema.parse(made.body);
  await rename(ann, 'By Ann');
  await rename(null, 'By the key');
  await rename(bob, 'By Bob');
});
afterAll(() => t.close());

describe('who made each change', () => {
  it('names an administrator by name and email, and a key by its name', async () => {
    const { entries } = await list(`?entity=collection&entity_id=${collectionId}`);
    expect(entries.map((e) => e.actor_detail)).toEqual([
      {
        ref: `user:${bobId}`,
        kind: 'user',
        id: bobId,
        name: 'Bob Tester',
        email: 'bob@example.test',
        revoked: false,
        deleted: false,
      },
      {
        ref: `api-key:${key.id}`,
        kind: 'api-key',
        id: key.id,
        name: 'Stock sync',
        email: null,
        revoked: false,
        deleted: false,
      },
      expect.objectContaining({ ref: `user:${annId}`, name: 'Ann Tester', email: 'ann@example.test' }),
    ]);
  });

  it('still names a revoked key, and shows a deleted account as deleted', async () => {
    await ann
      .post(`/api/admin/api-keys/${key.id}/revoke`)
      .send({ csrfToken: await csrfOf(ann) })
      .expect(200);
    const gone = await makeUser(t.db, { isAdmin: true, firstName: 'Gone' });
    await t.db
      .insertInto('audit_log')
      .values({
        actor: `user:${gone.id}`,
        action: 'collection.update',
        entity: 'collection',
        entity_id: String(collectionId),
        before: null,
        after: '{"title":"x"}',
        created_at: '2026-03-01T15:00:00.000Z',
      })
      .execute();
    await t.db.deleteFrom('users').where('id', '=', gone.id).execute();
    const { entries } = await list(`?entity=collection&entity_id=${collectionId}`);
    expect(entries[0]?.actor_detail).toMatchObject({ id: gone.id, deleted: true, name: null, email: null });
    expect(entries.find((e) => e.actor === `api-key:${key.id}`)?.actor_detail).toMatchObject({
      name: 'Stock sync',
      revoked: true,
      deleted: false,
    });
  });

  it('filters by actor, and lists every actor, whoever acted last first', async () => {
    const byKey = await list(`?actor=api-key:${key.id}`);
    expect(byKey.total).toBe(1);
    expect(byKey.entries.map((e) => [e.action, e.after])).toEqual([
      ['collection.update', { title: 'By the key' }],
    ]);
    const byAnn = await list(`?actor=user:${annId}`);
    expect(byAnn.entries.map((e) => e.action)).toEqual([
      'api-key.revoke',
      'collection.update',
      'api-key.create',
    ]);
    expect((await list('?actor=user:999999')).entries).toEqual([]);

    const actors = AuditActorListSchema.parse((await ann.get('/api/admin/audit/actors').expect(200)).body);
    expect(actors.actors.map((a) => [a.kind, a.name, a.deleted])).toEqual([
      ['user', null, true],
      ['user', 'Ann Tester', false],
      ['user', 'Bob Tester', false],
      ['api-key', 'Stock sync', false],
    ]);
  });
});

describe('who may read the log', () => {
  it('takes an administrator session only: anonymous 401, shoppers and keys 403', async () => {
    const writer = await ann
      .post('/api/admin/api-keys')
      .send({ name: 'Reader', scopes: ['catalog:read', 'catalog:write'], csrfToken: await csrfOf(ann) })
      .expect(201);
    const bearer = `Bearer ${CreatedApiKeySchema.parse(writer.body).key}`;
    for (const url of ['/api/admin/audit', '/api/admin/audit/actors']) {
      expect((await request(t.app).get(url)).status, url).toBe(401);
      const asShopper = await shopper.get(url);
      expect([asShopper.status, codeOf(asShopper)], url).toEqual([403, 'FORBIDDEN']);
      const asKey = await request(t.app).get(url).set('Authorization', bearer);
      expect(asKey.status, url).toBe(403);
    }
  });

  it('refuses a bad filter with 400 and the error shape', async () => {
    for (const query of [
      '?actor=user',
      '?actor=user:0',
      "?actor=user:1'--",
      '?actor=admin:1',
      '?actor=user:1&actor=user:2',
      '?page=0',
      '?pageSize=500',
      '?who=1',
    ]) {
      const res = await ann.get(`/api/admin/audit${query}`);
      expect([res.status, codeOf(res)], query).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

describe('the new routes in OpenAPI', () => {
  it('state who may call them: the audit log a session only, the collection and menu writes catalog:write', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    const session = [{ adminSession: [] }];
    const write = [{ adminSession: [] }, { apiKey: ['catalog:write'] }];
    expect(doc.paths['/api/admin/audit']?.get?.security).toEqual(session);
    expect(doc.paths['/api/admin/audit/actors']?.get?.security).toEqual(session);
    expect(doc.paths['/api/admin/collections/{id}']?.delete?.security).toEqual(write);
    expect(doc.paths['/api/admin/menu/categories']?.post?.security).toEqual(write);
    expect(doc.paths['/api/admin/menu/categories/{id}']?.delete?.security).toEqual(write);
  });
});

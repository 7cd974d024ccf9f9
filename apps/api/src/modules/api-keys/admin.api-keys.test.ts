/**
 * API keys over HTTP against the real store (decision 043): a key is shown once, listed by its prefix only
 * and stored only as its hash; a key without scopes, with an unknown one or with extra fields is refused.
 * Which key the guard takes, and for what, is the shell's test (modules/admin/admin.test.ts).
 */
import { ApiKeyListSchema, CreatedApiKeySchema } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite as write } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';

let t: TestApp;
let admin: Agent;
beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

describe('API keys', () => {
  it('shows a key once, lists it by prefix only and stores only its hash', async () => {
    const res = await write(admin, 'post', '/api/admin/api-keys', {
      name: 'key catalog stock',
      scopes: ['catalog:read', 'stock:write', 'stock:write'],
    });
    expect(res.status).toBe(201);
    const created = CreatedApiKeySchema.parse(res.body);
    expect(created.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/);
    expect(created.prefix).toBe(created.key.slice(0, 10));
    expect(created.scopes).toEqual(['catalog:read', 'stock:write']);
    const list = ApiKeyListSchema.parse((await admin.get('/api/admin/api-keys').expect(200)).body);
    expect(list.keys.find((k) => k.id === created.id)).toMatchObject({
      prefix: created.prefix,
      revoked_at: null,
    });
    expect(JSON.stringify(list)).not.toContain(created.key);
    const stored = await t.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.id)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(stored)).not.toContain(created.key);
  });

  it('refuses a key without scopes, an unknown scope and extra fields', async () => {
    for (const body of [
      { name: 'x', scopes: [] },
      { name: 'x', scopes: ['everything'] },
      { name: 'x', scopes: ['catalog:read'], id: 1 },
    ])
      expect((await write(admin, 'post', '/api/admin/api-keys', body)).status).toBe(400);
  });
});

/**
 * The back office's shell over HTTP against the real store (decision 043): who may call /api/admin (sessions,
 * roles, API keys and their scopes, csrf), the session answer's isAdmin, the admin routes' security in OpenAPI,
 * and the command line that makes an administrator. The API keys' own cases are beside their routes
 * (modules/api-keys/admin.api-keys.test.ts), the stock's beside the catalogue's (modules/catalog/admin.stock.test.ts).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { CreatedApiKeySchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/database.js';
import { adminWrite as write, codeOf } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, signIn, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { ROUTE_TABLES } from '../../route-tables.js';
import { REPO_ROOT, SPAWNING_TEST_TIMEOUT_MS } from '../../test/server-process.js';
import { makeProduct } from '../../test/shop-factories.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000 } });
  await makeProduct(t.db, { sku: 'ADM-SUB', tpa: 5, lv: 1 });
  await makeProduct(t.db, { sku: 'ADM-AMP', tpa: 0, lv: 0 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
});
afterAll(() => t.close());

const createKey = async (scopes: string[]) => {
  const res = await write(admin, 'post', '/api/admin/api-keys', { name: `key ${scopes.join(' ')}`, scopes });
  expect(res.status).toBe(201);
  return CreatedApiKeySchema.parse(res.body);
};

describe('who may call /api/admin', () => {
  it('refuses anonymous callers, shoppers and dealers on every kind of route', async () => {
    for (const [method, url] of [
      ['get', '/api/admin/api-keys'],
      ['get', '/api/admin/audit'],
      ['put', '/api/admin/stock'],
    ] as const) {
      expect((await request(t.app)[method](url).send({})).status, url).toBe(401);
      for (const agent of [shopper, dealer]) {
        const res = await agent[method](url).send({});
        expect(res.status, url).toBe(403);
        expect(codeOf(res)).toBe('FORBIDDEN');
      }
    }
  });

  it("lets an administrator's session read, and write only with the csrf token", async () => {
    await admin.get('/api/admin/api-keys').expect(200);
    const noCsrf = await admin.put('/api/admin/stock').send({ items: [{ sku: 'ADM-SUB', tpa: 5 }] });
    expect(noCsrf.status).toBe(403);
    expect(codeOf(noCsrf)).toBe('CSRF_TOKEN_INVALID');
  });

  it('takes a key with the scope, refuses one without it, a made-up one and a revoked one', async () => {
    const stockKey = await createKey(['stock:write']);
    const readKey = await createKey(['catalog:read']);
    const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });
    const body = { items: [{ sku: 'ADM-AMP', lv: 1 }] };
    await request(t.app).put('/api/admin/stock').set(bearer(stockKey.key)).send(body).expect(200);
    const scoped = await request(t.app).put('/api/admin/stock').set(bearer(readKey.key)).send(body);
    expect([scoped.status, codeOf(scoped)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    const keysByKey = await request(t.app).get('/api/admin/api-keys').set(bearer(stockKey.key));
    expect([keysByKey.status, codeOf(keysByKey)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    const madeUp = await request(t.app)
      .put('/api/admin/stock')
      .set(bearer(`sk_${'A'.repeat(43)}`))
      .send(body);
    expect(madeUp.status).toBe(401);
    await request(t.app).put('/api/admin/stock').set({ Authorization: 'Basic abc' }).send(body).expect(401);

    await write(admin, 'post', `/api/admin/api-keys/${stockKey.id}/revoke`, {}).then((r) =>
      expect(r.status).toBe(200),
    );
    await request(t.app).put('/api/admin/stock').set(bearer(stockKey.key)).send(body).expect(401);
    expect((await write(admin, 'post', `/api/admin/api-keys/${stockKey.id}/revoke`, {})).status).toBe(404);
  });

  it('never lets a key act as a session, nor a key sent beside an admin cookie borrow the session', async () => {
    const key = await createKey(['stock:write']);
    await request(t.app).get('/api/account/profile').set('Authorization', `Bearer ${key.key}`).expect(401);
    // A bearer header means the key decides, whatever cookie comes with it.
    const res = await admin.get('/api/admin/audit').set('Authorization', `Bearer ${key.key}`);
    expect([res.status, codeOf(res)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
  });
});

describe('npm run admin -- create', () => {
  it(
    'makes an administrator from the command line, with the password from stdin',
    async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'shop-admin-cli-'));
      const database = path.join(dir, 'shop.db');
      try {
        const run = (email: string, password: string) => {
          const child = promisify(execFile)(
            process.execPath,
            [
              '--conditions=source',
              '--import',
              'tsx',
              'apps/api/src/admin-cli.ts',
              'create',
              '--email',
              email,
              '--database',
              database,
            ],
            { cwd: REPO_ROOT, env: { ...process.env, DATABASE_URL: '' } },
          );
          child.child.stdin?.end(password);
          return child;
        };
        const made = await run('Boss@Example.com', 'a-long-admin-passphrase\n');
        expect(made.stdout).toContain('created the administrator boss@example.com');
        await expect(run('weak@example.com', 'password')).rejects.toMatchObject({ code: 2 });
        const store = openStore({ databasePath: database, databaseUrl: null, databasePoolSize: 1 });
        try {
          const row = await store.db
            .selectFrom('users')
            .select(['email', 'is_admin', 'role'])
            .where('email', '=', 'boss@example.com')
            .executeTakeFirstOrThrow();
          expect(row).toEqual({ email: 'boss@example.com', is_admin: 1, role: 1 });
          expect(
            await store.db.selectFrom('users').select('id').where('email', '=', 'weak@example.com').execute(),
          ).toEqual([]);
        } finally {
          await store.close();
        }
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
      // Two starts of the command line from source: slow on a loaded machine, and awaited to their exit.
    },
    SPAWNING_TEST_TIMEOUT_MS,
  );
});

describe('the session answer', () => {
  it('says isAdmin only for an administrator', async () => {
    const adminUser = await makeUser(t.db, { isAdmin: true });
    const agent = request.agent(t.app);
    await signIn(agent, adminUser.email, adminUser.password).expect(200);
    expect((await agent.get('/api/auth/session').expect(200)).body.user).toMatchObject({ isAdmin: true });
    expect((await shopper.get('/api/auth/session').expect(200)).body.user).not.toHaveProperty('isAdmin');
  });
});

describe('the admin routes in OpenAPI', () => {
  it('each declares who may call it: an administrator, and which key scope if any', async () => {
    const admins = ROUTE_TABLES.flatMap((table) =>
      Object.values(table.routes).filter((r) => `${table.mount}${r.path}`.startsWith('/api/admin')),
    );
    expect(admins.length).toBeGreaterThan(0);
    for (const route of admins) expect(route.security, route.path).toBeDefined();
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual([
      'adminSession',
      'apiKey',
      'customerSession',
    ]);
    expect(doc.paths['/api/admin/stock']?.put?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['stock:write'] },
    ]);
    expect(doc.paths['/api/admin/api-keys']?.get?.security).toEqual([{ adminSession: [] }]);
  });
});

/**
 * The back office's foundations over HTTP against the real store (decision 043): who may call /api/admin
 * (sessions, roles, API keys and their scopes, csrf), API keys shown once and stored hashed, stock set all
 * or none with its audit trail and seen by the storefront at once, and the command line that makes an
 * administrator.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  ApiKeyListSchema,
  AuditListSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  StockImportResultSchema,
  StockUpdateResultSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../db/database.js';
import { csrfOf, makeUser, signedInAgent, signIn, type Agent } from '../../test/auth-helpers.js';
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

const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
/** A write from a session, with its csrf token (fetched first: the agent sends its cookies as the request is made). */
const write = async (agent: Agent, method: 'post' | 'put', url: string, body: Record<string, unknown>) => {
  const csrfToken = await csrfOf(agent);
  return agent[method](url).send({ ...body, csrfToken });
};
const createKey = async (scopes: string[]) => {
  const res = await write(admin, 'post', '/api/admin/api-keys', { name: `key ${scopes.join(' ')}`, scopes });
  expect(res.status).toBe(201);
  return CreatedApiKeySchema.parse(res.body);
};
const stockOf = async (sku: string) =>
  (await request(t.app).get(`/api/product/stock/${sku}`).expect(200)).body as {
    tpa_wh: number;
    lv_wh: number;
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

describe('API keys', () => {
  it('shows a key once, lists it by prefix only and stores only its hash', async () => {
    const created = await createKey(['catalog:read', 'stock:write', 'stock:write']);
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

describe('PUT /api/admin/stock', () => {
  it('sets each warehouse, audits each change, and the storefront shows it at once', async () => {
    await stockOf('ADM-SUB'); // cached by the storefront before the change
    const res = await write(admin, 'put', '/api/admin/stock', {
      items: [
        { sku: 'adm-sub', tpa: 40 },
        { sku: 'ADM-AMP', tpa: 0, lv: 1 },
      ],
    });
    expect(res.status).toBe(200);
    expect(StockUpdateResultSchema.parse(res.body)).toEqual({ updated: 1, unchanged: 1 });
    expect(await stockOf('ADM-SUB')).toMatchObject({ tpa_wh: 40, lv_wh: 1 });
    const audit = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=product&entity_id=ADM-SUB').expect(200)).body,
    );
    expect(audit.entries[0]).toMatchObject({
      action: 'stock.set',
      before: { tpa: 5, lv: 1 },
      after: { tpa: 40, lv: 1 },
    });
    expect(audit.entries[0]?.actor).toMatch(/^user:\d+$/);
  });

  it('changes nothing when one sku is unknown, and names every unknown one', async () => {
    const res = await write(admin, 'put', '/api/admin/stock', {
      items: [
        { sku: 'ADM-SUB', tpa: 1 },
        { sku: 'NOPE-1', tpa: 1 },
        { sku: 'NOPE-2', lv: 3 },
      ],
    });
    expect([res.status, codeOf(res)]).toEqual([400, 'UNKNOWN_SKU']);
    expect(ErrorBodySchema.parse(res.body).error.details).toEqual({ unknown: ['NOPE-1', 'NOPE-2'] });
    expect(await stockOf('ADM-SUB')).toMatchObject({ tpa_wh: 40 });
  });

  it('refuses a sku given twice (in any case), naming the first, and changes nothing', async () => {
    const before = await stockOf('ADM-SUB');
    const res = await write(admin, 'put', '/api/admin/stock', {
      items: [
        { sku: 'ADM-SUB', tpa: 61 },
        { sku: 'ADM-AMP', lv: 2 },
        { sku: 'adm-sub', tpa: 62 },
      ],
    });
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
    expect(JSON.stringify(res.body)).toContain('The sku \\"adm-sub\\" is already item 1 of this list');
    expect(await stockOf('ADM-SUB')).toEqual(before);
  });

  it('refuses negative, fractional and missing counts', async () => {
    for (const items of [
      [{ sku: 'ADM-SUB', tpa: -1 }],
      [{ sku: 'ADM-SUB', lv: 1.5 }],
      [{ sku: 'ADM-SUB' }],
      [],
    ])
      expect((await write(admin, 'put', '/api/admin/stock', { items })).status).toBe(400);
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

describe('POST /api/admin/stock/import', () => {
  const importCsv = async (csv: string, dryRun: '0' | '1', agent: Agent = admin) => {
    const csrf = await csrfOf(agent);
    return agent
      .post(`/api/admin/stock/import?dryRun=${dryRun}`)
      .set('Content-Type', 'text/csv')
      .set('x-csrf-token', csrf)
      .send(csv);
  };

  it('checks every row first, writing nothing, then applies the clean file', async () => {
    const before = await stockOf('ADM-SUB');
    const csv =
      '\uFEFFsku,tpa,lv\r\nADM-SUB,12,\r\n"adm-amp",,7\r\nNOPE-9,1,1\r\nNOPE-8,-3,1\r\nNOPE-7,x,\r\n';
    const dry = await importCsv(csv, '1');
    expect(dry.status).toBe(200);
    expect(StockImportResultSchema.parse(dry.body)).toEqual({
      dryRun: true,
      rows: 5,
      changes: 2,
      errors: [
        { row: 4, sku: 'NOPE-9', message: 'No product has this sku' },
        { row: 5, sku: 'NOPE-8', message: expect.stringContaining('tpa') },
        { row: 6, sku: 'NOPE-7', message: expect.stringContaining('tpa') },
      ],
    });
    const refused = await importCsv(csv, '0');
    expect([refused.status, codeOf(refused)]).toEqual([400, 'CSV_INVALID']);
    expect(await stockOf('ADM-SUB')).toEqual(before);

    const clean = 'sku,tpa,lv\nADM-SUB,12,\nadm-amp,,7\n';
    const applied = await importCsv(clean, '0');
    expect(StockImportResultSchema.parse(applied.body)).toEqual({
      dryRun: false,
      rows: 2,
      changes: 2,
      errors: [],
    });
    expect(await stockOf('ADM-SUB')).toMatchObject({ tpa_wh: 12, lv_wh: before.lv_wh });
    expect(await stockOf('ADM-AMP')).toMatchObject({ lv_wh: 7 });
  });

  it('refuses a sku given on two rows (in any case), naming the first, as the catalogue import does; nothing stored', async () => {
    const before = { sub: await stockOf('ADM-SUB'), amp: await stockOf('ADM-AMP') };
    const csv = 'sku,tpa,lv\nADM-SUB,31,\nADM-AMP,,4\nadm-sub,32,\n';
    const dry = await importCsv(csv, '1');
    expect(dry.status).toBe(200);
    expect(StockImportResultSchema.parse(dry.body).errors).toEqual([
      { row: 4, sku: 'adm-sub', message: 'The sku "adm-sub" is already on row 2 of this file' },
    ]);
    const refused = await importCsv(csv, '0');
    expect([refused.status, codeOf(refused)]).toEqual([400, 'CSV_INVALID']);
    expect(ErrorBodySchema.parse(refused.body).error.details).toEqual({
      errors: [{ row: 4, sku: 'adm-sub', message: 'The sku "adm-sub" is already on row 2 of this file' }],
    });
    expect(await stockOf('ADM-SUB')).toEqual(before.sub);
    expect(await stockOf('ADM-AMP')).toEqual(before.amp);
  });

  it('refuses a file without the columns, one that is not CSV, and a session without the csrf header', async () => {
    expect(codeOf(await importCsv('name,count\nx,1\n', '1'))).toBe('CSV_HEADER');
    expect(codeOf(await importCsv('sku,tpa\n"unclosed,1\n', '1'))).toBe('CSV_UNREADABLE');
    const noCsrf = await admin
      .post('/api/admin/stock/import')
      .set('Content-Type', 'text/csv')
      .send('sku,tpa\n');
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
  });

  it('takes a key with stock:write and no csrf', async () => {
    const key = await createKey(['stock:write']);
    const res = await request(t.app)
      .post('/api/admin/stock/import?dryRun=0')
      .set('Authorization', `Bearer ${key.key}`)
      .set('Content-Type', 'text/csv')
      .send('sku,lv\nADM-AMP,9\n');
    expect(res.status).toBe(200);
    expect(await stockOf('ADM-AMP')).toMatchObject({ lv_wh: 9 });
  });
});

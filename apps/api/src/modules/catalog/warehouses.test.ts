/**
 * Warehouses over HTTP against the real store (decision 083): who may change them, bad input, a warehouse
 * holding units kept active, the audit log, the storefront's cached read, and stock refused for an inactive
 * warehouse.
 */
import { AuditListSchema, WarehousesResponseSchema } from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminWrite as write, codeOf, expectAdminGuards, makeApiKeys } from '../../test/admin-helpers.js';
import { makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';
import { adminWarehousesTable } from './warehouses.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let keys: Record<'read' | 'write' | 'orders', string>;

const shown = async () =>
  WarehousesResponseSchema.parse((await request(t.app).get('/api/warehouses').expect(200)).body).warehouses;
const everyOne = async () =>
  WarehousesResponseSchema.parse((await admin.get('/api/admin/warehouses').expect(200)).body).warehouses;
const put = (warehouses: unknown) => write(admin, 'put', '/api/admin/warehouses', { warehouses });

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { adminKeyRateLimit: 10_000 } });
  await makeProduct(t.db, { sku: 'WH-AMP', priceCents: 19_999, tpa: 5, lv: 0 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  keys = await makeApiKeys(admin, { read: 'catalog:read', write: 'catalog:write', orders: 'orders:read' });
});
afterAll(() => t.close());

describe('who may call /api/admin/warehouses', () => {
  it('refuses anonymous callers, shoppers and keys without the scope', async () => {
    await expectAdminGuards(t.app, adminWarehousesTable, {
      agents: [shopper],
      params: {},
      wrongKeys: (scope) => [keys.orders, ...(scope === 'catalog:write' ? [keys.read] : [])],
    });
  });
});

describe('the warehouses', () => {
  it("start as the spec's TPA Tampa and LV Las Vegas, both shown", async () => {
    const defaults = [
      { code: 'TPA', name: 'Tampa', position: 0, active: true },
      { code: 'LV', name: 'Las Vegas', position: 1, active: true },
    ];
    expect(await shown()).toEqual(defaults);
    expect(await everyOne()).toEqual(defaults);
  });

  it('are renamed, reordered and deactivated together, audited, and the storefront reads it at once', async () => {
    const pub = await request(t.app).get('/api/warehouses').expect(200);
    expect(pub.headers.etag).toBeTruthy();
    const res = await put([
      { code: 'LV', name: 'Henderson', active: false },
      { code: 'TPA', name: 'Tampa Bay', active: true },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(WarehousesResponseSchema.parse(res.body).warehouses).toEqual([
      { code: 'LV', name: 'Henderson', position: 0, active: false },
      { code: 'TPA', name: 'Tampa Bay', position: 1, active: true },
    ]);
    // The write emptied the cached answer: the inactive one is no longer shown.
    expect(await shown()).toEqual([{ code: 'TPA', name: 'Tampa Bay', position: 1, active: true }]);

    const byKey = await request(t.app)
      .put('/api/admin/warehouses')
      .set({ Authorization: `Bearer ${keys.write}` })
      .send({
        warehouses: [
          { code: 'TPA', name: 'Tampa', active: true },
          { code: 'LV', name: 'Las Vegas', active: true },
        ],
      });
    expect(byKey.status).toBe(200);
    expect((await shown()).map((w) => w.code)).toEqual(['TPA', 'LV']);

    const audit = AuditListSchema.parse(
      (await admin.get('/api/admin/audit?entity=warehouse').expect(200)).body,
    );
    // Newest first; each write's entries in its list's order.
    expect(audit.entries.map((e) => `${e.action} ${e.entity_id}`)).toEqual([
      'warehouse.update LV',
      'warehouse.update TPA',
      'warehouse.update TPA',
      'warehouse.update LV',
    ]);
    expect(audit.entries.at(-1)).toMatchObject({
      before: { code: 'LV', name: 'Las Vegas', position: 1, active: true },
      after: { code: 'LV', name: 'Henderson', position: 0, active: false },
    });
  });

  it('keeps a warehouse holding units active (409) and changes nothing', async () => {
    const res = await put([
      { code: 'TPA', name: 'Renamed', active: false },
      { code: 'LV', name: 'Las Vegas', active: true },
    ]);
    expect([res.status, codeOf(res)]).toEqual([409, 'WAREHOUSE_HOLDS_STOCK']);
    expect(res.body.error.message).toContain('Renamed (TPA) holds 5 units');
    expect((await everyOne()).map((w) => w.name)).toEqual(['Tampa', 'Las Vegas']);
  });

  it.each([
    ['a missing warehouse', [{ code: 'TPA', name: 'Tampa', active: true }]],
    [
      'an unknown code',
      [
        { code: 'TPA', name: 'Tampa', active: true },
        { code: 'NYC', name: 'New York', active: true },
      ],
    ],
    [
      'an empty name',
      [
        { code: 'TPA', name: ' ', active: true },
        { code: 'LV', name: 'Las Vegas', active: true },
      ],
    ],
    [
      'none active',
      [
        { code: 'TPA', name: 'Tampa', active: false },
        { code: 'LV', name: 'Las Vegas', active: false },
      ],
    ],
    ['no list', undefined],
  ])('refuses %s (400)', async (_why, warehouses) => {
    const res = await put(warehouses);
    expect([res.status, codeOf(res)]).toEqual([400, 'VALIDATION_FAILED']);
  });

  it('refuses units for an inactive warehouse (400) and takes them for an active one', async () => {
    const off = await put([
      { code: 'TPA', name: 'Tampa', active: true },
      { code: 'LV', name: 'Las Vegas', active: false },
    ]);
    expect(off.status).toBe(200);
    const refused = await write(admin, 'put', '/api/admin/stock', { items: [{ sku: 'WH-AMP', lv: 3 }] });
    expect([refused.status, codeOf(refused)]).toEqual([400, 'WAREHOUSE_INACTIVE']);
    const zero = await write(admin, 'put', '/api/admin/stock', { items: [{ sku: 'WH-AMP', tpa: 7, lv: 0 }] });
    expect(zero.status, JSON.stringify(zero.body)).toBe(200);
    await put([
      { code: 'TPA', name: 'Tampa', active: true },
      { code: 'LV', name: 'Las Vegas', active: true },
    ]);
  });
});

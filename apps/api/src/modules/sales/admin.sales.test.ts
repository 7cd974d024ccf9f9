/**
 * /api/admin/sales over HTTP against the real store (decision 044): who may call it, csrf on session writes, a
 * 20% sale started through the API shown by the storefront at once (the active sale, a product's sale price)
 * and gone when deactivated, the first running sale shown, the preview equal to what the storefront then
 * shows, bad input refused with 400, and every change in the audit log.
 */
import {
  AdminSaleListSchema,
  AdminSaleSchema,
  AuditListSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  ProductSchema,
  SalePreviewSchema,
  type SaleSettingInput,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeProduct } from '../../test/shop-factories.js';
import { adminSalesTable } from './admin.sales.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
const keys: Record<'sales' | 'read' | 'stock', string> = { sales: '', read: '', stock: '' };

type Method = 'get' | 'post' | 'put' | 'delete';
const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

/** A session write with its csrf token (in the body; a DELETE's in X-CSRF-Token). */
async function write(agent: Agent, method: Exclude<Method, 'get'>, url: string, body: object = {}) {
  const csrfToken = await csrfOf(agent);
  if (method === 'delete') return agent.delete(url).set('X-CSRF-Token', csrfToken);
  return agent[method](url).send({ ...body, csrfToken });
}

/** A valid sale setting: 20% off, 30% on daily deals, running from before TEST_NOW to April. */
const saleInput = (over: Partial<SaleSettingInput> = {}): SaleSettingInput => ({
  name: 'Spring20',
  saleIsActive: true,
  saleStartsAt: '2026-02-01T00:00:00Z',
  saleExpiresAt: '2026-04-01T04:00:00Z',
  discountPercentage: 0.2,
  salePercentageDailyDeal: 0.3,
  saleTextSettings: { shortSaleTitle: 'Spring Sale', normalSaleTitle: 'Spring Sales Event Special: ' },
  layoutSettings: {
    showBanner: true,
    showCountdownTimer: true,
    showEmailPopup: false,
    showPushPopup: false,
    bannerLinks: [{ label: 'Shop subwoofers', href: '/collections/car-subwoofers' }],
    desktopImage: '/img/banners/spring-desktop.svg',
    mobileImage: null,
    overlays: { sale: '/img/overlays/sale.svg', dailyDeal: null, preorder: null },
    mobile: { showHeaderTextOverlay: true, HeaderTextOverlayText: 'SPRING SALE' },
  },
  ...over,
});

const activeSale = async () =>
  ((await request(t.app).get('/api/sales/active').expect(200)).body as { sale: { name: string } | null })
    .sale;
const productOf = async (sku: string, agent: Agent | null = null) =>
  ProductSchema.parse((await (agent ?? request(t.app)).get(`/api/product/${sku}`).expect(200)).body);

async function createSale(body: object) {
  const res = await write(admin, 'post', '/api/admin/sales', body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return AdminSaleSchema.parse(res.body);
}

async function clearSales() {
  await t.db.deleteFrom('sales').execute();
  t.changes.publish('catalog');
}

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000 } });
  await makeProduct(t.db, { sku: 'SAL-SUB', priceCents: 10_000, saleEnabled: true, tpa: 10 });
  await makeProduct(t.db, { sku: 'BF-DEAL', priceCents: 5_000, saleEnabled: true, tpa: 10 });
  await makeProduct(t.db, { sku: 'SAL-NONE', priceCents: 7_000, saleEnabled: false, tpa: 10 });
  await makeProduct(t.db, { sku: 'SAL-LOW', priceCents: 7_000, saleEnabled: true, tpa: 2, lv: 1 });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  for (const [name, scope] of [
    ['sales', 'sales:write'],
    ['read', 'catalog:read'],
    ['stock', 'stock:write'],
  ] as const) {
    const res = await write(admin, 'post', '/api/admin/api-keys', { name, scopes: [scope] });
    keys[name] = CreatedApiKeySchema.parse(res.body).key;
  }
});
afterAll(() => t.close());

describe('who may call /api/admin/sales', () => {
  const routes = Object.values(adminSalesTable.routes).map(
    (r) => [r.method as Method, `/api${r.path.replace(':id', '1')}`, r.security?.scope] as const,
  );

  it('refuses anonymous callers (401), shoppers and dealers (403) on every route', async () => {
    for (const [method, url] of routes) {
      expect((await request(t.app)[method](url).send({})).status, `${method} ${url}`).toBe(401);
      for (const agent of [shopper, dealer]) {
        const res = await agent[method](url).send({});
        expect([res.status, codeOf(res)], `${method} ${url}`).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it('refuses a key without the route scope: reads need catalog:read, writes sales:write', async () => {
    for (const [method, url, scope] of routes) {
      for (const key of [keys.stock, scope === 'catalog:read' ? keys.sales : keys.read]) {
        const res = await request(t.app)[method](url).set(bearer(key)).send({});
        expect([res.status, codeOf(res)], `${method} ${url}`).toEqual([403, 'INSUFFICIENT_SCOPE']);
      }
    }
    await request(t.app).get('/api/admin/sales').set(bearer(keys.read)).expect(200);
  });

  it("checks the csrf token of an administrator's session writes, and never a key's", async () => {
    await clearSales();
    const noCsrf = await admin.post('/api/admin/sales').send({ sale: saleInput() });
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const created = await createSale({ sale: saleInput() });
    const del = await admin.delete(`/api/admin/sales/${created.id}`);
    expect([del.status, codeOf(del)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const byKey = await request(t.app)
      .post(`/api/admin/sales/${created.id}/deactivate`)
      .set(bearer(keys.sales))
      .send({});
    expect(byKey.status).toBe(200);
    expect(await activeSale()).toBeNull();
  });
});

describe('a sale started through the API', () => {
  it('shows on the storefront at once with its 20% sale price, and goes when deactivated', async () => {
    await clearSales();
    // Read (and cached) by the storefront before the sale exists.
    expect(await activeSale()).toBeNull();
    expect((await productOf('SAL-SUB')).sale).toBeNull();

    const sale = await createSale({ sale: saleInput() });
    expect(sale).toMatchObject({ runningNow: true, shownNow: true, position: 0 });
    expect(await activeSale()).toMatchObject({ name: 'Spring20', discountPercentage: 0.2 });
    const sub = await productOf('SAL-SUB');
    expect(sub.price).toBe(100);
    expect(sub.sale).toMatchObject({ price: 80, percent: 0.2, shortTitle: 'Spring Sale' });
    expect((await productOf('BF-DEAL')).sale).toMatchObject({ price: 35, percent: 0.3, isDailyDeal: true });
    expect((await productOf('SAL-NONE')).sale).toBeNull();
    expect((await productOf('SAL-LOW')).sale).toBeNull();
    // Dealers are never shown a sale.
    expect((await productOf('SAL-SUB', dealer)).sale).toBeNull();

    const off = await write(admin, 'post', `/api/admin/sales/${sale.id}/deactivate`);
    expect(AdminSaleSchema.parse(off.body)).toMatchObject({ runningNow: false, shownNow: false });
    expect(off.body.setting.saleIsActive).toBe(false);
    expect(await activeSale()).toBeNull();
    expect((await productOf('SAL-SUB')).sale).toBeNull();

    await write(admin, 'post', `/api/admin/sales/${sale.id}/activate`).then((r) =>
      expect(r.status).toBe(200),
    );
    expect((await productOf('SAL-SUB')).sale?.price).toBe(80);
  });

  it('can be started by an API key with sales:write', async () => {
    await clearSales();
    const res = await request(t.app)
      .post('/api/admin/sales')
      .set(bearer(keys.sales))
      .send({ sale: saleInput({ name: 'KeySale', discountPercentage: 0.25 }) });
    expect(res.status).toBe(201);
    expect((await productOf('SAL-SUB')).sale?.price).toBe(75);
  });

  it('edits every field, and the storefront shows the new setting at once', async () => {
    await clearSales();
    const sale = await createSale({ sale: saleInput() });
    await productOf('SAL-SUB');
    const edited = saleInput({
      name: 'Spring10',
      discountPercentage: 0.1,
      saleTextSettings: { shortSaleTitle: 'Spring!', normalSaleTitle: 'Spring Special: ' },
    });
    const res = await write(admin, 'put', `/api/admin/sales/${sale.id}`, { sale: edited });
    expect(res.status).toBe(200);
    expect(AdminSaleSchema.parse(res.body).setting).toMatchObject({
      name: 'Spring10',
      discountPercentage: 0.1,
      saleStartsAt: '2026-02-01T00:00:00.000Z',
    });
    expect((await productOf('SAL-SUB')).sale).toMatchObject({ price: 90, shortTitle: 'Spring!' });
    expect(await activeSale()).toMatchObject({ name: 'Spring10' });
  });

  it('is deleted, and the storefront shows no sale', async () => {
    await clearSales();
    const sale = await createSale({ sale: saleInput() });
    await activeSale();
    expect((await write(admin, 'delete', `/api/admin/sales/${sale.id}`)).status).toBe(204);
    expect(await activeSale()).toBeNull();
    expect((await admin.get(`/api/admin/sales/${sale.id}`)).status).toBe(404);
    expect((await write(admin, 'delete', `/api/admin/sales/${sale.id}`)).status).toBe(404);
  });
});

describe('the first active sale is the one shown', () => {
  it('keeps the stored order: a later running sale is not shown until it is moved first', async () => {
    await clearSales();
    const first = await createSale({ sale: saleInput() });
    const later = await createSale({ sale: saleInput({ name: 'Later10', discountPercentage: 0.1 }) });
    expect(later).toMatchObject({ position: 1, runningNow: true, shownNow: false });
    expect((await productOf('SAL-SUB')).sale?.price).toBe(80);

    const reordered = await write(admin, 'put', '/api/admin/sales/order', { ids: [later.id, first.id] });
    expect(reordered.status).toBe(200);
    const list = AdminSaleListSchema.parse(reordered.body);
    expect(list.shownNow).toBe('Later10');
    expect(list.sales.map((s) => [s.setting.name, s.position, s.shownNow])).toEqual([
      ['Later10', 0, true],
      ['Spring20', 1, false],
    ]);
    expect((await productOf('SAL-SUB')).sale?.price).toBe(90);
    expect(await activeSale()).toMatchObject({ name: 'Later10' });

    // A new sale placed first is shown; an expired or inactive one first is skipped.
    await createSale({ sale: saleInput({ name: 'Front5', discountPercentage: 0.05 }), position: 0 });
    expect((await productOf('SAL-SUB')).sale?.price).toBe(95);
    await createSale({
      sale: saleInput({ name: 'Gone', saleStartsAt: null, saleExpiresAt: '2026-01-01T00:00:00Z' }),
      position: 0,
    });
    await createSale({ sale: saleInput({ name: 'Off', saleIsActive: false }), position: 0 });
    const all = AdminSaleListSchema.parse((await admin.get('/api/admin/sales').expect(200)).body);
    expect(all.sales.map((s) => s.setting.name)).toEqual(['Off', 'Gone', 'Front5', 'Later10', 'Spring20']);
    expect(all.sales.map((s) => s.runningNow)).toEqual([false, false, true, true, true]);
    expect(all.shownNow).toBe('Front5');
    expect(await activeSale()).toMatchObject({ name: 'Front5' });
  });

  it('refuses an order that leaves out or adds a sale, and a taken name', async () => {
    await clearSales();
    const a = await createSale({ sale: saleInput() });
    await createSale({ sale: saleInput({ name: 'B' }) });
    const partial = await write(admin, 'put', '/api/admin/sales/order', { ids: [a.id] });
    expect([partial.status, codeOf(partial)]).toEqual([400, 'SALE_ORDER_MISMATCH']);
    const extra = await write(admin, 'put', '/api/admin/sales/order', { ids: [a.id, a.id + 1, 99_999] });
    expect([extra.status, codeOf(extra)]).toEqual([400, 'SALE_ORDER_MISMATCH']);
    const taken = await write(admin, 'post', '/api/admin/sales', { sale: saleInput({ name: 'B' }) });
    expect([taken.status, codeOf(taken)]).toEqual([409, 'SALE_NAME_TAKEN']);
    const renamed = await write(admin, 'put', `/api/admin/sales/${a.id}`, { sale: saleInput({ name: 'B' }) });
    expect([renamed.status, codeOf(renamed)]).toEqual([409, 'SALE_NAME_TAKEN']);
  });
});

describe('POST /api/admin/sales/preview', () => {
  it('answers what the storefront then shows: banner, badge, countdown, cart text and sale prices', async () => {
    await clearSales();
    const body = { sale: saleInput(), skus: ['sal-sub', 'BF-DEAL', 'SAL-NONE', 'SAL-LOW', 'NOPE-1'] };
    const res = await write(admin, 'post', '/api/admin/sales/preview', body);
    expect(res.status).toBe(200);
    const preview = SalePreviewSchema.parse(res.body);
    expect(preview).toMatchObject({
      runningNow: true,
      shownIfSaved: true,
      banner: {
        title: 'Spring Sales Event Special',
        percentOff: 20,
        links: [{ label: 'Shop subwoofers', href: '/collections/car-subwoofers' }],
        desktopImage: '/img/banners/spring-desktop.svg',
      },
      mobileBadge: 'SPRING SALE',
      countdown: { shown: true },
      cartText: 'Spring Sales Event Special: ',
      unknownSkus: ['NOPE-1'],
    });
    expect(preview.products.map((p) => [p.sku, p.sale?.price ?? null])).toEqual([
      ['SAL-SUB', 80],
      ['BF-DEAL', 35],
      ['SAL-NONE', null],
      ['SAL-LOW', null],
    ]);
    // Nothing was stored.
    expect(await activeSale()).toBeNull();

    await createSale({ sale: saleInput() });
    for (const p of preview.products) expect((await productOf(p.sku)).sale, p.sku).toEqual(p.sale);
    expect(await activeSale()).toMatchObject({ saleTextSettings: { normalSaleTitle: preview.cartText } });
  });

  it('says when a sale would not be shown: not running now, or behind a running one', async () => {
    await clearSales();
    const running = await createSale({ sale: saleInput() });
    const later = SalePreviewSchema.parse(
      (await write(admin, 'post', '/api/admin/sales/preview', { sale: saleInput({ name: 'New' }) })).body,
    );
    expect([later.runningNow, later.shownIfSaved]).toEqual([true, false]);
    // As an edit of the running sale it replaces it in place, so it is shown.
    const edit = SalePreviewSchema.parse(
      (
        await write(admin, 'post', '/api/admin/sales/preview', {
          sale: saleInput({ discountPercentage: 0.5 }),
          id: running.id,
          skus: ['SAL-SUB'],
        })
      ).body,
    );
    expect(edit).toMatchObject({ shownIfSaved: true, products: [{ sku: 'SAL-SUB', sale: { price: 50 } }] });
    const off = SalePreviewSchema.parse(
      (
        await write(admin, 'post', '/api/admin/sales/preview', {
          sale: saleInput({
            saleIsActive: false,
            layoutSettings: { ...saleInput().layoutSettings, showBanner: false },
          }),
          id: running.id,
        })
      ).body,
    );
    expect(off).toMatchObject({ runningNow: false, shownIfSaved: false, banner: null });
    const missing = await write(admin, 'post', '/api/admin/sales/preview', { sale: saleInput(), id: 99_999 });
    expect(missing.status).toBe(404);
    // A key with catalog:read may preview.
    await request(t.app)
      .post('/api/admin/sales/preview')
      .set(bearer(keys.read))
      .send({ sale: saleInput() })
      .expect(200);
  });
});

describe('bad input', () => {
  it('is refused with 400 and the error shape, never a 500, and nothing is stored', async () => {
    await clearSales();
    const valid = saleInput();
    const bodies: unknown[] = [
      {},
      { sale: {} },
      { sale: valid, role: 'admin' },
      { sale: { ...valid, id: 7 } },
      { sale: { ...valid, discountPercentage: 1 } },
      { sale: { ...valid, discountPercentage: -0.2 } },
      { sale: { ...valid, discountPercentage: '0.2' } },
      { sale: { ...valid, salePercentageDailyDeal: 20 } },
      { sale: { ...valid, saleExpiresAt: 'soon' } },
      { sale: { ...valid, saleStartsAt: '2026-05-01T00:00:00Z' } },
      { sale: { ...valid, name: '' } },
      { sale: { ...valid, name: 'x'.repeat(5000) } },
      { sale: { ...valid, name: 'A\u0000B' } },
      { sale: { ...valid, saleTextSettings: { shortSaleTitle: 'x', normalSaleTitle: 'y\u0000' } } },
      {
        sale: {
          ...valid,
          layoutSettings: {
            ...valid.layoutSettings,
            bannerLinks: [{ label: 'x', href: 'javascript:alert(1)' }],
          },
        },
      },
      {
        sale: { ...valid, layoutSettings: { ...valid.layoutSettings, desktopImage: '//evil.example/a.png' } },
      },
      { sale: { ...valid, layoutSettings: { ...valid.layoutSettings, overlays: null } } },
      { sale: valid, position: -1 },
      { sale: valid, position: 1.5 },
      [valid],
      'sale',
    ];
    for (const body of bodies) {
      const res = await write(admin, 'post', '/api/admin/sales', body as object);
      expect(res.status, JSON.stringify(body).slice(0, 200)).toBe(400);
      expect(codeOf(res)).toBe('VALIDATION_FAILED');
    }
    for (const url of [
      '/api/admin/sales/abc',
      '/api/admin/sales/-1',
      '/api/admin/sales/1e309',
      '/api/admin/sales/0',
    ])
      expect((await admin.get(url)).status, url).toBe(400);
    for (const body of [
      { sale: valid, skus: ['<script>'] },
      { sale: valid, skus: 'SAL-SUB' },
      { sale: valid, id: 'x' },
    ])
      expect((await write(admin, 'post', '/api/admin/sales/preview', body)).status).toBe(400);
    for (const body of [{ ids: [] }, { ids: [1, 1] }, { ids: ['1'] }, {}])
      expect((await write(admin, 'put', '/api/admin/sales/order', body)).status).toBe(400);
    expect(AdminSaleListSchema.parse((await admin.get('/api/admin/sales').expect(200)).body).sales).toEqual(
      [],
    );
  });
});

describe('the audit log', () => {
  it('records each change with its actor, before and after', async () => {
    await clearSales();
    // SQLite gives a deleted sale's id to the next one: this test reads only its own entries.
    const since =
      AuditListSchema.parse((await admin.get('/api/admin/audit?pageSize=1').expect(200)).body).entries[0]
        ?.id ?? 0;
    const sale = await createSale({ sale: saleInput() });
    await write(admin, 'put', `/api/admin/sales/${sale.id}`, {
      sale: saleInput({ discountPercentage: 0.3 }),
    });
    // The same setting again changes nothing and records nothing.
    await write(admin, 'put', `/api/admin/sales/${sale.id}`, {
      sale: saleInput({ discountPercentage: 0.3 }),
    });
    await request(t.app)
      .post(`/api/admin/sales/${sale.id}/deactivate`)
      .set(bearer(keys.sales))
      .send({})
      .expect(200);
    await write(admin, 'delete', `/api/admin/sales/${sale.id}`);
    const audit = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=sale&entity_id=${sale.id}`).expect(200)).body,
    );
    const entries = audit.entries.filter((e) => e.id > since);
    expect(entries.map((e) => e.action)).toEqual([
      'sale.delete',
      'sale.deactivate',
      'sale.update',
      'sale.create',
    ]);
    const [deleted, deactivated, updated, created] = entries;
    expect(created).toMatchObject({ before: null, after: { position: 0, setting: { name: 'Spring20' } } });
    expect(created?.actor).toMatch(/^user:\d+$/);
    expect(updated).toMatchObject({
      before: { discountPercentage: 0.2 },
      after: { discountPercentage: 0.3 },
    });
    expect(deactivated).toMatchObject({ before: { saleIsActive: true }, after: { saleIsActive: false } });
    expect(deactivated?.actor).toMatch(/^api-key:\d+$/);
    expect(deleted).toMatchObject({ after: null, before: { setting: { discountPercentage: 0.3 } } });
  });
});

describe('the sales routes in OpenAPI', () => {
  it('state their scopes: reads catalog:read, writes sales:write', async () => {
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(doc.paths['/api/admin/sales']?.get?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['catalog:read'] },
    ]);
    expect(doc.paths['/api/admin/sales']?.post?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['sales:write'] },
    ]);
    expect(doc.paths['/api/admin/sales/{id}']?.delete?.security).toEqual([
      { adminSession: [] },
      { apiKey: ['sales:write'] },
    ]);
  });
});

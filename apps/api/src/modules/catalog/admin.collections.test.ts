/**
 * /api/admin/collections and /api/admin/menu over HTTP against the real store (decision 044): who may call them,
 * csrf on session writes, a collection's texts, banners, flags and products in order shown at once by
 * GET /api/collections/..., new collections and sub-collections, the menu's flags, entries and order shown by
 * GET /api/menu, bad input refused with 400, and every change in the audit log.
 */
import {
  AdminCollectionDetailSchema,
  AdminCollectionListSchema,
  AdminMenuSchema,
  AuditListSchema,
  CollectionResponseSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  MenuResponseSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, TEST_NOW, type TestApp } from '../../test/make-app.js';
import { makeCollection, makeProduct, makeRunningSale } from '../../test/shop-factories.js';
import { adminCollectionsTable } from './admin.collections.routes.js';
import { adminMenuTable } from '../menu/admin.menu.routes.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let collectionId: number;
let categoryId: number;
let menuCollectionId: number;
const keys: Record<'write' | 'read' | 'sales', string> = { write: '', read: '', sales: '' };

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

/** A session write with its csrf token (in the body; a DELETE's in X-CSRF-Token). */
async function write(agent: Agent, method: Exclude<Method, 'get'>, url: string, body: object = {}) {
  const csrfToken = await csrfOf(agent);
  if (method === 'delete') return agent.delete(url).set('X-CSRF-Token', csrfToken);
  return agent[method](url).send({ ...body, csrfToken });
}

const page = async (handle: string) =>
  CollectionResponseSchema.parse((await request(t.app).get(`/api/collections/${handle}`).expect(200)).body);
const skusOn = async (handle: string) => (await page(handle)).products.map((p) => p.sku);
const storefrontMenu = async () =>
  MenuResponseSchema.parse((await request(t.app).get('/api/menu').expect(200)).body);
const detailOf = (res: request.Response) => {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return AdminCollectionDetailSchema.parse(res.body);
};
const menuOf = (res: request.Response) => {
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return AdminMenuSchema.parse(res.body);
};

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000 } });
  collectionId = await makeCollection(t.db, 'adm-subs');
  for (const sku of ['COL-A', 'COL-B', 'COL-C']) await makeProduct(t.db, { sku, tpa: 10 });
  await makeProduct(t.db, { sku: 'COL-OFF', enabled: false });
  await makeProduct(t.db, { sku: 'COL-PRE', tpa: 0, lv: 0, preorder: true });
  ({ id: categoryId } = await t.db
    .insertInto('menu_categories')
    .values({ title: 'Subwoofers', handle: 'adm-subs', group_side: 'left', mobile_only: 0, position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow());
  ({ id: menuCollectionId } = await t.db
    .insertInto('menu_collections')
    .values({ category_id: categoryId, title: 'All subs', handle: 'adm-subs', position: 0 })
    .returning('id')
    .executeTakeFirstOrThrow());
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  for (const [name, scope] of [
    ['write', 'catalog:write'],
    ['read', 'catalog:read'],
    ['sales', 'sales:write'],
  ] as const) {
    const res = await write(admin, 'post', '/api/admin/api-keys', { name, scopes: [scope] });
    keys[name] = CreatedApiKeySchema.parse(res.body).key;
  }
});
afterAll(() => t.close());

describe('who may call /api/admin/collections and /api/admin/menu', () => {
  const routes = [adminCollectionsTable, adminMenuTable]
    .flatMap((table) => Object.values(table.routes))
    .map(
      (r) =>
        [
          r.method as Method,
          `/api${r.path.replace(':id', String(collectionId)).replace(':sku', 'COL-A')}`,
          r.security?.scope,
        ] as const,
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

  it('refuses a key without the route scope: reads need catalog:read, writes catalog:write', async () => {
    for (const [method, url, scope] of routes)
      for (const key of [keys.sales, scope === 'catalog:read' ? keys.write : keys.read]) {
        const res = await request(t.app)[method](url).set(bearer(key)).send({});
        expect([res.status, codeOf(res)], `${method} ${url}`).toEqual([403, 'INSUFFICIENT_SCOPE']);
      }
    await request(t.app).get('/api/admin/collections').set(bearer(keys.read)).expect(200);
    await request(t.app).get('/api/admin/menu').set(bearer(keys.read)).expect(200);
  });

  it("checks the csrf token of an administrator's session writes", async () => {
    for (const [method, url] of [
      ['patch', `/api/admin/collections/${collectionId}`],
      ['put', `/api/admin/collections/${collectionId}/products`],
      ['delete', `/api/admin/collections/${collectionId}/products/COL-A`],
      ['patch', `/api/admin/menu/collections/${menuCollectionId}`],
      ['put', '/api/admin/menu/order'],
    ] as const) {
      const res = await admin[method](url).send({ title: 'x', skus: [], is_hidden: true });
      expect([res.status, codeOf(res)], `${method} ${url}`).toEqual([403, 'CSRF_TOKEN_INVALID']);
    }
  });
});

describe("a collection's products", () => {
  it('take the order given, and the storefront page shows each change at once', async () => {
    expect(await skusOn('adm-subs')).toEqual([]);
    const set = detailOf(
      await write(admin, 'put', `/api/admin/collections/${collectionId}/products`, {
        skus: ['col-c', 'COL-A'],
      }),
    );
    expect(set.products.map((p) => [p.sku, p.position])).toEqual([
      ['COL-C', 0],
      ['COL-A', 1],
    ]);
    expect(await skusOn('adm-subs')).toEqual(['COL-C', 'COL-A']);

    detailOf(
      await write(admin, 'post', `/api/admin/collections/${collectionId}/products`, {
        skus: ['COL-B'],
        position: 0,
      }),
    );
    expect(await skusOn('adm-subs')).toEqual(['COL-B', 'COL-C', 'COL-A']);

    // Listed again, a member moves (here to the end).
    detailOf(
      await write(admin, 'post', `/api/admin/collections/${collectionId}/products`, { skus: ['COL-B'] }),
    );
    expect(await skusOn('adm-subs')).toEqual(['COL-C', 'COL-A', 'COL-B']);

    detailOf(await write(admin, 'delete', `/api/admin/collections/${collectionId}/products/col-a`));
    expect(await skusOn('adm-subs')).toEqual(['COL-C', 'COL-B']);
    expect((await page('adm-subs')).count).toBe(2);
    const gone = await write(admin, 'delete', `/api/admin/collections/${collectionId}/products/COL-A`);
    expect([gone.status, codeOf(gone)]).toEqual([404, 'NOT_FOUND']);
  });

  it('keep a disabled product off the page and list a pre-order item last, as the storefront does', async () => {
    const detail = detailOf(
      await write(admin, 'put', `/api/admin/collections/${collectionId}/products`, {
        skus: ['COL-PRE', 'COL-OFF', 'COL-A'],
      }),
    );
    expect(detail.products.map((p) => [p.sku, p.enabled, p.preordered])).toEqual([
      ['COL-PRE', true, true],
      ['COL-OFF', false, false],
      ['COL-A', true, false],
    ]);
    expect(await skusOn('adm-subs')).toEqual(['COL-A', 'COL-PRE']);
  });

  it('change nothing when a sku is unknown, and name every unknown one', async () => {
    const before = await skusOn('adm-subs');
    const res = await write(admin, 'put', `/api/admin/collections/${collectionId}/products`, {
      skus: ['COL-A', 'NOPE-1', 'NOPE-2'],
    });
    expect([res.status, codeOf(res)]).toEqual([400, 'UNKNOWN_SKU']);
    expect(ErrorBodySchema.parse(res.body).error.details).toEqual({ unknown: ['NOPE-1', 'NOPE-2'] });
    expect(await skusOn('adm-subs')).toEqual(before);
  });

  it('can be set by an API key with catalog:write', async () => {
    await request(t.app)
      .put(`/api/admin/collections/${collectionId}/products`)
      .set(bearer(keys.write))
      .send({ skus: ['COL-A', 'COL-B'] })
      .expect(200);
    expect(await skusOn('adm-subs')).toEqual(['COL-A', 'COL-B']);
  });
});

describe("a collection's texts, banners and flags", () => {
  it('are edited and shown by the storefront at once', async () => {
    await page('adm-subs');
    const res = await write(admin, 'patch', `/api/admin/collections/${collectionId}`, {
      title: 'Admin Subwoofers',
      collection_page_title: 'Shop Admin Subwoofers',
      description: 'Deep bass.\nEvery size.',
      seo_description: 'Subwoofers for every car',
      no_sale_banner_image: '/img/banners/subs-no-sale.svg',
      sale_banner_image: '/img/banners/subs-sale.svg',
      hide_pricing: true,
    });
    expect(detailOf(res).collection).toMatchObject({ title: 'Admin Subwoofers', hide_pricing: true });
    const shown = (await page('adm-subs')).collection;
    expect(shown).toMatchObject({
      title: 'Admin Subwoofers',
      collection_page_title: 'Shop Admin Subwoofers',
      collection_description: 'Deep bass.\nEvery size.',
      collection_seo_description: 'Subwoofers for every car',
      bannerImage: '/img/banners/subs-no-sale.svg',
      hidePricing: true,
    });
    // While a sale runs the page shows the sale banner.
    await makeRunningSale(t.db, TEST_NOW);
    t.changes.publish('catalog');
    expect((await page('adm-subs')).collection.bannerImage).toBe('/img/banners/subs-sale.svg');
    await t.db.deleteFrom('sales').execute();
    t.changes.publish('catalog');
  });

  it('make a new collection and sub-collection with their pages, refusing a taken handle', async () => {
    const made = await write(admin, 'post', '/api/admin/collections', {
      handle: 'adm-new',
      title: 'New line',
    });
    expect(made.status).toBe(201);
    const parent = AdminCollectionDetailSchema.parse(made.body).collection;
    expect(parent).toMatchObject({
      full_handle: 'adm-new',
      collection_page_title: 'New line',
      product_count: 0,
    });
    expect((await page('adm-new')).collection.title).toBe('New line');

    const sub = await write(admin, 'post', '/api/admin/collections', {
      handle: 'adm-sub',
      parent_id: parent.id,
      title: 'Sub line',
    });
    expect(sub.status).toBe(201);
    const subId = AdminCollectionDetailSchema.parse(sub.body).collection.id;
    await write(admin, 'put', `/api/admin/collections/${subId}/products`, { skus: ['COL-C'] });
    expect(await skusOn('adm-new/adm-sub')).toEqual(['COL-C']);
    expect((await page('adm-new')).collection.subCollections).toEqual([
      { handle: 'adm-sub', title: 'Sub line' },
    ]);

    const taken = await write(admin, 'post', '/api/admin/collections', { handle: 'adm-new', title: 'Again' });
    expect([taken.status, codeOf(taken)]).toEqual([409, 'HANDLE_TAKEN']);
    const deep = await write(admin, 'post', '/api/admin/collections', {
      handle: 'adm-deep',
      parent_id: subId,
      title: 'Too deep',
    });
    expect([deep.status, codeOf(deep)]).toEqual([400, 'PARENT_NOT_TOP_LEVEL']);
    const orphan = await write(admin, 'post', '/api/admin/collections', {
      handle: 'adm-orphan',
      parent_id: 99_999,
      title: 'Orphan',
    });
    expect([orphan.status, codeOf(orphan)]).toEqual([400, 'UNKNOWN_PARENT']);

    const list = AdminCollectionListSchema.parse(
      (await admin.get('/api/admin/collections').expect(200)).body,
    );
    expect(list.collections.map((c) => [c.full_handle, c.product_count])).toEqual(
      expect.arrayContaining([
        ['adm-new', 0],
        ['adm-new/adm-sub', 1],
      ]),
    );
    expect((await admin.get('/api/admin/collections/99999')).status).toBe(404);
  });
});

describe('the menu', () => {
  it("shows the flags it is given on the storefront's menu at once", async () => {
    expect((await storefrontMenu()).categories[0]).toMatchObject({ mobileOnly: false });
    menuOf(
      await write(admin, 'patch', `/api/admin/menu/collections/${menuCollectionId}`, {
        is_hidden: true,
        hide_pricing: true,
        title: 'Every subwoofer',
        slug: 'collections/adm-subs?sizes=12',
      }),
    );
    menuOf(await write(admin, 'patch', `/api/admin/menu/categories/${categoryId}`, { mobile_only: true }));
    const category = (await storefrontMenu()).categories[0];
    expect(category).toMatchObject({ mobileOnly: true });
    expect(category?.collections[0]).toMatchObject({
      title: 'Every subwoofer',
      isHidden: true,
      hidePricing: true,
      slug: 'collections/adm-subs?sizes=12',
    });
  });

  it('adds, orders and removes entries, shown by the storefront at once', async () => {
    const created = await write(admin, 'post', '/api/admin/menu/collections', {
      category_id: categoryId,
      title: '12 inch',
      handle: 'adm-subs/adm-12',
    });
    expect(created.status).toBe(201);
    const newId = (created.body as { id: number }).id;
    const titles = async () => (await storefrontMenu()).categories[0]?.collections.map((c) => c.title);
    expect(await titles()).toEqual(['Every subwoofer', '12 inch']);

    menuOf(
      await write(admin, 'put', '/api/admin/menu/order', {
        kind: 'collections',
        ids: [newId, menuCollectionId],
      }),
    );
    expect(await titles()).toEqual(['12 inch', 'Every subwoofer']);

    const partial = await write(admin, 'put', '/api/admin/menu/order', { kind: 'collections', ids: [newId] });
    expect([partial.status, codeOf(partial)]).toEqual([400, 'MENU_ORDER_MISMATCH']);
    const mixed = await write(admin, 'put', '/api/admin/menu/order', {
      kind: 'collections',
      ids: [newId, categoryId + 1000],
    });
    expect(mixed.status).toBe(400);

    const link = await write(admin, 'post', '/api/admin/menu/products', {
      menu_collection_id: newId,
      sku: 'col-a',
      override_title: 'The A sub',
    });
    expect(link.status).toBe(201);
    const linkId = (link.body as { id: number }).id;
    const products = async () =>
      (await storefrontMenu()).categories[0]?.collections.find((c) => c.id === newId)?.products;
    expect(await products()).toEqual([expect.objectContaining({ sku: 'COL-A', overrideTitle: 'The A sub' })]);
    menuOf(await write(admin, 'patch', `/api/admin/menu/products/${linkId}`, { subtitle: '12" D2' }));
    expect(await products()).toEqual([expect.objectContaining({ subtitle: '12" D2' })]);
    const unknown = await write(admin, 'post', '/api/admin/menu/products', {
      category_id: categoryId,
      sku: 'NOPE',
    });
    expect([unknown.status, codeOf(unknown)]).toEqual([400, 'UNKNOWN_SKU']);

    expect((await write(admin, 'delete', `/api/admin/menu/products/${linkId}`)).status).toBe(204);
    expect(await products()).toEqual([]);
    expect((await write(admin, 'delete', `/api/admin/menu/collections/${newId}`)).status).toBe(204);
    expect(await titles()).toEqual(['Every subwoofer']);
    expect((await write(admin, 'delete', `/api/admin/menu/collections/${newId}`)).status).toBe(404);
    expect(
      (await write(admin, 'patch', `/api/admin/menu/products/${linkId}`, { subtitle: 'x' })).status,
    ).toBe(404);

    const menu = AdminMenuSchema.parse((await admin.get('/api/admin/menu').expect(200)).body);
    expect(menu.categories[0]?.collections[0]).toMatchObject({ id: menuCollectionId, is_hidden: true });
  });
});

describe('bad input', () => {
  it('is refused with 400 and the error shape, never a 500', async () => {
    const cases: [Exclude<Method, 'get'>, string, unknown][] = [
      ['patch', `/api/admin/collections/${collectionId}`, {}],
      ['patch', `/api/admin/collections/${collectionId}`, { full_handle: 'x' }],
      ['patch', `/api/admin/collections/${collectionId}`, { title: '' }],
      ['patch', `/api/admin/collections/${collectionId}`, { title: 'x'.repeat(10_000) }],
      ['patch', `/api/admin/collections/${collectionId}`, { hide_pricing: 'yes' }],
      ['patch', `/api/admin/collections/${collectionId}`, { page_image: 'javascript:alert(1)' }],
      ['patch', `/api/admin/collections/${collectionId}`, { description: 'a\u0000b' }],
      ['put', `/api/admin/collections/${collectionId}/products`, { skus: 'COL-A' }],
      ['put', `/api/admin/collections/${collectionId}/products`, { skus: ['COL-A', 'col-a'] }],
      ['put', `/api/admin/collections/${collectionId}/products`, { skus: [{ sku: 'COL-A' }] }],
      ['post', `/api/admin/collections/${collectionId}/products`, { skus: ['COL-A'], position: -1 }],
      ['post', '/api/admin/collections', { handle: 'Bad Handle', title: 'x' }],
      ['post', '/api/admin/collections', { handle: 'ok', title: 'x', id: 1 }],
      ['put', '/api/admin/menu/order', { kind: 'collections', ids: [] }],
      ['put', '/api/admin/menu/order', { kind: 'pages', ids: [1] }],
      ['patch', `/api/admin/menu/collections/${menuCollectionId}`, { slug: 'javascript:alert(1)' }],
      ['patch', `/api/admin/menu/collections/${menuCollectionId}`, { category_id: 5 }],
      ['patch', `/api/admin/menu/categories/${categoryId}`, { group_side: 'middle' }],
      ['post', '/api/admin/menu/collections', { category_id: 99_999, title: 'x', handle: 'x' }],
      [
        'post',
        '/api/admin/menu/collections',
        { category_id: categoryId, parent_id: 99_999, title: 'x', handle: 'x' },
      ],
      ['post', '/api/admin/menu/products', { category_id: categoryId, menu_collection_id: 1, sku: 'COL-A' }],
      ['post', '/api/admin/menu/products', { menu_collection_id: 99_999, sku: 'COL-A' }],
    ];
    for (const [method, url, body] of cases) {
      const res = await write(admin, method, url, body as object);
      expect(res.status, `${method} ${url} ${JSON.stringify(body).slice(0, 100)}`).toBe(400);
      ErrorBodySchema.parse(res.body);
    }
    for (const url of [
      '/api/admin/collections/abc',
      '/api/admin/collections/0',
      '/api/admin/collections/1e309',
    ])
      expect((await admin.get(url)).status, url).toBe(400);
    const badSku = await write(
      admin,
      'delete',
      `/api/admin/collections/${collectionId}/products/${'%3Cx%3E'}`,
    );
    expect(badSku.status).toBe(400);
    expect(await skusOn('adm-subs')).toEqual(['COL-A', 'COL-B']);
  });
});

describe('the audit log', () => {
  it('records collection and menu changes with their actor, before and after', async () => {
    await write(admin, 'patch', `/api/admin/collections/${collectionId}`, { title: 'Audited' });
    await request(t.app)
      .put(`/api/admin/collections/${collectionId}/products`)
      .set(bearer(keys.write))
      .send({ skus: ['COL-B', 'COL-A'] })
      .expect(200);
    const entries = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=collection&entity_id=${collectionId}`).expect(200)).body,
    ).entries;
    expect(entries[0]).toMatchObject({
      action: 'collection.products',
      before: { skus: ['COL-A', 'COL-B'] },
      after: { skus: ['COL-B', 'COL-A'] },
    });
    expect(entries[0]?.actor).toMatch(/^api-key:\d+$/);
    expect(entries[1]).toMatchObject({
      action: 'collection.update',
      before: { title: 'Admin Subwoofers' },
      after: { title: 'Audited' },
    });
    expect(entries[1]?.actor).toMatch(/^user:\d+$/);

    const menu = AuditListSchema.parse(
      (await admin.get(`/api/admin/audit?entity=menu-collection&entity_id=${menuCollectionId}`).expect(200))
        .body,
    ).entries;
    expect(menu.map((e) => e.action)).toContain('menu-collection.update');
    expect(menu.find((e) => e.action === 'menu-collection.update')).toMatchObject({
      before: { is_hidden: 0, hide_pricing: 0 },
      after: { is_hidden: 1, hide_pricing: 1 },
    });
  });
});

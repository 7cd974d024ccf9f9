/**
 * DELETE /api/admin/collections/:id and the menu's categories over HTTP against the real store (decision 044):
 * a deleted collection's page answers 404 at once (its cached answer too), its membership and the menu entries
 * that open it go in the same write, its products stay; refused with 409 while sub-collections or a menu
 * category need it; categories made, renamed, reordered and deleted, shown by GET /api/menu at once; audited.
 */
import {
  AdminMenuSchema,
  AuditListSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  MenuResponseSchema,
} from '@shop/domain';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeCollection, makeProduct } from '../../test/shop-factories.js';

let t: TestApp;
let admin: Agent;
let readKey = '';
let writeKey = '';

const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function write(agent: Agent, method: 'post' | 'patch' | 'put' | 'delete', url: string, body = {}) {
  const csrfToken = await csrfOf(agent);
  if (method === 'delete') return agent.delete(url).set('X-CSRF-Token', csrfToken);
  return agent[method](url).send({ ...body, csrfToken });
}
const storefrontMenu = async () =>
  MenuResponseSchema.parse((await request(t.app).get('/api/menu').expect(200)).body);
const auditOf = async (entity: string, id: number) =>
  AuditListSchema.parse(
    (await admin.get(`/api/admin/audit?entity=${entity}&entity_id=${id}`).expect(200)).body,
  ).entries;

async function category(title: string, handle: string, position: number): Promise<number> {
  return (
    await t.db
      .insertInto('menu_categories')
      .values({ title, handle, group_side: 'left', mobile_only: 0, position })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}
async function menuCollection(categoryId: number, handle: string, slug: string | null = null) {
  return (
    await t.db
      .insertInto('menu_collections')
      .values({ category_id: categoryId, title: handle, handle, slug, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
}

beforeAll(async () => {
  t = await makeApp({ seed: false, configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 10_000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  for (const [scope, set] of [
    ['catalog:read', (k: string) => (readKey = k)],
    ['catalog:write', (k: string) => (writeKey = k)],
  ] as const) {
    const res = await write(admin, 'post', '/api/admin/api-keys', { name: scope, scopes: [scope] });
    set(CreatedApiKeySchema.parse(res.body).key);
  }
});
afterAll(() => t.close());

describe('deleting a collection', () => {
  it('drops its page at once, with its membership and the menu entries that open it; its products stay', async () => {
    const id = await makeCollection(t.db, 'del-wire');
    const { id: productId } = await makeProduct(t.db, { sku: 'DEL-A', tpa: 5 });
    await t.db
      .insertInto('collection_products')
      .values({ collection_id: id, product_id: productId, position: 0 })
      .execute();
    await t.db
      .updateTable('products')
      .set({ primary_collection_id: id })
      .where('id', '=', productId)
      .execute();
    const categoryId = await category('Wiring', 'del-other', 0);
    const opening = await menuCollection(categoryId, 'del-wire');
    const bySlug = await menuCollection(categoryId, 'elsewhere', 'collections/del-wire?gauge=4');
    const kept = await menuCollection(categoryId, 'del-other');
    const link = await t.db
      .insertInto('menu_products')
      .values({ menu_collection_id: opening, product_id: productId, position: 0 })
      .returning('id')
      .executeTakeFirstOrThrow();

    // The page is answered (and cached) before the deletion.
    await request(t.app).get('/api/collections/del-wire').expect(200);
    let published = 0;
    const stop = t.changes.subscribe('catalog', () => published++);
    const res = await write(admin, 'delete', `/api/admin/collections/${id}`);
    stop();
    expect(res.status, JSON.stringify(res.body)).toBe(204);
    expect(published).toBe(1);

    const gone = await request(t.app).get('/api/collections/del-wire');
    expect([gone.status, codeOf(gone)]).toEqual([404, 'NOT_FOUND']);
    expect(
      await t.db.selectFrom('collection_products').selectAll().where('collection_id', '=', id).execute(),
    ).toEqual([]);
    const product = await t.db
      .selectFrom('products')
      .select(['sku', 'primary_collection_id'])
      .where('id', '=', productId)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ sku: 'DEL-A', primary_collection_id: null });
    const menuIds = (await t.db.selectFrom('menu_collections').select('id').execute()).map((r) => r.id);
    expect(menuIds).toEqual([kept]);
    expect(await t.db.selectFrom('menu_products').selectAll().where('id', '=', link.id).execute()).toEqual(
      [],
    );
    const storefront = await storefrontMenu();
    expect(storefront.categories.find((c) => c.id === categoryId)?.collections.map((c) => c.id)).toEqual([
      kept,
    ]);

    const [entry] = await auditOf('collection', id);
    expect(entry).toMatchObject({
      action: 'collection.delete',
      after: null,
      before: {
        full_handle: 'del-wire',
        skus: ['DEL-A'],
        primary_of: ['DEL-A'],
        menu_collections: [opening, bySlug],
      },
    });
    expect((await auditOf('menu-collection', bySlug))[0]).toMatchObject({ action: 'menu-collection.delete' });

    const again = await write(admin, 'delete', `/api/admin/collections/${id}`);
    expect([again.status, codeOf(again)]).toEqual([404, 'NOT_FOUND']);
  });

  it('is refused with 409 while it has sub-collections or a menu category opens it, changing nothing', async () => {
    const parent = await makeCollection(t.db, 'del-subs');
    const child = (
      await t.db
        .insertInto('collections')
        .values({
          handle: 'del-8',
          full_handle: 'del-subs/del-8',
          parent_id: parent,
          title: '8 inch',
          collection_page_title: '8 inch',
          position: 0,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    const res = await write(admin, 'delete', `/api/admin/collections/${parent}`);
    expect([res.status, codeOf(res)]).toEqual([409, 'COLLECTION_IN_USE']);
    const error = ErrorBodySchema.parse(res.body).error;
    expect(error.message).toContain('del-subs/del-8');
    expect(error.details).toEqual({ sub_collections: ['del-subs/del-8'], menu_categories: [] });

    const categoryId = await category('Subwoofers', 'DEL-SUBS/del-8', 1);
    const opened = await request(t.app).delete(`/api/admin/collections/${child}`).set(bearer(writeKey));
    expect([opened.status, codeOf(opened)]).toEqual([409, 'COLLECTION_IN_USE']);
    expect(ErrorBodySchema.parse(opened.body).error.details).toEqual({
      sub_collections: [],
      menu_categories: [{ id: categoryId, title: 'Subwoofers' }],
    });
    await request(t.app).get('/api/collections/del-subs/del-8').expect(200);
    expect(await auditOf('collection', child)).toEqual([]);

    // Once the category opens another collection, the sub-collection goes, then its parent.
    await write(admin, 'patch', `/api/admin/menu/categories/${categoryId}`, { handle: 'del-other' });
    await request(t.app).delete(`/api/admin/collections/${child}`).set(bearer(writeKey)).expect(204);
    expect((await write(admin, 'delete', `/api/admin/collections/${parent}`)).status).toBe(204);
    await request(t.app).get('/api/collections/del-subs').expect(404);
  });

  it('takes catalog:write and a session csrf token; bad ids are 400', async () => {
    const id = await makeCollection(t.db, 'del-guarded');
    const read = await request(t.app).delete(`/api/admin/collections/${id}`).set(bearer(readKey));
    expect([read.status, codeOf(read)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    const noCsrf = await admin.delete(`/api/admin/collections/${id}`);
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    for (const bad of ['abc', '0', '-1', '1e309'])
      expect((await write(admin, 'delete', `/api/admin/collections/${bad}`)).status, bad).toBe(400);
    await request(t.app).get('/api/collections/del-guarded').expect(200);
  });
});

describe("the menu's categories", () => {
  it('are made, renamed, flagged, reordered and deleted, shown by the storefront at once', async () => {
    const first = (await storefrontMenu()).categories.map((c) => c.id);
    const made = await write(admin, 'post', '/api/admin/menu/categories', {
      title: 'Marine',
      handle: 'marine-audio',
      group_side: 'right',
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const { id, menu } = made.body as { id: number; menu: unknown };
    expect(AdminMenuSchema.parse(menu).categories.at(-1)).toMatchObject({
      id,
      title: 'Marine',
      handle: 'marine-audio',
      group_side: 'right',
      mobile_only: false,
      collections: [],
    });
    expect((await storefrontMenu()).categories.map((c) => c.id)).toEqual([...first, id]);

    await write(admin, 'patch', `/api/admin/menu/categories/${id}`, {
      title: 'Marine audio',
      mobile_only: true,
    });
    expect((await storefrontMenu()).categories.find((c) => c.id === id)).toMatchObject({
      category: 'Marine audio',
      mobileOnly: true,
    });
    const order = [id, ...first];
    expect(
      (await write(admin, 'put', '/api/admin/menu/order', { kind: 'categories', ids: order })).status,
    ).toBe(200);
    expect((await storefrontMenu()).categories.map((c) => c.id)).toEqual(order);

    const under = await write(admin, 'post', '/api/admin/menu/collections', {
      category_id: id,
      title: 'Marine subs',
      handle: 'marine-audio',
    });
    expect(under.status).toBe(201);
    await request(t.app).delete(`/api/admin/menu/categories/${id}`).set(bearer(readKey)).expect(403);
    expect((await write(admin, 'delete', `/api/admin/menu/categories/${id}`)).status).toBe(204);
    expect((await storefrontMenu()).categories.map((c) => c.id)).toEqual(first);
    expect(
      await t.db.selectFrom('menu_collections').select('id').where('category_id', '=', id).execute(),
    ).toEqual([]);
    expect((await write(admin, 'delete', `/api/admin/menu/categories/${id}`)).status).toBe(404);

    const history = await auditOf('menu-category', id);
    expect(history.map((e) => e.action)).toEqual([
      'menu-category.delete',
      'menu-category.reorder',
      'menu-category.update',
      'menu-category.create',
    ]);
    expect(history[0]).toMatchObject({ before: { title: 'Marine audio', entries: 1 }, after: null });
  });

  it('refuses a bad new category with 400 and the error shape', async () => {
    for (const body of [
      {},
      { title: 'x' },
      { title: 'x', handle: 'Not A Handle' },
      { title: '', handle: 'x' },
      { title: 'x', handle: 'x', group_side: 'up' },
      { title: 'x', handle: 'x', mobile_only: 'yes' },
      { title: 'x', handle: 'x', position: 3 },
      { title: 'x', handle: 'x', image_url: 'javascript:alert(1)' },
    ]) {
      const res = await write(admin, 'post', '/api/admin/menu/categories', body);
      expect([res.status, codeOf(res)], JSON.stringify(body)).toEqual([400, 'VALIDATION_FAILED']);
    }
  });
});

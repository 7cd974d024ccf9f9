/**
 * A collection page's count reads collection_member_counts (migration 019), a summary that triggers keep. These
 * tests hold it to what it replaces, on both stores: after every kind of write (memberships, visibility, skus,
 * deletions, the back office's product and collection routes, the catalogue CSV import) the summary equals the
 * scan of each collection's visible members with a shown sku, and the collection page answers the scan's count.
 */
import { CollectionResponseSchema, EXCLUDED_SKU_SUBSTRINGS } from '@shop/domain';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';
import { adminWrite } from '../../test/admin-helpers.js';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { createCatalogRepo } from './catalog.repo.js';

/** The count as it was answered before the summary: each collection's visible members with a shown sku. */
const scanned = (db: Db) =>
  db
    .selectFrom('collection_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .select((eb) => ['cp.collection_id', eb.fn.countAll<number>().as('n')])
    .where('cp.is_visible', '=', 1)
    .where(shownSku('p.sku'))
    .groupBy('cp.collection_id')
    .execute();

const summary = (db: Db) =>
  db.selectFrom('collection_member_counts').select(['collection_id', 'n']).execute();

const byId = (rows: { collection_id: number; n: number | string }[]) =>
  Object.fromEntries(rows.map((r) => [r.collection_id, Number(r.n)]));

/** A sku the storefront never shows (the excluded substring, in lower case: the check ignores case). */
const hiddenSku = (id: number) => `x-${EXCLUDED_SKU_SUBSTRINGS[0]!.toLowerCase()}-${id}`;

let t: TestApp;
let admin: Agent;

beforeAll(async () => {
  t = await makeApp({ configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 100_000 } });
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
});
afterAll(() => t.close());

const idOf = async (fullHandle: string) => (await createCatalogRepo(t.db).collectionByHandle(fullHandle))!.id;
const productId = async (sku: string) =>
  (await t.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id;

/**
 * The summary equals the scan (no row at 0), and the pages of `handles` (all collections when left out) answer
 * the scan's count. A write behind the app's back is published first, as a write through the shop would be.
 */
async function expectInStep(handles?: readonly string[]) {
  const scan = byId(await scanned(t.db));
  const rows = await summary(t.db);
  expect(byId(rows)).toEqual(scan);
  expect(rows.every((r) => Number(r.n) > 0)).toBe(true);
  t.changes.publish('catalog');
  const pages =
    handles ??
    (await t.db.selectFrom('collections').select('full_handle').execute()).map((r) => r.full_handle);
  for (const handle of pages) {
    const res = await request(t.app).get(`/api/collections/${handle}?page=2`).expect(200);
    const { count } = CollectionResponseSchema.parse(res.body);
    expect(count, handle).toBe(scan[await idOf(handle)] ?? 0);
  }
}

describe('collection member counts from the summary of migration 019', () => {
  it('start equal to the scan of the seeded catalogue, and a collection without members counts 0', async () => {
    expect(Object.keys(byId(await summary(t.db))).length).toBeGreaterThan(20);
    await expectInStep();
    const repo = createCatalogRepo(t.db);
    expect(await repo.countInCollection(987_654)).toBe(0);
    const id = await idOf('car-subwoofers');
    expect(await repo.countInCollection(id)).toBe(byId(await scanned(t.db))[id]);
  });

  it('stay in step through any sequence of membership, visibility and sku writes', async () => {
    const collections = await Promise.all(
      ['car-subwoofers', 'car-subwoofers/8-inch-subwoofers', 'marine-audio'].map(idOf),
    );
    const products = (
      await t.db
        .selectFrom('collection_products')
        .select('product_id')
        .where('collection_id', '=', collections[0]!)
        .orderBy('product_id')
        .limit(6)
        .execute()
    ).map((r) => r.product_id);
    const skus = new Map(
      (await t.db.selectFrom('products').select(['id', 'sku']).where('id', 'in', products).execute()).map(
        (r) => [r.id, r.sku],
      ),
    );
    const member = (c: number, p: number) =>
      t.db
        .selectFrom('collection_products')
        .select('is_visible')
        .where('collection_id', '=', c)
        .where('product_id', '=', p);
    const op = fc.record({
      kind: fc.constantFrom('add', 'remove', 'flip', 'move', 'sku', 'flags'),
      c: fc.constantFrom(...collections),
      to: fc.constantFrom(...collections),
      p: fc.constantFrom(...products),
    });
    const apply = async ({ kind, c, to, p }: { kind: string; c: number; to: number; p: number }) => {
      const where = { collection_id: c, product_id: p };
      const present = (await member(c, p).executeTakeFirst()) !== undefined;
      if (kind === 'add' && !present)
        await t.db
          .insertInto('collection_products')
          .values({ ...where, position: 1000 + p, is_visible: p % 2 })
          .execute();
      if (kind === 'remove')
        await t.db
          .deleteFrom('collection_products')
          .where('collection_id', '=', c)
          .where('product_id', '=', p)
          .execute();
      if (kind === 'flip')
        await t.db
          .updateTable('collection_products')
          .set((eb) => ({ is_visible: eb(eb.val(1), '-', eb.ref('is_visible')) }))
          .where('collection_id', '=', c)
          .where('product_id', '=', p)
          .execute();
      if (kind === 'move' && (await member(to, p).executeTakeFirst()) === undefined)
        await t.db
          .updateTable('collection_products')
          .set({ collection_id: to })
          .where('collection_id', '=', c)
          .where('product_id', '=', p)
          .execute();
      if (kind === 'sku') {
        const { sku } = await t.db
          .selectFrom('products')
          .select('sku')
          .where('id', '=', p)
          .executeTakeFirstOrThrow();
        await t.db
          .updateTable('products')
          .set({ sku: sku === skus.get(p) ? hiddenSku(p) : skus.get(p)! })
          .where('id', '=', p)
          .execute();
      }
      // Every membership of the product at once, position and visibility (as the listing flags are written).
      if (kind === 'flags')
        await t.db
          .updateTable('collection_products')
          .set((eb) => ({ is_visible: 1, position: eb(eb.ref('position'), '+', 1) }))
          .where('product_id', '=', p)
          .execute();
    };
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 8 }), async (ops) => {
        for (const o of ops) {
          await apply(o);
          expect(byId(await summary(t.db))).toEqual(byId(await scanned(t.db)));
        }
      }),
      { numRuns: 25 },
    );
    await expectInStep(['car-subwoofers', 'car-subwoofers/8-inch-subwoofers', 'marine-audio']);
  });

  it('stay in step when products and collections are deleted', async () => {
    const members = await t.db
      .selectFrom('collection_products as cp')
      .select('cp.product_id')
      .where('cp.collection_id', '=', await idOf('car-speakers'))
      .where('cp.is_visible', '=', 1)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('bundle_items as bi')
              .select('bi.bundle_id')
              .whereRef('bi.child_id', '=', 'cp.product_id'),
          ),
        ),
      )
      .orderBy('cp.product_id')
      .limit(3)
      .execute();
    const [shown, hidden, invisible] = members.map((m) => m.product_id) as [number, number, number];
    // A shown member, a member whose sku is hidden, a member not visible: each leaves the counts once at most.
    await t.db
      .updateTable('products')
      .set({ sku: hiddenSku(hidden) })
      .where('id', '=', hidden)
      .execute();
    await t.db
      .updateTable('collection_products')
      .set({ is_visible: 0 })
      .where('product_id', '=', invisible)
      .execute();
    await expectInStep(['car-speakers']);
    for (const id of [shown, hidden, invisible]) {
      await t.db.deleteFrom('products').where('id', '=', id).execute();
      await expectInStep(['car-speakers']);
    }
    // A collection with its sub-collections (the cascade deletes their memberships).
    await t.db.deleteFrom('collections').where('full_handle', '=', 'car-speakers').execute();
    expect(
      await t.db
        .selectFrom('collections')
        .select('id')
        .where('full_handle', 'like', 'car-speakers%')
        .execute(),
    ).toEqual([]);
    await expectInStep(['car-subwoofers']);
  });

  it('stay in step through the back office: products and collections', async () => {
    const handles = ['car-amplifiers', 'car-amplifiers/monoblock-amplifiers', 'marine-audio'];
    const made = await adminWrite(admin, 'post', '/api/admin/products', {
      sku: 'MC-NEW-1',
      name: 'Member count amplifier',
      slug: 'member-count-amplifier',
      price: 99.99,
      price_map: 89.99,
      price_msrp: 129.99,
      collections: handles.slice(0, 2),
    });
    expect(made.status, JSON.stringify(made.body).slice(0, 300)).toBe(201);
    await expectInStep(handles);
    const patch = async (body: object) =>
      admin.patch('/api/admin/products/MC-NEW-1').send({ ...body, csrfToken: await csrfOf(admin) });
    expect((await patch({ enabled_on_site: false })).status).toBe(200);
    await expectInStep(handles);
    expect((await patch({ enabled_on_site: true, collections: handles.slice(1) })).status).toBe(200);
    await expectInStep(handles);
    expect((await adminWrite(admin, 'delete', '/api/admin/products/MC-NEW-1')).status).toBe(204);
    await expectInStep(handles);

    const created = await adminWrite(admin, 'post', '/api/admin/collections', {
      handle: 'mc-line',
      title: 'Line',
    });
    expect(created.status).toBe(201);
    const id = await idOf('mc-line');
    const skus = (
      await t.db
        .selectFrom('collection_products as cp')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .select('p.sku')
        .where('cp.collection_id', '=', await idOf('marine-audio'))
        .orderBy('p.sku')
        .limit(5)
        .execute()
    ).map((r) => r.sku);
    const url = `/api/admin/collections/${id}/products`;
    expect((await adminWrite(admin, 'put', url, { skus: skus.slice(0, 4) })).status).toBe(200);
    await expectInStep(['mc-line']);
    expect((await adminWrite(admin, 'post', url, { skus: [skus[4]], position: 0 })).status).toBe(200);
    expect((await adminWrite(admin, 'delete', `${url}/${skus[0]}`)).status).toBe(200);
    await expectInStep(['mc-line']);
    expect((await adminWrite(admin, 'put', url, { skus: skus.slice(2) })).status).toBe(200);
    await expectInStep(['mc-line']);
    expect((await adminWrite(admin, 'delete', `/api/admin/collections/${id}`)).status).toBe(204);
    await expectInStep();
  });

  it('stay in step through the catalogue CSV import', async () => {
    const handles = ['car-amplifiers', 'car-amplifiers/multi-channel-amplifiers', 'marine-audio'];
    const [existing] = (
      await t.db
        .selectFrom('collection_products as cp')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .select('p.sku')
        .where('cp.collection_id', '=', await idOf('marine-audio'))
        .where('p.is_parent', '=', 0)
        .where('p.variant_parent_sku', 'is', null)
        .orderBy('p.sku')
        .limit(1)
        .execute()
    ).map((r) => r.sku);
    const file = [
      'sku,name,slug,price,price_map,price_msrp,enabled_on_site,collections',
      `MC-CSV-1,CSV amplifier,mc-csv-amplifier,99.99,89.99,129.99,,${handles[0]}|${handles[1]}`,
      `${existing},,,,,,false,${handles[2]}|${handles[1]}`,
    ].join('\n');
    const res = await admin
      .post('/api/admin/products/import?dryRun=0')
      .set('Content-Type', 'text/csv')
      .set('x-csrf-token', await csrfOf(admin))
      .send(file);
    expect(res.status, JSON.stringify(res.body).slice(0, 500)).toBe(200);
    expect(res.body).toMatchObject({ creates: 1, updates: 1, errors: [] });
    expect(await productId('MC-CSV-1')).toBeGreaterThan(0);
    await expectInStep(handles);
  });
});

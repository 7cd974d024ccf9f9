/**
 * The catalogue's answers pinned byte for byte: every product of the seeded store by sku, slug and site handle
 * (variants, parents with and without images of their own, bundles, pre-orders, the disabled and the excluded
 * sku), its stock, the first pages of every collection, search pages and vehicle filter pages, for a visitor while
 * the demo sale runs, for a dealer, and for a visitor once no sale runs. The snapshot holds a digest of each
 * answer's status and body, the same on both stores: a change to how the catalogue reads or serialises that
 * alters any byte of any answer fails here. An intended change of an answer updates it (`vitest -u`).
 */
import { createHash } from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { dealerViewer, makeApp, type TestApp } from '../../test/make-app.js';

const visitor = await makeApp();
const dealer = await makeApp({ resolveViewer: dealerViewer });
const noSale = await makeApp({ now: new Date('2031-06-01T12:00:00.000Z') });
afterAll(async () => {
  await Promise.all([visitor.close(), dealer.close(), noSale.close()]);
});

const APPS: [string, TestApp][] = [
  ['visitor', visitor],
  ['dealer', dealer],
  ['no-sale', noSale],
];

const digest = (status: number, text: string) =>
  `${status} ${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;

/** The digest of each path's answer, for each app (or for the visitor alone). */
async function answers(paths: string[], apps = APPS): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const [name, t] of apps)
    for (const path of paths) {
      const res = await request(t.app).get(path);
      out[`${name} ${path}`] = digest(res.status, res.text);
    }
  return out;
}

const products = await visitor.db
  .selectFrom('products')
  .select(['sku', 'slug', 'site_handle', 'is_parent', 'variant_parent_sku'])
  .orderBy('id')
  .execute();
const collections = await visitor.db.selectFrom('collections').select('full_handle').orderBy('id').execute();

const at = (key: string) => `/api/product/${encodeURIComponent(key)}`;

describe('catalogue answers (pinned)', () => {
  it('covers the kinds of product the pins are about', () => {
    expect(products.length).toBeGreaterThan(50);
    expect(products.some((p) => p.is_parent === 1)).toBe(true);
    expect(products.some((p) => p.variant_parent_sku !== null)).toBe(true);
  });

  it('every product by its sku', async () => {
    expect(await answers(products.map((p) => at(p.sku)))).toMatchSnapshot();
  });

  it('every product by slug, site handle and sku in another case; variants chosen by the path', async () => {
    const paths = products.flatMap((p) => [at(p.slug), at(p.site_handle), at(p.sku.toLowerCase())]);
    const families = products.filter((p) => p.variant_parent_sku !== null).slice(0, 12);
    for (const v of families) {
      const parent = products.find((p) => p.sku === v.variant_parent_sku);
      if (!parent) continue;
      paths.push(`${at(parent.slug)}?variant=${encodeURIComponent(v.sku)}`);
      paths.push(`${at(parent.slug)}?sku=${encodeURIComponent(v.sku)}`);
      paths.push(at(`${parent.slug}=${v.sku}`));
    }
    paths.push(at('no-such-product'), at('skar-evl-12=NO-SUCH-SKU'));
    // Which row a key names does not depend on the viewer.
    expect(await answers(paths, [APPS[0]!])).toMatchSnapshot();
  });

  it('the stock of every product', async () => {
    expect(
      await answers(products.map((p) => `/api/product/stock/${encodeURIComponent(p.sku)}`)),
    ).toMatchSnapshot();
  });

  it('the first pages of every collection, at two page sizes', async () => {
    const paths = collections.flatMap(({ full_handle: handle }) => [
      `/api/collections/${handle}?page=1`,
      `/api/collections/${handle}?page=2`,
      ...[1, 2, 3].map((page) => `/api/collections/${handle}?page=${page}&pageSize=7`),
    ]);
    expect(await answers(paths)).toMatchSnapshot();
  });

  it('search pages and vehicle filter pages', async () => {
    const paths = ['subwoofer', 'amplifier', 'enclosure', 'evl', 'dual 12', 'kit', 'zzz'].flatMap((q) =>
      [1, 2, 3].map((page) => `/api/search/products?q=${encodeURIComponent(q)}&page=${page}&pageSize=10`),
    );
    const vehicles = '/api/collections/vehicle-specific-subwoofer-enclosures';
    paths.push(
      vehicles,
      `${vehicles}?page=2`,
      `${vehicles}?type=Loaded`,
      `${vehicles}?vehicle_make=Ford`,
      `${vehicles}?vehicle_year=2015&vehicle_make=Chevrolet`,
    );
    expect(await answers(paths)).toMatchSnapshot();
  });
});

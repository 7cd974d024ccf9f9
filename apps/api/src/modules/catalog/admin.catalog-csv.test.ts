/**
 * The catalogue CSV over HTTP against the real store, seeded with the demo catalogue (decision 048): who may call it
 * (roles, scopes, csrf), the round trip (an export imported unchanged changes nothing, and the export agrees with
 * the product API's own read), an edited price and a new product through a spreadsheet's file (dry run first,
 * then applied, shown by the storefront at once), refused rows named by row and sku with nothing written,
 * families and bundles made by one file, formula cells escaped, the same file applied twice, and hostile files
 * never answered with a 500.
 */
import {
  AdminProductSchema,
  AuditListSchema,
  CATALOG_CSV_EXPORT_HEADER,
  CatalogImportResultSchema,
  CatalogImportStreamLineSchema,
  CollectionResponseSchema,
  CreatedApiKeySchema,
  ErrorBodySchema,
  ProductSchema,
  SearchResponseSchema,
  catalogCsvRowOf,
  productDraftFromAdmin,
  type CatalogImportResult,
} from '@shop/domain';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csrfOf, makeUser, signedInAgent, type Agent } from '../../test/auth-helpers.js';
import { makeApp, type TestApp } from '../../test/make-app.js';
import { makeCollection, makeProduct } from '../../test/shop-factories.js';

let t: TestApp;
let admin: Agent;
let shopper: Agent;
let dealer: Agent;
let keys: { read: string; write: string; stock: string };
const COLLECTION = 'csv-test-subwoofers';

const codeOf = (res: request.Response) => ErrorBodySchema.parse(res.body).error.code;
const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

async function createKey(scopes: string[]): Promise<string> {
  const res = await admin
    .post('/api/admin/api-keys')
    .send({ name: `csv ${scopes.join(' ')}`, scopes, csrfToken: await csrfOf(admin) });
  expect(res.status).toBe(201);
  return CreatedApiKeySchema.parse(res.body).key;
}

/** The export as the administrator downloads it: its rows, the header first. */
async function exported(query = ''): Promise<string[][]> {
  const res = await admin.get(`/api/admin/products/export.csv${query}`).buffer(true);
  expect(res.status, res.text.slice(0, 300)).toBe(200);
  return parse(res.text, { bom: true }) as string[][];
}

const csvOf = (rows: readonly (readonly string[])[]): string => stringify(rows as string[][]);

/** Posts a CSV as the administrator's screen does (the csrf token in x-csrf-token). */
async function importCsv(csv: string, dryRun?: '0' | '1'): Promise<request.Response> {
  return admin
    .post(`/api/admin/products/import${dryRun ? `?dryRun=${dryRun}` : ''}`)
    .set('Content-Type', 'text/csv')
    .set('x-csrf-token', await csrfOf(admin))
    .send(csv);
}

async function imported(csv: string, dryRun: '0' | '1'): Promise<CatalogImportResult> {
  const res = await importCsv(csv, dryRun);
  expect(res.status, JSON.stringify(res.body).slice(0, 1000)).toBe(200);
  return CatalogImportResultSchema.parse(res.body);
}

const adminProduct = async (sku: string) =>
  AdminProductSchema.parse(
    (await admin.get(`/api/admin/products/${encodeURIComponent(sku)}`).expect(200)).body,
  );
const storefront = async (key: string) =>
  ProductSchema.parse(
    (
      await request(t.app)
        .get(`/api/product/${encodeURIComponent(key)}`)
        .expect(200)
    ).body,
  );
const productCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const auditTotal = async () =>
  AuditListSchema.parse((await admin.get('/api/admin/audit?pageSize=1').expect(200)).body).total;

/** A file of the export's header and these rows (cells by column name; the rest empty). */
function fileOf(
  rows: readonly Record<string, string>[],
  header: readonly string[] = CATALOG_CSV_EXPORT_HEADER,
) {
  return csvOf([header, ...rows.map((r) => header.map((c) => r[c] ?? ''))]);
}

const col = (name: string) => CATALOG_CSV_EXPORT_HEADER.indexOf(name);

beforeAll(async () => {
  t = await makeApp({ configOverrides: { signInRateLimit: 1000, adminKeyRateLimit: 100_000 } });
  await makeCollection(t.db, COLLECTION);
  admin = await signedInAgent(t.app, await makeUser(t.db, { isAdmin: true }));
  shopper = await signedInAgent(t.app, await makeUser(t.db));
  dealer = await signedInAgent(t.app, await makeUser(t.db, { role: 2, isDealer: true }));
  keys = {
    read: await createKey(['catalog:read']),
    write: await createKey(['catalog:write']),
    stock: await createKey(['stock:write']),
  };
});
afterAll(() => t.close());

describe('who may export and import', () => {
  const routes = [
    ['get', '/api/admin/products/export.csv'],
    ['post', '/api/admin/products/import'],
  ] as const;

  it('refuses anonymous callers (401), shoppers and dealers (403)', async () => {
    for (const [method, url] of routes) {
      const anonymous = await request(t.app)[method](url).set('Content-Type', 'text/csv').send('sku\n');
      expect([anonymous.status, codeOf(anonymous)], url).toEqual([401, 'SESSION_REQUIRED']);
      for (const agent of [shopper, dealer]) {
        const res = await agent[method](url)
          .set('Content-Type', 'text/csv')
          .set('x-csrf-token', await csrfOf(agent))
          .send('sku\n');
        expect([res.status, codeOf(res)], url).toEqual([403, 'FORBIDDEN']);
      }
    }
  });

  it('exports with catalog:read, imports with catalog:write (no csrf for a key), and nothing else', async () => {
    const csv = await request(t.app)
      .get('/api/admin/products/export.csv')
      .set(bearer(keys.read))
      .buffer(true);
    expect(csv.status).toBe(200);
    for (const key of [keys.write, keys.stock]) {
      const res = await request(t.app).get('/api/admin/products/export.csv').set(bearer(key));
      expect([res.status, codeOf(res)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
    const file = fileOf([{ sku: 'SKAR-CSV-NONE', price: '1' }], ['sku', 'price']);
    for (const key of [keys.read, keys.stock]) {
      const res = await request(t.app)
        .post('/api/admin/products/import')
        .set(bearer(key))
        .set('Content-Type', 'text/csv')
        .send(file);
      expect([res.status, codeOf(res)]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    }
    const res = await request(t.app)
      .post('/api/admin/products/import')
      .set(bearer(keys.write))
      .set('Content-Type', 'text/csv')
      .send(fileOf([{ sku: 'EVL-12-D2', price: '1' }], ['sku', 'price']));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(CatalogImportResultSchema.parse(res.body)).toMatchObject({ dryRun: true, updates: 1, errors: [] });
  });

  it("needs the csrf token on an administrator's import, not on the export", async () => {
    const noCsrf = await admin
      .post('/api/admin/products/import?dryRun=0')
      .set('Content-Type', 'text/csv')
      .send('sku,price\nEVL-12-D2,1\n');
    expect([noCsrf.status, codeOf(noCsrf)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    const forged = await admin
      .post('/api/admin/products/import?dryRun=0')
      .set('Content-Type', 'text/csv')
      .set('x-csrf-token', 'forged')
      .send('sku,price\nEVL-12-D2,1\n');
    expect([forged.status, codeOf(forged)]).toEqual([403, 'CSRF_TOKEN_INVALID']);
    expect((await adminProduct('EVL-12-D2')).price).not.toBe(1);
  });

  it('takes text/csv only (415 otherwise) and refuses files it cannot read', async () => {
    const plain = await admin
      .post('/api/admin/products/import')
      .set('Content-Type', 'text/plain')
      .set('x-csrf-token', await csrfOf(admin))
      .send('sku\n');
    expect([plain.status, codeOf(plain)]).toEqual([415, 'UNSUPPORTED_MEDIA_TYPE']);
    const cases: [string, string][] = [
      ['', 'CSV_HEADER'],
      ['name,price\nx,1\n', 'CSV_HEADER'],
      ['sku,prices\nx,1\n', 'CSV_HEADER'],
      ['sku,price,PRICE\nx,1,2\n', 'CSV_HEADER'],
      ['sku,preorder_enabled\nx,true\n', 'CSV_HEADER'],
      ['sku,name\n"unclosed,1\n', 'CSV_UNREADABLE'],
    ];
    for (const [csv, code] of cases) {
      const res = await importCsv(csv);
      expect([res.status, codeOf(res)], csv).toEqual([400, code]);
    }
    const latin1 = await admin
      .post('/api/admin/products/import')
      .set('Content-Type', 'text/csv')
      .set('x-csrf-token', await csrfOf(admin))
      .send(Buffer.from('sku,name\nEVL-12-D2,Caf\xe9\n', 'latin1'));
    expect([latin1.status, codeOf(latin1)]).toEqual([400, 'CSV_UNREADABLE']);
  });
});

describe('the round trip', () => {
  it('exports every product, one row per sku, as a download with the documented columns', async () => {
    const res = await admin.get('/api/admin/products/export.csv').buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="products-2026-03-01.csv"');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.text.startsWith('\uFEFFsku,name,site_name,slug,')).toBe(true);
    const [header, ...rows] = parse(res.text, { bom: true }) as string[][];
    expect(header).toEqual(CATALOG_CSV_EXPORT_HEADER);
    expect(rows.length).toBe(await productCount());
    expect(new Set(rows.map((r) => r[0]!.toUpperCase())).size).toBe(rows.length);
    // Money in dollars, flags true/false, lists joined by |, properties a line each.
    const evl = rows.find((r) => r[0] === 'EVL-12-D2')!;
    expect(evl[col('price')]).toMatch(/^\d+\.\d\d$/);
    expect(evl[col('enabled_on_site')]).toBe('true');
    expect(rows.some((r) => r[col('collections')]!.includes('|'))).toBe(true);
    expect(rows.some((r) => /^[^\n]+: [^\n]*\n[^\n]+: /.test(r[col('properties')]!))).toBe(true);
  });

  it("agrees with the product API's read of each kind of product (family, bundle, pre-order, tabs)", async () => {
    const [, ...rows] = await exported();
    const interesting = [
      rows.find((r) => r[col('is_parent')] === 'true'),
      rows.find((r) => r[col('variant_parent_sku')] !== ''),
      rows.find((r) => r[col('bundle_items')] !== ''),
      rows.find((r) => r[col('preorder_eligible')] !== ''),
      rows.find((r) => r[col('tabs')] !== ''),
      rows.find((r) => r[col('frequently_bought_together')] !== ''),
      rows.find((r) => r[col('price_dealer')] !== ''),
      ...rows.filter((_, i) => i % 40 === 0),
    ];
    for (const row of interesting) {
      expect(row).toBeDefined();
      expect(row, row![0]).toEqual(catalogCsvRowOf(productDraftFromAdmin(await adminProduct(row![0]!))));
    }
  });

  it('imports an unchanged export as all unchanged, writing nothing, and exports the same file again', async () => {
    const before = await admin.get('/api/admin/products/export.csv').buffer(true);
    const audits = await auditTotal();
    const n = await productCount();
    const expected = { rows: n, creates: 0, updates: 0, unchanged: n, errors: [] };
    expect(await imported(before.text, '1')).toEqual({ dryRun: true, ...expected });
    expect(await imported(before.text, '0')).toEqual({ dryRun: false, ...expected });
    expect(await auditTotal()).toBe(audits);
    const after = await admin.get('/api/admin/products/export.csv').buffer(true);
    expect(after.text).toBe(before.text);
  });

  it('reads what spreadsheets write: CRLF, semicolons, $ and thousands in money, TRUE/FALSE, a file without a BOM', async () => {
    const [header, ...rows] = await exported();
    const evl = rows.find((r) => r[0] === 'EVL-12-D2')!;
    const price = Number(evl[col('price')]);
    const reformatted = [...evl];
    reformatted[col('price')] = `$${price.toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
    reformatted[col('enabled_on_site')] = 'TRUE';
    reformatted[col('discontinued')] = evl[col('discontinued')]!.toUpperCase();
    const semicolons = stringify([header!, reformatted], { delimiter: ';', record_delimiter: 'windows' });
    expect(await imported(semicolons, '1')).toMatchObject({ rows: 1, unchanged: 1, updates: 0, errors: [] });
  });
});

describe('a spreadsheet edit: an edited price and a new product', () => {
  it('shows the changes in a dry run, writes nothing, then applies them and the storefront shows them at once', async () => {
    const [header, ...rows] = await exported();
    const evl = rows.find((r) => r[0] === 'EVL-12-D2')!;
    const oldPrice = (await storefront('EVL-12-D2')).price; // cached by the storefront before the change
    const newPrice = (oldPrice + 10).toFixed(2);
    evl[col('price')] = newPrice;
    const added = Object.fromEntries(header!.map((c) => [c, ''])) as Record<string, string>;
    Object.assign(added, {
      sku: 'CSV-NEW-1',
      name: 'CSV 10" Test Subwoofer',
      slug: 'csv-new-10-subwoofer',
      category: 'subwoofers',
      price: '149.99',
      price_map: '139.99',
      price_msrp: '179.99',
      properties: 'Subwoofer Size: 10"\nRMS Power: 600W',
      collections: COLLECTION,
      description: 'Made from a spreadsheet.',
    });
    const file = csvOf([
      [...header!, 'tpa', 'lv'],
      ...rows.map((r) => [...r, '', '']),
      [...header!.map((c) => added[c]!), '12', '3'],
    ]);
    const audits = await auditTotal();
    const n = rows.length;

    const dry = await imported(file, '1');
    expect(dry).toEqual({ dryRun: true, rows: n + 1, creates: 1, updates: 1, unchanged: n - 1, errors: [] });
    expect((await storefront('EVL-12-D2')).price).toBe(oldPrice);
    await request(t.app).get('/api/product/CSV-NEW-1').expect(404);
    expect(await auditTotal()).toBe(audits);

    const applied = await imported(file, '0');
    expect(applied).toEqual({ ...dry, dryRun: false });
    expect((await storefront('EVL-12-D2')).price).toBe(Number(newPrice));
    const page = await storefront('csv-new-10-subwoofer');
    expect(page).toMatchObject({
      sku: 'CSV-NEW-1',
      name: 'CSV 10" Test Subwoofer',
      price: 149.99,
      tpa_wh: 12,
      lv_wh: 3,
      properties: { 'Subwoofer Size': '10"', 'RMS Power': '600W' },
      websiteCollectionsRow: { handle: COLLECTION },
    });
    const collection = CollectionResponseSchema.parse(
      (await request(t.app).get(`/api/collections/${COLLECTION}`).expect(200)).body,
    );
    expect(collection.products.map((p) => p.sku)).toContain('CSV-NEW-1');

    const audit = AuditListSchema.parse((await admin.get('/api/admin/audit?pageSize=3').expect(200)).body);
    expect(audit.entries.map((e) => [e.action, e.entity_id])).toEqual([
      ['product.import', 'csv'],
      ['product.create', 'CSV-NEW-1'],
      ['product.update', 'EVL-12-D2'],
    ]);
    expect(audit.entries[0]).toMatchObject({
      after: { rows: n + 1, creates: 1, updates: 1, unchanged: n - 1 },
    });
    expect(audit.entries[2]).toMatchObject({
      before: { price: oldPrice },
      after: { price: Number(newPrice) },
    });

    // The same file again changes nothing (idempotent by sku): the new product is now known and unchanged.
    expect(await imported(file, '0')).toEqual({
      dryRun: false,
      rows: n + 1,
      creates: 0,
      updates: 0,
      unchanged: n + 1,
      errors: [],
    });
    expect(await auditTotal()).toBe(audits + 3);
  });

  it('edits from a file of a few columns, leaving the others as they are', async () => {
    const before = await adminProduct('EVL-12-D2');
    const res = await imported(
      fileOf(
        [{ sku: 'evl-12-d2', price_map: '111.11', seo_title: 'Hit by a CSV' }],
        ['sku', 'price_map', 'seo_title'],
      ),
      '0',
    );
    expect(res).toMatchObject({ rows: 1, updates: 1, errors: [] });
    const after = await adminProduct('EVL-12-D2');
    expect(after).toEqual({ ...before, price_map: 111.11, seo_title: 'Hit by a CSV' });
  });
});

describe('refused rows', () => {
  it('names each refused row by its row and sku, and applies nothing while any is refused', async () => {
    await makeProduct(t.db, { sku: 'CSV-KEEP', priceCents: 5000 });
    const header = [
      'sku',
      'name',
      'slug',
      'price',
      'price_map',
      'price_msrp',
      'collections',
      'variant_parent_sku',
    ];
    const product = (sku: string, over: Record<string, string> = {}) => ({
      sku,
      name: `Product ${sku}`,
      slug: sku.toLowerCase(),
      price: '10',
      price_map: '10',
      price_msrp: '12',
      ...over,
    });
    const file = fileOf(
      [
        product('CSV-OK-1'),
        product('CSV-BAD-PRICE', { price: 'abc' }),
        product('CSV-BAD-COLL', { collections: 'no-such-collection' }),
        product('CSV-OK-1', { slug: 'csv-ok-1-again' }),
        product('CSV-CLASH', { slug: 't-csv-keep' }),
        product('CSV-NO-PARENT', { variant_parent_sku: 'NO-SUCH-PARENT' }),
        product('CSV-TWIN-A', { slug: 'csv-twin' }),
        product('CSV-TWIN-B', { slug: 'csv-twin' }),
        { sku: 'CSV-KEEP', price: '-3' },
        { sku: '', name: 'No sku' },
      ],
      header,
    );
    const dry = await imported(file, '1');
    expect(dry).toMatchObject({ dryRun: true, rows: 10, creates: 1, updates: 0, unchanged: 0 });
    expect(dry.errors).toEqual([
      { row: 3, sku: 'CSV-BAD-PRICE', message: 'price: a price in dollars, such as 199.99' },
      { row: 4, sku: 'CSV-BAD-COLL', message: 'No collection has the handle "no-such-collection"' },
      { row: 5, sku: 'CSV-OK-1', message: 'The sku "CSV-OK-1" is already on row 2 of this file' },
      { row: 6, sku: 'CSV-CLASH', message: 'The slug "t-csv-keep" is already used by the product CSV-KEEP' },
      { row: 7, sku: 'CSV-NO-PARENT', message: expect.stringContaining('"NO-SUCH-PARENT"') },
      { row: 8, sku: 'CSV-TWIN-A', message: 'The slug "csv-twin" is already used by the product CSV-TWIN-B' },
      { row: 9, sku: 'CSV-TWIN-B', message: 'The slug "csv-twin" is already used by the product CSV-TWIN-A' },
      { row: 10, sku: 'CSV-KEEP', message: 'price: a price in dollars, such as 199.99' },
      { row: 11, sku: '', message: 'sku: Required' },
    ]);

    const audits = await auditTotal();
    const refused = await importCsv(file, '0');
    expect([refused.status, codeOf(refused)]).toEqual([400, 'CSV_INVALID']);
    expect(refused.body.error.details.errors).toEqual(dry.errors);
    await request(t.app).get('/api/product/csv-ok-1').expect(404);
    expect((await adminProduct('CSV-KEEP')).price).toBe(50);
    expect(await auditTotal()).toBe(audits);
  });

  it("refuses what the API refuses: a bad shape, a known product's stock, a sku that is another product's handle", async () => {
    const header = [...CATALOG_CSV_EXPORT_HEADER, 'tpa'];
    const [, ...rows] = await exported();
    const evl = rows.find((r) => r[0] === 'EVL-12-D2')!;
    const stockNow = (await adminProduct('EVL-12-D2')).stock.tpa;
    const fresh = { name: 'x', price: '1', price_map: '1', price_msrp: '1' };
    const file = csvOf([
      header,
      [...evl, String(stockNow + 1)],
      ...[
        { ...fresh, sku: 'CSV-SHAPE', slug: 'csv-shape', product_type: 'variant' },
        { ...fresh, sku: 'skar-evl-12-d2', slug: 'csv-sku-as-handle' },
      ].map((r: Record<string, string>) => header.map((c) => r[c] ?? '')),
    ]);
    const dry = await imported(file, '1');
    expect(dry.errors).toEqual([
      {
        row: 2,
        sku: 'EVL-12-D2',
        message: expect.stringContaining(
          'tpa: the stock of a known product changes through the stock import',
        ),
      },
      {
        row: 3,
        sku: 'CSV-SHAPE',
        message: expect.stringContaining('product_type: A variant names its parent'),
      },
      {
        row: 4,
        sku: 'skar-evl-12-d2',
        message: expect.stringContaining('already the handle of the product EVL-12-D2'),
      },
    ]);
  });
});

describe('families and bundles in one file', () => {
  it('creates a parent with its variants and a bundle of them from one file, parents first whatever the order', async () => {
    const header = [
      'sku',
      'name',
      'slug',
      'price',
      'price_map',
      'price_msrp',
      'is_parent',
      'variant_parent_sku',
      'variant_option_one_name',
      'variant_option_one_value',
      'product_type',
      'bundle_items',
      'collections',
      'tpa',
    ];
    const row = (over: Record<string, string>) => ({
      price: '99.99',
      price_map: '99.99',
      price_msrp: '129.99',
      ...over,
    });
    const file = fileOf(
      [
        row({
          sku: 'CSV-BUNDLE',
          name: 'CSV bundle',
          slug: 'csv-bundle',
          product_type: 'bundle',
          bundle_items: 'CSV-FAM-S*2|csv-fam-d',
          tpa: '4',
        }),
        row({
          sku: 'CSV-FAM-S',
          name: 'CSV family single',
          slug: 'csv-fam-s',
          variant_parent_sku: 'CSV-FAM',
          variant_option_one_name: 'Configuration',
          variant_option_one_value: 'Single',
          tpa: '5',
        }),
        row({
          sku: 'CSV-FAM-D',
          name: 'CSV family dual',
          slug: 'csv-fam-d',
          variant_parent_sku: 'csv-fam',
          variant_option_one_name: 'Configuration',
          variant_option_one_value: 'Dual',
          tpa: '6',
        }),
        row({
          sku: 'CSV-FAM',
          name: 'CSV family',
          slug: 'csv-fam',
          is_parent: 'true',
          collections: COLLECTION,
        }),
      ],
      header,
    );
    expect(await imported(file, '1')).toMatchObject({ creates: 4, errors: [] });
    expect(await imported(file, '0')).toMatchObject({ creates: 4, errors: [] });
    const parent = await adminProduct('CSV-FAM');
    expect(parent).toMatchObject({ is_parent: true, product_type: 'variant', stock: { tpa: 11 } });
    expect(parent.variants.map((v) => v.sku)).toEqual(['CSV-FAM-S', 'CSV-FAM-D']);
    expect(await adminProduct('CSV-FAM-D')).toMatchObject({
      variant_parent_sku: 'CSV-FAM',
      path: '/products/csv-fam?sku=CSV-FAM-D',
    });
    expect((await adminProduct('CSV-BUNDLE')).bundle_items).toEqual([
      { sku: 'CSV-FAM-S', quantity: 2 },
      { sku: 'CSV-FAM-D', quantity: 1 },
    ]);
    const page = await storefront('csv-fam');
    expect(page.variants.map((v) => v.sku).sort()).toEqual(['CSV-FAM-D', 'CSV-FAM-S']);
    expect(await imported(file, '0')).toMatchObject({ creates: 0, updates: 0, unchanged: 4 });
  });

  it('keeps a parent with variants a parent, unless the same file gives its variants another parent', async () => {
    const unparent = fileOf(
      [{ sku: 'CSV-FAM', is_parent: 'false', product_type: 'normal' }],
      ['sku', 'is_parent', 'product_type'],
    );
    expect((await imported(unparent, '1')).errors).toEqual([
      { row: 2, sku: 'CSV-FAM', message: expect.stringContaining('CSV-FAM is the parent of variants') },
    ]);
    const moved = fileOf(
      [
        { sku: 'CSV-FAM', is_parent: 'false', product_type: 'normal' },
        {
          sku: 'CSV-FAM2',
          name: 'CSV family two',
          slug: 'csv-fam2',
          price: '1',
          price_map: '1',
          price_msrp: '1',
          is_parent: 'true',
        },
        { sku: 'CSV-FAM-S', variant_parent_sku: 'CSV-FAM2' },
        { sku: 'CSV-FAM-D', variant_parent_sku: 'CSV-FAM2' },
      ],
      [
        'sku',
        'name',
        'slug',
        'price',
        'price_map',
        'price_msrp',
        'is_parent',
        'product_type',
        'variant_parent_sku',
      ],
    );
    expect((await imported(moved, '1')).errors).toEqual([]);
  });
});

describe('a large file', () => {
  it('creates 125 products at once, found by search by name, variant sku and property as one by one', async () => {
    const header = [
      'sku',
      'name',
      'slug',
      'price',
      'price_map',
      'price_msrp',
      'is_parent',
      'variant_parent_sku',
      'properties',
      'collections',
      'tpa',
    ];
    const rows: Record<string, string>[] = [];
    const money = { price: '59.99', price_map: '59.99', price_msrp: '79.99' };
    for (let f = 0; f < 25; f++) {
      rows.push({
        ...money,
        sku: `BLK-${f}`,
        name: `Bulkzor family ${f}`,
        slug: `blk-${f}`,
        is_parent: 'true',
        collections: COLLECTION,
      });
      for (let v = 0; v < 3; v++)
        rows.push({
          ...money,
          sku: `BLK-${f}-V${v}`,
          name: `Bulkzor variant ${f}.${v}`,
          slug: `blk-${f}-v${v}`,
          variant_parent_sku: `BLK-${f}`,
          properties: `Coil: quadrafonic${f}x${v}`,
          tpa: '2',
        });
      rows.push({
        ...money,
        sku: `BLK-S-${f}`,
        name: `Bulkzor single ${f}`,
        slug: `blk-s-${f}`,
        properties: 'Finish: glimmerglass',
        collections: COLLECTION,
        tpa: '9',
      });
    }
    const result = await imported(fileOf(rows, header), '0');
    expect(result).toMatchObject({ rows: 125, creates: 125, errors: [] });

    const search = async (q: string) =>
      SearchResponseSchema.parse(
        (
          await request(t.app)
            .get(`/api/search/products?q=${encodeURIComponent(q)}`)
            .expect(200)
        ).body,
      );
    // A family is one card: its parent, found by its own name, its variants' skus and their properties.
    expect((await search('Bulkzor family 7')).products.map((p) => p.sku)).toContain('BLK-7');
    expect((await search('BLK-12-V2')).products.map((p) => p.sku)).toEqual(['BLK-12']);
    expect((await search('quadrafonic3x1')).products.map((p) => p.sku)).toEqual(['BLK-3']);
    expect((await search('glimmerglass')).count).toBe(25);
    // Listed in their collection, in stock.
    const collection = CollectionResponseSchema.parse(
      (await request(t.app).get(`/api/collections/${COLLECTION}?pageSize=96`).expect(200)).body,
    );
    expect(collection.products.map((p) => p.sku)).toEqual(expect.arrayContaining(['BLK-0', 'BLK-S-0']));
    expect((await adminProduct('BLK-4')).stock).toMatchObject({ tpa: 6, state: 'low' });
  });
});

describe('progress for a progress bar (Accept: application/x-ndjson)', () => {
  const streamed = async (csv: string, dryRun: '0' | '1') => {
    const res = await admin
      .post(`/api/admin/products/import?dryRun=${dryRun}`)
      .set('Content-Type', 'text/csv')
      .set('Accept', 'application/x-ndjson')
      .set('x-csrf-token', await csrfOf(admin))
      .buffer(true)
      .parse((r, done) => {
        let text = '';
        r.setEncoding('utf8');
        r.on('data', (chunk: string) => (text += chunk));
        r.on('end', () => done(null, text));
      })
      .send(csv);
    return {
      res,
      lines: String(res.body)
        .trim()
        .split('\n')
        .map((l) => CatalogImportStreamLineSchema.parse(JSON.parse(l))),
    };
  };

  it('reports each phase, then the result; an applied file reports its writing', async () => {
    const header = ['sku', 'name', 'slug', 'price', 'price_map', 'price_msrp'];
    const file = fileOf(
      [
        { sku: 'PRG-1', name: 'Progress one', slug: 'prg-1', price: '5', price_map: '5', price_msrp: '6' },
        { sku: 'EVL-12-D2', name: '', slug: '', price: '', price_map: '', price_msrp: '' },
      ],
      header,
    );
    const dry = await streamed(file, '1');
    expect(dry.res.status).toBe(200);
    expect(dry.res.headers['content-type']).toBe('application/x-ndjson; charset=utf-8');
    expect(dry.lines).toEqual([
      { progress: { phase: 'reading', done: 2, total: 2 } },
      { progress: { phase: 'checking', done: 1, total: 1 } },
      { result: { dryRun: true, rows: 2, creates: 1, updates: 0, unchanged: 1, errors: [] } },
    ]);
    const applied = await streamed(file, '0');
    const phases = applied.lines.map((l) => ('progress' in l ? l.progress.phase : Object.keys(l)[0]));
    expect(phases.filter((p, i) => p !== phases[i - 1])).toEqual([
      'reading',
      'checking',
      'writing',
      'result',
    ]);
    // Each phase counts up to its total.
    for (const l of applied.lines)
      if ('progress' in l) expect(l.progress.done).toBeLessThanOrEqual(l.progress.total);
    await request(t.app).get('/api/product/prg-1').expect(200);
  });

  it('ends with the error line when the file is refused after the first report, and answers 400 before it', async () => {
    const refused = await streamed('sku,price\nEVL-12-D2,abc\n', '0');
    expect(refused.lines.at(-1)).toEqual({
      error: {
        code: 'CSV_INVALID',
        message: '1 row is refused; nothing was changed',
        details: {
          errors: [{ row: 2, sku: 'EVL-12-D2', message: 'price: a price in dollars, such as 199.99' }],
        },
      },
    });
    const unreadable = await admin
      .post('/api/admin/products/import')
      .set('Content-Type', 'text/csv')
      .set('Accept', 'application/x-ndjson')
      .set('x-csrf-token', await csrfOf(admin))
      .send('name\nx\n');
    expect([unreadable.status, codeOf(unreadable)]).toEqual([400, 'CSV_HEADER']);
  });
});

describe('formula cells (CSV injection)', () => {
  it('writes a cell a spreadsheet would run with a leading apostrophe, and reads it back without one', async () => {
    const created = await admin.post('/api/admin/products').send({
      sku: 'CSV-FORMULA',
      name: '=HYPERLINK("https://evil.example","Click")',
      slug: 'csv-formula',
      price: 10,
      price_map: 10,
      price_msrp: 12,
      seo_title: '+1',
      seo_description: "'-already quoted",
      description: '@SUM(A1)',
      csrfToken: await csrfOf(admin),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const [, ...rows] = await exported();
    const row = rows.find((r) => r[0] === 'CSV-FORMULA')!;
    expect(row[col('name')]).toBe(`'=HYPERLINK("https://evil.example","Click")`);
    expect(row[col('seo_title')]).toBe("'+1");
    expect(row[col('seo_description')]).toBe("''-already quoted");
    expect(row[col('description')]).toBe("'@SUM(A1)");
    for (const [, ...cells] of rows) for (const cell of cells) expect(cell).not.toMatch(/^[=+\-@\t\r]/);

    const file = fileOf([Object.fromEntries(CATALOG_CSV_EXPORT_HEADER.map((c, i) => [c, row[i]!]))]);
    expect(await imported(file, '0')).toMatchObject({ unchanged: 1, updates: 0 });
    const edited = fileOf(
      [{ sku: 'CSV-FORMULA', seo_title: "'=1+1", description: '-plain' }],
      ['sku', 'seo_title', 'description'],
    );
    expect(await imported(edited, '0')).toMatchObject({ updates: 1, errors: [] });
    expect(await adminProduct('CSV-FORMULA')).toMatchObject({
      name: '=HYPERLINK("https://evil.example","Click")',
      seo_title: '=1+1',
      seo_description: "'-already quoted",
      description: '-plain',
    });
  });
});

describe('export filters', () => {
  it("takes the list's filters and refuses bad ones", async () => {
    const [, ...bundles] = await exported('?product_type=bundle');
    expect(bundles.length).toBeGreaterThan(0);
    expect(bundles.every((r) => r[col('product_type')] === 'bundle')).toBe(true);
    const [, ...found] = await exported('?q=CSV-FAM');
    expect(found.map((r) => r[0]).sort()).toEqual(['CSV-FAM', 'CSV-FAM-D', 'CSV-FAM-S']);
    const [, ...listed] = await exported(`?collection=${COLLECTION}`);
    expect(listed.map((r) => r[0])).toEqual(expect.arrayContaining(['CSV-NEW-1', 'CSV-FAM']));
    const bad = await admin.get('/api/admin/products/export.csv?stock=plenty');
    expect([bad.status, codeOf(bad)]).toEqual([400, 'VALIDATION_FAILED']);
    const doc = (await request(t.app).get('/api/openapi.json').expect(200)).body;
    expect(doc.paths['/api/admin/products/export.csv'].get.security).toEqual([
      { adminSession: [] },
      { apiKey: ['catalog:read'] },
    ]);
    expect(doc.paths['/api/admin/products/import'].post.security).toEqual([
      { adminSession: [] },
      { apiKey: ['catalog:write'] },
    ]);
  });
});

describe('hostile files', () => {
  const hostile = fc.oneof(
    fc.string({ maxLength: 30 }),
    fc.constantFrom(
      '',
      ' ',
      'true',
      'FALSE',
      '12.5',
      '-1',
      '1e309',
      '$1,000.00',
      '0.001',
      '=1+1',
      "'@x",
      '"',
      '\u0000',
      '🙂',
      'EVL-12-D2',
      '[{"title":1}]',
      '[',
      'a: b\nc',
      'X*0|Y*101',
      '2026-02-30',
    ),
  );
  /** Values each column takes when it is sound, so that rows reach the API's checks and writes. */
  const sound: Record<string, readonly string[]> = {
    name: ['Fuzz product'],
    site_name: ['Fuzz', ''],
    slug: ['AUTO', 'AUTO', 'csv-fam', ''],
    site_handle: ['', 'AUTO-handle', 'fz-1-slug'],
    category: ['', 'subwoofers', 'loaded-subwoofer-enclosures'],
    product_type: ['', 'normal', 'variant', 'bundle'],
    is_parent: ['', 'true', 'false'],
    variant_parent_sku: ['', 'CSV-FAM', 'FZ-1', 'EVL-12-D2'],
    price: ['10', '19.99'],
    price_map: ['10', '19.99'],
    price_msrp: ['12', '29.99'],
    price_dealer: ['', '8'],
    enabled_on_site: ['', 'true', 'false'],
    preorder_eligible: ['', 'true'],
    preorder_enabled: ['', 'false'],
    preorder_eta_date: ['', '2026-04-01'],
    properties: [
      '',
      'Size: 12"',
      'Make: Ford\nModel: F-150|Ranger\nStart Year: 2015\nEnd Year: 2020\nSubwoofer Size: 12"',
    ],
    tabs: ['', '[{"title":"T","text":"x","table":null}]'],
    collections: ['', COLLECTION, `${COLLECTION}|car-subwoofers`],
    primary_collection: ['', COLLECTION],
    frequently_bought_together: ['', 'EVL-12-D2|FZ-2'],
    bundle_items: ['', 'FZ-1*2', 'CSV-FAM-S|CSV-FAM-D*3'],
    tpa: ['', '3'],
    lv: ['', '0'],
  };
  const PREORDER = CATALOG_CSV_EXPORT_HEADER.filter((c) => c.startsWith('preorder_'));
  const REQUIRED = ['name', 'slug', 'price', 'price_map', 'price_msrp'];
  const OTHERS = [...CATALOG_CSV_EXPORT_HEADER, 'tpa', 'lv'].filter(
    (c) => c !== 'sku' && !PREORDER.includes(c) && !REQUIRED.includes(c),
  );
  /** sku; often what a new product needs; some other columns; sometimes the pre-order group. */
  const header = fc
    .tuple(fc.boolean(), fc.shuffledSubarray(OTHERS, { maxLength: 12 }), fc.boolean())
    .map(([required, columns, preorder]) => [
      'sku',
      ...(required ? REQUIRED : []),
      ...columns,
      ...(preorder ? PREORDER : []),
    ]);
  const cellOf = (column: string) =>
    fc.oneof(
      { weight: 12, arbitrary: fc.constantFrom(...(sound[column] ?? [''])) },
      { weight: 1, arbitrary: hostile },
    );
  const csvFile = header.chain((h) =>
    fc
      .array(
        fc.tuple(
          fc.constantFrom('FZ-1', 'FZ-2', 'fz-1', 'EVL-12-D2', 'CSV-FAM', 'CSV-FAM-S', ''),
          ...h.slice(1).map(cellOf),
        ),
        { maxLength: 6 },
      )
      // AUTO: a slug of the row's own (fz-1-slug), so that new products do not all clash.
      .map((rows) =>
        csvOf([
          h,
          ...rows.map(([sku, ...cells]) => [
            sku,
            ...cells.map((c) => c.replace('AUTO', `${sku.toLowerCase()}-slug`)),
          ]),
        ]),
      ),
  );

  it('answers any file with 200 or a 4xx in the error shape, never a 500', async () => {
    const seen = new Set<string>();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof({ weight: 5, arbitrary: csvFile }, { weight: 1, arbitrary: fc.string({ maxLength: 200 }) }),
        fc.constantFrom<'0' | '1'>('0', '1'),
        async (csv, dryRun) => {
          const res = await importCsv(csv, dryRun);
          const said = `${JSON.stringify(csv).slice(0, 500)} -> ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`;
          expect(res.status, said).toBeLessThan(500);
          if (res.status !== 200) expect(ErrorBodySchema.safeParse(res.body).success, said).toBe(true);
          else {
            const result = CatalogImportResultSchema.parse(res.body);
            if (result.creates > 0) seen.add('create');
            if (result.updates > 0) seen.add('update');
          }
        },
      ),
      {
        numRuns: 80,
        endOnFailure: true,
        // A file that creates and one that edits, whatever the random ones do.
        examples: [
          [
            fileOf(
              [
                {
                  sku: 'FZ-SURE',
                  name: 'Fuzz sure',
                  slug: 'fz-sure',
                  price: '1',
                  price_map: '1',
                  price_msrp: '1',
                },
              ],
              ['sku', 'name', 'slug', 'price', 'price_map', 'price_msrp'],
            ),
            '1',
          ],
          [fileOf([{ sku: 'EVL-12-D2', seo_title: 'Fuzzed' }], ['sku', 'seo_title']), '1'],
        ],
      },
    );
    // The files reached the writes, not only the checks.
    expect([...seen].sort()).toEqual(['create', 'update']);
  }, 120_000);
});

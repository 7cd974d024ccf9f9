import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_EXPORT_HEADER,
  catalogCsvRowOf,
  escapeCsvCell,
  readCatalogCsvHeader,
  readCatalogCsvRow,
  unescapeCsvCell,
  type CatalogCsvHeader,
} from './catalog-csv.js';
import { productDraftOf, type ProductDraft } from './products.js';

const draft: ProductDraft = productDraftOf({
  sku: 'EVL-12-D2',
  name: 'EVL 12" Subwoofer',
  slug: 'skar-evl-12-d2',
  category: 'subwoofers',
  price: 1299.5,
  price_map: 189.99,
  price_msrp: 249.99,
  price_dealer: 150,
  sale_enabled: true,
  preorder: {
    is_pre_order_eligible: true,
    is_pre_order_enabled: false,
    manual_override_eta_date: '2026-04-01',
    in_stock_eta_date: null,
  },
  seo_title: '=cmd|calc',
  description: 'Line one\nLine two',
  weight: 12.5,
  properties: [
    { key: 'Subwoofer Size', value: '12"' },
    { key: 'Model', value: 'F-150|Ranger' },
    { key: 'Empty', value: '' },
  ],
  tabs: [{ title: 'Specs', text: null, table: { columns: ['a'], rows: [{ key: 'k', cells: ['✓'] }] } }],
  collections: ['car-subwoofers', 'car-subwoofers/12-inch-subwoofers'],
  frequently_bought_together: ['SK-AMP', 'SK-WIRE'],
  bundle_items: [],
});

const exportHeader = (): CatalogCsvHeader => {
  const read = readCatalogCsvHeader(CATALOG_CSV_EXPORT_HEADER);
  if ('error' in read) throw new Error(read.error);
  return read.header;
};

describe('escapeCsvCell and unescapeCsvCell', () => {
  it('put an apostrophe before a cell a spreadsheet would run, and take it off again', () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'plain', "'=x", ''].map(escapeCsvCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'plain',
      "''=x",
      '',
    ]);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(unescapeCsvCell(escapeCsvCell(s))).toBe(s);
        expect(escapeCsvCell(s)).not.toMatch(/^[=+\-@\t\r]/);
      }),
    );
  });
});

describe('the columns', () => {
  it('export every field of the bodies but the stock, which is read on import only', () => {
    expect(CATALOG_CSV_EXPORT_HEADER[0]).toBe('sku');
    expect(CATALOG_CSV_COLUMNS.filter((c) => !c.exported).map((c) => c.name)).toEqual(['tpa', 'lv']);
    expect(catalogCsvRowOf(draft)).toHaveLength(CATALOG_CSV_EXPORT_HEADER.length);
  });

  it('write money in dollars, flags as true/false, lists joined by |, a property a line, formulas escaped', () => {
    const cells = Object.fromEntries(CATALOG_CSV_EXPORT_HEADER.map((c, i) => [c, catalogCsvRowOf(draft)[i]]));
    expect(cells).toMatchObject({
      price: '1299.50',
      price_dealer: '150.00',
      sale_enabled: 'true',
      is_daily_deal: 'false',
      preorder_eligible: 'true',
      preorder_enabled: 'false',
      preorder_eta_date: '2026-04-01',
      preorder_in_stock_eta_date: '',
      weight: '12.5',
      upc: '',
      seo_title: "'=cmd|calc",
      properties: 'Subwoofer Size: 12"\nModel: F-150|Ranger\nEmpty: ',
      collections: 'car-subwoofers|car-subwoofers/12-inch-subwoofers',
      primary_collection: 'car-subwoofers',
      frequently_bought_together: 'SK-AMP|SK-WIRE',
      bundle_items: '',
    });
    expect(JSON.parse(cells.tabs!)).toEqual(draft.tabs);
  });
});

describe('readCatalogCsvHeader', () => {
  it('reads names in any case and refuses unknown, repeated and partial columns', () => {
    const read = readCatalogCsvHeader([' SKU ', 'Price']);
    expect('header' in read && [...read.header]).toEqual([
      ['sku', 0],
      ['price', 1],
    ]);
    expect(readCatalogCsvHeader(['name'])).toEqual({ error: expect.stringContaining('sku') });
    expect(readCatalogCsvHeader(['sku', 'prices'])).toEqual({ error: expect.stringContaining('"prices"') });
    expect(readCatalogCsvHeader(['sku', 'price', 'PRICE'])).toEqual({
      error: expect.stringContaining('twice'),
    });
    expect(readCatalogCsvHeader(['sku', 'preorder_enabled'])).toEqual({
      error: expect.stringContaining('go together'),
    });
  });
});

describe('readCatalogCsvRow', () => {
  const header = exportHeader();
  const stored = { draft, tpa: 4, lv: 0 };
  const row = (over: Record<string, string> = {}) =>
    CATALOG_CSV_EXPORT_HEADER.map((c, i) => over[c] ?? catalogCsvRowOf(draft)[i]!);

  it("reads a product's own export as unchanged, and as a create body giving the same product", () => {
    expect(readCatalogCsvRow(header, row(), stored)).toEqual({ kind: 'unchanged' });
    const created = readCatalogCsvRow(header, row(), null);
    expect(created.kind).toBe('create');
    if (created.kind === 'create') expect(productDraftOf(created.body)).toEqual(draft);
  });

  it('makes an edit of the cells that differ, whatever a spreadsheet did to the others', () => {
    const read = readCatalogCsvRow(
      header,
      row({ price: '$1,299.50', sale_enabled: 'TRUE', price_map: '199', name: '' }),
      stored,
    );
    // The same price and flag as numbers and booleans; an empty required text leaves the name as it is.
    expect(read).toEqual({ kind: 'update', body: { price: 1299.5, sale_enabled: true, price_map: 199 } });
  });

  it('names what it cannot read, by column', () => {
    const read = readCatalogCsvRow(
      header,
      row({ price: 'abc', is_parent: 'maybe', properties: 'no separator', tabs: '[', weight: '-2' }),
      stored,
    );
    expect(read).toEqual({
      kind: 'invalid',
      message: [
        'is_parent: true or false',
        'price: a price in dollars, such as 199.99',
        'weight: a number, such as 12.5',
        'properties: one property a line, as "Key: Value" (line 1 is "no separator")',
        'tabs: JSON as exported: [{"title": "...", "text": "...", "table": null}]',
      ].join('; '),
    });
    expect(readCatalogCsvRow(header, row({ slug: 'Not A Slug' }), stored)).toEqual({
      kind: 'invalid',
      message: 'slug: Lowercase letters, digits and single dashes',
    });
    expect(readCatalogCsvRow(header, row({ preorder_eta_date: '2026-02-30' }), stored)).toMatchObject({
      kind: 'invalid',
      message: expect.stringMatching(/^preorder_eta_date: /),
    });
  });

  it("takes a new product's first stock and refuses a known product's stock that differs", () => {
    const read = readCatalogCsvHeader([...CATALOG_CSV_EXPORT_HEADER, 'tpa', 'lv']);
    if ('error' in read) throw new Error(read.error);
    const created = readCatalogCsvRow(read.header, [...row(), '7', ''], null);
    expect(created.kind === 'create' && created.body.stock).toEqual({ tpa: 7, lv: 0 });
    expect(readCatalogCsvRow(read.header, [...row(), '4', '0'], stored)).toEqual({ kind: 'unchanged' });
    expect(readCatalogCsvRow(read.header, [...row(), '5', ''], stored)).toEqual({
      kind: 'invalid',
      message: expect.stringContaining('tpa: the stock of a known product changes through the stock import'),
    });
  });

  it('reads bundle items as SKU*quantity (one without *) and clears lists with an empty cell', () => {
    const read = readCatalogCsvRow(
      header,
      row({ bundle_items: 'SK-AMP*2 | SK-WIRE', collections: '', product_type: 'bundle' }),
      stored,
    );
    expect(read).toEqual({
      kind: 'update',
      body: {
        product_type: 'bundle',
        bundle_items: [
          { sku: 'SK-AMP', quantity: 2 },
          { sku: 'SK-WIRE', quantity: 1 },
        ],
        collections: [],
      },
    });
  });
});

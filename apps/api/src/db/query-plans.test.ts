/**
 * No full scan of a table that grows with the catalogue on a storefront read (decision 052). The catalogue's read
 * routes and pages are served over HTTP with the response cache off while every statement the store runs is
 * recorded; then each distinct statement's plan is read (test/query-plans.ts) and a full scan of any table
 * but the small, fixed ones below fails, naming the statement, the requests that ran it and its plan.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeApp, type TestApp } from '../test/make-app.js';
import {
  planOf,
  plansOf,
  statementRecorder,
  type FullScan,
  type Plan,
  type RecordedStatement,
} from '../test/query-plans.js';
import { makeWebDist } from '../test/spa-fixture.js';
import { STOREFRONT_READS } from '../test/storefront-reads.js';

/** Tables a read may scan whole: their size does not grow with products, orders or reviews. */
const SMALL_FIXED_TABLES: Record<string, string> = {
  collections: 'the shop’s collections and sub-collections (tens), edited by hand',
  content_pages: 'the content pages the merchant writes (the built-in ones and a few more, decision 081)',
  home_slides: 'the home’s hero slides (at most 8, decision 082)',
  home_tiles: 'the home’s category tiles (at most 12)',
  home_footer_groups: 'the footer’s link groups (at most 6)',
  home_footer_links: 'the footer’s links (at most 6 × 12)',
  menu_categories: 'the header menu’s entries (tens)',
  menu_collections: 'the header menu’s collection links (tens)',
  menu_products: 'the header menu’s product links (tens), picked by hand',
  sales: 'the sales the shop has defined (a few a year)',
  settings: 'the shop’s settings (one row per setting)',
};

/**
 * Statements that read a growing table whole by design, why that is not a cost per shopper request, and which
 * of their full scans that allows (none named: any).
 */
const WHOLE_READS: {
  what: string;
  statement: (s: RecordedStatement) => boolean;
  scans?: (scan: FullScan) => boolean;
}[] = [
  {
    what:
      'the sitemaps list every product card (their count and pages): one walk of the cards’ index ' +
      '(migration 023) in the order they list them, never the product rows; crawlers read them',
    statement: (s) => s.by.every((url) => /^\/sitemap[\w-]*\.xml$/.test(url)),
    scans: (scan) => scan.how === 'index' && scan.index === 'products_sitemap',
  },
  {
    what: 'search reads the ids of the cards not shown once per version of its index (search.repo.ts)',
    statement: (s) => s.sql.startsWith('select "id" from "products" where not ('),
  },
];

/** An empty enclosure of the demo catalogue, whose cart suggests subwoofers (cart.compatibility.ts). */
const EMPTY_ENCLOSURE = 'AR1X12V';
const CART_READ = 'GET /api/cartv2 (an empty enclosure in the cart)';

describe('storefront reads: query plans', () => {
  const recorder = statementRecorder();
  let t: TestApp;
  let plans: Map<RecordedStatement, Plan>;

  beforeAll(async () => {
    t = await makeApp({
      webDistDir: makeWebDist(),
      configOverrides: { responseCacheEntries: 0 },
      log: (event) => recorder.log(event),
    });
    for (const [url, status] of STOREFRONT_READS) {
      const res = await recorder.during(url, () => request(t.handle).get(url));
      expect(res.status, `${url}: ${res.text.slice(0, 200)}`).toBe(status);
    }
    // The cart's read too: with an empty enclosure it suggests a category's best sellers of its sizes (migration
    // 027), on every cart read of a shopper who holds one.
    const cart = await request(t.handle)
      .post('/api/cartv2')
      .send({ items: [{ sku: EMPTY_ENCLOSURE, quantity: 1 }] });
    expect(cart.status, cart.text.slice(0, 200)).toBe(200);
    const read = await recorder.during(CART_READ, () =>
      request(t.handle).get('/api/cartv2').set('x-cart-token', String(cart.body.cart_token)),
    );
    expect(read.body.suggestions?.length, read.text.slice(0, 300)).toBeGreaterThan(0);
    plans = await plansOf(t.db, recorder.statements());
  });
  afterAll(() => t?.close());

  it('records the statements of every read', () => {
    const statements = recorder.statements();
    const readBy = new Set(statements.flatMap((s) => s.by));
    // The active sale is kept in memory (sales.service.ts: read again now and then); robots.txt reads nothing.
    const mayReadNothing = ['/api/sales/active', '/robots.txt'];
    expect(
      STOREFRONT_READS.map(([url]) => url).filter((url) => !readBy.has(url) && !mayReadNothing.includes(url)),
    ).toEqual([]);
    // The catalogue's tables are read (vehicle_fitment: the fitment table or one of its summaries).
    for (const table of [
      '"products"',
      '"collection_products"',
      '"product_properties"',
      '"vehicle_fitment',
      '"reviews"',
    ])
      expect(
        statements.some((s) => s.sql.includes(table)),
        table,
      ).toBe(true);
  });

  it('finds a full scan where there is one', async () => {
    const scanned = await planOf(t.db, {
      sql: 'select "id" from "products" where "weight" = 1',
      parameters: [],
    });
    expect(scanned.fullScans).toEqual([{ table: 'products', how: 'rows' }]);
    const found = await planOf(t.db, {
      sql: 'select "id" from "products" where "sku" = \'X\'',
      parameters: [],
    });
    expect(found.fullScans).toEqual([]);
    if (t.store === 'sqlite') {
      // Every entry of an index, under an alias.
      const walked = await planOf(t.db, {
        sql: 'select "p"."sku" from "products" as "p" where "p"."sku" like \'%X%\'',
        parameters: [],
      });
      expect(walked.fullScans).toEqual([{ table: 'products', how: 'index', index: 'products_sku' }]);
    }
  });

  it('scans no table that grows with the catalogue', () => {
    const offending = [...plans]
      .map(([statement, plan]) => {
        const allowed = WHOLE_READS.filter((whole) => whole.statement(statement));
        return {
          scans: plan.fullScans.filter(
            (scan) =>
              !(scan.table in SMALL_FIXED_TABLES) &&
              !allowed.some((whole) => (whole.scans ?? (() => true))(scan)),
          ),
          statement,
          plan,
        };
      })
      .filter((s) => s.scans.length > 0);
    const report = offending.map(
      ({ scans, statement, plan }) =>
        `reads ${scans.map((s) => (s.how === 'rows' ? s.table : `the index ${s.index} of ${s.table}`)).join(', ')} whole, by ${statement.by.join(' ; ')}\n  ${statement.sql}\n  ${plan.lines.join('\n  ')}`,
    );
    expect(report.join('\n\n')).toBe('');
  });
});

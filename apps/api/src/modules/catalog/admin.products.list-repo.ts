/**
 * The SQL of the back office's product list (decision 045): search and filters over 50,000 products, each order
 * served by a narrow index of the products table (migration 017), one page of rows, and what a row shows beside them (a family's
 * stock, the first image). The catalogue export pages through the same filters.
 */
import { unitsRangeOf, type AdminProductListQuery, type AdminProductSort } from '@shop/domain';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { ddlOf } from '../../db/ddl.js';
import { dialectOf } from '../../db/dialect.js';
import { containsPattern } from '../../db/like-pattern.js';

/** What a list row reads from the store. */
export type ListRowData = {
  id: number;
  sku: string;
  name: string;
  slug: string;
  product_type: 'normal' | 'variant' | 'bundle';
  is_parent: number;
  variant_parent_sku: string | null;
  price_cents: number;
  price_map_cents: number;
  price_msrp_cents: number;
  price_dealer_cents: number | null;
  enabled_on_site: number;
  discontinued: number;
  block_backorder: number;
  tpa_wh: number | null;
  lv_wh: number | null;
};

/**
 * Whether a product's units on hand reach `min` (and stay within `max`): its own stock, or for a parent its
 * enabled variants' together (the storefront card's rule). Both sides are sets found once each (a pass of the
 * narrow stock table; the families summed by group), never a lookup per product, so that a walk of a list index
 * tests each product against them cheaply. Only for min >= 1: a product without a stock row holds none.
 */
const unitsAtLeast = (min: number, max: number | null) => {
  const range = max === null ? sql`>= ${min}` : sql`BETWEEN ${min} AND ${max}`;
  // A CASE, not an OR: SQLite would otherwise fetch both sets' rows by index and sort them, instead of walking
  // the order's index and testing each product against the sets.
  return sql<SqlBool>`(CASE WHEN p.is_parent = 1 THEN p.sku IN (
  SELECT v.variant_parent_sku FROM products v JOIN stock vs ON vs.product_id = v.id
  WHERE v.variant_parent_sku IS NOT NULL AND v.enabled_on_site = 1
  GROUP BY v.variant_parent_sku HAVING sum(vs.tpa_wh + vs.lv_wh) ${range})
ELSE p.id IN (SELECT product_id FROM stock WHERE tpa_wh + lv_wh ${range}) END)`;
};

/** Whether the units on hand fall in [min, max] (max null: no upper bound); 'out' is "not 1 or more". */
const unitsInRange = (min: number, max: number | null) => {
  if (min >= 1) return unitsAtLeast(min, max);
  return max === null ? sql<SqlBool>`1 = 1` : sql<SqlBool>`NOT ${unitsAtLeast(max + 1, null)}`;
};

/** The products matching the list's search and filters (no order, no page); the catalogue export's too. */
export function filtered(db: Db, f: Omit<AdminProductListQuery, 'sort' | 'page' | 'pageSize'>) {
  let q = db.selectFrom('products as p');
  if (f.q) {
    // Case-insensitive on both stores (LIKE on SQLite, ILIKE on PostgreSQL: db/ddl.ts).
    const like = sql.raw(ddlOf(dialectOf(db)).like);
    const pattern = containsPattern(f.q);
    q = q.where((eb) =>
      eb.or([
        sql<SqlBool>`${eb.ref('p.sku')} ${like} ${pattern} ESCAPE '\\'`,
        sql<SqlBool>`${eb.ref('p.name')} ${like} ${pattern} ESCAPE '\\'`,
      ]),
    );
  }
  if (f.collection !== undefined) {
    const handle = f.collection;
    q = q.where('p.id', 'in', (eb) =>
      eb
        .selectFrom('collection_products as cp')
        .innerJoin('collections as c', 'c.id', 'cp.collection_id')
        .select('cp.product_id')
        .where('c.full_handle', '=', handle),
    );
  }
  if (f.product_type !== undefined) q = q.where('p.product_type', '=', f.product_type);
  if (f.enabled !== undefined) q = q.where('p.enabled_on_site', '=', f.enabled ? 1 : 0);
  if (f.stock !== undefined) {
    const [min, max] = unitsRangeOf(f.stock);
    q = q.where(unitsInRange(min, max));
  }
  return q;
}

type Order = readonly [
  column: 'p.sku' | 'p.name' | 'p.price_cents' | 'p.id' | 'p.turnover_30d_cents',
  'asc' | 'desc',
];

/**
 * Each order, with the id as the last key so that pages never overlap. Every order is the key of one of
 * migration 017's list indexes (products_admin_sku, _name, _price, _id, _turnover), which also hold the columns
 * the search and filters read: a page walks the index and stops, without reading a product row.
 */
const ORDERS: Record<AdminProductSort, readonly Order[]> = {
  sku: [['p.sku', 'asc']],
  '-sku': [['p.sku', 'desc']],
  name: [
    ['p.name', 'asc'],
    ['p.id', 'asc'],
  ],
  '-name': [
    ['p.name', 'desc'],
    ['p.id', 'desc'],
  ],
  price: [
    ['p.price_cents', 'asc'],
    ['p.id', 'asc'],
  ],
  '-price': [
    ['p.price_cents', 'desc'],
    ['p.id', 'desc'],
  ],
  newest: [['p.id', 'desc']],
  oldest: [['p.id', 'asc']],
  best_selling: [
    ['p.turnover_30d_cents', 'desc'],
    ['p.id', 'asc'],
  ],
};

/** Up to this many matches, a page sorts the matches instead of walking an index of the whole table. */
export const FEW_MATCHES = 500;

/** Whether the query narrows the products (a search or a filter) or lists them all. */
const narrows = (f: AdminProductListQuery): boolean =>
  Boolean(f.q) ||
  f.collection !== undefined ||
  f.product_type !== undefined ||
  f.enabled !== undefined ||
  f.stock !== undefined;

/**
 * The list's two queries: how many match, and the ids of one page. The page sorts ids alone (a sort without an
 * index then holds two columns a row, not the whole row); the rows are read by id after.
 *
 * Two shapes of page. Many matches: walk the order's list index (migration 017) and stop at the page, testing
 * each entry on the way (the stock filter against sets found once). Few matches (`few`, at most FEW_MATCHES):
 * find them in one pass of an index, then sort them. Exported for the query-plan test.
 */
export function productListQueries(db: Db, f: AdminProductListQuery, opts: { few?: boolean } = {}) {
  let page = opts.few
    ? db.selectFrom('products as p').select('p.id').where('p.id', 'in', filtered(db, f).select('p.id'))
    : filtered(db, f).select('p.id');
  for (const [column, direction] of ORDERS[f.sort]) page = page.orderBy(column, direction);
  return {
    page: page.limit(f.pageSize).offset((f.page - 1) * f.pageSize),
    count: filtered(db, f).select((eb) => eb.fn.countAll<number | string>().as('n')),
  };
}

export function createAdminProductListRepo(db: Db) {
  return {
    async list(f: AdminProductListQuery): Promise<{ rows: ListRowData[]; total: number }> {
      const count = async () => Number((await productListQueries(db, f).count.executeTakeFirstOrThrow()).n);
      let ids: number[];
      let total: number;
      if (narrows(f)) {
        // The count (one pass of a list index) tells which page shape is quick.
        total = await count();
        const offset = (f.page - 1) * f.pageSize;
        ids =
          offset >= total
            ? []
            : (await productListQueries(db, f, { few: total <= FEW_MATCHES }).page.execute()).map(
                (r) => r.id,
              );
      } else {
        ids = (await productListQueries(db, f).page.execute()).map((r) => r.id);
        // A first page shorter than the page size is every product: no count needed.
        total = f.page === 1 && ids.length < f.pageSize ? ids.length : await count();
      }
      if (ids.length === 0) return { rows: [], total };
      const found = await db
        .selectFrom('products as p')
        .leftJoin('stock as s', 's.product_id', 'p.id')
        .select([
          'p.id',
          'p.sku',
          'p.name',
          'p.slug',
          'p.product_type',
          'p.is_parent',
          'p.variant_parent_sku',
          'p.price_cents',
          'p.price_map_cents',
          'p.price_msrp_cents',
          'p.price_dealer_cents',
          'p.enabled_on_site',
          'p.discontinued',
          'p.block_backorder',
          's.tpa_wh',
          's.lv_wh',
        ])
        .where('p.id', 'in', ids)
        .$castTo<ListRowData>()
        .execute();
      const byId = new Map(found.map((r) => [r.id, r]));
      return { rows: ids.flatMap((id) => byId.get(id) ?? []), total };
    },

    /** Units per warehouse of the enabled variants of each parent sku (upper-cased keys). */
    async familyStock(parentSkus: readonly string[]): Promise<Map<string, { tpa: number; lv: number }>> {
      if (parentSkus.length === 0) return new Map();
      const rows = await db
        .selectFrom('products as v')
        .innerJoin('stock as vs', 'vs.product_id', 'v.id')
        .select((eb) => [
          'v.variant_parent_sku',
          eb.fn.sum<number | string>('vs.tpa_wh').as('tpa'),
          eb.fn.sum<number | string>('vs.lv_wh').as('lv'),
        ])
        .where('v.variant_parent_sku', 'in', parentSkus)
        .where('v.enabled_on_site', '=', 1)
        .groupBy('v.variant_parent_sku')
        .execute();
      const out = new Map<string, { tpa: number; lv: number }>();
      for (const r of rows) {
        const key = (r.variant_parent_sku ?? '').toUpperCase();
        const known = out.get(key) ?? { tpa: 0, lv: 0 };
        out.set(key, { tpa: known.tpa + Number(r.tpa), lv: known.lv + Number(r.lv) });
      }
      return out;
    },

    /** Each product's first image (by position). */
    async firstImages(ids: readonly number[]): Promise<Map<number, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('product_images')
        .select(['product_id', 'url'])
        .where('product_id', 'in', ids)
        .orderBy('product_id')
        .orderBy('position')
        .execute();
      const out = new Map<number, string>();
      for (const r of rows) if (!out.has(r.product_id)) out.set(r.product_id, r.url);
      return out;
    },
  };
}

/**
 * All SQL of the back office's products (issue 19): the list (filters over 50,000 products served by the
 * products table's indexes where the order allows), one product with what hangs off it, and the writes of a
 * create or an edit. Each function takes the caller's executor: inside a write it is the transaction.
 */
import { unitsRangeOf, type AdminProductListQuery, type AdminProductSort } from '@shop/domain';
import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import { ddlOf } from '../../db/ddl.js';
import { dialectOf, forNoKeyUpdate } from '../../db/dialect.js';
import type { DB } from '../../db/schema.js';
import { lockAdminGroup } from './admin.lock.js';

/** A product row with its stock, pre-order info and rating, as the back office reads it. */
export type AdminProductRowData = {
  id: number;
  sku: string;
  upc: string | null;
  name: string;
  site_name: string;
  site_handle: string;
  slug: string;
  path: string;
  category: string | null;
  vendor: string;
  product_type: 'normal' | 'variant' | 'bundle';
  is_parent: number;
  variant_parent_sku: string | null;
  variant_option_one_name: string | null;
  variant_option_one_value: string | null;
  variant_option_two_name: string | null;
  variant_option_two_value: string | null;
  variant_option_three_name: string | null;
  variant_option_three_value: string | null;
  price_cents: number;
  price_map_cents: number;
  price_msrp_cents: number;
  price_dealer_cents: number | null;
  sale_enabled: number;
  is_daily_deal: number;
  discontinued: number;
  block_backorder: number;
  enabled_on_site: number;
  seo_title: string;
  seo_description: string;
  description: string;
  google_product_line: string | null;
  weight: number | null;
  total_subwoofer_holes: number | null;
  compatibility_notes: string | null;
  primary_collection_id: number | null;
  frequently_bought_together: string;
  turnover_30d_cents: number;
  created_at: string;
  tpa_wh: number | null;
  lv_wh: number | null;
  preorder_id: number | null;
  is_pre_order_eligible: number | null;
  is_pre_order_enabled: number | null;
  manual_override_eta_date: string | null;
  in_stock_eta_date: string | null;
  avg_rating: number | null;
  rating_count: number | null;
};

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

export type ProductColumns = Omit<
  Insertable<DB['products']>,
  'id' | 'turnover_30d_cents' | 'created_at' | 'sku'
>;

/** `text` as a LIKE pattern that matches it anywhere (its %, _ and \ escaped with \). */
const containsPattern = (text: string): string => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether the units on hand fall in the range: a product's own stock (the joined `s`), or for a parent its
 * enabled variants' together (the storefront card's rule), summed by products_parent for parents only. The range
 * is tested where the units are made, so that each family is summed once (PostgreSQL would evaluate the
 * subquery once per side of a BETWEEN).
 */
const unitsInRange = (min: number, max: number | null) => {
  const range = max === null ? sql`>= ${min}` : sql`BETWEEN ${min} AND ${max}`;
  return sql<SqlBool>`CASE WHEN p.is_parent = 1 THEN (
  SELECT coalesce(sum(vs.tpa_wh + vs.lv_wh), 0) ${range} FROM products v JOIN stock vs ON vs.product_id = v.id
  WHERE v.variant_parent_sku = p.sku AND v.enabled_on_site = 1)
ELSE coalesce(s.tpa_wh + s.lv_wh, 0) ${range} END`;
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
    // The join only feeds the filter (the queries select from p alone), hence the builder keeps its type.
    q = q.leftJoin('stock as s', 's.product_id', 'p.id').where(unitsInRange(min, max)) as unknown as typeof q;
  }
  return q;
}

type Order = readonly [
  column: 'p.sku' | 'p.name' | 'p.price_cents' | 'p.id' | 'p.turnover_30d_cents',
  'asc' | 'desc',
];

/**
 * Each order, with the id as the last key so that pages never overlap. sku, id and turnover are the orders of
 * indexes (products_sku, the rowid / primary key, products_turnover): a page walks the index and stops.
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
 * Two shapes of page. Many matches: walk the order's index (products_sku, the primary key, products_turnover)
 * and stop at the page, testing each row on the way, which is quick while matches are dense. Few matches
 * (`few`, at most FEW_MATCHES): find them in one pass of the table, then sort them; walking the index would visit
 * (and fetch the row of) nearly every product to fill a page of rare ones. Exported for the query-plan test.
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

const productColumns = [
  'p.id',
  'p.sku',
  'p.upc',
  'p.name',
  'p.site_name',
  'p.site_handle',
  'p.slug',
  'p.path',
  'p.category',
  'p.vendor',
  'p.product_type',
  'p.is_parent',
  'p.variant_parent_sku',
  'p.variant_option_one_name',
  'p.variant_option_one_value',
  'p.variant_option_two_name',
  'p.variant_option_two_value',
  'p.variant_option_three_name',
  'p.variant_option_three_value',
  'p.price_cents',
  'p.price_map_cents',
  'p.price_msrp_cents',
  'p.price_dealer_cents',
  'p.sale_enabled',
  'p.is_daily_deal',
  'p.discontinued',
  'p.block_backorder',
  'p.enabled_on_site',
  'p.seo_title',
  'p.seo_description',
  'p.description',
  'p.google_product_line',
  'p.weight',
  'p.total_subwoofer_holes',
  'p.compatibility_notes',
  'p.primary_collection_id',
  'p.frequently_bought_together',
  'p.turnover_30d_cents',
  'p.created_at',
  's.tpa_wh',
  's.lv_wh',
  'pi.id as preorder_id',
  'pi.is_pre_order_eligible',
  'pi.is_pre_order_enabled',
  'pi.manual_override_eta_date',
  'pi.in_stock_eta_date',
  'r.avg_rating',
  'r.count as rating_count',
] as const;

export type AdminProductsRepo = ReturnType<typeof createAdminProductsRepo>;

/**
 * `rememberPositions`: for a repo making many writes in one transaction (a catalogue import), each collection's
 * last position is read once and then counted on: the collection's lock (lockAdminGroup, taken before a product
 * joins it) is held until the transaction ends, so no one else appends to it meanwhile.
 */
export function createAdminProductsRepo(db: Db, opts: { rememberPositions?: boolean } = {}) {
  const lastPositions = opts.rememberPositions ? new Map<number, number>() : null;
  const full = () =>
    db
      .selectFrom('products as p')
      .leftJoin('stock as s', 's.product_id', 'p.id')
      .leftJoin('preorder_info as pi', 'pi.product_id', 'p.id')
      .leftJoin('ratings as r', 'r.product_id', 'p.id')
      .select(productColumns)
      .$castTo<AdminProductRowData>();

  return {
    async list(f: AdminProductListQuery): Promise<{ rows: ListRowData[]; total: number }> {
      const count = async () => Number((await productListQueries(db, f).count.executeTakeFirstOrThrow()).n);
      let ids: number[];
      let total: number;
      if (narrows(f)) {
        // The count (one pass of the table) tells which page shape is quick.
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

    /** The id, family and kind of the product with this sku (any case). */
    findBySku: async (sku: string) =>
      (await db
        .selectFrom('products')
        .select(['id', 'sku', 'slug', 'is_parent', 'variant_parent_sku', 'product_type'])
        .where('sku', '=', sku)
        .executeTakeFirst()) ?? null,

    /** Locks a product's row until the transaction ends (PostgreSQL; SQLite's write transaction holds all). */
    lock: async (id: number): Promise<void> => {
      await forNoKeyUpdate(db, db.selectFrom('products').select('id').where('id', '=', id)).execute();
    },

    byId: async (id: number): Promise<AdminProductRowData | null> =>
      (await full().where('p.id', '=', id).executeTakeFirst()) ?? null,

    /** A parent's variants (enabled or not), by id. */
    variantsOf: (parentSku: string): Promise<AdminProductRowData[]> =>
      full().where('p.variant_parent_sku', '=', parentSku).orderBy('p.id').execute(),

    propertiesOf: (id: number) =>
      db
        .selectFrom('product_properties')
        .select(['key', 'value'])
        .where('product_id', '=', id)
        .orderBy('position')
        .orderBy('key')
        .execute(),

    tabsOf: async (id: number): Promise<string | null> =>
      (
        await db
          .selectFrom('product_tabs')
          .select('tab_box_info')
          .where('product_id', '=', id)
          .executeTakeFirst()
      )?.tab_box_info ?? null,

    imagesOf: (id: number) =>
      db
        .selectFrom('product_images')
        .select(['url', 'alt_text'])
        .where('product_id', '=', id)
        .orderBy('position')
        .execute(),

    fitmentOf: (id: number) =>
      db
        .selectFrom('vehicle_fitment')
        .select(['make', 'model', 'year_start', 'year_end', 'type'])
        .where('product_id', '=', id)
        .orderBy('make')
        .orderBy('model')
        .execute(),

    /** The full handles of the collections that list the product, in the shop's collection order. */
    collectionsOf: async (id: number): Promise<string[]> =>
      (
        await db
          .selectFrom('collection_products as cp')
          .innerJoin('collections as c', 'c.id', 'cp.collection_id')
          .select('c.full_handle')
          .where('cp.product_id', '=', id)
          .orderBy('c.position')
          .orderBy('c.id')
          .execute()
      ).map((r) => r.full_handle),

    collectionHandleOf: async (id: number | null): Promise<string | null> =>
      id === null
        ? null
        : ((await db.selectFrom('collections').select('full_handle').where('id', '=', id).executeTakeFirst())
            ?.full_handle ?? null),

    bundleItemsOf: (id: number) =>
      db
        .selectFrom('bundle_items as bi')
        .innerJoin('products as c', 'c.id', 'bi.child_id')
        .select(['c.sku', 'bi.quantity'])
        .where('bi.bundle_id', '=', id)
        .orderBy('bi.position')
        .orderBy('bi.child_id')
        .execute(),

    /**
     * Other products already found by one of these keys. The storefront finds a product by its sku, slug or
     * site handle alike (catalog.repo findIdByKey), so a key may name one product only, whichever column holds it.
     */
    async keyHolders(keys: readonly string[], exceptId: number | null) {
      if (keys.length === 0) return [];
      let q = db
        .selectFrom('products')
        .select(['id', 'sku', 'slug', 'site_handle'])
        .where((eb) => eb.or([eb('sku', 'in', keys), eb('slug', 'in', keys), eb('site_handle', 'in', keys)]));
      if (exceptId !== null) q = q.where('id', '<>', exceptId);
      return q.orderBy('id').limit(20).execute();
    },

    /** id, kind and family of the products with these skus (any case). */
    productsBySkus: async (skus: readonly string[]) =>
      skus.length === 0
        ? []
        : db
            .selectFrom('products')
            .select(['id', 'sku', 'slug', 'product_type', 'is_parent'])
            .where('sku', 'in', skus)
            .execute(),

    collectionIdsOf: async (fullHandles: readonly string[]) =>
      fullHandles.length === 0
        ? []
        : db
            .selectFrom('collections')
            .select(['id', 'full_handle'])
            .where('full_handle', 'in', fullHandles)
            .execute(),

    hasVariants: async (sku: string): Promise<boolean> =>
      (await db
        .selectFrom('products')
        .select('id')
        .where('variant_parent_sku', '=', sku)
        .limit(1)
        .executeTakeFirst()) !== undefined,

    // ------------------------------------------------------------------------------------------------ writes

    insertProduct: async (sku: string, values: ProductColumns, nowIso: string): Promise<number> =>
      (
        await db
          .insertInto('products')
          .values({ ...values, sku, created_at: nowIso })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,

    updateProduct: async (id: number, set: Updateable<DB['products']>): Promise<void> => {
      if (Object.keys(set).length === 0) return;
      await db.updateTable('products').set(set).where('id', '=', id).execute();
    },

    insertStock: async (id: number, tpa: number, lv: number, nowIso: string): Promise<void> => {
      await db
        .insertInto('stock')
        .values({ product_id: id, tpa_wh: tpa, lv_wh: lv, updated_at: nowIso })
        .execute();
    },

    setPreorder: async (
      id: number,
      p: {
        is_pre_order_eligible: boolean;
        is_pre_order_enabled: boolean;
        manual_override_eta_date: string | null;
        in_stock_eta_date: string | null;
      } | null,
    ): Promise<void> => {
      if (p === null) {
        await db.deleteFrom('preorder_info').where('product_id', '=', id).execute();
        return;
      }
      const values = {
        is_pre_order_eligible: p.is_pre_order_eligible ? 1 : 0,
        is_pre_order_enabled: p.is_pre_order_enabled ? 1 : 0,
        manual_override_eta_date: p.manual_override_eta_date,
        in_stock_eta_date: p.in_stock_eta_date,
      };
      await db
        .insertInto('preorder_info')
        .values({ product_id: id, ...values })
        .onConflict((oc) => oc.column('product_id').doUpdateSet(values))
        .execute();
    },

    /** `fresh`: the product was made in this transaction, so there is nothing to replace (as below). */
    replaceProperties: async (
      id: number,
      props: readonly { key: string; value: string }[],
      fresh = false,
    ): Promise<void> => {
      if (!fresh) await db.deleteFrom('product_properties').where('product_id', '=', id).execute();
      if (props.length > 0)
        await db
          .insertInto('product_properties')
          .values(props.map((p, position) => ({ product_id: id, key: p.key, value: p.value, position })))
          .execute();
    },

    setTabs: async (id: number, tabsJson: string | null): Promise<void> => {
      if (tabsJson === null) {
        await db.deleteFrom('product_tabs').where('product_id', '=', id).execute();
        return;
      }
      await db
        .insertInto('product_tabs')
        .values({ product_id: id, tab_box_info: tabsJson })
        .onConflict((oc) => oc.column('product_id').doUpdateSet({ tab_box_info: tabsJson }))
        .execute();
    },

    replaceFitment: async (
      id: number,
      rows: readonly {
        make: string;
        model: string;
        yearStart: number;
        yearEnd: number | null;
        type: string;
        sizeKey: string;
      }[],
      fresh = false,
    ): Promise<void> => {
      if (!fresh) await db.deleteFrom('vehicle_fitment').where('product_id', '=', id).execute();
      if (rows.length > 0)
        await db
          .insertInto('vehicle_fitment')
          .values(
            rows.map((f) => ({
              product_id: id,
              make: f.make,
              model: f.model,
              year_start: f.yearStart,
              year_end: f.yearEnd,
              type: f.type,
              subwoofer_size: f.sizeKey,
            })),
          )
          .execute();
    },

    /**
     * The product's collections become exactly these: it leaves the others, keeps its place in those it stays
     * in, and joins the new ones last.
     */
    async setCollections(id: number, collectionIds: readonly number[], fresh = false): Promise<void> {
      const kept = new Set(
        fresh
          ? []
          : (
              await db
                .selectFrom('collection_products')
                .select('collection_id')
                .where('product_id', '=', id)
                .execute()
            ).map((r) => r.collection_id),
      );
      // Each collection whose membership changes takes its turn (admin.lock.ts), in id order: the same lock the
      // collection's own edits take.
      const touched = [...new Set([...kept, ...collectionIds])]
        .filter((c) => kept.has(c) !== collectionIds.includes(c))
        .sort((a, b) => a - b);
      for (const collectionId of touched) await lockAdminGroup(db, `collection:${collectionId}`);
      if (!fresh) {
        let drop = db.deleteFrom('collection_products').where('product_id', '=', id);
        if (collectionIds.length > 0) drop = drop.where('collection_id', 'not in', collectionIds);
        await drop.execute();
      }
      for (const collectionId of collectionIds) {
        if (kept.has(collectionId)) continue;
        const last =
          lastPositions?.get(collectionId) ??
          Number(
            (
              await db
                .selectFrom('collection_products')
                .select((eb) => eb.fn.max<number | null>('position').as('position'))
                .where('collection_id', '=', collectionId)
                .executeTakeFirst()
            )?.position ?? -1,
          );
        lastPositions?.set(collectionId, last + 1);
        await db
          .insertInto('collection_products')
          .values({
            collection_id: collectionId,
            product_id: id,
            position: last + 1,
            is_visible: 1,
            is_preordered: 0,
          })
          .execute();
      }
    },

    /** The listing flags of listed products (parents or single products) in every collection holding them. */
    setListingFlags: async (ids: readonly number[], visible: boolean, preordered: boolean): Promise<void> => {
      if (ids.length === 0) return;
      await db
        .updateTable('collection_products')
        .set({ is_visible: visible ? 1 : 0, is_preordered: preordered ? 1 : 0 })
        .where('product_id', 'in', ids)
        .execute();
    },

    replaceBundleItems: async (
      id: number,
      items: readonly { childId: number; quantity: number }[],
    ): Promise<void> => {
      await db.deleteFrom('bundle_items').where('bundle_id', '=', id).execute();
      if (items.length > 0)
        await db
          .insertInto('bundle_items')
          .values(
            items.map((item, position) => ({
              bundle_id: id,
              child_id: item.childId,
              quantity: item.quantity,
              position,
            })),
          )
          .execute();
    },

    setPath: async (id: number, path: string): Promise<void> => {
      await db.updateTable('products').set({ path }).where('id', '=', id).execute();
    },
  };
}

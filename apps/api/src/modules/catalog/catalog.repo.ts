/**
 * All catalogue SQL. Lists are passed as `IN (...)` lists, or as one argument for a list of ids (an empty list
 * asks nothing and answers []), so a page costs a fixed number of queries. The storefront's queries are
 * compiled once (db/precompiled.ts): building and compiling a query with Kysely on every call cost about as
 * much as SQLite running it.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { precompiled } from '../../db/precompiled.js';
import { shownSku } from '../../db/shown-sku.js';
import {
  cardSelect,
  listingSelect,
  listingVariantSelect,
  productSelect,
  type BundleItemRow,
  type CardRow,
  type CollectionRow,
  type ImageRow,
  type ListingRow,
  type ListingVariantRow,
  type ProductPageRow,
  type ProductRow,
  type PropertyRow,
} from './catalog.rows.js';
import { extrasColumns, unfoldExtras, type Extras, type ExtrasJson } from './catalog.page-rows.js';

export { productSelect, productWithStockSelect } from './catalog.rows.js';
export type {
  BundleItemRow,
  ImageRow,
  ProductColumnsRow,
  ProductRow,
  StockPreorderRow,
} from './catalog.rows.js';

/** A collection's visible members that are shown (the excluded sku never is: db/shown-sku.ts). */
const shownMembers = (db: Db, collectionId: number) =>
  db
    .selectFrom('collection_products as cp')
    .innerJoin('products as p', 'p.id', 'cp.product_id')
    .where('cp.collection_id', '=', collectionId)
    .where('cp.is_visible', '=', 1)
    .where(shownSku('p.sku'));

/**
 * `column` is one of `ids`, a comma-separated list given as one argument (`idList`): one statement, prepared
 * once, whatever the number of ids.
 */
const inIds = (ex: Db, column: string, ids: string) =>
  dialectOf(ex) === 'postgres'
    ? sql<boolean>`${sql.ref(column)} = any(string_to_array(${ids}, ',')::bigint[])`
    : sql<boolean>`${sql.ref(column)} in (select value from json_each('[' || ${ids} || ']'))`;

const idList = (ids: readonly number[]): string => ids.join(',');

/**
 * A product page's row by sku (any case), slug or site handle: a sku match first, then a slug match, then the
 * first by id; hidden skus never (db/shown-sku.ts). With its tabs, its collection and that one's parent.
 */
const pageRowSelect = (ex: Db, key: string) =>
  productSelect(ex)
    .leftJoin('product_tabs as t', 't.product_id', 'p.id')
    .leftJoin('collections as c', 'c.id', 'p.primary_collection_id')
    .leftJoin('collections as pc', 'pc.id', 'c.parent_id')
    .select([
      't.tab_box_info',
      'c.id as collection_id',
      'c.full_handle as collection_full_handle',
      'c.collection_page_title',
      'pc.handle as parent_collection_handle',
    ])
    .where((eb) => eb.or([eb('p.sku', '=', key), eb('p.slug', '=', key), eb('p.site_handle', '=', key)]))
    .where(shownSku('p.sku'))
    .orderBy(sql`(${sql.ref('p.sku')} = ${key})`, 'desc')
    .orderBy(sql`(${sql.ref('p.slug')} = ${key})`, 'desc')
    .orderBy('p.id')
    .limit(sql.lit(1));
const pageRowByKey = precompiled((ex, key: string) => pageRowSelect(ex, key).$castTo<ProductPageRow>());
/** pageRowByKey with the product's images, properties and bundle items (catalog.page-rows.ts). */
const productPageByKey = precompiled((ex, key: string) =>
  pageRowSelect(ex, key).select(extrasColumns(ex)).$castTo<ProductPageRow & ExtrasJson>(),
);
const productRowsByIds = precompiled((ex, ids: string) => productSelect(ex).where(inIds(ex, 'p.id', ids)));
const listingRowsByIds = precompiled((ex, ids: string) => listingSelect(ex).where(inIds(ex, 'p.id', ids)));
/**
 * The enabled, shown variants of the parent skus, by id (one shape per number of skus). `enabled_on_site = 1` is a
 * literal: SQLite compares a bound value with the partial indexes' conditions on it (products_sitemap), and so
 * prepared the statement again on every run, most of its cost for a family or two (decision 071).
 */
const familyOf = <O>(select: (ex: Db) => ReturnType<typeof cardSelect>) =>
  precompiled((ex, ...parentSkus: string[]) =>
    select(ex)
      .where('p.variant_parent_sku', 'in', parentSkus)
      .where('p.enabled_on_site', '=', sql.lit(1))
      .where(shownSku('p.sku'))
      .orderBy('p.id')
      .$castTo<O>(),
  );
const productFamiliesOf = familyOf<ProductRow>(productSelect);
const cardFamiliesOf = familyOf<CardRow>(cardSelect);
const listingFamiliesOf = familyOf<ListingVariantRow>((ex) => listingVariantSelect(ex).$castTo<CardRow>());
/** cardFamiliesOf with each variant's images, properties and bundle items (catalog.page-rows.ts). */
const pageFamiliesOf = familyOf<CardRow & ExtrasJson>((ex) =>
  cardSelect(ex).select(extrasColumns(ex)).$castTo<CardRow>(),
);
const imagesOfIds = precompiled((ex, ids: string) =>
  ex
    .selectFrom('product_images')
    .select(['product_id', 'url', 'alt_text'])
    .where(inIds(ex, 'product_id', ids))
    .orderBy('product_id')
    .orderBy('position'),
);
const propertiesOfIds = precompiled((ex, ids: string) =>
  ex
    .selectFrom('product_properties')
    .select(['product_id', 'key', 'value'])
    .where(inIds(ex, 'product_id', ids))
    .orderBy('product_id')
    .orderBy('position')
    // Equal positions (the default 0) by key, as SQLite's primary key reads them: a full order on both stores.
    .orderBy('key'),
);
const bundleItemsOfIds = precompiled((ex, ids: string) =>
  ex
    .selectFrom('bundle_items as bi')
    .innerJoin('products as c', 'c.id', 'bi.child_id')
    .select((eb) => [
      'bi.bundle_id',
      'bi.quantity',
      'c.sku',
      'c.name',
      'c.slug',
      'c.price_map_cents',
      // The child's first image (by position), or null.
      eb
        .selectFrom('product_images')
        .select('url')
        .whereRef('product_id', '=', 'c.id')
        .orderBy('position')
        .limit(sql.lit(1))
        .as('image'),
    ])
    .where(inIds(ex, 'bi.bundle_id', ids))
    .orderBy('bi.bundle_id')
    .orderBy('bi.position')
    .orderBy('bi.child_id'),
);
const collectionById = precompiled((ex, id: number) =>
  ex.selectFrom('collections').selectAll().where('id', '=', id),
);
const collectionByHandle = precompiled((ex, fullHandle: string) =>
  ex.selectFrom('collections').selectAll().where('full_handle', '=', fullHandle),
);
const subCollectionsOf = precompiled((ex, id: number) =>
  ex
    .selectFrom('collections')
    .select(['handle', 'title'])
    .where('parent_id', '=', id)
    .orderBy('position')
    .orderBy('id'),
);
const pageOfCollection = precompiled((ex, id: number, limit: number, offset: number) =>
  shownMembers(ex, id)
    .select('cp.product_id')
    .orderBy('cp.is_preordered')
    .orderBy('cp.position')
    .orderBy('cp.product_id')
    .limit(limit)
    .offset(offset),
);

/** The rows found for the ids, in the order of the ids. */
const inOrderOf = <R extends { id: number }>(ids: readonly number[], found: R[]): R[] => {
  const rows = new Map(found.map((r) => [r.id, r]));
  return ids.flatMap((id) => rows.get(id) ?? []);
};

export type CatalogRepo = ReturnType<typeof createCatalogRepo>;

export function createCatalogRepo(db: Db) {
  return {
    /** The page row of the product a key names (pageRowByKey), or null. */
    pageRowByKey: async (key: string): Promise<ProductPageRow | null> =>
      (await pageRowByKey(db, key)).rows[0] ?? null,
    /** The product page a key names (pageRowByKey) with its images, properties and bundle items, or null. */
    productPageByKey: async (key: string): Promise<{ row: ProductPageRow; extras: Extras } | null> => {
      const found = (await productPageByKey(db, key)).rows;
      if (found.length === 0) return null;
      const { rows, extras } = unfoldExtras<ProductPageRow>(found);
      return { row: rows[0]!, extras };
    },
    /** enabledCardVariantsOf with the variants' images, properties and bundle items. */
    pageFamiliesOf: async (
      parentSkus: readonly string[],
    ): Promise<{ rows: readonly CardRow[]; extras: Extras }> =>
      unfoldExtras<CardRow>(parentSkus.length === 0 ? [] : (await pageFamiliesOf(db, ...parentSkus)).rows),
    /** Rows for the ids, in the order of the ids. */
    productsByIds: async (ids: readonly number[]): Promise<ProductRow[]> =>
      ids.length === 0 ? [] : inOrderOf(ids, (await productRowsByIds(db, idList(ids))).rows),
    /** Listing rows for the ids (listing cards, decision 071), in the order of the ids. */
    listingRowsByIds: async (ids: readonly number[]): Promise<ListingRow[]> =>
      ids.length === 0 ? [] : inOrderOf(ids, (await listingRowsByIds(db, idList(ids))).rows),
    enabledVariantsOf: async (parentSkus: readonly string[]): Promise<ProductRow[]> =>
      parentSkus.length === 0 ? [] : (await productFamiliesOf(db, ...parentSkus)).rows,
    /** enabledVariantsOf, as card rows. */
    enabledCardVariantsOf: async (parentSkus: readonly string[]): Promise<CardRow[]> =>
      parentSkus.length === 0 ? [] : (await cardFamiliesOf(db, ...parentSkus)).rows,
    /** enabledVariantsOf, as listing rows with their size (listing cards, decision 071). */
    listingVariantsOf: async (parentSkus: readonly string[]): Promise<ListingVariantRow[]> =>
      parentSkus.length === 0 ? [] : (await listingFamiliesOf(db, ...parentSkus)).rows,
    /**
     * The slug of the card `sku` when it has a page of its own: enabled, no variant and shown (the sitemap's
     * cards, seo.repo.ts), else null.
     */
    cardSlugOf: async (sku: string): Promise<string | null> =>
      (
        await db
          .selectFrom('products')
          .select('slug')
          .where('sku', '=', sku)
          .where('enabled_on_site', '=', 1)
          .where('variant_parent_sku', 'is', null)
          .where(shownSku('sku'))
          .executeTakeFirst()
      )?.slug ?? null,
    parentBySku: async (sku: string): Promise<ProductRow | null> =>
      (await productSelect(db).where('p.sku', '=', sku).where('p.is_parent', '=', 1).executeTakeFirst()) ??
      null,
    imagesOf: async (ids: readonly number[]): Promise<ImageRow[]> =>
      ids.length === 0 ? [] : (await imagesOfIds(db, idList(ids))).rows,
    propertiesOf: async (ids: readonly number[]): Promise<PropertyRow[]> =>
      ids.length === 0 ? [] : (await propertiesOfIds(db, idList(ids))).rows,
    bundleItemsOf: async (ids: readonly number[]): Promise<BundleItemRow[]> =>
      ids.length === 0 ? [] : (await bundleItemsOfIds(db, idList(ids))).rows,
    collectionById: async (id: number): Promise<CollectionRow | null> =>
      (await collectionById(db, id)).rows[0] ?? null,
    collectionByHandle: async (fullHandle: string): Promise<CollectionRow | null> =>
      (await collectionByHandle(db, fullHandle)).rows[0] ?? null,
    subCollectionsOf: async (id: number): Promise<{ handle: string; title: string }[]> =>
      (await subCollectionsOf(db, id)).rows,
    /** How many members shownMembers lists: migration 019's summary row (none: 0), kept by triggers. */
    countInCollection: async (id: number): Promise<number> => {
      const row = await db
        .selectFrom('collection_member_counts')
        .select('n')
        .where('collection_id', '=', id)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    },
    pageOfCollection: async (id: number, limit: number, offset: number): Promise<number[]> =>
      (await pageOfCollection(db, id, limit, offset)).rows.map((r) => r.product_id),
  };
}

/**
 * The shapes of catalogue rows and the selects that read them: a product's full row (storefront page, back
 * office, CSV, cart), and a card's row, which leaves out what only a product's own page shows.
 */
import { sql, type Selectable, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

/** The products table's own columns that every full read of a product takes (storefront, back office, CSV). */
export type ProductColumnsRow = {
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
};

/** A product's stock and pre-order info, as the joined `s` and `pi` give them (null when there is no row). */
export type StockPreorderRow = {
  tpa_wh: number | null;
  lv_wh: number | null;
  preorder_id: number | null;
  is_pre_order_eligible: number | null;
  is_pre_order_enabled: number | null;
  manual_override_eta_date: string | null;
  in_stock_eta_date: string | null;
};

export type ProductRow = ProductColumnsRow &
  StockPreorderRow & {
    avg_rating: number | null;
    rating_count: number | null;
  };

/** What a card shows of a product (a listing's card, a family member's): its row without the page-only columns. */
export type CardRow = Omit<ProductRow, (typeof pageOnlyColumns)[number]>;

/**
 * What a listing card shows of a product or a variant (decision 071): its sku, name, slug, type, family,
 * options, prices, flags, stock, pre-order info and rating, and its first image (`image_1`), never its other
 * images or properties.
 */
export type ListingRow = Pick<
  ProductRow,
  | 'id'
  | 'sku'
  | 'name'
  | 'slug'
  | 'product_type'
  | 'is_parent'
  | 'variant_parent_sku'
  | 'variant_option_one_name'
  | 'variant_option_one_value'
  | 'variant_option_two_name'
  | 'variant_option_two_value'
  | 'variant_option_three_name'
  | 'variant_option_three_value'
  | 'price_cents'
  | 'price_map_cents'
  | 'price_msrp_cents'
  | 'price_dealer_cents'
  | 'sale_enabled'
  | 'is_daily_deal'
  | 'discontinued'
  | 'block_backorder'
  | keyof StockPreorderRow
  | 'avg_rating'
  | 'rating_count'
> & { image_1: string | null };

/** A variant's listing row: its size property too, which orders a card's variants (sortVariants). */
export type ListingVariantRow = ListingRow & { size: string | null };

/** A product page's row: the product, its tabs, its primary collection (null: none) and that one's parent. */
export type ProductPageRow = ProductRow & {
  tab_box_info: string | null;
  parent_collection_handle: string | null;
} & (
    | { collection_id: number; collection_full_handle: string; collection_page_title: string }
    | { collection_id: null; collection_full_handle: null; collection_page_title: null }
  );

export type ImageRow = { product_id: number; url: string; alt_text: string };
export type PropertyRow = { product_id: number; key: string; value: string };
export type BundleItemRow = {
  bundle_id: number;
  quantity: number;
  sku: string;
  name: string;
  slug: string;
  price_map_cents: number;
  image: string | null;
};
/** A collection as the storefront reads it: every column but its place in the menu. */
export type CollectionRow = Omit<Selectable<DB['collections']>, 'position'>;

/** The products table's columns of ProductColumnsRow, in its order. */
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
] as const;

/** What only a product's own page shows: never a card (a listing's, or a family member's on the page). */
const pageOnlyColumns = [
  'seo_title',
  'seo_description',
  'description',
  'google_product_line',
  'total_subwoofer_holes',
  'compatibility_notes',
  'primary_collection_id',
  'frequently_bought_together',
] as const;

const cardColumns = productColumns.filter(
  (c) => !(pageOnlyColumns as readonly string[]).includes(c.slice('p.'.length)),
);

/** The StockPreorderRow columns, from the joins joinStockPreorder adds. */
export const stockPreorderColumns = [
  's.tpa_wh',
  's.lv_wh',
  'pi.id as preorder_id',
  'pi.is_pre_order_eligible',
  'pi.is_pre_order_enabled',
  'pi.manual_override_eta_date',
  'pi.in_stock_eta_date',
] as const;

const fromProducts = (db: Db) => db.selectFrom('products as p');
/** The tables a query over `products as p` sees (Kysely's type for them). */
type FromProducts =
  ReturnType<typeof fromProducts> extends SelectQueryBuilder<infer D, infer _T, infer _O> ? D : never;

/** A query over `products as p` with each product's stock (`s`) and pre-order info (`pi`) joined, when it has them. */
export const joinStockPreorder = <O>(query: SelectQueryBuilder<FromProducts, 'p', O>) =>
  query
    .leftJoin('stock as s', 's.product_id', 'p.id')
    .leftJoin('preorder_info as pi', 'pi.product_id', 'p.id');

const withStock = (db: Db) => joinStockPreorder(fromProducts(db));

/**
 * A product with its stock and pre-order info, selecting every ProductColumnsRow and StockPreorderRow column;
 * callers add their own joins and columns (the back office, the catalogue CSV).
 */
export const productWithStockSelect = (db: Db) =>
  withStock(db)
    .select([...productColumns, ...stockPreorderColumns])
    .$castTo<ProductColumnsRow & StockPreorderRow>();

/** Every ProductRow column: the product with its stock, pre-order info and rating. */
export const productSelect = (db: Db) =>
  productWithStockSelect(db)
    .leftJoin('ratings as r', 'r.product_id', 'p.id')
    .select(['r.avg_rating', 'r.count as rating_count'])
    .$castTo<ProductRow>();

/** Every CardRow column: productSelect without the page-only columns. */
export const cardSelect = (db: Db) =>
  withStock(db)
    .select([...cardColumns, ...stockPreorderColumns])
    .leftJoin('ratings as r', 'r.product_id', 'p.id')
    .select(['r.avg_rating', 'r.count as rating_count'])
    .$castTo<CardRow>();

/** The products table's columns of ListingRow. */
const listingColumns = [
  'p.id',
  'p.sku',
  'p.name',
  'p.slug',
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
] as const;

/**
 * Every ListingRow column: the product's listing columns, stock, pre-order info and rating, and its first image
 * by position (one entry of product_images' primary key), or null.
 */
export const listingSelect = (db: Db) =>
  withStock(db)
    .select([...listingColumns, ...stockPreorderColumns])
    .leftJoin('ratings as r', 'r.product_id', 'p.id')
    .select((eb) => [
      'r.avg_rating',
      'r.count as rating_count',
      eb
        .selectFrom('product_images as i')
        .select('i.url')
        .whereRef('i.product_id', '=', 'p.id')
        .orderBy('i.position')
        .limit(sql.lit(1))
        .as('image_1'),
    ])
    .$castTo<ListingRow>();

/**
 * Every ListingVariantRow column: listingSelect and the variant's size, its Subwoofer Size property, else its
 * Size (as sortVariants reads them), or null (at most two entries of product_properties' primary key).
 */
export const listingVariantSelect = (db: Db) =>
  listingSelect(db)
    .select((eb) =>
      eb
        .selectFrom('product_properties as pp')
        .select('pp.value')
        .whereRef('pp.product_id', '=', 'p.id')
        .where('pp.key', 'in', [sql.lit('Subwoofer Size'), sql.lit('Size')])
        // 'Subwoofer Size' sorts after 'Size': descending takes it first.
        .orderBy('pp.key', 'desc')
        .limit(sql.lit(1))
        .as('size'),
    )
    .$castTo<ListingVariantRow>();

/**
 * The catalogue contract: response and query schemas shared by the API (which validates and serializes
 * with them) and the web app (which parses responses with them). Money in these DTOs is dollars with 2
 * decimals (the spec's field names); inside the domain and the database it is integer cents.
 */
import { z } from 'zod';

export const ProductTypeSchema = z.enum(['normal', 'variant', 'bundle']);

export const ImageSchema = z.object({ url: z.string(), altText: z.string() });
export type Image = z.infer<typeof ImageSchema>;

export const PreorderInfoSchema = z.object({
  id: z.number().int(),
  is_pre_order_eligible: z.boolean(),
  /** 1 means enabled (the spec compares with 1). */
  is_pre_order_enabled: z.number().int(),
  manual_override_eta_date: z.string().nullable(),
  in_stock_eta_date: z.string().nullable(),
});
export type PreorderInfo = z.infer<typeof PreorderInfoSchema>;

/** The sale that applies to one product right now (computed on the server from the server clock). */
export const ProductSaleSchema = z.object({
  name: z.string(),
  /** 0.15 for 15%. */
  percent: z.number(),
  /** The sale price in dollars: base price x (1 - percent), rounded to cents. */
  price: z.number(),
  shortTitle: z.string(),
  isDailyDeal: z.boolean(),
});
export type ProductSale = z.infer<typeof ProductSaleSchema>;

export const RatingSchema = z.object({ avg_rating: z.number(), count: z.number().int() });

export const ProductOptionSchema = z.object({ name: z.string(), values: z.array(z.string()) });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/** Fields shared by a product and each of its variants: what a card or a price block needs. */
export const ProductSummarySchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  upc: z.string().nullable(),
  name: z.string(),
  site_name: z.string(),
  site_handle: z.string(),
  slug: z.string(),
  path: z.string(),
  category: z.string().nullable(),
  vendor: z.string(),
  product_type: ProductTypeSchema,
  price: z.number(),
  price_map: z.number(),
  price_msrp: z.number(),
  /** Null for everyone but a dealer session. */
  price_dealer: z.number().nullable(),
  /** The product takes part in sales (the spec's "sale-enabled"). */
  saleEnabled: z.boolean(),
  /** The active sale applied to this product, or null. */
  sale: ProductSaleSchema.nullable(),
  isDailyDeal: z.boolean(),
  currentlyInStock: z.boolean(),
  isInStock: z.boolean(),
  isDiscontinued: z.boolean(),
  isEnabledOnSite: z.boolean(),
  blockBackorder: z.boolean(),
  preorderInfo: PreorderInfoSchema.nullable(),
  variant_parent_sku: z.string().nullable(),
  variant_option_one_name: z.string().nullable(),
  variant_option_one_value: z.string().nullable(),
  variant_option_two_name: z.string().nullable(),
  variant_option_two_value: z.string().nullable(),
  variant_option_three_name: z.string().nullable(),
  variant_option_three_value: z.string().nullable(),
  tpa_wh: z.number().int(),
  lv_wh: z.number().int(),
  total_qty_without_fba: z.number().int(),
  inventory: z.object({ total_qty_without_fba: z.number().int() }),
  rating: RatingSchema,
  image_1: z.string().nullable(),
  imageUrl: z.string().nullable(),
  images: z.array(ImageSchema),
  properties: z.record(z.string(), z.string()),
  weight: z.number().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const BundleItemSchema = z.object({
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  quantity: z.number().int(),
  price_map: z.number(),
  image: z.string().nullable(),
});
export type BundleItem = z.infer<typeof BundleItemSchema>;

export const ChildSkuSchema = z.object({
  sku: z.string(),
  image: z.string().nullable(),
  variant_option_one_value: z.string().nullable(),
});

/**
 * A variant as a listing card carries it: only what the card shows for a chosen variant (chip label,
 * image, name, sku, stock state, price block, overlay, dealer warehouse counts, add to cart), decision 071. No
 * option names (the card's `options` name the slots), no second or third option value (a chip shows the first;
 * a card with more than one option links to its page), no `imageUrl` (a copy of `image_1`). The product page
 * gets full summaries instead (ProductSchema).
 */
export const CardVariantSchema = ProductSummarySchema.pick({
  sku: true,
  name: true,
  /** Read by the price block (bundles price differently). */
  product_type: true,
  price: true,
  price_map: true,
  price_msrp: true,
  price_dealer: true,
  saleEnabled: true,
  sale: true,
  currentlyInStock: true,
  isInStock: true,
  isDiscontinued: true,
  blockBackorder: true,
  preorderInfo: true,
  /** The chip's label; on the card itself, the option its buy button needs (isAddToCartDisabled). */
  variant_option_one_value: true,
  tpa_wh: true,
  lv_wh: true,
  image_1: true,
});
export type CardVariant = z.infer<typeof CardVariantSchema>;

/**
 * A listing card (collection, search, vehicle collection, best sellers: every list of cards), decision 071: what
 * the spec's product card shows (image, SKU, name, stars, stock label, price block, option chips, a button; the
 * dealer card's warehouse counts) and the item list's structured data (slug, name) read, and no more. It is a
 * CardVariant (the card shows its product until a variant is chosen) with the product's id (the list's key),
 * slug, rating and family; no `childSkus` (each variant carries its sku, image and first option value). The
 * product page's full summary (images, properties, bundle items, childSkus, ...) is ProductSchema.
 */
export const ProductCardSchema = CardVariantSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  rating: RatingSchema,
  isParentSku: z.boolean(),
  /** For a parent: its variants, slimmed for the card (ordered single, dual, triple, quad, then size). */
  variants: z.array(CardVariantSchema),
  options: z.array(ProductOptionSchema),
});
export type ProductCard = z.infer<typeof ProductCardSchema>;

/** A tab of the product page; the first box titled "Compatibility Chart" holds a table keyed by sub sku prefix. */
export const TabBoxSchema = z.object({
  title: z.string(),
  text: z.string().nullable(),
  table: z
    .object({
      /** Column headers; the first column is the key column (e.g. "Subwoofer"). */
      columns: z.array(z.string()),
      /** One row per subwoofer sku prefix; cells hold a check mark "✓" for compatible, else "" or "✗". */
      rows: z.array(z.object({ key: z.string(), cells: z.array(z.string()) })),
    })
    .nullable(),
});
export type TabBox = z.infer<typeof TabBoxSchema>;

export const RelatedVariantSchema = z.object({
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  label: z.string(),
});

/**
 * The product page: the product's full summary with its family, whose variants are full summaries (images,
 * properties, ... of the chosen one), and its bundle items.
 */
export const ProductSchema = ProductSummarySchema.extend({
  isParentSku: z.boolean(),
  /** For a parent: its variants (ordered single, dual, triple, quad, then size). */
  variants: z.array(ProductSummarySchema),
  childSkus: z.array(ChildSkuSchema),
  bundleItems: z.array(BundleItemSchema),
  options: z.array(ProductOptionSchema),
  seo_title: z.string(),
  seo_description: z.string(),
  description: z.string(),
  google_product_line: z.string().nullable(),
  variesBy: z.array(z.string()),
  variantSkus: z.array(z.string()),
  variantNames: z.array(z.string()),
  relatedVariants: z.array(RelatedVariantSchema),
  metafields: z.object({ tab_box_info: z.array(TabBoxSchema) }),
  vehicleFitment: z.object({ vehicleMake: z.string(), compatibilityNotes: z.string() }).nullable(),
  websiteCollectionsRow: z
    .object({ handle: z.string(), collection_page_title: z.string(), parentRow: z.string().nullable() })
    .nullable(),
  frequentlyBoughtTogetherAssociations: z.array(z.string()),
  totalSubwooferHoles: z.number().int().nullable(),
  linkSku: z.string(),
  collectionPageSku: z.string(),
  /**
   * The slug of the family's page: the parent's for a variant whose parent is on the site, else the
   * product's own. Every URL of the family names it as canonical (decision 063).
   */
  familySlug: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;

export const StockResponseSchema = z.object({
  sku: z.string(),
  isInStock: z.boolean(),
  currentlyInStock: z.boolean(),
  isDiscontinued: z.boolean(),
  blockBackorder: z.boolean(),
  tpa_wh: z.number().int(),
  lv_wh: z.number().int(),
  total_qty_without_fba: z.number().int(),
  preorderInfo: PreorderInfoSchema.nullable(),
});
export type StockResponse = z.infer<typeof StockResponseSchema>;

export const CollectionSchema = z.object({
  handle: z.string(),
  title: z.string(),
  collection_page_title: z.string(),
  collection_seo_description: z.string(),
  collection_description: z.string(),
  collection_page_image: z.string().nullable(),
  /**
   * The page's banner (collectionBanner): the discount banner while a sale is shown (daily-deal collections
   * get a different image), else the no-sale banner; with its alt text.
   */
  bannerImage: z.string().nullable(),
  bannerAlt: z.string().nullable(),
  isDailyDeal: z.boolean(),
  hidePricing: z.boolean(),
  parentMenuName: z.string().nullable(),
  parentMenuHandle: z.string().nullable(),
  subCollections: z.array(z.object({ handle: z.string(), title: z.string() })),
  /** Set on a sub-collection response. */
  parent: z.object({ handle: z.string(), title: z.string() }).nullable(),
});
export type Collection = z.infer<typeof CollectionSchema>;

export const PAGE_SIZE = 24;

export const CollectionQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(96).default(PAGE_SIZE),
});
export type CollectionQuery = z.infer<typeof CollectionQuerySchema>;

export const CollectionResponseSchema = z.object({
  collection: CollectionSchema,
  products: z.array(ProductCardSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** How many pages of pageSize the count fills (0 when it is 0). */
  pages: z.number().int(),
});
export type CollectionResponse = z.infer<typeof CollectionResponseSchema>;

/** Handles and skus in paths: letters, digits and a few punctuation marks, at most 200 characters. */
export const HandleParamSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-=/" ]*$/, 'Invalid handle');

/**
 * The back office's products (issue 19): the list a merchant searches and filters, the full product as the
 * back office edits it, and the create and edit bodies. Field names are the stored columns' where the
 * storefront has no name of its own; money is dollars with 2 decimals as everywhere in the API (`price`,
 * `price_map`, `price_msrp`, `price_dealer`), integer cents in the store. The bodies are strict: an unknown
 * field (an id, a rating, a review count, the 30-day turnover, the derived path) is refused, never stored.
 */
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '../cart/cart-stock.js';
import { HandleParamSchema, ProductTypeSchema } from '../catalog/schemas.js';
import { centsToDollars, toCents } from '../shared/money.js';
import {
  AdminSkuSchema,
  HandleSegmentSchema,
  OptionalCsrfSchema,
  adminLongText,
  adminText,
  requiredAdminText,
} from './fields.js';

// ---------------------------------------------------------------------------------------------- stock state

/**
 * A product's stock as the back office filters it: `out` (nothing on hand), `low` (fewer than the cart's
 * LOW_STOCK_THRESHOLD, when the storefront starts saying 'Only N Remaining'), `in_stock` (that many or more).
 * A parent holds what its enabled variants hold, as its storefront card does.
 */
export const ADMIN_STOCK_STATES = ['in_stock', 'low', 'out'] as const;
export const AdminStockStateSchema = z.enum(ADMIN_STOCK_STATES);
export type AdminStockState = z.infer<typeof AdminStockStateSchema>;

/** The stock state of a number of units on hand (both warehouses together). */
export function adminStockStateOf(units: number): AdminStockState {
  if (!(units > 0)) return 'out';
  return units < LOW_STOCK_THRESHOLD ? 'low' : 'in_stock';
}

/** The units each state covers, for a store's query: [min, max] inclusive (max null: no upper bound). */
export function unitsRangeOf(state: AdminStockState): readonly [number, number | null] {
  switch (state) {
    case 'out':
      return [0, 0];
    case 'low':
      return [1, LOW_STOCK_THRESHOLD - 1];
    case 'in_stock':
      return [LOW_STOCK_THRESHOLD, null];
  }
}

// ------------------------------------------------------------------------------------------------- the list

/**
 * The list's orders. `sku` (the default), `newest`/`oldest` (by creation) and `best_selling` (30-day turnover)
 * walk an index of the products table; `name` and `price` sort the matches.
 */
export const ADMIN_PRODUCT_SORTS = [
  'sku',
  '-sku',
  'name',
  '-name',
  'price',
  '-price',
  'newest',
  'oldest',
  'best_selling',
] as const;
export const AdminProductSortSchema = z.enum(ADMIN_PRODUCT_SORTS);
export type AdminProductSort = z.infer<typeof AdminProductSortSchema>;

/** A collection's full handle: 'car-subwoofers' or 'car-subwoofers/12-inch-subwoofers'. */
export const CollectionFullHandleSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'A collection handle');

/** GET /api/admin/products: search, filters, order and page (at most 100 a page). */
export const AdminProductListQuerySchema = z.strictObject({
  /** Part of a sku or a name, any case. */
  q: z.string().trim().max(100).optional(),
  /** Products in this collection (its full handle). */
  collection: CollectionFullHandleSchema.optional(),
  product_type: ProductTypeSchema.optional(),
  stock: AdminStockStateSchema.optional(),
  /** 'true': enabled on the site; 'false': hidden from it. */
  enabled: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  sort: AdminProductSortSchema.default('sku'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
});
export type AdminProductListQuery = z.output<typeof AdminProductListQuerySchema>;

/** Units per warehouse, as the stock call takes them. */
const Units = z.number().int().min(0).max(1_000_000);

/** Units on hand per warehouse and together, with the state the list filters by. */
export const AdminStockSchema = z.object({
  tpa: z.number().int(),
  lv: z.number().int(),
  total: z.number().int(),
  state: AdminStockStateSchema,
});

/** One row of the list (and one variant of a full product). */
export const AdminProductRowSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  product_type: ProductTypeSchema,
  is_parent: z.boolean(),
  variant_parent_sku: z.string().nullable(),
  price: z.number(),
  price_map: z.number(),
  price_msrp: z.number(),
  /** The stored dealer price; null: dealers pay MAP less 20%. */
  price_dealer: z.number().nullable(),
  enabled_on_site: z.boolean(),
  discontinued: z.boolean(),
  block_backorder: z.boolean(),
  stock: AdminStockSchema,
  /** The first image, or null. */
  image: z.string().nullable(),
});
export type AdminProductRow = z.infer<typeof AdminProductRowSchema>;

export const AdminProductListSchema = z.object({
  products: z.array(AdminProductRowSchema),
  /** How many products match (every page together). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AdminProductList = z.infer<typeof AdminProductListSchema>;

// ------------------------------------------------------------------------------------------- field rules

/** A price in dollars: from 0 to 1,000,000, at most 2 decimals (stored as integer cents). */
export const DollarsSchema = z
  .number()
  .min(0)
  .max(1_000_000)
  .refine((v) => centsToDollars(toCents(v)) === v, 'At most 2 decimals');

/** A product's URL handle (/products/{slug}): lowercase words joined by single dashes. */
export const ProductSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Lowercase letters, digits and single dashes');

/** A calendar day, 'YYYY-MM-DD' (the pre-order dates). */
export const CalendarDaySchema = z.iso.date();

/** Pre-order info: a product out of stock may be pre-ordered when eligible and enabled (and back-order not blocked). */
export const AdminPreorderSchema = z.strictObject({
  is_pre_order_eligible: z.boolean(),
  is_pre_order_enabled: z.boolean(),
  /** The date shown to shoppers instead of the stock ETA. */
  manual_override_eta_date: CalendarDaySchema.nullable().default(null),
  in_stock_eta_date: CalendarDaySchema.nullable().default(null),
});
export type AdminPreorder = z.output<typeof AdminPreorderSchema>;

/**
 * One property (key and value), e.g. Subwoofer Size 12". An enclosure's Make, Model (models joined by '|'),
 * Start Year, End Year and Subwoofer Size are its vehicle fitment.
 */
export const AdminPropertySchema = z.strictObject({
  key: requiredAdminText(100).transform((s) => s.trim()),
  value: adminText(2000),
});

/** A tab of the product page; the first titled "Compatibility Chart" is the chart (storefront TabBoxSchema). */
export const AdminTabBoxSchema = z.strictObject({
  title: requiredAdminText(200),
  text: adminLongText(20_000).nullable(),
  table: z
    .strictObject({
      columns: z.array(adminText(200)).max(30),
      rows: z.array(z.strictObject({ key: adminText(200), cells: z.array(adminText(200)).max(30) })).max(500),
    })
    .nullable(),
});

/** One item of a bundle: a product (not a bundle nor a variant family's parent) and how many. */
export const AdminBundleItemSchema = z.strictObject({
  sku: AdminSkuSchema,
  quantity: z.number().int().min(1).max(100),
});

const upperSet = (skus: readonly string[]) => new Set(skus.map((s) => s.toUpperCase()));
const eachOnce = (values: readonly string[]) => upperSet(values).size === values.length;

/** Every field a merchant edits, each optional (an edit names what changes; a create adds the required ones). */
const fields = {
  upc: adminText(64).nullable(),
  name: requiredAdminText(300),
  /** The name on the site's cards; the name when left out at creation. */
  site_name: requiredAdminText(300),
  /** The product page's address: /products/{slug}. */
  slug: ProductSlugSchema,
  /** The handle the spec's calls also find the product by; the slug when left out at creation. */
  site_handle: ProductSlugSchema,
  /** The kind of product ('loaded-subwoofer-enclosures' makes it an enclosure with vehicle fitment). */
  category: HandleSegmentSchema.nullable(),
  vendor: requiredAdminText(100),
  product_type: ProductTypeSchema,
  /** The parent row of a variant family (its variants name it in variant_parent_sku). */
  is_parent: z.boolean(),
  variant_parent_sku: AdminSkuSchema.nullable(),
  variant_option_one_name: adminText(100).nullable(),
  variant_option_one_value: adminText(100).nullable(),
  variant_option_two_name: adminText(100).nullable(),
  variant_option_two_value: adminText(100).nullable(),
  variant_option_three_name: adminText(100).nullable(),
  variant_option_three_value: adminText(100).nullable(),
  price: DollarsSchema,
  price_map: DollarsSchema,
  price_msrp: DollarsSchema,
  /** Null: dealers pay MAP less 20%, rounded down to a dollar. */
  price_dealer: DollarsSchema.nullable(),
  sale_enabled: z.boolean(),
  is_daily_deal: z.boolean(),
  enabled_on_site: z.boolean(),
  discontinued: z.boolean(),
  block_backorder: z.boolean(),
  preorder: AdminPreorderSchema.nullable(),
  seo_title: adminText(150),
  seo_description: adminText(320),
  description: adminLongText(50_000),
  google_product_line: adminText(200).nullable(),
  weight: z.number().min(0).max(100_000).nullable(),
  total_subwoofer_holes: z.number().int().min(0).max(64).nullable(),
  /** Shown with an enclosure's vehicle fitment. */
  compatibility_notes: adminLongText(5000).nullable(),
  properties: z
    .array(AdminPropertySchema)
    .max(100)
    .refine((ps) => new Set(ps.map((p) => p.key.trim())).size === ps.length, 'Each key once'),
  /** The product page's tabs (the compatibility chart among them). */
  tabs: z.array(AdminTabBoxSchema).max(20),
  /** The collections that list it (full handles); a variant is listed through its parent. */
  collections: z.array(CollectionFullHandleSchema).max(50).refine(eachOnce, 'Each collection once'),
  /** The collection its page's breadcrumb leads to. */
  primary_collection: CollectionFullHandleSchema.nullable(),
  frequently_bought_together: z.array(AdminSkuSchema).max(20).refine(eachOnce, 'Each sku once'),
  bundle_items: z
    .array(AdminBundleItemSchema)
    .max(50)
    .refine((items) => eachOnce(items.map((i) => i.sku)), 'Each sku once'),
};

/** What the shape rules read: a product's kind, family and listings. */
export type ProductShape = {
  sku: string;
  product_type: z.infer<typeof ProductTypeSchema>;
  is_parent: boolean;
  variant_parent_sku: string | null;
  collections: readonly string[];
  bundle_items: readonly { sku: string }[];
  /** Stock given with the product (at creation). */
  hasStock?: boolean;
};

export type ShapeIssue = { path: string; message: string };

/**
 * What makes a product's kind, family and listings inconsistent, as the storefront reads them: a parent and
 * its variants are product_type 'variant'; a variant names its parent and is listed through it; only a bundle
 * has bundle items; a parent holds no stock of its own. Empty when the shape is sound.
 */
export function productShapeIssues(p: ProductShape): ShapeIssue[] {
  const issues: ShapeIssue[] = [];
  const inFamily = p.is_parent || p.variant_parent_sku !== null;
  if (p.is_parent && p.variant_parent_sku !== null)
    issues.push({ path: 'variant_parent_sku', message: 'A parent cannot be a variant of another product' });
  if (inFamily && p.product_type !== 'variant')
    issues.push({
      path: 'product_type',
      message: 'A variant family (parent and variants) is of type "variant"',
    });
  if (!inFamily && p.product_type === 'variant')
    issues.push({
      path: 'product_type',
      message: 'A variant names its parent in variant_parent_sku (or is the parent: is_parent)',
    });
  if (p.variant_parent_sku !== null && p.variant_parent_sku.toUpperCase() === p.sku.toUpperCase())
    issues.push({ path: 'variant_parent_sku', message: 'A product cannot be its own parent' });
  if (p.variant_parent_sku !== null && p.collections.length > 0)
    issues.push({
      path: 'collections',
      message: 'A variant is listed through its parent: leave collections empty',
    });
  if (p.bundle_items.length > 0 && p.product_type !== 'bundle')
    issues.push({ path: 'bundle_items', message: 'Only a bundle has bundle items' });
  if (p.bundle_items.some((i) => i.sku.toUpperCase() === p.sku.toUpperCase()))
    issues.push({ path: 'bundle_items', message: 'A bundle cannot contain itself' });
  if (p.is_parent && p.hasStock)
    issues.push({ path: 'stock', message: "A parent holds no stock of its own: set its variants' stock" });
  return issues;
}

/** POST /api/admin/products: a new product. Required: sku, name, slug and the three prices. */
export const CreateProductBodySchema = z
  .strictObject({
    sku: AdminSkuSchema,
    upc: fields.upc.optional(),
    name: fields.name,
    site_name: fields.site_name.optional(),
    slug: fields.slug,
    site_handle: fields.site_handle.optional(),
    category: fields.category.optional(),
    vendor: fields.vendor.optional(),
    product_type: fields.product_type.optional(),
    is_parent: fields.is_parent.optional(),
    variant_parent_sku: fields.variant_parent_sku.optional(),
    variant_option_one_name: fields.variant_option_one_name.optional(),
    variant_option_one_value: fields.variant_option_one_value.optional(),
    variant_option_two_name: fields.variant_option_two_name.optional(),
    variant_option_two_value: fields.variant_option_two_value.optional(),
    variant_option_three_name: fields.variant_option_three_name.optional(),
    variant_option_three_value: fields.variant_option_three_value.optional(),
    price: fields.price,
    price_map: fields.price_map,
    price_msrp: fields.price_msrp,
    price_dealer: fields.price_dealer.optional(),
    sale_enabled: fields.sale_enabled.optional(),
    is_daily_deal: fields.is_daily_deal.optional(),
    enabled_on_site: fields.enabled_on_site.optional(),
    discontinued: fields.discontinued.optional(),
    block_backorder: fields.block_backorder.optional(),
    preorder: fields.preorder.optional(),
    seo_title: fields.seo_title.optional(),
    seo_description: fields.seo_description.optional(),
    description: fields.description.optional(),
    google_product_line: fields.google_product_line.optional(),
    weight: fields.weight.optional(),
    total_subwoofer_holes: fields.total_subwoofer_holes.optional(),
    compatibility_notes: fields.compatibility_notes.optional(),
    properties: fields.properties.optional(),
    tabs: fields.tabs.optional(),
    collections: fields.collections.optional(),
    primary_collection: fields.primary_collection.optional(),
    frequently_bought_together: fields.frequently_bought_together.optional(),
    bundle_items: fields.bundle_items.optional(),
    /** Units per warehouse to start with (later changes go through PUT /api/admin/stock); none for a parent. */
    stock: z.strictObject({ tpa: Units, lv: Units }).optional(),
    csrfToken: OptionalCsrfSchema,
  })
  .superRefine((body, ctx) => {
    for (const issue of productShapeIssues({
      sku: body.sku,
      product_type: body.product_type ?? (body.is_parent || body.variant_parent_sku ? 'variant' : 'normal'),
      is_parent: body.is_parent ?? false,
      variant_parent_sku: body.variant_parent_sku ?? null,
      collections: body.collections ?? [],
      bundle_items: body.bundle_items ?? [],
      hasStock: body.stock !== undefined,
    }))
      ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
  });
export type CreateProductBody = z.output<typeof CreateProductBodySchema>;

/**
 * PATCH /api/admin/products/:sku: the fields to change, at least one; null clears a field that may be empty.
 * The sku is the product's identity (reviews, orders and stock feeds name it) and is not changed here; stock
 * is set through PUT /api/admin/stock (scope stock:write).
 */
export const UpdateProductBodySchema = z
  .strictObject({
    upc: fields.upc.optional(),
    name: fields.name.optional(),
    site_name: fields.site_name.optional(),
    slug: fields.slug.optional(),
    site_handle: fields.site_handle.optional(),
    category: fields.category.optional(),
    vendor: fields.vendor.optional(),
    product_type: fields.product_type.optional(),
    is_parent: fields.is_parent.optional(),
    variant_parent_sku: fields.variant_parent_sku.optional(),
    variant_option_one_name: fields.variant_option_one_name.optional(),
    variant_option_one_value: fields.variant_option_one_value.optional(),
    variant_option_two_name: fields.variant_option_two_name.optional(),
    variant_option_two_value: fields.variant_option_two_value.optional(),
    variant_option_three_name: fields.variant_option_three_name.optional(),
    variant_option_three_value: fields.variant_option_three_value.optional(),
    price: fields.price.optional(),
    price_map: fields.price_map.optional(),
    price_msrp: fields.price_msrp.optional(),
    price_dealer: fields.price_dealer.optional(),
    sale_enabled: fields.sale_enabled.optional(),
    is_daily_deal: fields.is_daily_deal.optional(),
    enabled_on_site: fields.enabled_on_site.optional(),
    discontinued: fields.discontinued.optional(),
    block_backorder: fields.block_backorder.optional(),
    preorder: fields.preorder.optional(),
    seo_title: fields.seo_title.optional(),
    seo_description: fields.seo_description.optional(),
    description: fields.description.optional(),
    google_product_line: fields.google_product_line.optional(),
    weight: fields.weight.optional(),
    total_subwoofer_holes: fields.total_subwoofer_holes.optional(),
    compatibility_notes: fields.compatibility_notes.optional(),
    properties: fields.properties.optional(),
    tabs: fields.tabs.optional(),
    collections: fields.collections.optional(),
    primary_collection: fields.primary_collection.optional(),
    frequently_bought_together: fields.frequently_bought_together.optional(),
    bundle_items: fields.bundle_items.optional(),
    csrfToken: OptionalCsrfSchema,
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'csrfToken'), 'Give at least one field to change');
export type UpdateProductBody = z.output<typeof UpdateProductBodySchema>;

/** /api/admin/products/{sku}: any sku the storefront can name. */
export const AdminProductSkuParamsSchema = z.strictObject({ sku: HandleParamSchema });

// ------------------------------------------------------------------------------------------ the full product

/**
 * A product as the back office edits it: every editable field (the bodies' names), and what it shows beside
 * them without letting it be set: id, path, stock, variants, images, rating, turnover and creation time.
 */
export const AdminProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  upc: z.string().nullable(),
  name: z.string(),
  site_name: z.string(),
  slug: z.string(),
  site_handle: z.string(),
  /** Where the storefront shows it (a variant: its parent's page with ?sku=). */
  path: z.string(),
  category: z.string().nullable(),
  vendor: z.string(),
  product_type: ProductTypeSchema,
  is_parent: z.boolean(),
  variant_parent_sku: z.string().nullable(),
  variant_option_one_name: z.string().nullable(),
  variant_option_one_value: z.string().nullable(),
  variant_option_two_name: z.string().nullable(),
  variant_option_two_value: z.string().nullable(),
  variant_option_three_name: z.string().nullable(),
  variant_option_three_value: z.string().nullable(),
  price: z.number(),
  price_map: z.number(),
  price_msrp: z.number(),
  price_dealer: z.number().nullable(),
  sale_enabled: z.boolean(),
  is_daily_deal: z.boolean(),
  enabled_on_site: z.boolean(),
  discontinued: z.boolean(),
  block_backorder: z.boolean(),
  preorder: z
    .object({
      is_pre_order_eligible: z.boolean(),
      is_pre_order_enabled: z.boolean(),
      manual_override_eta_date: z.string().nullable(),
      in_stock_eta_date: z.string().nullable(),
    })
    .nullable(),
  seo_title: z.string(),
  seo_description: z.string(),
  description: z.string(),
  google_product_line: z.string().nullable(),
  weight: z.number().nullable(),
  total_subwoofer_holes: z.number().int().nullable(),
  compatibility_notes: z.string().nullable(),
  properties: z.array(z.object({ key: z.string(), value: z.string() })),
  tabs: z.array(
    z.object({
      title: z.string(),
      text: z.string().nullable(),
      table: z
        .object({
          columns: z.array(z.string()),
          rows: z.array(z.object({ key: z.string(), cells: z.array(z.string()) })),
        })
        .nullable(),
    }),
  ),
  collections: z.array(z.string()),
  primary_collection: z.string().nullable(),
  frequently_bought_together: z.array(z.string()),
  bundle_items: z.array(z.object({ sku: z.string(), quantity: z.number().int() })),
  /** Read only: set through PUT /api/admin/stock. A parent's is its enabled variants' together. */
  stock: AdminStockSchema,
  /** Read only: a parent's variants. */
  variants: z.array(AdminProductRowSchema),
  /** Read only here: the product's images in order. */
  images: z.array(z.object({ url: z.string(), alt_text: z.string() })),
  /** Read only: the vehicle fitment its properties give (an enclosure's make, models and years). */
  vehicle_fitment: z.array(
    z.object({
      make: z.string(),
      model: z.string(),
      year_start: z.number().int(),
      year_end: z.number().int().nullable(),
      type: z.string(),
    }),
  ),
  /** Read only: from the published reviews. */
  rating: z.object({ avg_rating: z.number(), count: z.number().int() }),
  /** Read only: sales of the last 30 days, in dollars. */
  turnover_30d: z.number(),
  created_at: z.string(),
});
export type AdminProduct = z.infer<typeof AdminProductSchema>;

// -------------------------------------------------------------------------------------------- defaults

/** Every editable field of a product, as stored after a create or an edit (money still in dollars). */
export type ProductDraft = Required<Omit<CreateProductBody, 'csrfToken' | 'stock' | 'preorder'>> & {
  preorder: AdminPreorder | null;
};

/**
 * A create body with every field left out given its default: the site name is the name, the site handle the
 * slug, the type 'variant' inside a family and 'normal' otherwise, enabled on the site, no flags, the first
 * collection listed as the breadcrumb's.
 */
export function productDraftOf(body: CreateProductBody): ProductDraft {
  const isParent = body.is_parent ?? false;
  const parentSku = body.variant_parent_sku ?? null;
  const collections = body.collections ?? [];
  return {
    sku: body.sku,
    upc: body.upc ?? null,
    name: body.name,
    site_name: body.site_name ?? body.name,
    slug: body.slug,
    site_handle: body.site_handle ?? body.slug,
    category: body.category ?? null,
    vendor: body.vendor ?? 'Skar Audio',
    product_type: body.product_type ?? (isParent || parentSku ? 'variant' : 'normal'),
    is_parent: isParent,
    variant_parent_sku: parentSku,
    variant_option_one_name: body.variant_option_one_name ?? null,
    variant_option_one_value: body.variant_option_one_value ?? null,
    variant_option_two_name: body.variant_option_two_name ?? null,
    variant_option_two_value: body.variant_option_two_value ?? null,
    variant_option_three_name: body.variant_option_three_name ?? null,
    variant_option_three_value: body.variant_option_three_value ?? null,
    price: body.price,
    price_map: body.price_map,
    price_msrp: body.price_msrp,
    price_dealer: body.price_dealer ?? null,
    sale_enabled: body.sale_enabled ?? false,
    is_daily_deal: body.is_daily_deal ?? false,
    enabled_on_site: body.enabled_on_site ?? true,
    discontinued: body.discontinued ?? false,
    block_backorder: body.block_backorder ?? false,
    preorder: body.preorder ?? null,
    seo_title: body.seo_title ?? '',
    seo_description: body.seo_description ?? '',
    description: body.description ?? '',
    google_product_line: body.google_product_line ?? null,
    weight: body.weight ?? null,
    total_subwoofer_holes: body.total_subwoofer_holes ?? null,
    compatibility_notes: body.compatibility_notes ?? null,
    properties: body.properties ?? [],
    tabs: body.tabs ?? [],
    collections,
    primary_collection:
      body.primary_collection !== undefined ? body.primary_collection : (collections[0] ?? null),
    frequently_bought_together: body.frequently_bought_together ?? [],
    bundle_items: body.bundle_items ?? [],
  };
}

/** The fields whose values differ, with the values before and after (JSON equality): an audit entry's body. */
export function changedFields(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): { before: Record<string, unknown>; after: Record<string, unknown> } {
  const out = { before: {} as Record<string, unknown>, after: {} as Record<string, unknown> };
  for (const key of Object.keys(after)) {
    const a = before[key] ?? null;
    const b = after[key] ?? null;
    // Equal primitives need no JSON (a catalogue import compares 50,000 products' 40 fields).
    if (a === b || JSON.stringify(a) === JSON.stringify(b)) continue;
    out.before[key] = before[key] ?? null;
    out.after[key] = after[key] ?? null;
  }
  return out;
}

/** The editable fields of a stored product (what an edit starts from and an audit entry compares). */
export function productDraftFromAdmin(p: AdminProduct): ProductDraft {
  return {
    sku: p.sku,
    upc: p.upc,
    name: p.name,
    site_name: p.site_name,
    slug: p.slug,
    site_handle: p.site_handle,
    category: p.category,
    vendor: p.vendor,
    product_type: p.product_type,
    is_parent: p.is_parent,
    variant_parent_sku: p.variant_parent_sku,
    variant_option_one_name: p.variant_option_one_name,
    variant_option_one_value: p.variant_option_one_value,
    variant_option_two_name: p.variant_option_two_name,
    variant_option_two_value: p.variant_option_two_value,
    variant_option_three_name: p.variant_option_three_name,
    variant_option_three_value: p.variant_option_three_value,
    price: p.price,
    price_map: p.price_map,
    price_msrp: p.price_msrp,
    price_dealer: p.price_dealer,
    sale_enabled: p.sale_enabled,
    is_daily_deal: p.is_daily_deal,
    enabled_on_site: p.enabled_on_site,
    discontinued: p.discontinued,
    block_backorder: p.block_backorder,
    preorder: p.preorder,
    seo_title: p.seo_title,
    seo_description: p.seo_description,
    description: p.description,
    google_product_line: p.google_product_line,
    weight: p.weight,
    total_subwoofer_holes: p.total_subwoofer_holes,
    compatibility_notes: p.compatibility_notes,
    properties: p.properties,
    tabs: p.tabs,
    collections: p.collections,
    primary_collection: p.primary_collection,
    frequently_bought_together: p.frequently_bought_together,
    bundle_items: p.bundle_items,
  };
}

/** A product after an edit: the fields the body gives replace the stored ones; the others stay. */
export function mergeProductEdit(before: ProductDraft, body: UpdateProductBody): ProductDraft {
  const next: ProductDraft = { ...before };
  const { csrfToken: _csrf, ...edits } = body;
  for (const [key, value] of Object.entries(edits))
    if (value !== undefined) (next as Record<string, unknown>)[key] = value;
  return next;
}

/**
 * Where the storefront shows a product: its own page, or, for a variant, its parent's page with the variant
 * chosen (as the seed writes it).
 */
export function productPathOf(p: { sku: string; slug: string }, parentSlug: string | null): string {
  return parentSlug === null
    ? `/products/${p.slug}`
    : `/products/${parentSlug}?sku=${encodeURIComponent(p.sku)}`;
}

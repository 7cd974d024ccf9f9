/**
 * A product as the back office edits it (decision 045): the full product it reads, the draft an edit or a create
 * stores (defaults filled in), what changed between two drafts, and where the storefront shows the product.
 */
import { z } from 'zod';
import { ProductTypeSchema } from './schemas.js';
import type { AdminPreorder, CreateProductBody, UpdateProductBody } from './products-bodies.js';
import { AdminProductRowSchema, AdminStockSchema } from './products-list.js';

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

/**
 * The back office's product create and edit bodies (decision 045), field by field, and the rules of a product's
 * kind, family and listings. The bodies are strict: an unknown field (an id, a rating, a review count, the
 * 30-day turnover, the derived path) is refused, never stored.
 */
import { z } from 'zod';
import { HandleParamSchema, ProductTypeSchema } from './schemas.js';
import { centsToDollars, toCents } from '../shared/money.js';
import {
  AdminSkuSchema,
  HandleSegmentSchema,
  OptionalCsrfSchema,
  adminLongText,
  adminText,
  requiredAdminText,
} from '../admin/fields.js';
import { CollectionFullHandleSchema } from './products-list.js';
import { SLUG_MESSAGE, SLUG_PATTERN } from '../shared/handles.js';

/** Units per warehouse, as the stock call takes them. */
const Units = z.number().int().min(0).max(1_000_000);

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
  .regex(SLUG_PATTERN, SLUG_MESSAGE);

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

/** Every field, each optional: what an edit may name (a create adds the required ones). */
const OptionalFieldsSchema = z.strictObject(fields).partial();

/** POST /api/admin/products: a new product. Required: sku, name, slug and the three prices. */
export const CreateProductBodySchema = OptionalFieldsSchema.extend({
  sku: AdminSkuSchema,
  name: fields.name,
  slug: fields.slug,
  price: fields.price,
  price_map: fields.price_map,
  price_msrp: fields.price_msrp,
  /** Units per warehouse to start with (later changes go through PUT /api/admin/stock); none for a parent. */
  stock: z.strictObject({ tpa: Units, lv: Units }).optional(),
  csrfToken: OptionalCsrfSchema,
}).superRefine((body, ctx) => {
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
export const UpdateProductBodySchema = OptionalFieldsSchema.extend({ csrfToken: OptionalCsrfSchema }).refine(
  (b) => Object.keys(b).some((k) => k !== 'csrfToken'),
  'Give at least one field to change',
);
export type UpdateProductBody = z.output<typeof UpdateProductBodySchema>;

/** /api/admin/products/{sku}: any sku the storefront can name. */
export const AdminProductSkuParamsSchema = z.strictObject({ sku: HandleParamSchema });

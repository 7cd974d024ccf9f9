/**
 * The back office's product list (decision 045): the stock states a merchant filters by, the search, filters, orders
 * and page of GET /api/admin/products, and its rows.
 */
import { z } from 'zod';
import { LOW_STOCK_THRESHOLD } from '../cart/cart-stock.js';
import { ProductTypeSchema } from './schemas.js';
import { FULL_HANDLE_MESSAGE, FULL_HANDLE_PATTERN } from '../shared/handles.js';

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
  .regex(FULL_HANDLE_PATTERN, FULL_HANDLE_MESSAGE);

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

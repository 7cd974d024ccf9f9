/**
 * The cart contract: the request bodies the API parses and the response the web app parses.
 * Money in these DTOs is dollars with 2 decimals (the spec's field names); inside the domain it is cents.
 * Objects strip unknown keys (they are dropped, never stored) and never coerce types.
 */
import { z } from 'zod';
import { ImageSchema, PreorderInfoSchema, ProductTypeSchema } from '../catalog/schemas.js';
import { QUANTITY_MAX, QUANTITY_MIN } from '../shared/constants.js';
import { CompatibilityResultSchema, SuggestedSubwooferSchema } from './compatibility-schemas.js';

export const MAX_CART_LINES = 200;
export const CART_SKU_MAX_LENGTH = 64;

export const CartSkuSchema = z.string().trim().min(1).max(CART_SKU_MAX_LENGTH);

/** Quantity of a line: an integer 1 to 1000. */
export const CartQuantitySchema = z.number().int().min(QUANTITY_MIN).max(QUANTITY_MAX);

/** A price a client may send; it is accepted so old clients keep working, and IGNORED: the server prices. */
const IgnoredClientPriceSchema = z.number().nullable().optional();

/** One add-to-cart item, as the spec's "Add-to-cart item". */
export const CartLineInputSchema = z.object({
  sku: CartSkuSchema,
  quantity: CartQuantitySchema,
  is_pre_ordered_item: z.boolean().optional(),
  product_type: ProductTypeSchema.optional(),
  product_id: z.number().int().nonnegative().nullable().optional(),
  /** Ignored: the server computes every price. */
  price: IgnoredClientPriceSchema,
  /** Ignored: the server computes every price. */
  price_map: IgnoredClientPriceSchema,
  /** Ignored: the server computes every price. */
  price_msrp: IgnoredClientPriceSchema,
  /** Ignored: the server computes every price. */
  price_dealer: IgnoredClientPriceSchema,
  source: z.string().max(100).optional(),
});
export type CartLineInput = z.infer<typeof CartLineInputSchema>;

/** POST /api/cartv2: the full desired line list, with an optional version to detect a stale write (409). */
export const UpdateCartBodySchema = z.object({
  items: z.array(CartLineInputSchema).max(MAX_CART_LINES),
  version: z.number().int().nonnegative().optional(),
});
export type UpdateCartBody = z.infer<typeof UpdateCartBodySchema>;

export const CartLineOptionSchema = z.object({ name: z.string(), value: z.string() });

export const CartChildProductSchema = z.object({
  sku: z.string(),
  quantity: z.number().int(),
  name: z.string(),
});
export type CartChildProduct = z.infer<typeof CartChildProductSchema>;

/** The two pre-order fields the cart reads (is_pre_order_enabled: 1 means enabled). */
export const CartPreorderInfoSchema = PreorderInfoSchema.pick({
  is_pre_order_eligible: true,
  is_pre_order_enabled: true,
});

export const CartVariantSchema = z.object({
  sku: z.string(),
  price: z.number(),
  /** Null for everyone but a dealer session. */
  price_dealer: z.number().nullable(),
  image: ImageSchema.nullable(),
  images: z.array(ImageSchema),
  category: z.string().nullable(),
  currentlyInStock: z.boolean(),
  preorderInfo: CartPreorderInfoSchema.nullable(),
  props: z.object({
    Size: z.string().optional(),
    'Subwoofer Size': z.string().optional(),
  }),
});

/** The spec's "Cart line item", priced by the server. */
export const CartLineSchema = z.object({
  sku: z.string(),
  quantity: z.number().int(),
  /** Unit price charged (sale price when a sale applies). */
  price: z.number(),
  price_map: z.number(),
  price_msrp: z.number(),
  /** Null for everyone but a dealer session. */
  price_dealer: z.number().nullable(),
  product_id: z.number().int(),
  total_line_discounts: z.number(),
  short_title: z.string(),
  options: z.array(CartLineOptionSchema),
  child_products: z.array(CartChildProductSchema),
  path: z.string(),
  main_image: z.string().nullable(),
  isCompatible: z.boolean(),
  displayed_sku: z.string(),
  stock_label: z.string(),
  is_pre_ordered_item: z.boolean(),
  line_total: z.number(),
  variant: CartVariantSchema,
});
export type CartLine = z.infer<typeof CartLineSchema>;

export const CartTotalsSchema = z.object({
  isDealer: z.boolean(),
  originalTotal: z.number(),
  discountsTotal: z.number(),
  subtotalPrice: z.number(),
  subTotal: z.number(),
  shippingTotal: z.number(),
  totalPrice: z.number(),
});
export type CartTotals = z.infer<typeof CartTotalsSchema>;

/** GET and POST /api/cartv2. */
export const CartResponseSchema = z.object({
  items: z.array(CartLineSchema),
  cart_token: z.string(),
  version: z.number().int().nonnegative(),
  totals: CartTotalsSchema,
  /** The spec's Compatibility result (optional: older servers do not send it). */
  compatibility: CompatibilityResultSchema.optional(),
  /** Subwoofers to offer in the suggestion box; empty unless it applies (optional, as above). */
  suggestions: z.array(SuggestedSubwooferSchema).optional(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;

/**
 * POST /api/cartv2/lines: add one sku (increments an existing line, capped at 1000) in one atomic
 * step, so concurrent add-to-cart clicks never overwrite each other. Answers with the cart.
 */
export const AddCartLineBodySchema = z.object({
  sku: CartSkuSchema,
  quantity: CartQuantitySchema,
  is_pre_ordered_item: z.boolean().optional(),
});
export type AddCartLineBody = z.infer<typeof AddCartLineBodySchema>;

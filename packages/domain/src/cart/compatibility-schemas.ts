/**
 * The spec's "Compatibility result" of a cart (shopping-and-account.md section 3), as the cart response
 * carries it: the suggestion box texts, what was checked, and the suggested subwoofers.
 */
import { z } from 'zod';

/** A suggested subwoofer: just what the suggestion box shows and needs to add it in one click. */
export const SuggestedSubwooferSchema = z.object({
  sku: z.string(),
  slug: z.string(),
  name: z.string(),
  path: z.string(),
  image: z.string().nullable(),
  /** Unit price for this viewer in dollars (sale or dealer price when one applies). */
  price: z.number(),
  /** Subwoofer Size, e.g. '12"'. */
  size: z.string(),
});
export type SuggestedSubwoofer = z.infer<typeof SuggestedSubwooferSchema>;

/** One empty enclosure of the cart and the cart's subwoofers checked against it. */
export const CompatibilityCheckSchema = z.object({
  enclosureSku: z.object({ sku: z.string(), path: z.string() }),
  /** Subwoofer Size of the enclosure, or null when it has none. */
  size: z.string().nullable(),
  /** Skus of the cart's subwoofers checked against this enclosure. */
  productList: z.array(z.string()),
  /** The part of productList that does not fit (size differs, or no check mark in the chart). */
  incompatibleSkus: z.array(z.string()),
  /** The enclosure is a vehicle-specific one. */
  vsItem: z.boolean(),
});
export type CompatibilityCheck = z.infer<typeof CompatibilityCheckSchema>;

export const CompatibilityResultSchema = z.object({
  /** The suggestion box message when the box shows, else null. */
  message: z.string().nullable(),
  /** Where the box links ('/collections/car-subwoofers') when it shows, else null. */
  link: z.string().nullable(),
  /** The box heading and link text when it shows, else null. */
  linkText: z.string().nullable(),
  /** One plain sentence on what was found (what does not fit, or what fits), or null. */
  explanation: z.string().nullable(),
  /** The suggestion box shows: an empty enclosure and no loaded one in the cart. */
  showSuggestions: z.boolean(),
  /** Some subwoofer line does not fit an enclosure of the cart. */
  hasIncompatible: z.boolean(),
  compatibilityChecks: z.array(CompatibilityCheckSchema),
  suggestions: z.object({
    products: z.array(SuggestedSubwooferSchema),
    /** Chart keys (subwoofer sku prefixes) marked compatible by the cart's empty enclosures. */
    properSkuList: z.array(z.string()),
  }),
});
export type CompatibilityResult = z.infer<typeof CompatibilityResultSchema>;

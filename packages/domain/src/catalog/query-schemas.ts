/** Query inputs of the catalogue API beyond CollectionQuerySchema (see catalog/schemas.ts). */
import { z } from 'zod';
import { CollectionQuerySchema, ProductCardSchema } from './schemas.js';

const skuLike = z
  .string()
  .trim()
  .max(200)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._\-/ ]*$/, 'Invalid sku');

/** GET /api/product/{sku-or-handle}?variant=&sku= : a pre-selected variant sku. */
export const ProductQuerySchema = z.object({
  variant: skuLike.optional(),
  sku: skuLike.optional(),
});
export type ProductQuery = z.infer<typeof ProductQuerySchema>;

/** GET /api/search/products?q= : sorted by 30-day turnover, descending. */
export const SearchQuerySchema = CollectionQuerySchema.extend({
  q: z.string().trim().max(200).default(''),
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

/** GET /api/best-sellers answer: the home page's best sellers, an empty list in a shop without them. */
export const BestSellersResponseSchema = z.object({ products: z.array(ProductCardSchema) });
export type BestSellersResponse = z.infer<typeof BestSellersResponseSchema>;

/** GET /api/search/products answer: a page of matching cards, most 30-day turnover first. */
export const SearchResponseSchema = z.object({
  /** The query as searched (trimmed). */
  query: z.string(),
  products: z.array(ProductCardSchema),
  count: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type SearchResponse = z.infer<typeof SearchResponseSchema>;

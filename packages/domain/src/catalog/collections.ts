/**
 * The back office's collections (decision 044): a collection's texts, banners and flags, which products it holds
 * and in which order, and what a deletion must leave alone (the menu: menu.ts). Field names are the stored
 * columns'.
 */
import { z } from 'zod';
import {
  AdminSkuSchema,
  HandleSegmentSchema,
  ImageRefSchema,
  OptionalCsrfSchema,
  adminLongText,
  adminText,
  requiredAdminText,
} from '../admin/fields.js';

// ---------------------------------------------------------------------------------------------- collections

/** The fields of a collection a merchant edits (all optional in an edit; at least one). */
const collectionFields = {
  title: requiredAdminText(120),
  collection_page_title: adminText(200),
  description: adminLongText(20_000),
  seo_description: adminText(500),
  page_image: ImageRefSchema.nullable(),
  /** The banner while a sale is shown (daily-deal collections show it with their own alt text). */
  sale_banner_image: ImageRefSchema.nullable(),
  /** The banner without a sale; null shows the shop's default one. */
  no_sale_banner_image: ImageRefSchema.nullable(),
  hide_pricing: z.boolean(),
  is_daily_deal: z.boolean(),
};

/** PATCH /api/admin/collections/:id: the fields to change. */
export const UpdateCollectionBodySchema = z
  .strictObject({
    title: collectionFields.title.optional(),
    collection_page_title: collectionFields.collection_page_title.optional(),
    description: collectionFields.description.optional(),
    seo_description: collectionFields.seo_description.optional(),
    page_image: collectionFields.page_image.optional(),
    sale_banner_image: collectionFields.sale_banner_image.optional(),
    no_sale_banner_image: collectionFields.no_sale_banner_image.optional(),
    hide_pricing: collectionFields.hide_pricing.optional(),
    is_daily_deal: collectionFields.is_daily_deal.optional(),
    csrfToken: OptionalCsrfSchema,
  })
  .refine((b) => Object.keys(b).some((k) => k !== 'csrfToken'), 'Give at least one field to change');

/**
 * POST /api/admin/collections: a new collection, top-level or under a top-level `parent_id` (its page is then
 * /collections/{parent}/{handle}). The page title defaults to the title.
 */
export const CreateCollectionBodySchema = z.strictObject({
  handle: HandleSegmentSchema,
  parent_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().default(null),
  title: collectionFields.title,
  collection_page_title: collectionFields.collection_page_title.optional(),
  description: collectionFields.description.default(''),
  seo_description: collectionFields.seo_description.default(''),
  page_image: collectionFields.page_image.default(null),
  sale_banner_image: collectionFields.sale_banner_image.default(null),
  no_sale_banner_image: collectionFields.no_sale_banner_image.default(null),
  hide_pricing: collectionFields.hide_pricing.default(false),
  is_daily_deal: collectionFields.is_daily_deal.default(false),
  csrfToken: OptionalCsrfSchema,
});

const Skus = z
  .array(AdminSkuSchema)
  .max(5000)
  .refine((skus) => new Set(skus.map((s) => s.toUpperCase())).size === skus.length, 'Each sku once');

/** PUT /api/admin/collections/:id/products: the whole membership, in order (an empty list empties it). */
export const SetCollectionProductsBodySchema = z.strictObject({ skus: Skus, csrfToken: OptionalCsrfSchema });

/**
 * POST /api/admin/collections/:id/products: add skus at `position` (0 first; default after the last).
 * A sku already in the collection moves there.
 */
export const AddCollectionProductsBodySchema = z.strictObject({
  skus: Skus.refine((s) => s.length > 0, 'Give at least one sku'),
  position: z.number().int().min(0).max(100_000).optional(),
  csrfToken: OptionalCsrfSchema,
});

export const CollectionSkuParamsSchema = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  sku: AdminSkuSchema,
});

/** A collection as the back office lists it. */
export const AdminCollectionSchema = z.object({
  id: z.number().int(),
  handle: z.string(),
  /** 'parent/handle' for a sub-collection: its page is /collections/{full_handle}. */
  full_handle: z.string(),
  parent_id: z.number().int().nullable(),
  title: z.string(),
  collection_page_title: z.string(),
  description: z.string(),
  seo_description: z.string(),
  page_image: z.string().nullable(),
  sale_banner_image: z.string().nullable(),
  no_sale_banner_image: z.string().nullable(),
  hide_pricing: z.boolean(),
  is_daily_deal: z.boolean(),
  /** How many products it holds (shown or not). */
  product_count: z.number().int(),
});
export type AdminCollection = z.infer<typeof AdminCollectionSchema>;

export const AdminCollectionListSchema = z.object({ collections: z.array(AdminCollectionSchema) });

export const AdminCollectionMemberSchema = z.object({
  sku: z.string(),
  name: z.string(),
  position: z.number().int(),
  /** Enabled on the site: only these show on the collection's page. */
  enabled: z.boolean(),
  /** Out of stock and pre-orderable: the page lists these last. */
  preordered: z.boolean(),
});

/** One collection with its products in the order its page shows them (pre-ordered ones aside). */
export const AdminCollectionDetailSchema = z.object({
  collection: AdminCollectionSchema,
  products: z.array(AdminCollectionMemberSchema),
});
export type AdminCollectionDetail = z.infer<typeof AdminCollectionDetailSchema>;

// ------------------------------------------------------------------------------------------------- creating

export type CollectionParentRefusal = 'UNKNOWN_PARENT' | 'PARENT_NOT_TOP_LEVEL';

/**
 * A new collection's full handle (its page is /collections/{full handle}): its handle, under its parent's full
 * handle when it has one; or why the parent cannot take it (none with this id; not a top-level collection:
 * sub-collections go one level deep).
 */
export function newCollectionFullHandle(
  handle: string,
  parent: { full_handle: string; parent_id: number | null } | null | undefined,
  parentId: number | null,
): { fullHandle: string } | { refusal: CollectionParentRefusal } {
  if (parentId === null) return { fullHandle: handle };
  if (!parent) return { refusal: 'UNKNOWN_PARENT' };
  if (parent.parent_id !== null) return { refusal: 'PARENT_NOT_TOP_LEVEL' };
  return { fullHandle: `${parent.full_handle}/${handle}` };
}

// ------------------------------------------------------------------------------------------------- deleting

/**
 * Whether a menu entry leads to the collection's page: it has no target of its own and names the collection
 * (a category's handle is always its target), or its target is `collections/{full handle}` with any query.
 */
export function menuEntryOpens(entry: { handle: string; slug?: string | null }, fullHandle: string): boolean {
  const wanted = fullHandle.toLowerCase();
  if (entry.slug === null || entry.slug === undefined) return entry.handle.toLowerCase() === wanted;
  const path = entry.slug.split(/[?#]/, 1)[0]!.replace(/\/+$/, '').toLowerCase();
  return path === `collections/${wanted}`;
}

/**
 * Why a collection cannot be deleted, or null when it can: its sub-collections would go with it (their pages
 * and products' memberships), and a menu category that opens it would lead to a missing page (a category is
 * a whole branch of the menu: it is changed or deleted on its own, never as a side effect). Menu collections
 * and product links that open it go with it.
 */
export function collectionDeleteRefusal(
  fullHandle: string,
  needs: { subCollections: readonly string[]; menuCategories: readonly { title: string; handle: string }[] },
): string | null {
  const categories = needs.menuCategories.filter((c) => menuEntryOpens(c, fullHandle));
  const reasons = [
    ...(needs.subCollections.length > 0
      ? [
          `it has ${needs.subCollections.length === 1 ? 'a sub-collection' : `${needs.subCollections.length} sub-collections`} (${needs.subCollections.join(', ')}): delete or move ${needs.subCollections.length === 1 ? 'it' : 'them'} first`,
        ]
      : []),
    ...(categories.length > 0
      ? [
          `the menu ${categories.length === 1 ? 'category' : 'categories'} ${categories.map((c) => `“${c.title}”`).join(', ')} ${categories.length === 1 ? 'opens' : 'open'} it: point ${categories.length === 1 ? 'that category' : 'them'} at another collection or delete ${categories.length === 1 ? 'it' : 'them'} first`,
        ]
      : []),
  ];
  return reasons.length === 0 ? null : `${fullHandle} cannot be deleted: ${reasons.join('; and ')}.`;
}

/**
 * The back office's collections and header menu (issue 19): a collection's texts, banners and flags, which
 * products it holds and in which order; the menu's categories, collections and product links with their
 * hidden, hide-pricing and mobile-only flags and their order. Field names are the stored columns'.
 */
import { z } from 'zod';
import {
  AdminSkuSchema,
  HandleSegmentSchema,
  ImageRefSchema,
  OptionalCsrfSchema,
  OrderedIdsSchema,
  adminLongText,
  adminText,
  requiredAdminText,
} from './fields.js';

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

// ----------------------------------------------------------------------------------------------------- menu

/** A menu target handle: a collection's full handle ('car-subwoofers' or 'car-subwoofers/8-inch-subwoofers'). */
export const MenuHandleSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'A collection handle');

/** A menu entry's own target, without the leading '/' ('products/x', 'collections/a/b?type=Loaded'). */
export const MenuSlugSchema = z
  .string()
  .min(1)
  .max(300)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._~\-/?=&%+]*$/, 'A path on this site without the leading /');

const menuCategoryFields = {
  title: requiredAdminText(60),
  handle: MenuHandleSchema,
  image_url: ImageRefSchema.nullable(),
  group_side: z.enum(['left', 'right']),
  /** Shown in the mobile drawer only. */
  mobile_only: z.boolean(),
};

const menuCollectionFields = {
  title: requiredAdminText(80),
  subtitle: adminText(120).nullable(),
  /** Its own target; null goes to /collections/{handle}. */
  slug: MenuSlugSchema.nullable(),
  handle: MenuHandleSchema,
  image_url: ImageRefSchema.nullable(),
  is_hidden: z.boolean(),
  hide_pricing: z.boolean(),
};

const menuProductFields = {
  override_title: adminText(120).nullable(),
  subtitle: adminText(120).nullable(),
};

const atLeastOne = (b: Record<string, unknown>) => Object.keys(b).some((k) => k !== 'csrfToken');
const changeSome = 'Give at least one field to change';

export const UpdateMenuCategoryBodySchema = z
  .strictObject({
    title: menuCategoryFields.title.optional(),
    handle: menuCategoryFields.handle.optional(),
    image_url: menuCategoryFields.image_url.optional(),
    group_side: menuCategoryFields.group_side.optional(),
    mobile_only: menuCategoryFields.mobile_only.optional(),
    csrfToken: OptionalCsrfSchema,
  })
  .refine(atLeastOne, changeSome);

export const UpdateMenuCollectionBodySchema = z
  .strictObject({
    title: menuCollectionFields.title.optional(),
    subtitle: menuCollectionFields.subtitle.optional(),
    slug: menuCollectionFields.slug.optional(),
    handle: menuCollectionFields.handle.optional(),
    image_url: menuCollectionFields.image_url.optional(),
    is_hidden: menuCollectionFields.is_hidden.optional(),
    hide_pricing: menuCollectionFields.hide_pricing.optional(),
    csrfToken: OptionalCsrfSchema,
  })
  .refine(atLeastOne, changeSome);

export const UpdateMenuProductBodySchema = z
  .strictObject({
    override_title: menuProductFields.override_title.optional(),
    subtitle: menuProductFields.subtitle.optional(),
    csrfToken: OptionalCsrfSchema,
  })
  .refine(atLeastOne, changeSome);

const PositiveId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** POST /api/admin/menu/collections: a menu collection under a category, or under another menu collection. */
export const CreateMenuCollectionBodySchema = z.strictObject({
  category_id: PositiveId,
  parent_id: PositiveId.nullable().default(null),
  title: menuCollectionFields.title,
  subtitle: menuCollectionFields.subtitle.default(null),
  slug: menuCollectionFields.slug.default(null),
  handle: menuCollectionFields.handle,
  image_url: menuCollectionFields.image_url.default(null),
  is_hidden: menuCollectionFields.is_hidden.default(false),
  hide_pricing: menuCollectionFields.hide_pricing.default(false),
  csrfToken: OptionalCsrfSchema,
});

/** POST /api/admin/menu/products: a product link under a menu collection or directly under a category. */
export const CreateMenuProductBodySchema = z
  .strictObject({
    category_id: PositiveId.optional(),
    menu_collection_id: PositiveId.optional(),
    sku: AdminSkuSchema,
    override_title: menuProductFields.override_title.default(null),
    subtitle: menuProductFields.subtitle.default(null),
    csrfToken: OptionalCsrfSchema,
  })
  .refine((b) => (b.category_id === undefined) !== (b.menu_collection_id === undefined), {
    message: 'Give category_id or menu_collection_id, not both',
    path: ['menu_collection_id'],
  });

/**
 * PUT /api/admin/menu/order: the order of one group of siblings (the categories; the collections of one
 * category or parent; the product links of one collection or category). Every sibling once, first first.
 */
export const MenuOrderBodySchema = z.strictObject({
  kind: z.enum(['categories', 'collections', 'products']),
  ids: OrderedIdsSchema,
  csrfToken: OptionalCsrfSchema,
});

export const AdminMenuProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  name: z.string(),
  /** Links to products not enabled on the site are left out of the storefront's menu. */
  enabled: z.boolean(),
  override_title: z.string().nullable(),
  subtitle: z.string().nullable(),
  position: z.number().int(),
});

export type AdminMenuCollection = {
  id: number;
  title: string;
  subtitle: string | null;
  slug: string | null;
  handle: string;
  image_url: string | null;
  is_hidden: boolean;
  hide_pricing: boolean;
  position: number;
  products: z.infer<typeof AdminMenuProductSchema>[];
  subMenu: AdminMenuCollection[];
};
export const AdminMenuCollectionSchema: z.ZodType<AdminMenuCollection> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string().nullable(),
    slug: z.string().nullable(),
    handle: z.string(),
    image_url: z.string().nullable(),
    is_hidden: z.boolean(),
    hide_pricing: z.boolean(),
    position: z.number().int(),
    products: z.array(AdminMenuProductSchema),
    subMenu: z.array(AdminMenuCollectionSchema),
  }),
);

export const AdminMenuCategorySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  handle: z.string(),
  image_url: z.string().nullable(),
  group_side: z.enum(['left', 'right']),
  mobile_only: z.boolean(),
  position: z.number().int(),
  collections: z.array(AdminMenuCollectionSchema),
  products: z.array(AdminMenuProductSchema),
});

/** The whole menu as the back office edits it: hidden entries and links to disabled products included. */
export const AdminMenuSchema = z.object({ categories: z.array(AdminMenuCategorySchema) });
export type AdminMenu = z.infer<typeof AdminMenuSchema>;

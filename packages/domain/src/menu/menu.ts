/**
 * The back office's header menu (decision 044): its categories (title, handle, image, side, mobile-only), collections
 * (hidden, hide-pricing, title, subtitle, target) and product links, their order, new and removed entries. Field
 * names are the stored columns'.
 */
import { z } from 'zod';
import {
  AdminSkuSchema,
  ImageRefSchema,
  OptionalCsrfSchema,
  OrderedIdsSchema,
  adminText,
  requiredAdminText,
} from '../admin/fields.js';
import { FULL_HANDLE_MESSAGE, FULL_HANDLE_PATTERN } from '../shared/handles.js';

/** A menu target handle: a collection's full handle ('car-subwoofers' or 'car-subwoofers/8-inch-subwoofers'). */
export const MenuHandleSchema = z.string().min(1).max(200).regex(FULL_HANDLE_PATTERN, FULL_HANDLE_MESSAGE);

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

/** POST /api/admin/menu/categories: a new category, last in the menu (the left side unless told). */
export const CreateMenuCategoryBodySchema = z.strictObject({
  title: menuCategoryFields.title,
  handle: menuCategoryFields.handle,
  image_url: menuCategoryFields.image_url.default(null),
  group_side: menuCategoryFields.group_side.default('left'),
  mobile_only: menuCategoryFields.mobile_only.default(false),
  csrfToken: OptionalCsrfSchema,
});

import { z } from 'zod';

export const MenuProductSchema = z.object({
  id: z.number().int(),
  sku: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  title: z.string(),
  overrideTitle: z.string().nullable(),
  subtitle: z.string().nullable(),
});
export type MenuProduct = z.infer<typeof MenuProductSchema>;

export type MenuCollection = {
  id: number;
  title: string;
  subtitle: string | null;
  /** Own target path (e.g. "products/skar-skl-7" or "collections/x/y"); null means /collections/{handle}. */
  slug: string | null;
  handle: string;
  imageUrl: string | null;
  products: MenuProduct[];
  subMenu: MenuCollection[];
  isHidden: boolean;
  hidePricing: boolean;
};
export const MenuCollectionSchema: z.ZodType<MenuCollection> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    subtitle: z.string().nullable(),
    slug: z.string().nullable(),
    handle: z.string(),
    imageUrl: z.string().nullable(),
    products: z.array(MenuProductSchema),
    subMenu: z.array(MenuCollectionSchema),
    isHidden: z.boolean(),
    hidePricing: z.boolean(),
  }),
);

export const MenuCategorySchema = z.object({
  id: z.number().int(),
  category: z.string(),
  handle: z.string(),
  /** The category's own page ("Shop all"): /collections/{handle} when that collection exists, else null. */
  href: z.string().nullable(),
  imageUrl: z.string().nullable(),
  /** Which half of the desktop mega menu the category sits in. */
  group: z.enum(['left', 'right']),
  collections: z.array(MenuCollectionSchema),
  products: z.array(MenuProductSchema),
  mobileOnly: z.boolean(),
});
export type MenuCategory = z.infer<typeof MenuCategorySchema>;

export const MenuResponseSchema = z.object({ categories: z.array(MenuCategorySchema) });
export type MenuResponse = z.infer<typeof MenuResponseSchema>;

import type { Db } from '../../db/database.js';
import { shownSku } from '../../db/shown-sku.js';

export type MenuCategoryRow = {
  id: number;
  title: string;
  handle: string;
  image_url: string | null;
  group_side: 'left' | 'right';
  mobile_only: number;
  /** 1 when a collection has the category's handle (its "Shop all" page exists). */
  has_page: number;
};
export type MenuCollectionRow = {
  id: number;
  category_id: number;
  parent_id: number | null;
  title: string;
  subtitle: string | null;
  slug: string | null;
  handle: string;
  image_url: string | null;
  is_hidden: number;
  hide_pricing: number;
};
export type MenuProductRow = {
  id: number;
  category_id: number | null;
  menu_collection_id: number | null;
  sku: string;
  slug: string;
  image_url: string | null;
  name: string;
  override_title: string | null;
  subtitle: string | null;
};

export type MenuRepo = ReturnType<typeof createMenuRepo>;

export function createMenuRepo(db: Db) {
  return {
    categories: (): Promise<MenuCategoryRow[]> =>
      db
        .selectFrom('menu_categories as mc')
        .select((eb) => [
          'mc.id',
          'mc.title',
          'mc.handle',
          'mc.image_url',
          'mc.group_side',
          'mc.mobile_only',
          // 0/1 in both stores (PostgreSQL's EXISTS is a boolean).
          eb
            .case()
            .when(
              eb.exists(
                eb
                  .selectFrom('collections as c')
                  .select(eb.lit(1).as('one'))
                  .whereRef('c.full_handle', '=', 'mc.handle'),
              ),
            )
            .then(eb.lit(1))
            .else(eb.lit(0))
            .end()
            .as('has_page'),
        ])
        .orderBy('mc.position')
        .orderBy('mc.id')
        .$castTo<MenuCategoryRow>()
        .execute(),
    collections: (): Promise<MenuCollectionRow[]> =>
      db
        .selectFrom('menu_collections')
        .select([
          'id',
          'category_id',
          'parent_id',
          'title',
          'subtitle',
          'slug',
          'handle',
          'image_url',
          'is_hidden',
          'hide_pricing',
        ])
        .orderBy('category_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
    // Links to products that are not on the site (or not shown: db/shown-sku.ts) are left out. A CROSS JOIN
    // keeps the menu's few links as SQLite's outer loop, each product found by its id: without statistics
    // (a store never analyzed) SQLite would otherwise read every product and look each up among the links.
    // PostgreSQL plans it as the inner join it is.
    products: (): Promise<MenuProductRow[]> =>
      db
        .selectFrom('menu_products as mp')
        .crossJoin('products as p')
        .whereRef('p.id', '=', 'mp.product_id')
        .select((eb) => [
          'mp.id',
          'mp.category_id',
          'mp.menu_collection_id',
          'p.sku',
          'p.slug',
          'p.name',
          'mp.override_title',
          'mp.subtitle',
          eb
            .selectFrom('product_images')
            .select('url')
            .whereRef('product_id', '=', 'p.id')
            .orderBy('position')
            .limit(1)
            .as('image_url'),
        ])
        .where('p.enabled_on_site', '=', 1)
        .where(shownSku('p.sku'))
        .orderBy('mp.position')
        .orderBy('mp.id')
        .execute(),
  };
}

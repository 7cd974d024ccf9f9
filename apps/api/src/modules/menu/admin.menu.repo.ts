/** The back office's SQL for the header menu: its categories, collections and product links. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';
import type { MenuCollectionRow as StorefrontMenuCollectionRow } from './menu.repo.js';

export type MenuCategoryRow = {
  id: number;
  title: string;
  handle: string;
  image_url: string | null;
  group_side: 'left' | 'right';
  mobile_only: number;
  position: number;
};
/** The storefront's menu collection row, with its place among its siblings. */
export type MenuCollectionRow = StorefrontMenuCollectionRow & { position: number };
export type MenuProductRow = {
  id: number;
  category_id: number | null;
  menu_collection_id: number | null;
  product_id: number;
  sku: string;
  name: string;
  enabled_on_site: number;
  override_title: string | null;
  subtitle: string | null;
  position: number;
};

const menuCollectionColumns = [
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
  'position',
] as const;

export type MenuKind = 'categories' | 'collections' | 'products';
const MENU_TABLES = {
  categories: 'menu_categories',
  collections: 'menu_collections',
  products: 'menu_products',
} as const;

const menuCategoryColumns = [
  'id',
  'title',
  'handle',
  'image_url',
  'group_side',
  'mobile_only',
  'position',
] as const;

/** The next position after the largest of `max` (0 for an empty group). */
const after = (row: { max: unknown } | undefined): number =>
  row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;

export function createAdminMenuRepo(db: Db) {
  const menuProducts = () =>
    db
      .selectFrom('menu_products as mp')
      .innerJoin('products as p', 'p.id', 'mp.product_id')
      .select([
        'mp.id',
        'mp.category_id',
        'mp.menu_collection_id',
        'mp.product_id',
        'p.sku',
        'p.name',
        'p.enabled_on_site',
        'mp.override_title',
        'mp.subtitle',
        'mp.position',
      ]);

  return {
    menuCategories: (): Promise<MenuCategoryRow[]> =>
      db
        .selectFrom('menu_categories')
        .select(menuCategoryColumns)
        .orderBy('position')
        .orderBy('id')
        .$castTo<MenuCategoryRow>()
        .execute(),
    menuCategory: async (id: number): Promise<MenuCategoryRow | null> =>
      ((await db
        .selectFrom('menu_categories')
        .select(menuCategoryColumns)
        .where('id', '=', id)
        .executeTakeFirst()) as MenuCategoryRow | undefined) ?? null,
    menuCollections: (): Promise<MenuCollectionRow[]> =>
      db
        .selectFrom('menu_collections')
        .select(menuCollectionColumns)
        .orderBy('category_id')
        .orderBy('position')
        .orderBy('id')
        .execute(),
    menuCollection: async (id: number): Promise<MenuCollectionRow | null> =>
      (await db
        .selectFrom('menu_collections')
        .select(menuCollectionColumns)
        .where('id', '=', id)
        .executeTakeFirst()) ?? null,
    menuProducts: (): Promise<MenuProductRow[]> =>
      menuProducts().orderBy('mp.position').orderBy('mp.id').execute(),
    menuProduct: async (id: number): Promise<MenuProductRow | null> =>
      (await menuProducts().where('mp.id', '=', id).executeTakeFirst()) ?? null,
    updateMenuCategory: async (id: number, set: Updateable<DB['menu_categories']>): Promise<void> => {
      await db.updateTable('menu_categories').set(set).where('id', '=', id).execute();
    },
    updateMenuCollection: async (id: number, set: Updateable<DB['menu_collections']>): Promise<void> => {
      await db.updateTable('menu_collections').set(set).where('id', '=', id).execute();
    },
    updateMenuProduct: async (id: number, set: Updateable<DB['menu_products']>): Promise<void> => {
      await db.updateTable('menu_products').set(set).where('id', '=', id).execute();
    },
    insertMenuCollection: async (row: Insertable<DB['menu_collections']>): Promise<number> =>
      (await db.insertInto('menu_collections').values(row).returning('id').executeTakeFirstOrThrow()).id,
    insertMenuProduct: async (row: Insertable<DB['menu_products']>): Promise<number> =>
      (await db.insertInto('menu_products').values(row).returning('id').executeTakeFirstOrThrow()).id,
    insertMenuCategory: async (row: Insertable<DB['menu_categories']>): Promise<number> =>
      (await db.insertInto('menu_categories').values(row).returning('id').executeTakeFirstOrThrow()).id,
    /** Removes a category with its collections and product links (the foreign keys cascade). */
    deleteMenuCategory: async (id: number): Promise<void> => {
      await db.deleteFrom('menu_categories').where('id', '=', id).execute();
    },
    nextMenuCategoryPosition: async (): Promise<number> =>
      after(
        await db
          .selectFrom('menu_categories')
          .select((eb) => eb.fn.max('position').as('max'))
          .executeTakeFirst(),
      ),
    /** How many collections and product links a category holds, all the way down. */
    menuCategoryEntries: async (id: number): Promise<number> => {
      const [collections, products] = await Promise.all([
        db
          .selectFrom('menu_collections')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('category_id', '=', id)
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('menu_products as mp')
          .leftJoin('menu_collections as mc', 'mc.id', 'mp.menu_collection_id')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where((eb) => eb.or([eb('mp.category_id', '=', id), eb('mc.category_id', '=', id)]))
          .executeTakeFirstOrThrow(),
      ]);
      return Number(collections.n) + Number(products.n);
    },
    deleteMenuCollection: async (id: number): Promise<void> => {
      await db.deleteFrom('menu_collections').where('id', '=', id).execute();
    },
    deleteMenuProduct: async (id: number): Promise<void> => {
      await db.deleteFrom('menu_products').where('id', '=', id).execute();
    },
    /** The next position among a menu collection's siblings (a category's top level, or a parent's sub-menu). */
    nextMenuCollectionPosition: async (categoryId: number, parentId: number | null): Promise<number> => {
      const row = await db
        .selectFrom('menu_collections')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('category_id', '=', categoryId)
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .executeTakeFirst();
      return after(row);
    },
    nextMenuProductPosition: async (under: {
      category_id: number | null;
      menu_collection_id: number | null;
    }) => {
      const row = await db
        .selectFrom('menu_products')
        .select((eb) => eb.fn.max('position').as('max'))
        .where((eb) =>
          under.menu_collection_id !== null
            ? eb('menu_collection_id', '=', under.menu_collection_id)
            : eb('category_id', '=', under.category_id ?? -1),
        )
        .executeTakeFirst();
      return after(row);
    },
    setMenuPosition: async (kind: MenuKind, id: number, position: number): Promise<void> => {
      await db.updateTable(MENU_TABLES[kind]).set({ position }).where('id', '=', id).execute();
    },
  };
}

/** The back office's SQL for collections (texts, banners, flags, membership) and the header menu's entries. */
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

const CHUNK = 500;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export type CollectionRow = {
  id: number;
  handle: string;
  full_handle: string;
  parent_id: number | null;
  title: string;
  collection_page_title: string;
  description: string;
  seo_description: string;
  page_image: string | null;
  sale_banner_image: string | null;
  no_sale_banner_image: string | null;
  hide_pricing: number;
  is_daily_deal: number;
};
export type CollectionListRow = CollectionRow & { product_count: number };

export type MemberRow = {
  product_id: number;
  sku: string;
  name: string;
  position: number;
  enabled_on_site: number;
  is_preordered: number;
};

export type MenuCategoryRow = {
  id: number;
  title: string;
  handle: string;
  image_url: string | null;
  group_side: 'left' | 'right';
  mobile_only: number;
  position: number;
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
  position: number;
};
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

const collectionColumns = [
  'c.id',
  'c.handle',
  'c.full_handle',
  'c.parent_id',
  'c.title',
  'c.collection_page_title',
  'c.description',
  'c.seo_description',
  'c.page_image',
  'c.sale_banner_image',
  'c.no_sale_banner_image',
  'c.hide_pricing',
  'c.is_daily_deal',
] as const;

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

export function createAdminCollectionsRepo(db: Db) {
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
    // ------------------------------------------------------------------------------------------ collections
    collections: async (): Promise<CollectionListRow[]> => {
      const rows = await db
        .selectFrom('collections as c')
        .select((eb) => [
          ...collectionColumns,
          eb
            .selectFrom('collection_products as cp')
            .select(eb.fn.countAll<number>().as('n'))
            .whereRef('cp.collection_id', '=', 'c.id')
            .as('product_count'),
        ])
        .orderBy('c.full_handle')
        .execute();
      return rows.map((r) => ({ ...r, product_count: Number(r.product_count ?? 0) }));
    },
    collection: async (id: number): Promise<CollectionRow | null> =>
      (await db
        .selectFrom('collections as c')
        .select(collectionColumns)
        .where('c.id', '=', id)
        .executeTakeFirst()) ?? null,
    collectionByHandle: async (fullHandle: string): Promise<CollectionRow | null> =>
      (await db
        .selectFrom('collections as c')
        .select(collectionColumns)
        .where('c.full_handle', '=', fullHandle)
        .executeTakeFirst()) ?? null,
    insertCollection: async (row: Insertable<DB['collections']>): Promise<number> =>
      (await db.insertInto('collections').values(row).returning('id').executeTakeFirstOrThrow()).id,
    updateCollection: async (id: number, set: Updateable<DB['collections']>): Promise<void> => {
      await db.updateTable('collections').set(set).where('id', '=', id).execute();
    },
    nextCollectionPosition: async (parentId: number | null): Promise<number> => {
      const row = await db
        .selectFrom('collections')
        .select((eb) => eb.fn.max('position').as('max'))
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .executeTakeFirst();
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },
    /** The collection's products in the merchant's order (position, then product id). */
    members: (id: number): Promise<MemberRow[]> =>
      db
        .selectFrom('collection_products as cp')
        .innerJoin('products as p', 'p.id', 'cp.product_id')
        .select(['cp.product_id', 'p.sku', 'p.name', 'cp.position', 'p.enabled_on_site', 'cp.is_preordered'])
        .where('cp.collection_id', '=', id)
        .orderBy('cp.position')
        .orderBy('cp.product_id')
        .execute(),
    /** Products by sku (any case): id, sku as stored. */
    async productsBySku(skus: readonly string[]): Promise<{ id: number; sku: string }[]> {
      const found: { id: number; sku: string }[] = [];
      for (const part of chunks(skus))
        found.push(
          ...(await db.selectFrom('products').select(['id', 'sku']).where('sku', 'in', part).execute()),
        );
      return found;
    },
    /** Replaces the collection's membership with `rows` (in their positions). */
    async replaceMembers(
      id: number,
      rows: readonly { product_id: number; position: number; is_visible: number; is_preordered: number }[],
    ): Promise<void> {
      await db.deleteFrom('collection_products').where('collection_id', '=', id).execute();
      for (const part of chunks(rows))
        await db
          .insertInto('collection_products')
          .values(part.map((r) => ({ ...r, collection_id: id })))
          .execute();
    },
    removeMember: async (id: number, productId: number): Promise<boolean> => {
      const result = await db
        .deleteFrom('collection_products')
        .where('collection_id', '=', id)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    // ------------------------------------------------------------------------------------------------- menu
    menuCategories: (): Promise<MenuCategoryRow[]> =>
      db
        .selectFrom('menu_categories')
        .select(['id', 'title', 'handle', 'image_url', 'group_side', 'mobile_only', 'position'])
        .orderBy('position')
        .orderBy('id')
        .$castTo<MenuCategoryRow>()
        .execute(),
    menuCategory: async (id: number): Promise<MenuCategoryRow | null> =>
      ((await db
        .selectFrom('menu_categories')
        .select(['id', 'title', 'handle', 'image_url', 'group_side', 'mobile_only', 'position'])
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
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
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
      return row?.max === null || row?.max === undefined ? 0 : Number(row.max) + 1;
    },
    setMenuPosition: async (kind: MenuKind, id: number, position: number): Promise<void> => {
      await db.updateTable(MENU_TABLES[kind]).set({ position }).where('id', '=', id).execute();
    },
  };
}

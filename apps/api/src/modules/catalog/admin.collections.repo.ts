/** The back office's SQL for collections: texts, banners, flags, membership (the menu's: admin.menu.repo.ts). */
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DB } from '../../db/schema.js';

const CHUNK = 500;
const chunks = <T>(items: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

export type MemberRow = {
  product_id: number;
  sku: string;
  name: string;
  position: number;
  enabled_on_site: number;
  is_preordered: number;
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

/** A collection's row as the back office reads it: collectionColumns, typed as the schema types them. */
export type CollectionRow = Pick<
  Selectable<DB['collections']>,
  (typeof collectionColumns)[number] extends `c.${infer Column}` ? Column : never
>;
export type CollectionListRow = CollectionRow & { product_count: number };

export function createAdminCollectionsRepo(db: Db) {
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
    /** Removes the collection: its membership goes with it, its products' breadcrumb to it is cleared. */
    deleteCollection: async (id: number): Promise<void> => {
      await db.deleteFrom('collections').where('id', '=', id).execute();
    },
    /** The full handles of its sub-collections. */
    subCollections: async (id: number): Promise<string[]> =>
      (
        await db
          .selectFrom('collections')
          .select('full_handle')
          .where('parent_id', '=', id)
          .orderBy('full_handle')
          .execute()
      ).map((r) => r.full_handle),
    /** The skus of the products whose page breadcrumbs to it. */
    primaryOf: async (id: number): Promise<string[]> =>
      (
        await db
          .selectFrom('products')
          .select('sku')
          .where('primary_collection_id', '=', id)
          .orderBy('sku')
          .execute()
      ).map((r) => r.sku),
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
  };
}

import type { Db } from '../../db/database.js';

export type ContentPageRow = {
  slug: string;
  title: string;
  body: string;
  seo_title: string;
  seo_description: string;
  published: boolean;
  updated_at: string;
};

export type ContentPageFields = Omit<ContentPageRow, 'slug' | 'updated_at'>;

const toRow = (r: Omit<ContentPageRow, 'published'> & { published: number | bigint }): ContentPageRow => ({
  ...r,
  published: Number(r.published) === 1,
});

export type ContentRepo = ReturnType<typeof createContentRepo>;

/** The content_pages table (decision 081): the merchant's versions of the pages, by slug. */
export function createContentRepo(db: Db) {
  return {
    all: async (): Promise<ContentPageRow[]> =>
      (await db.selectFrom('content_pages').selectAll().orderBy('slug').execute()).map(toRow),

    find: async (slug: string): Promise<ContentPageRow | null> => {
      const row = await db
        .selectFrom('content_pages')
        .selectAll()
        .where('slug', '=', slug)
        .executeTakeFirst();
      return row ? toRow(row) : null;
    },

    /** Stores the page's fields (a new row, or the row replaced). */
    put: async (slug: string, fields: ContentPageFields, nowIso: string): Promise<void> => {
      const values = { ...fields, published: fields.published ? 1 : 0, updated_at: nowIso };
      await db
        .insertInto('content_pages')
        .values({ slug, ...values })
        .onConflict((oc) => oc.column('slug').doUpdateSet(values))
        .execute();
    },

    /** Inserts a page unless one has the slug already; whether it did. */
    insert: async (slug: string, fields: ContentPageFields, nowIso: string): Promise<boolean> => {
      const row = await db
        .insertInto('content_pages')
        .values({ slug, ...fields, published: fields.published ? 1 : 0, updated_at: nowIso })
        .onConflict((oc) => oc.column('slug').doNothing())
        .returning('slug')
        .executeTakeFirst();
      return row !== undefined;
    },

    remove: async (slug: string): Promise<boolean> => {
      const r = await db.deleteFrom('content_pages').where('slug', '=', slug).executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

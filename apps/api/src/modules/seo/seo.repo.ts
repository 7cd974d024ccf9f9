/** What the sitemap lists: visible collections (with a visible product in them or a sub-collection) and cards. */
import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';

export type SitemapProductRow = { slug: string; created_at: string };

export type SeoRepo = ReturnType<typeof createSeoRepo>;

/** A visible member of collection `id` that is shown (the excluded sku never is: db/shown-sku.ts). */
const shownMemberOf = (id: string): string => `
  SELECT 1 FROM collection_products cp JOIN products p ON p.id = cp.product_id
  WHERE cp.collection_id = ${id} AND cp.is_visible = 1 AND ${shownSkuSql('p.sku')}`;

/** Product cards with a page of their own. */
const CARDS = `products WHERE enabled_on_site = 1 AND variant_parent_sku IS NULL AND ${shownSkuSql('sku')}`;

export function createSeoRepo(db: Db) {
  const collections = db
    .prepare<[], string>(
      `
    SELECT c.full_handle FROM collections c
    WHERE EXISTS (${shownMemberOf('c.id')})
       OR EXISTS (SELECT 1 FROM collections s WHERE s.parent_id = c.id AND EXISTS (${shownMemberOf('s.id')}))
    ORDER BY c.position, c.id`,
    )
    .pluck();
  const productCount = db.prepare<[], number>(`SELECT count(*) FROM ${CARDS}`).pluck();
  const products = db.prepare<[number, number], SitemapProductRow>(
    `SELECT slug, created_at FROM ${CARDS} ORDER BY id LIMIT ? OFFSET ?`,
  );
  const lastChange = db.prepare<[], string | null>('SELECT max(created_at) FROM products').pluck();

  return {
    collectionHandles: (): string[] => collections.all(),
    productCount: (): number => productCount.get() ?? 0,
    products: (limit: number, offset: number): SitemapProductRow[] => products.all(limit, offset),
    lastChange: (): string | null => lastChange.get() ?? null,
  };
}

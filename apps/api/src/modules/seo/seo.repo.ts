/** What the sitemap lists: visible collections (with a visible product in them or a sub-collection) and cards. */
import type { Db } from '../../db/connection.js';

export type SitemapProductRow = { slug: string; created_at: string };

export type SeoRepo = ReturnType<typeof createSeoRepo>;

export function createSeoRepo(db: Db) {
  const collections = db
    .prepare<[], string>(
      `
    SELECT c.full_handle FROM collections c
    WHERE EXISTS (SELECT 1 FROM collection_products cp WHERE cp.collection_id = c.id AND cp.is_visible = 1)
       OR EXISTS (SELECT 1 FROM collections s JOIN collection_products cp ON cp.collection_id = s.id
                  WHERE s.parent_id = c.id AND cp.is_visible = 1)
    ORDER BY c.position, c.id`,
    )
    .pluck();
  const productCount = db
    .prepare<[], number>(
      'SELECT count(*) FROM products WHERE enabled_on_site = 1 AND variant_parent_sku IS NULL',
    )
    .pluck();
  const products = db.prepare<[number, number], SitemapProductRow>(`
    SELECT slug, created_at FROM products WHERE enabled_on_site = 1 AND variant_parent_sku IS NULL
    ORDER BY id LIMIT ? OFFSET ?`);
  const lastChange = db.prepare<[], string | null>('SELECT max(created_at) FROM products').pluck();

  return {
    collectionHandles: (): string[] => collections.all(),
    productCount: (): number => productCount.get() ?? 0,
    products: (limit: number, offset: number): SitemapProductRow[] => products.all(limit, offset),
    lastChange: (): string | null => lastChange.get() ?? null,
  };
}

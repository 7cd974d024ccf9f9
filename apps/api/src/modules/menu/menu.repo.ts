import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';

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
  const categories = db.prepare<[], MenuCategoryRow>(`
    SELECT mc.id, mc.title, mc.handle, mc.image_url, mc.group_side, mc.mobile_only,
      EXISTS (SELECT 1 FROM collections c WHERE c.full_handle = mc.handle) AS has_page
    FROM menu_categories mc ORDER BY mc.position, mc.id`);
  const collections = db.prepare<[], MenuCollectionRow>(`
    SELECT id, category_id, parent_id, title, subtitle, slug, handle, image_url, is_hidden, hide_pricing
    FROM menu_collections ORDER BY category_id, position, id`);
  // Links to products that are not on the site (or not shown: db/shown-sku.ts) are left out.
  const products = db.prepare<[], MenuProductRow>(`
    SELECT mp.id, mp.category_id, mp.menu_collection_id, p.sku, p.slug, p.name, mp.override_title, mp.subtitle,
      (SELECT url FROM product_images WHERE product_id = p.id ORDER BY position LIMIT 1) AS image_url
    FROM menu_products mp JOIN products p ON p.id = mp.product_id
    WHERE p.enabled_on_site = 1 AND ${shownSkuSql('p.sku')}
    ORDER BY mp.position, mp.id`);
  return {
    categories: () => categories.all(),
    collections: () => collections.all(),
    products: () => products.all(),
  };
}

/** The header menu as the back office reads it: categories, their collections (sub-menus) and product links. */
import type { AdminMenu, AdminMenuCollection } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { createAdminMenuRepo, type MenuCategoryRow, type MenuProductRow } from './admin.menu.repo.js';

const toProduct = (p: MenuProductRow) => ({
  id: p.id,
  sku: p.sku,
  name: p.name,
  enabled: p.enabled_on_site === 1,
  override_title: p.override_title,
  subtitle: p.subtitle,
  position: p.position,
});

/** The whole menu, hidden entries and links to disabled products included, each group in its order. */
export async function menuOf(db: Db): Promise<AdminMenu> {
  const repo = createAdminMenuRepo(db);
  const [categories, collections, products] = [
    await repo.menuCategories(),
    await repo.menuCollections(),
    await repo.menuProducts(),
  ];
  const nodes = new Map<number, AdminMenuCollection>();
  for (const c of collections)
    nodes.set(c.id, {
      id: c.id,
      title: c.title,
      subtitle: c.subtitle,
      slug: c.slug,
      handle: c.handle,
      image_url: c.image_url,
      is_hidden: c.is_hidden === 1,
      hide_pricing: c.hide_pricing === 1,
      position: c.position,
      products: [],
      subMenu: [],
    });
  const categoryProducts = new Map<number, ReturnType<typeof toProduct>[]>();
  for (const p of products) {
    if (p.menu_collection_id !== null) nodes.get(p.menu_collection_id)?.products.push(toProduct(p));
    else if (p.category_id !== null)
      categoryProducts.set(p.category_id, [...(categoryProducts.get(p.category_id) ?? []), toProduct(p)]);
  }
  const topLevel = new Map<number, AdminMenuCollection[]>();
  for (const c of collections) {
    const node = nodes.get(c.id)!;
    const parent = c.parent_id === null ? undefined : nodes.get(c.parent_id);
    if (parent) parent.subMenu.push(node);
    else topLevel.set(c.category_id, [...(topLevel.get(c.category_id) ?? []), node]);
  }
  return {
    categories: categories.map((c: MenuCategoryRow) => ({
      id: c.id,
      title: c.title,
      handle: c.handle,
      image_url: c.image_url,
      group_side: c.group_side,
      mobile_only: c.mobile_only === 1,
      position: c.position,
      collections: topLevel.get(c.id) ?? [],
      products: categoryProducts.get(c.id) ?? [],
    })),
  };
}

import type { MenuCategory, MenuCollection, MenuProduct, MenuResponse } from '@shop/domain';
import type { MenuProductRow, MenuRepo } from './menu.repo.js';

const toMenuProduct = (row: MenuProductRow): MenuProduct => ({
  id: row.id,
  sku: row.sku,
  slug: row.slug,
  imageUrl: row.image_url,
  title: row.name,
  overrideTitle: row.override_title,
  subtitle: row.subtitle,
});

export type MenuService = ReturnType<typeof createMenuService>;

/** The whole header menu in three queries; hidden entries stay in with isHidden so clients can skip them. */
export function createMenuService(repo: MenuRepo) {
  return {
    async getMenu(): Promise<MenuResponse> {
      const productRows = await repo.products();
      const rows = await repo.collections();
      const categoryRows = await repo.categories();
      const productsByCollection = new Map<number, MenuProduct[]>();
      const productsByCategory = new Map<number, MenuProduct[]>();
      for (const row of productRows) {
        const [map, key] =
          row.menu_collection_id !== null
            ? [productsByCollection, row.menu_collection_id]
            : [productsByCategory, row.category_id ?? -1];
        const list = map.get(key) ?? [];
        list.push(toMenuProduct(row));
        map.set(key, list);
      }
      const nodes = new Map<number, MenuCollection>();
      for (const row of rows) {
        nodes.set(row.id, {
          id: row.id,
          title: row.title,
          subtitle: row.subtitle,
          slug: row.slug,
          handle: row.handle,
          imageUrl: row.image_url,
          products: productsByCollection.get(row.id) ?? [],
          subMenu: [],
          isHidden: row.is_hidden === 1,
          hidePricing: row.hide_pricing === 1,
        });
      }
      const topLevel = new Map<number, MenuCollection[]>();
      for (const row of rows) {
        const node = nodes.get(row.id);
        if (!node) continue;
        const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
        if (parent) parent.subMenu.push(node);
        else {
          const list = topLevel.get(row.category_id) ?? [];
          list.push(node);
          topLevel.set(row.category_id, list);
        }
      }
      const categories: MenuCategory[] = categoryRows.map((c) => ({
        id: c.id,
        category: c.title,
        handle: c.handle,
        // A category without a collection of its own (the "Shop" group) has no "Shop all" page.
        href: c.has_page === 1 ? `/collections/${c.handle}` : null,
        imageUrl: c.image_url,
        group: c.group_side,
        collections: topLevel.get(c.id) ?? [],
        products: productsByCategory.get(c.id) ?? [],
        mobileOnly: c.mobile_only === 1,
      }));
      return { categories };
    },
  };
}

/** Where the header menu's entries lead (the web's mega menu and drawer, and the API's link checks). */
import type { MenuCollection, MenuProduct, MenuResponse } from './schemas.js';

/** Where a menu item goes: its own slug as a path, or /collections/{handle} when it has none. */
export function menuHref(item: { slug: string | null; handle: string }): string {
  return item.slug ? `/${item.slug.replace(/^\/+/, '')}` : `/collections/${item.handle}`;
}

/** A menu product entry (third level, or the appended sound-deadening link) goes to its product page. */
export function menuProductHref(p: MenuProduct): string {
  return `/products/${p.slug.replace(/^\/+/, '').replace(/^products\//, '')}`;
}

/** Every link the menu holds: each category's own page, every collection at every level, every product. */
export function menuLinks(menu: MenuResponse): string[] {
  const ofCollection = (c: MenuCollection): string[] => [
    menuHref(c),
    ...c.products.map(menuProductHref),
    ...c.subMenu.flatMap(ofCollection),
  ];
  return menu.categories.flatMap((c) => [
    ...(c.href ? [c.href] : []),
    ...c.collections.flatMap(ofCollection),
    ...c.products.map(menuProductHref),
  ]);
}

/**
 * The pages the shop's menu leads to, as paths without their query: what a fixed link of the storefront (a
 * shortcut, a suggestion) may point at, so that an empty shop never links to "not found" (decision 070).
 */
export function menuPaths(menu: MenuResponse): Set<string> {
  return new Set(menuLinks(menu).map((link) => link.replace(/[?#].*$/, '')));
}

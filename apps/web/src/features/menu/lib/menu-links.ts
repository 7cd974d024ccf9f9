import type { MenuCategory, MenuCollection, MenuProduct } from '@shop/domain';

/** Where a menu item goes: its own slug as a path, or /collections/{handle} when it has none. */
export function menuHref(item: { slug: string | null; handle: string }): string {
  return item.slug ? `/${item.slug.replace(/^\/+/, '')}` : `/collections/${item.handle}`;
}

/** A menu product entry (third level, or the appended sound-deadening link) goes to its product page. */
export function menuProductHref(p: MenuProduct): string {
  return `/products/${p.slug.replace(/^\/+/, '').replace(/^products\//, '')}`;
}

export function menuProductLabel(p: MenuProduct): string {
  return p.overrideTitle || p.title;
}

/** Collections a visitor sees: hidden items skipped, at every level. */
export function visibleCollections(collections: readonly MenuCollection[]): MenuCollection[] {
  return collections.filter((c) => !c.isHidden).map((c) => ({ ...c, subMenu: visibleCollections(c.subMenu) }));
}

/** Desktop mega menu groups: mobile-only categories left out, split into the left and right halves. */
export function desktopGroups(categories: readonly MenuCategory[]): { left: MenuCategory[]; right: MenuCategory[] } {
  const desktop = categories.filter((c) => !c.mobileOnly);
  return { left: desktop.filter((c) => c.group === 'left'), right: desktop.filter((c) => c.group === 'right') };
}

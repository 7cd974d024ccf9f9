import type { MenuCategory, MenuCollection, MenuProduct } from '@shop/domain';

/** Where menu entries lead: one definition in the domain, shared with the API's link checks. */
export { menuHref, menuProductHref } from '@shop/domain';

export function menuProductLabel(p: MenuProduct): string {
  return p.overrideTitle || p.title;
}

/** Collections a visitor sees: hidden items skipped, at every level. */
export function visibleCollections(collections: readonly MenuCollection[]): MenuCollection[] {
  return collections
    .filter((c) => !c.isHidden)
    .map((c) => ({ ...c, subMenu: visibleCollections(c.subMenu) }));
}

/** Desktop mega menu groups: mobile-only categories left out, split into the left and right halves. */
export function desktopGroups(categories: readonly MenuCategory[]): {
  left: MenuCategory[];
  right: MenuCategory[];
} {
  const desktop = categories.filter((c) => !c.mobileOnly);
  return {
    left: desktop.filter((c) => c.group === 'left'),
    right: desktop.filter((c) => c.group === 'right'),
  };
}

/** The generic filter panel (spec section 5, "Filter panels"). */

export type FilterOption = { name: string; label: string; value: boolean };
export type FilterType = { name: string; options: FilterOption[] };

/**
 * Keeps an item when, for every filter type with a selected option, the item's property named like the
 * type equals a selected option's name. A type with no selected option does not restrict.
 */
export function filterItems<T extends { properties: Record<string, string> }>(
  items: T[],
  filterTypes: FilterType[],
): T[] {
  const active = filterTypes
    .map((t) => ({ name: t.name, selected: t.options.filter((o) => o.value).map((o) => o.name) }))
    .filter((t) => t.selected.length > 0);
  if (active.length === 0) return [...items];
  return items.filter((item) =>
    active.every((t) => {
      const value = item.properties[t.name];
      return value !== undefined && t.selected.includes(value);
    }),
  );
}

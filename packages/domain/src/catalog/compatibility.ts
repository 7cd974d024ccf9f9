/** Subwoofer and enclosure compatibility (spec section 5, "Compatibility"). */
import type { TabBox } from './schemas.js';

export const COMPATIBILITY_CHART_TITLE = 'Compatibility Chart';
export const INCOMPATIBLE_LINE_MESSAGE =
  'This subwoofer is not compatible with one or more enclosures in your cart.';

/** Lower case without punctuation or spaces: '12"' -> '12', '12 IN.' -> '12in'. */
export function normalizeSize(size: string): string {
  return size.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Sizes match ignoring punctuation and case; an empty size matches nothing. */
export function sizesMatch(a: string | null | undefined, b: string | null | undefined): boolean {
  const na = normalizeSize(a ?? '');
  return na !== '' && na === normalizeSize(b ?? '');
}

/** A check mark means compatible. */
export function isCheckMark(cell: string | null | undefined): boolean {
  return !!cell && /[✓✔]/.test(cell);
}

type ChartTable = NonNullable<TabBox['table']>;

/** The chart table of the first tab box, when that box is titled "Compatibility Chart". */
export function compatibilityChart(tabs: TabBox[]): ChartTable | null {
  const first = tabs[0];
  return first && first.title.trim() === COMPATIBILITY_CHART_TITLE ? first.table : null;
}

/** The first value cell of the row whose key is the longest prefix of the subwoofer sku (case-insensitive). */
export function chartCellFor(table: ChartTable, subwooferSku: string): string | null {
  const sku = subwooferSku.toUpperCase();
  let best: { key: string; cell: string | null } | null = null;
  for (const row of table.rows) {
    const key = row.key.trim().toUpperCase();
    if (key !== '' && sku.startsWith(key) && (!best || key.length > best.key.length)) {
      best = { key, cell: row.cells[0] ?? null };
    }
  }
  return best?.cell ?? null;
}

/** Compatible only when the sizes match and the enclosure's chart cell for the subwoofer holds a check mark. */
export function isCompatible(
  subwoofer: { sku: string; size: string | null },
  enclosure: { size: string | null; tabs: TabBox[] },
): boolean {
  if (!sizesMatch(subwoofer.size, enclosure.size)) return false;
  const table = compatibilityChart(enclosure.tabs);
  return table !== null && isCheckMark(chartCellFor(table, subwoofer.sku));
}

/** Non-vehicle-specific skus starting VS-10 or VS-12 are left out of the compatibility prompt. */
export function isExcludedFromCompatibilityPrompt(sku: string): boolean {
  const upper = sku.trim().toUpperCase();
  return upper.startsWith('VS-10') || upper.startsWith('VS-12');
}

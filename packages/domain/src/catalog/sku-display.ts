/** How skus are shown and grouped (spec section 5, "SKU display rules"). */

const VEHICLE_SPECIFIC_PREFIXES = ['VS-', 'L-VD', 'L-SVR', 'L-EVL', 'L-SDR-'];
const NOT_VEHICLE_SPECIFIC_PREFIXES = ['VS-10', 'VS-12'];

/** Vehicle-specific enclosure skus: VS-, L-VD, L-SVR, L-EVL, L-SDR-; VS-10 and VS-12 are universal. */
export function isVehicleSpecificSku(sku: string): boolean {
  const upper = sku.trim().toUpperCase();
  if (NOT_VEHICLE_SPECIFIC_PREFIXES.some((p) => upper.startsWith(p))) return false;
  return VEHICLE_SPECIFIC_PREFIXES.some((p) => upper.startsWith(p));
}

/**
 * Enclosure skus with a fixed display name (docs/decisions/002-sku-display-lists.md): internal revision
 * suffixes are not shown. No value is itself a key, so displaySku is idempotent.
 */
export const FIXED_SKU_DISPLAY_NAMES: Record<string, string> = {
  'VS-CHEVY-SILVERADO-CC-2X12-V2': 'VS-CHEVY-SILVERADO-CC-2X12',
  'L-VD-RAM-CC-2X12D2-R2': 'L-VD-RAM-CC-2X12D2',
  'VS-TOYOTA-TACOMA-DC-2X10-R2': 'VS-TOYOTA-TACOMA-DC-2X10',
};

/** Fixed display names first; then, for Ford skus, 2009-UP is shown as 2015-UP. */
export function displaySku(sku: string): string {
  const fixed = FIXED_SKU_DISPLAY_NAMES[sku.toUpperCase()];
  if (fixed !== undefined) return fixed;
  if (sku.toUpperCase().includes('FORD')) return sku.replace(/2009-UP/gi, '2015-UP');
  return sku;
}

/** The D1/D2/D4 coil token of a subwoofer sku (the last one not followed by a digit). */
const COIL_RE = /D([124])(?!\d)/gi;

/** Sibling variants of a subwoofer sku: the same sku with D1, D2 or D4 swapped, present in allSkus, not itself. */
export function subwooferSiblingSkus(sku: string, allSkus: string[]): string[] {
  const matches = [...sku.matchAll(COIL_RE)];
  const last = matches[matches.length - 1];
  if (!last || last.index === undefined) return [];
  const before = sku.slice(0, last.index);
  const after = sku.slice(last.index + last[0].length);
  const byUpper = new Map(allSkus.map((s) => [s.toUpperCase(), s] as const));
  const self = sku.toUpperCase();
  const siblings: string[] = [];
  for (const coil of ['D1', 'D2', 'D4']) {
    const candidate = `${before}${coil}${after}`.toUpperCase();
    const found = byUpper.get(candidate);
    if (candidate !== self && found !== undefined) siblings.push(found);
  }
  return siblings;
}

/** 1 Single, 2 Dual, 4 Quad, anything else Unknown. */
export function enclosureCountLabel(count: number): 'Single' | 'Dual' | 'Quad' | 'Unknown' {
  if (count === 1) return 'Single';
  if (count === 2) return 'Dual';
  if (count === 4) return 'Quad';
  return 'Unknown';
}

/** The truck enclosure sku excluded from display (docs/decisions/002-sku-display-lists.md). */
export const EXCLUDED_SKU_SUBSTRINGS: string[] = ['VS-CHEVY-SILVERADO-CC-2X12-OLD'];

/** Excluded from display by a case-insensitive substring check. */
export function isExcludedSku(sku: string): boolean {
  const upper = sku.toUpperCase();
  return EXCLUDED_SKU_SUBSTRINGS.some((s) => upper.includes(s.toUpperCase()));
}

/**
 * "Available Sizes" for speaker wire skus (SKSPK): a sku for the 30 ft length ('SKSPK-12-30') shows
 * '30 FT'; any other SKSPK sku (the parent or the 100 ft length) shows '30 FT | 100 FT'. Else null.
 */
export function availableSizesText(sku: string): string | null {
  const upper = sku.trim().toUpperCase();
  if (!upper.startsWith('SKSPK')) return null;
  return /-30(?:FT)?$/.test(upper) ? '30 FT' : '30 FT | 100 FT';
}

/** SKM skus show the sku above the name. */
export function showsSkuAboveName(sku: string): boolean {
  return sku.trim().toUpperCase().startsWith('SKM');
}

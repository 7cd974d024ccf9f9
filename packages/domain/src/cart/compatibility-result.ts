/**
 * Subwoofers against the enclosures of a cart (spec: "Compatibility", the cart's line warning and its
 * suggestion box). Pure: the API passes the cart's lines and the candidate subwoofers it read.
 *
 * - Only EMPTY enclosures are checked: a loaded one already holds its subwoofers.
 * - VS-10 / VS-12 universal skus are left out of the prompt entirely (neither checked nor a reason to
 *   suggest).
 * - A subwoofer fits an enclosure when the sizes match (ignoring punctuation and case) and, when the
 *   enclosure has a Compatibility Chart, the chart cell for the subwoofer's sku prefix holds a check mark.
 *   (docs/decisions/020-vehicle-fitment-and-cart-compatibility.md)
 */
import {
  chartCellFor,
  compatibilityChart,
  isCheckMark,
  isExcludedFromCompatibilityPrompt,
  sizesMatch,
} from '../catalog/compatibility.js';
import type { TabBox } from '../catalog/schemas.js';
import { displaySku, isVehicleSpecificSku } from '../catalog/sku-display.js';
import { EMPTY_CATEGORY, LOADED_CATEGORY } from '../vehicles/vehicle-filter.js';
import type { CompatibilityCheck, CompatibilityResult, SuggestedSubwoofer } from './compatibility-schemas.js';

export const SUGGESTION_MESSAGE = 'Would you like to add some subwoofers to the cart as well?';
export const SUGGESTION_HEADING = 'Check out our subwoofers as well';
export const SUBWOOFERS_COLLECTION_PATH = '/collections/car-subwoofers';
export const SUBWOOFER_CATEGORY = 'subwoofers';
export const MAX_SUGGESTIONS = 4;

/** What the rules need of a cart line (or of a product). */
export type CompatibilityItem = {
  sku: string;
  path: string;
  category: string | null;
  properties: Record<string, string>;
  /** The product's tab boxes; the first titled "Compatibility Chart" is its chart. */
  tabs: TabBox[];
};

export type CartItemKind = 'subwoofer' | 'empty-enclosure' | 'loaded-enclosure' | 'other';

export function cartItemKind(item: Pick<CompatibilityItem, 'sku' | 'category'>): CartItemKind {
  if (isExcludedFromCompatibilityPrompt(item.sku)) return 'other';
  const category = item.category?.trim().toLowerCase() ?? '';
  if (category === SUBWOOFER_CATEGORY) return 'subwoofer';
  if (category === EMPTY_CATEGORY) return 'empty-enclosure';
  if (category === LOADED_CATEGORY) return 'loaded-enclosure';
  return 'other';
}

/** The Subwoofer Size property (else Size), trimmed; null when there is none. */
export function itemSize(properties: Record<string, string>): string | null {
  const size = (properties['Subwoofer Size'] ?? properties['Size'])?.trim();
  return size ? size : null;
}

export type FitFailure = 'size' | 'chart';

/** Why a subwoofer does not fit an enclosure, or null when it fits. */
export function fitFailure(
  sub: { sku: string; size: string | null },
  enclosure: { size: string | null; tabs: TabBox[] },
): FitFailure | null {
  if (!sizesMatch(sub.size, enclosure.size)) return 'size';
  const chart = compatibilityChart(enclosure.tabs);
  if (chart !== null && !isCheckMark(chartCellFor(chart, sub.sku))) return 'chart';
  return null;
}

export const fitsEnclosure = (
  sub: { sku: string; size: string | null },
  enclosure: { size: string | null; tabs: TabBox[] },
): boolean => fitFailure(sub, enclosure) === null;

const emptyEnclosures = (lines: readonly CompatibilityItem[]) =>
  lines.filter((l) => cartItemKind(l) === 'empty-enclosure');

const asSub = (l: CompatibilityItem) => ({ sku: l.sku, size: itemSize(l.properties) });
const asEnclosure = (l: CompatibilityItem) => ({ size: itemSize(l.properties), tabs: l.tabs });

/**
 * Per line, in order: false for a subwoofer that does not fit one or more empty enclosures of the cart,
 * true for every other line.
 */
export function cartCompatibility(lines: readonly CompatibilityItem[]): boolean[] {
  const enclosures = emptyEnclosures(lines).map(asEnclosure);
  return lines.map(
    (l) => cartItemKind(l) !== 'subwoofer' || enclosures.every((e) => fitsEnclosure(asSub(l), e)),
  );
}

/** The suggestion box applies: the cart holds an empty enclosure and no loaded one. */
export function suggestionsApply(lines: readonly CompatibilityItem[]): boolean {
  const kinds = lines.map(cartItemKind);
  return kinds.includes('empty-enclosure') && !kinds.includes('loaded-enclosure');
}

/**
 * The candidates to suggest, in their order: none unless the suggestion box applies; then subwoofers not
 * already in the cart that fit one of its empty enclosures (sizes match, and its chart, if any, agrees),
 * each sku once, at most `limit`.
 */
export function suggestSubwoofers<T extends { sku: string; size: string | null }>(
  cart: readonly CompatibilityItem[],
  candidates: readonly T[],
  limit: number = MAX_SUGGESTIONS,
): T[] {
  if (!suggestionsApply(cart)) return [];
  const enclosures = emptyEnclosures(cart).map(asEnclosure);
  const taken = new Set(cart.map((l) => l.sku.trim().toUpperCase()));
  const out: T[] = [];
  for (const c of candidates) {
    if (out.length >= limit) break;
    const key = c.sku.trim().toUpperCase();
    if (taken.has(key)) continue;
    if (!enclosures.some((e) => fitsEnclosure(c, e))) continue;
    taken.add(key);
    out.push(c);
  }
  return out;
}

/** Chart keys marked compatible by the cart's empty enclosures, each once, in chart order. */
export function properSkuList(lines: readonly CompatibilityItem[]): string[] {
  const keys: string[] = [];
  for (const e of emptyEnclosures(lines)) {
    for (const row of compatibilityChart(e.tabs)?.rows ?? []) {
      const key = row.key.trim();
      if (key !== '' && isCheckMark(row.cells[0]) && !keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

function listText(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * The spec's Compatibility result of a cart: the checks of each empty enclosure against the cart's
 * subwoofers, and the suggestion box (message, link, heading, suggested subwoofers) when it applies.
 * `facts.candidates` are subwoofers the shop could suggest, best first; the rule picks among them.
 */
export function compatibilityResult(
  lines: readonly CompatibilityItem[],
  facts: { candidates: readonly SuggestedSubwoofer[]; limit?: number },
): CompatibilityResult {
  const subs = lines.filter((l) => cartItemKind(l) === 'subwoofer');
  const reasons: string[] = [];
  const compatibilityChecks: CompatibilityCheck[] = emptyEnclosures(lines).map((e) => {
    const enclosure = asEnclosure(e);
    const incompatibleSkus: string[] = [];
    for (const s of subs) {
      const sub = asSub(s);
      const failure = fitFailure(sub, enclosure);
      if (failure === null) continue;
      incompatibleSkus.push(s.sku);
      reasons.push(
        failure === 'size'
          ? `${displaySku(s.sku)} is ${sub.size ?? 'of another size'} and ${displaySku(e.sku)} takes ${enclosure.size ?? 'another size'} subwoofers`
          : `the compatibility chart of ${displaySku(e.sku)} has no check mark for ${displaySku(s.sku)}`,
      );
    }
    return {
      enclosureSku: { sku: e.sku, path: e.path },
      size: enclosure.size,
      productList: subs.map((s) => s.sku),
      incompatibleSkus,
      vsItem: isVehicleSpecificSku(e.sku),
    };
  });
  const hasIncompatible = reasons.length > 0;
  const showSuggestions = suggestionsApply(lines);
  const products = showSuggestions ? suggestSubwoofers(lines, facts.candidates, facts.limit) : [];
  const sizes = [...new Set(compatibilityChecks.flatMap((c) => (c.size ? [c.size] : [])))];

  let explanation: string | null = null;
  if (hasIncompatible) {
    const text = reasons.join('; ');
    explanation = `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
  } else if (showSuggestions) {
    explanation =
      sizes.length > 0
        ? `Empty enclosures come without subwoofers: ${listText(sizes)} subwoofers fit the enclosure in your cart.`
        : 'Empty enclosures come without subwoofers.';
  }

  return {
    message: showSuggestions ? SUGGESTION_MESSAGE : null,
    link: showSuggestions ? SUBWOOFERS_COLLECTION_PATH : null,
    linkText: showSuggestions ? SUGGESTION_HEADING : null,
    explanation,
    showSuggestions,
    hasIncompatible,
    compatibilityChecks,
    suggestions: { products, properSkuList: showSuggestions ? properSkuList(lines) : [] },
  };
}

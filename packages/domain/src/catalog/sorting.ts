/** Sorting rules (spec section 4, "Sorting"). All sorts are stable and return new arrays. */
import type { OptionValues } from './variants.js';

/** Pre-ordered items sort last; the order within each group is kept. */
export function sortPreorderedLast<T>(items: T[], isPreordered: (t: T) => boolean): T[] {
  return [...items.filter((t) => !isPreordered(t)), ...items.filter((t) => isPreordered(t))];
}

/** Incompatible items sort after compatible ones; the order within each group is kept. */
export function sortCompatibleFirst<T>(items: T[], isCompatible: (t: T) => boolean): T[] {
  return sortPreorderedLast(items, (t) => !isCompatible(t));
}

const COUNT_WORDS: [RegExp, number][] = [
  [/\bsingle\b/i, 1],
  [/\bdual\b/i, 2],
  [/\btriple\b/i, 3],
  [/\bquad\b/i, 4],
];

/** single 1, dual 2, triple 3, quad 4, anything else 5. */
export function variantCountRank(label: string | null | undefined): number {
  if (!label) return 5;
  return COUNT_WORDS.find(([re]) => re.test(label))?.[1] ?? 5;
}

/** The first number in the text (inches); Infinity when there is none. */
export function sizeOf(label: string | null | undefined): number {
  const m = label?.match(/\d+(?:\.\d+)?/);
  return m ? Number(m[0]) : Infinity;
}

/** A size written with an inch mark or word in an option value ('12"', '10 in', '8 inch'). */
function inchSizeIn(text: string): number {
  const m = text.match(/(\d+(?:\.\d+)?)\s*(?:"|”|''|in\b|inch)/i);
  return m ? Number(m[1]) : Infinity;
}

function variantKey(v: OptionValues & { properties?: Record<string, string> }): [number, number] {
  const values = [
    v.variant_option_one_value,
    v.variant_option_two_value,
    v.variant_option_three_value,
  ].filter((x): x is string => !!x);
  const rank = Math.min(5, ...values.map(variantCountRank));
  const prop = v.properties?.['Subwoofer Size'] ?? v.properties?.['Size'];
  const size = prop !== undefined ? sizeOf(prop) : Math.min(...values.map(inchSizeIn));
  return [rank, size];
}

/**
 * Single, dual, triple, quad, then size ascending (size from the Subwoofer Size or Size property,
 * else an inch size in the option values); stable.
 */
export function sortVariants<T extends OptionValues & { properties?: Record<string, string> }>(
  variants: T[],
): T[] {
  return variants
    .map((v, i) => ({ v, i, key: variantKey(v) }))
    .sort((a, b) => a.key[0] - b.key[0] || compareSize(a.key[1], b.key[1]) || a.i - b.i)
    .map((x) => x.v);
}

function compareSize(a: number, b: number): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

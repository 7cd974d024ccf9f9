/** Variant selection and options (spec sections 2 and 4); the product path is product-path.ts's. */
import type { ProductOption } from './schemas.js';
import { purchaseButton, type StockState } from './stock.js';

export type OptionValues = {
  variant_option_one_value: string | null;
  variant_option_two_value: string | null;
  variant_option_three_value: string | null;
};

export type OptionNames = {
  variant_option_one_name: string | null;
  variant_option_two_name: string | null;
  variant_option_three_name: string | null;
};

export type ChosenOptions = { one: string | null; two: string | null; three: string | null };

const SLOTS = [
  { key: 'one', value: 'variant_option_one_value', name: 'variant_option_one_name' },
  { key: 'two', value: 'variant_option_two_value', name: 'variant_option_two_name' },
  { key: 'three', value: 'variant_option_three_value', name: 'variant_option_three_name' },
] as const;

export function chosenFromVariant(v: OptionValues): ChosenOptions {
  return {
    one: v.variant_option_one_value,
    two: v.variant_option_two_value,
    three: v.variant_option_three_value,
  };
}

/**
 * What a listing card has chosen for its buy button: its own first option value. A card shows the button for
 * at most one option (with more it links to its page), so it carries no second or third value (decision 071).
 */
export const chosenOnCard = (card: Pick<OptionValues, 'variant_option_one_value'>): ChosenOptions => ({
  one: card.variant_option_one_value,
  two: null,
  three: null,
});

function matchesChosen(v: OptionValues, chosen: ChosenOptions): boolean {
  return SLOTS.every((s) => chosen[s.key] === null || v[s.value] === chosen[s.key]);
}

/**
 * The variant matching every chosen value (unchosen values match anything). Without an exact match,
 * the first variant matching option one, whose other option values are adopted. Else null.
 */
export function selectVariant<V extends OptionValues>(
  variants: V[],
  chosen: ChosenOptions,
): { variant: V | null; chosen: ChosenOptions } {
  const exact = variants.find((v) => matchesChosen(v, chosen));
  if (exact) return { variant: exact, chosen };
  if (chosen.one !== null) {
    const fallback = variants.find((v) => v.variant_option_one_value === chosen.one);
    if (fallback) return { variant: fallback, chosen: chosenFromVariant(fallback) };
  }
  return { variant: null, chosen };
}

/** The product's options: per slot, the first name given and the distinct values in order of appearance. */
export function optionsOf(variants: (OptionValues & OptionNames)[]): ProductOption[] {
  const options: ProductOption[] = [];
  for (const slot of SLOTS) {
    const name = variants.map((v) => v[slot.name]).find((n): n is string => !!n);
    if (!name) continue;
    const values: string[] = [];
    for (const v of variants) {
      const value = v[slot.value];
      if (value && !values.includes(value)) values.push(value);
    }
    if (values.length > 0) options.push({ name, values });
  }
  return options;
}

/** Disabled while any of the first optionCount options lacks a value, or the stock state has no enabled button. */
export function isAddToCartDisabled(optionCount: number, chosen: ChosenOptions, state: StockState): boolean {
  const missing = SLOTS.slice(0, Math.max(0, optionCount)).some((s) => !chosen[s.key]);
  if (missing) return true;
  const button = purchaseButton(state);
  return button === null || button.disabled;
}

/** Some option holds a chosen value. */
export const hasChosenOption = (chosen: ChosenOptions): boolean =>
  chosen.one !== null || chosen.two !== null || chosen.three !== null;

type Family<V> = { sku: string; variants: V[]; options: readonly unknown[]; collectionPageSku: string };

const variantBySku = <V extends { sku: string }>(variants: readonly V[], sku: string | null): V | null => {
  if (!sku) return null;
  const wanted = sku.toUpperCase();
  return variants.find((v) => v.sku.toUpperCase() === wanted) ?? null;
};

/**
 * What a product page has chosen on arrival: the variant named in the URL; else the page's own product when
 * it is one of the family's variants (a variant's own page describes that variant, discontinued or not);
 * else, for a one-option product, its card's variant (collectionPageSku, or the first). Nothing otherwise.
 */
export function initialChosenOptions<V extends OptionValues & { sku: string }>(
  product: Family<V>,
  variantSku: string | null,
): ChosenOptions {
  const own = variantBySku(product.variants, variantSku) ?? variantBySku(product.variants, product.sku);
  if (own) return chosenFromVariant(own);
  if (product.variants.length > 0 && product.options.length === 1) {
    const first = variantBySku(product.variants, product.collectionPageSku) ?? product.variants[0];
    if (first) return chosenFromVariant(first);
  }
  return { one: null, two: null, three: null };
}

/** The variant a product page shows for `chosen`, or null (the product itself). */
export function chosenVariantOf<V extends OptionValues>(
  product: { variants: V[] },
  chosen: ChosenOptions,
): V | null {
  return product.variants.length > 0 && hasChosenOption(chosen)
    ? selectVariant(product.variants, chosen).variant
    : null;
}

/**
 * Listing cards (decision 071): the cards of every list of products (collection, search, vehicle collection,
 * best sellers). A card is what the spec's product card shows, from listing rows (catalog.rows.ts): the card's
 * row and its family's rows, each with its first image, and each variant with the one property that orders a
 * family (its size). No images lists, properties or bundle items are read for a listing.
 */
import {
  optionsOf,
  sortVariants,
  type CardVariant,
  type OptionNames,
  type OptionValues,
  type ProductCard,
} from '@shop/domain';
import type { ListingRow, ListingVariantRow } from './catalog.rows.js';
import { stockFactsOf, toCardVariant, type PricingContext } from './catalog.serializer.js';
import { familyStock, type StockFacts } from './catalog.stock.js';

/** The rows' family keys: a parent's own sku, a variant's parent sku, else none. */
type FamilyColumns = Pick<ListingRow, 'sku' | 'is_parent' | 'variant_parent_sku'>;

/** The parent skus whose families the rows show (a parent's variants, a variant's siblings). */
export const familySkusOf = (rows: readonly FamilyColumns[]): string[] => [
  ...new Set(
    rows.flatMap((r) => (r.is_parent === 1 ? [r.sku] : r.variant_parent_sku ? [r.variant_parent_sku] : [])),
  ),
];

/** The family a row belongs to, in upper case ('' for none). */
export const familyKeyOf = (row: FamilyColumns): string =>
  (row.is_parent === 1 ? row.sku : (row.variant_parent_sku ?? '')).toUpperCase();

/**
 * A family member as sortVariants orders it (its option values and size) and optionsOf names the card's options
 * from (its option names), with its card variant (which carries neither: decision 071).
 */
type Member = OptionValues &
  OptionNames & {
    properties: Record<string, string>;
    facts: StockFacts;
    image: string | null;
    variant: CardVariant;
  };

function memberOf(row: ListingVariantRow, ctx: PricingContext): Member {
  const facts = stockFactsOf(row);
  return {
    variant_option_one_name: row.variant_option_one_name,
    variant_option_one_value: row.variant_option_one_value,
    variant_option_two_name: row.variant_option_two_name,
    variant_option_two_value: row.variant_option_two_value,
    variant_option_three_name: row.variant_option_three_name,
    variant_option_three_value: row.variant_option_three_value,
    // The one property sortVariants reads: Subwoofer Size, else Size (the row's size is already that one).
    properties: row.size === null ? {} : { 'Subwoofer Size': row.size },
    facts,
    image: row.image_1,
    variant: toCardVariant(row, facts, row.image_1, ctx),
  };
}

/** Cards for the rows (in their order) from their families' rows (enabled and shown variants, by id). */
export function listingCards(
  rows: readonly ListingRow[],
  variantRows: readonly ListingVariantRow[],
  ctx: PricingContext,
): ProductCard[] {
  const families = new Map<string, Member[]>();
  for (const v of variantRows) {
    const key = (v.variant_parent_sku ?? '').toUpperCase();
    const list = families.get(key);
    if (list) list.push(memberOf(v, ctx));
    else families.set(key, [memberOf(v, ctx)]);
  }

  return rows.map((row) => {
    const key = familyKeyOf(row);
    const family = key ? (families.get(key) ?? []) : [];
    const isParent = row.is_parent === 1;
    const ownFacts = stockFactsOf(row);
    const facts = isParent
      ? familyStock(
          ownFacts,
          family.map((f) => f.facts),
        )
      : ownFacts;
    // A parent without images of its own shows its first variant's (by id).
    const image = row.image_1 ?? (isParent ? (family[0]?.image ?? null) : null);
    const members = sortVariants(family);
    return {
      id: row.id,
      slug: row.slug,
      ...toCardVariant(row, facts, image, ctx),
      rating: { avg_rating: row.avg_rating ?? 0, count: row.rating_count ?? 0 },
      isParentSku: isParent,
      variants: members.map((f) => f.variant),
      options: optionsOf(members),
    };
  });
}

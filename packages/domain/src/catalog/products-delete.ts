/**
 * Deleting a product: only a product nothing else needs may go. Orders keep naming what was sold, a
 * parent's variants are shown through it and a bundle lists its items, so such a product is refused with a
 * message that says what to do instead: disable it (it leaves the storefront and stays in the books), or free it
 * first.
 */

/** What still needs a product, as the store holds it. */
export type ProductDeleteNeeds = {
  /** How many order lines name it (any order, whatever its status). */
  orderLines: number;
  /** The skus of its variants (a variant family's parent). */
  variants: readonly string[];
  /** The skus of the bundles that include it. */
  bundles: readonly string[];
};

const listed = (skus: readonly string[], most = 5): string =>
  skus.length <= most ? skus.join(', ') : `${skus.slice(0, most).join(', ')} and ${skus.length - most} more`;

/** Why the product cannot be deleted, naming what to do instead; null when nothing needs it. */
export function productDeleteRefusal(sku: string, needs: ProductDeleteNeeds): string | null {
  const reasons = [
    ...(needs.orderLines > 0
      ? [
          `it has been ordered (${needs.orderLines === 1 ? '1 order line' : `${needs.orderLines} order lines`}) and orders keep naming it`,
        ]
      : []),
    ...(needs.variants.length > 0
      ? [
          `it is the parent of ${needs.variants.length === 1 ? 'the variant' : `${needs.variants.length} variants:`} ${listed(needs.variants)}; delete or move ${needs.variants.length === 1 ? 'it' : 'them'} first`,
        ]
      : []),
    ...(needs.bundles.length > 0
      ? [
          `${needs.bundles.length === 1 ? 'the bundle' : 'the bundles'} ${listed(needs.bundles)} ${needs.bundles.length === 1 ? 'includes' : 'include'} it; take it out first`,
        ]
      : []),
  ];
  if (reasons.length === 0) return null;
  return `${sku} cannot be deleted: ${reasons.join('; and ')}. To take it off the storefront, disable it instead (untick "Enabled on the site").`;
}

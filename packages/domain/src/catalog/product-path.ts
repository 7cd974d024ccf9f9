/**
 * A product route's path (spec section 2): apart from the variant rules (variants.ts), because every page reads it
 * at start (seo/page-reads.ts) and the rest loads with the product pages (decision 053).
 */

/**
 * Slug and pre-selected variant sku of a product route. The query's variant wins, then sku, then an
 * equals-style suffix of the path ('skar-evl-12=EVL-12-D2' -> slug 'skar-evl-12', variant 'EVL-12-D2').
 */
export function parseProductPath(
  slugParam: string,
  query: { variant?: string | null; sku?: string | null },
): { slug: string; variantSku: string | null } {
  const trimmed = slugParam.trim().replace(/^\/+|\/+$/g, '');
  const eq = trimmed.indexOf('=');
  const slug = eq >= 0 ? trimmed.slice(0, eq) : trimmed;
  const suffix = eq >= 0 ? trimmed.slice(eq + 1).trim() : '';
  const fromQuery = [query.variant, query.sku].map((v) => v?.trim() ?? '').find((v) => v !== '');
  const variantSku = fromQuery ?? (suffix !== '' ? suffix : null);
  return { slug, variantSku };
}

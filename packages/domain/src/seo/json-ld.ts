/**
 * schema.org structured data of the catalogue's pages (Product or ProductGroup, ItemList, BreadcrumbList); the
 * shop's own (Organization, WebSite) is site-ld.ts's.
 */
import type { Product, ProductSummary } from '../catalog/schemas.js';
import type { SaleSetting } from '../sales/schemas.js';
import { offerJsonLd } from './offer-ld.js';
import { absoluteUrl, type JsonLd, type SeoContext } from './page-head.js';

/** The product page of a family (its card's page): every variant URL's canonical one (decision 063). */
export const productPagePath = (product: Pick<Product, 'familySlug'>): string =>
  `/products/${encodeURIComponent(product.familySlug)}`;

/** The family page with `sku` chosen: a variant's own URL in the family's structured data. */
export const variantPagePath = (product: Pick<Product, 'familySlug'>, sku: string): string =>
  `${productPagePath(product)}?sku=${encodeURIComponent(sku)}`;

/** Option names that are schema.org properties (variesBy takes their URL; a variant states the value). */
const SCHEMA_OPTIONS: Record<string, string> = {
  size: 'size',
  color: 'color',
  colour: 'color',
  material: 'material',
  pattern: 'pattern',
};

const schemaOption = (name: string) => SCHEMA_OPTIONS[name.trim().toLowerCase()];

const OPTION_SLOTS = [
  ['variant_option_one_name', 'variant_option_one_value'],
  ['variant_option_two_name', 'variant_option_two_value'],
  ['variant_option_three_name', 'variant_option_three_value'],
] as const;

/** A variant's option values: schema.org's own property where there is one, else an additionalProperty. */
function optionProperties(v: ProductSummary): JsonLd {
  const ld: JsonLd = {};
  const additional: JsonLd[] = [];
  for (const [nameKey, valueKey] of OPTION_SLOTS) {
    const name = v[nameKey];
    const value = v[valueKey];
    if (!name || !value) continue;
    const property = schemaOption(name);
    if (property) ld[property] = value;
    else additional.push({ '@type': 'PropertyValue', name, value });
  }
  if (additional.length) ld.additionalProperty = additional;
  return ld;
}

const ratingOf = (product: Product): JsonLd =>
  product.rating.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.avg_rating,
          reviewCount: product.rating.count,
        },
      }
    : {};

/** One product (the page's, or one variant of its family) with its offer at `url`. */
function itemJsonLd(
  item: ProductSummary,
  product: Product,
  sale: SaleSetting | null,
  url: string,
  ctx: SeoContext,
): JsonLd {
  const images = item.images.length ? item.images : product.images;
  return {
    '@type': 'Product',
    name: item.name || product.name,
    sku: item.sku,
    ...(item.upc ? { gtin12: item.upc } : {}),
    image: images.map((i) => absoluteUrl(i.url, ctx.origin)),
    url: absoluteUrl(url, ctx.origin),
    offers: offerJsonLd(item, sale, absoluteUrl(url, ctx.origin), ctx.site.shipping),
  };
}

/**
 * A product page's structured data (decision 063): a family with options is a ProductGroup (Google's variant
 * markup) whose hasVariant lists every variant with its own sku, URL and offer; any other product is a
 * Product (`selected`: the variant shown, for a family without options). Rated when it has reviews.
 */
export function productJsonLd(
  product: Product,
  selected: ProductSummary,
  sale: SaleSetting | null,
  ctx: SeoContext,
): JsonLd {
  const url = absoluteUrl(productPagePath(product), ctx.origin);
  const shared = {
    '@context': 'https://schema.org',
    description: product.seo_description || product.description,
    brand: { '@type': 'Brand', name: product.vendor || ctx.site.name },
  };
  if (product.variants.length === 0 || product.variesBy.length === 0) {
    return {
      ...shared,
      ...itemJsonLd(selected, product, sale, productPagePath(product), ctx),
      url,
      ...ratingOf(product),
    };
  }
  return {
    ...shared,
    '@type': 'ProductGroup',
    name: product.name,
    url,
    productGroupID: product.collectionPageSku,
    variesBy: product.variesBy.map((name) => {
      const property = schemaOption(name);
      return property ? `https://schema.org/${property}` : name;
    }),
    ...ratingOf(product),
    hasVariant: product.variants.map((v) => ({
      ...itemJsonLd(v, product, sale, variantPagePath(product, v.sku), ctx),
      inProductGroupWithID: product.collectionPageSku,
      ...optionProperties(v),
    })),
  };
}

/** ItemList structured data for a listing page (collection, vehicle collection, search results). */
export function itemListJsonLd(
  name: string,
  products: readonly { slug: string; name: string }[],
  startPosition: number,
  ctx: SeoContext,
): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: startPosition + i,
      url: absoluteUrl(`/products/${p.slug}`, ctx.origin),
      name: p.name,
    })),
  };
}

/** A breadcrumb the page shows; the last one is the page itself, whose URL is its canonical one. */
export type Crumb = { label: string; to?: string };

export function breadcrumbJsonLd(items: readonly Crumb[], canonical: string, ctx: SeoContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.to ?? canonical, ctx.origin),
    })),
  };
}

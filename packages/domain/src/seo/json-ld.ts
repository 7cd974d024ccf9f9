/** schema.org structured data of the shop's pages (Product, ItemList, BreadcrumbList, Organization). */
import type { Product, ProductSummary } from '../catalog/schemas.js';
import { isPreorderEligible, stockState } from '../catalog/stock.js';
import type { SaleSetting } from '../sales/schemas.js';
import { computeProductSale } from '../sales/sales.js';
import { SUPPORT_HOURS } from '../shared/constants.js';
import { centsToDollars, toCents } from '../shared/money.js';
import { absoluteUrl, type JsonLd, type SeoContext } from './page-head.js';

type Availability =
  'https://schema.org/InStock' | 'https://schema.org/OutOfStock' | 'https://schema.org/PreOrder';

/** In stock if the product or any variant is in stock; pre-order if eligible; out of stock otherwise. */
export function availabilityOf(p: ProductSummary, variants: readonly ProductSummary[] = []): Availability {
  const all = [p, ...variants];
  if (all.some((v) => stockState(v) === 'in_stock')) return 'https://schema.org/InStock';
  if (all.some((v) => isPreorderEligible(v))) return 'https://schema.org/PreOrder';
  return 'https://schema.org/OutOfStock';
}

/**
 * What a retail shopper pays: the sale price while `sale` runs and applies to the product, else its price.
 * Worked out from the product's own fields, so it is the same whoever asks (a dealer is shown no sale).
 */
export function retailOfferPrice(p: ProductSummary, sale: SaleSetting | null): number {
  const onSale = computeProductSale(
    {
      sku: p.sku,
      priceCents: toCents(p.price),
      saleEnabled: p.saleEnabled,
      isDailyDeal: p.isDailyDeal,
      tpa_wh: p.tpa_wh,
      lv_wh: p.lv_wh,
    },
    sale,
  );
  return onSale ? centsToDollars(onSale.priceCents) : p.price;
}

/** Product structured data with its offer, availability and (when rated) an AggregateRating. */
export function productJsonLd(
  product: Product,
  selected: ProductSummary,
  sale: SaleSetting | null,
  ctx: SeoContext,
): JsonLd {
  const url = absoluteUrl(`/products/${product.slug}`, ctx.origin);
  const images = selected.images.length ? selected.images : product.images;
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: selected.name || product.name,
    sku: selected.sku,
    ...(selected.upc ? { gtin12: selected.upc } : {}),
    description: product.seo_description || product.description,
    brand: { '@type': 'Brand', name: product.vendor || ctx.site.name },
    image: images.map((i) => absoluteUrl(i.url, ctx.origin)),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: retailOfferPrice(selected, sale).toFixed(2),
      availability: availabilityOf(selected, selected === product ? product.variants : []),
      itemCondition: 'https://schema.org/NewCondition',
    },
  };
  if (product.rating.count > 0) {
    ld.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: product.rating.avg_rating,
      reviewCount: product.rating.count,
    };
  }
  return ld;
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

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Organization with the spec's support contact point: 09:00 to 17:30 every day, US, English. */
export function organizationJsonLd(ctx: SeoContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ctx.site.name,
    url: absoluteUrl('/', ctx.origin),
    logo: absoluteUrl('/favicon.svg', ctx.origin),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: ctx.site.supportEmail,
      ...(ctx.site.supportPhone ? { telephone: ctx.site.supportPhone } : {}),
      areaServed: 'US',
      availableLanguage: 'English',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: EVERY_DAY,
        opens: SUPPORT_HOURS.opens,
        closes: SUPPORT_HOURS.closes,
      },
    },
  };
}

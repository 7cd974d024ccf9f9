import { useEffect } from 'react';
import {
  SUPPORT_HOURS,
  isPreorderEligible,
  stockState,
  type Product,
  type ProductCard,
  type ProductSummary,
} from '@shop/domain';
import { SITE_NAME, SUPPORT_EMAIL, SUPPORT_PHONE } from './site';

export type JsonLd = Record<string, unknown>;

export type SeoInput = {
  title: string;
  description?: string;
  /** A path ('/products/x') or an absolute URL. */
  canonical?: string;
  /** One or more JSON-LD objects (each becomes its own script tag). */
  jsonLd?: JsonLd | readonly JsonLd[] | null;
};

const JSON_LD_ATTR = 'data-page-json-ld';
/** The page's main JSON-LD (Product, ItemList, Organization...) has this id; further ones get -1, -2... */
const JSON_LD_ID = 'page-json-ld';

function absoluteUrl(pathOrUrl: string): string {
  return new URL(pathOrUrl, window.location.origin).toString();
}

function upsertMeta(name: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.name = name;
    document.head.appendChild(el);
  }
  el.content = content;
}

function upsertCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Sets document title, meta description, canonical link and the page's JSON-LD scripts. */
export function useSeo({ title, description, canonical, jsonLd }: SeoInput): void {
  const list = jsonLd ? (Array.isArray(jsonLd) ? jsonLd : [jsonLd]) : [];
  const jsonText = JSON.stringify(list);
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    if (description) upsertMeta('description', description);
    if (canonical) upsertCanonical(absoluteUrl(canonical));
    else document.head.querySelector('link[rel="canonical"]')?.remove();
    document.head.querySelectorAll(`script[${JSON_LD_ATTR}]`).forEach((el) => el.remove());
    (JSON.parse(jsonText) as JsonLd[]).forEach((item, i) => {
      const script = document.createElement('script');
      script.id = i === 0 ? JSON_LD_ID : `${JSON_LD_ID}-${i}`;
      script.type = 'application/ld+json';
      script.setAttribute(JSON_LD_ATTR, '');
      script.textContent = JSON.stringify(item);
      document.head.appendChild(script);
    });
  }, [title, description, canonical, jsonText]);
}

/** A component form of useSeo, for pages that prefer JSX. */
export function Seo(props: SeoInput): null {
  useSeo(props);
  return null;
}

type Availability =
  'https://schema.org/InStock' | 'https://schema.org/OutOfStock' | 'https://schema.org/PreOrder';

/** In stock if the product or any variant is in stock; pre-order if eligible; out of stock otherwise. */
export function availabilityOf(p: ProductSummary, variants: ProductSummary[] = []): Availability {
  const all = [p, ...variants];
  if (all.some((v) => stockState(v) === 'in_stock')) return 'https://schema.org/InStock';
  if (all.some((v) => isPreorderEligible(v))) return 'https://schema.org/PreOrder';
  return 'https://schema.org/OutOfStock';
}

function offerPrice(p: ProductSummary): number {
  return p.sale ? p.sale.price : p.price;
}

/** Product structured data with offers, availability and (when rated) an AggregateRating. */
export function productJsonLd(product: Product, selected: ProductSummary): JsonLd {
  const url = absoluteUrl(`/products/${product.slug}`);
  const images = selected.images.length ? selected.images : product.images;
  const ld: JsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: selected.name || product.name,
    sku: selected.sku,
    ...(selected.upc ? { gtin12: selected.upc } : {}),
    description: product.seo_description || product.description,
    brand: { '@type': 'Brand', name: product.vendor || SITE_NAME },
    image: images.map((i) => absoluteUrl(i.url)),
    url,
    offers: {
      '@type': 'Offer',
      url,
      priceCurrency: 'USD',
      price: offerPrice(selected).toFixed(2),
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

/** ItemList structured data for a collection page. */
export function itemListJsonLd(name: string, products: ProductCard[], startPosition = 1): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: products.length,
    itemListElement: products.map((p, i) => ({
      '@type': 'ListItem',
      position: startPosition + i,
      url: absoluteUrl(`/products/${p.slug}`),
      name: p.name,
    })),
  };
}

export type BreadcrumbItem = { label: string; to?: string };

/** BreadcrumbList for the breadcrumbs a page shows (the last crumb is the page itself). */
export function breadcrumbJsonLd(items: readonly BreadcrumbItem[]): JsonLd {
  const here = typeof window === 'undefined' ? '/' : window.location.pathname + window.location.search;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((c, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: c.label,
      item: absoluteUrl(c.to ?? here),
    })),
  };
}

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Organization with the support contact point: 09:00 to 17:30 every day, US, English. */
export function organizationJsonLd(): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: SITE_NAME,
    url: absoluteUrl('/'),
    logo: absoluteUrl('/favicon.svg'),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: SUPPORT_EMAIL,
      ...(SUPPORT_PHONE ? { telephone: SUPPORT_PHONE } : {}),
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

/** The spec's page-metadata fields of a product page, as the head needs them. */
export function productPageMeta(
  product: Pick<Product, 'seo_title' | 'seo_description' | 'name' | 'description' | 'slug'>,
) {
  return {
    title: product.seo_title || product.name,
    description: product.seo_description || product.description.replace(/\s+/g, ' ').slice(0, 160),
    canonical: `/products/${product.slug}`,
  };
}

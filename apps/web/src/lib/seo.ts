import { useEffect } from 'react';
import { isPreorderEligible, stockState, type Product, type ProductCard, type ProductSummary } from '@shop/domain';
import { SITE_NAME } from './site';

export type JsonLd = Record<string, unknown>;

export type SeoInput = {
  title: string;
  description?: string;
  /** A path ('/products/x') or an absolute URL. */
  canonical?: string;
  jsonLd?: JsonLd | null;
};

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

/** Sets document title, meta description, canonical link and one JSON-LD script for the current page. */
export function useSeo({ title, description, canonical, jsonLd }: SeoInput): void {
  const jsonText = jsonLd ? JSON.stringify(jsonLd) : null;
  useEffect(() => {
    document.title = title.includes(SITE_NAME) ? title : `${title} | ${SITE_NAME}`;
    if (description) upsertMeta('description', description);
    if (canonical) upsertCanonical(absoluteUrl(canonical));
    let script = document.getElementById(JSON_LD_ID) as HTMLScriptElement | null;
    if (jsonText) {
      if (!script) {
        script = document.createElement('script');
        script.id = JSON_LD_ID;
        script.type = 'application/ld+json';
        document.head.appendChild(script);
      }
      script.textContent = jsonText;
    } else {
      script?.remove();
    }
  }, [title, description, canonical, jsonText]);
}

/** A component form of useSeo, for pages that prefer JSX. */
export function Seo(props: SeoInput): null {
  useSeo(props);
  return null;
}

type Availability = 'https://schema.org/InStock' | 'https://schema.org/OutOfStock' | 'https://schema.org/PreOrder';

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

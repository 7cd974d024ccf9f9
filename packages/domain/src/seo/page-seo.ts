/**
 * What each page says about itself (title, description, canonical, picture, JSON-LD) and the breadcrumbs
 * it shows, from the same API answers the page renders: one definition for the web and the server.
 */
import type { Collection, CollectionResponse, Product, ProductSummary } from '../catalog/schemas.js';
import type { SearchResponse } from '../catalog/query-schemas.js';
import type { SaleSetting } from '../sales/schemas.js';
import { searchHref, SEARCH_PATH } from '../shared/page-query.js';
import type { VehicleCollectionResponse } from '../vehicles/schemas.js';
import {
  VEHICLE_COLLECTION_PATH,
  vehicleCollectionHref,
  vehicleLabel,
  type VehicleCollectionParams,
} from '../vehicles/vehicle-query.js';
import { breadcrumbJsonLd, itemListJsonLd, productJsonLd, productPagePath, type Crumb } from './json-ld.js';
import type { SeoContext, SeoInput } from './page-head.js';

const HOME: Crumb = { label: 'Home', to: '/' };

export const NOT_FOUND_SEO: SeoInput = {
  title: 'Page not found',
  description: 'The page you are looking for does not exist.',
};

export function productCrumbs(product: Product): Crumb[] {
  const row = product.websiteCollectionsRow;
  return [
    HOME,
    ...(row ? [{ label: row.collection_page_title, to: `/collections/${row.handle}` }] : []),
    { label: product.name },
  ];
}

/** A product page showing `shown` (the product, or the variant chosen); `sale` is the active sale. */
export function productSeo(
  product: Product,
  shown: ProductSummary,
  sale: SaleSetting | null,
  ctx: SeoContext,
): SeoInput {
  // Every URL of a family (a variant's own slug, ?sku=, =SKU) has the family's page as canonical (decision 063).
  const canonical = productPagePath(product);
  const images = shown.images.length ? shown.images : product.images;
  return {
    title: product.seo_title || product.name,
    description: product.seo_description || product.description.replace(/\s+/g, ' ').trim().slice(0, 160),
    canonical,
    ogType: 'product',
    image: images[0]?.url ?? null,
    imageAlt: images[0]?.altText || shown.name || product.name,
    jsonLd: [
      productJsonLd(product, shown, sale, ctx),
      breadcrumbJsonLd(productCrumbs(product), canonical, ctx),
    ],
  };
}

export const collectionTitle = (c: Collection): string => c.collection_page_title || c.title;

/** /collections/{handle}, or /collections/{parent}/{handle} for a sub-collection. */
export const collectionPath = (c: Collection): string =>
  `/collections/${c.parent ? `${c.parent.handle}/` : ''}${c.handle}`;

export function collectionCrumbs(c: Collection): Crumb[] {
  const crumbs: Crumb[] = [HOME];
  if (c.parent) crumbs.push({ label: c.parent.title, to: `/collections/${c.parent.handle}` });
  else if (c.parentMenuName && c.parentMenuHandle && c.parentMenuHandle !== c.handle)
    crumbs.push({ label: c.parentMenuName, to: `/collections/${c.parentMenuHandle}` });
  crumbs.push({ label: collectionTitle(c) });
  return crumbs;
}

const firstPosition = (data: { page: number; pageSize: number }) => (data.page - 1) * data.pageSize + 1;

export function collectionSeo(data: CollectionResponse, ctx: SeoContext): SeoInput {
  const c = data.collection;
  const title = collectionTitle(c);
  const path = collectionPath(c);
  const canonical = data.page > 1 ? `${path}?page=${data.page}` : path;
  return {
    title,
    description: c.collection_seo_description || c.collection_description,
    canonical,
    image: c.collection_page_image,
    imageAlt: title,
    jsonLd: [
      itemListJsonLd(title, data.products, firstPosition(data), ctx),
      breadcrumbJsonLd(collectionCrumbs(c), canonical, ctx),
    ],
  };
}

/** The chosen make as the facets spell it (the URL's may differ in case). */
export const vehicleMakeOf = (data: VehicleCollectionResponse, params: VehicleCollectionParams) =>
  data.facets.makes.find((m) => m.toLowerCase() === params.vehicle_make?.toLowerCase()) ??
  params.vehicle_make;

/** Home, the vehicle collection, then the chosen make. */
export function vehicleCollectionCrumbs(
  data: VehicleCollectionResponse,
  params: VehicleCollectionParams,
): Crumb[] {
  const make = vehicleMakeOf(data, params);
  return [
    HOME,
    { label: collectionTitle(data.collection), to: VEHICLE_COLLECTION_PATH },
    ...(make ? [{ label: make, to: vehicleCollectionHref({ vehicle_make: make }) }] : []),
  ];
}

/** The vehicle collection as its filters (the URL's `params`) narrow it. */
export function vehicleCollectionSeo(
  data: VehicleCollectionResponse,
  params: VehicleCollectionParams,
  ctx: SeoContext,
): SeoInput {
  const c = data.collection;
  const vehicle = vehicleLabel(params);
  const canonical = vehicleCollectionHref(params);
  const listName = [vehicle, params.type, collectionTitle(c)].filter(Boolean).join(' ');
  return {
    title: data.page > 1 ? `${listName} - Page ${data.page}` : listName,
    description: vehicle
      ? `${params.type ?? 'Loaded and empty'} subwoofer enclosures built to fit the ${vehicle}.`
      : c.collection_seo_description || c.collection_description,
    canonical,
    image: c.collection_page_image,
    imageAlt: listName,
    jsonLd: [
      itemListJsonLd(listName, data.products, firstPosition(data), ctx),
      breadcrumbJsonLd(vehicleCollectionCrumbs(data, params), canonical, ctx),
    ],
  };
}

export function searchCrumbs(q: string): Crumb[] {
  return [HOME, { label: 'Search', to: q ? SEARCH_PATH : undefined }, ...(q ? [{ label: `"${q}"` }] : [])];
}

/** The search page for `q` (trimmed) on `page`, with its results once they are in. */
export function searchSeo(q: string, page: number, data: SearchResponse | null, ctx: SeoContext): SeoInput {
  const canonical = q ? searchHref(q, page) : SEARCH_PATH;
  const products = data?.products ?? [];
  return {
    title: q ? `Search results for "${q}"` : 'Search',
    description: q
      ? `Car audio products matching "${q}".`
      : 'Search car subwoofers, enclosures, amplifiers, wiring and more.',
    canonical,
    // Result pages are not for an index (Google's guidelines): the products' and collections' pages are.
    noindex: true,
    jsonLd: [
      breadcrumbJsonLd(searchCrumbs(q), canonical, ctx),
      ...(data && products.length
        ? [itemListJsonLd(`Search results for "${q}"`, products, firstPosition(data), ctx)]
        : []),
    ],
  };
}

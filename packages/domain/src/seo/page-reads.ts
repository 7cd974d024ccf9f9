/**
 * Which API answers a page of the SPA reads on its first render, by web route: the layout's (menu, active
 * sale, the home's content), the visitor's (cart, session) and the page's own data. One definition for the web, whose query
 * functions fetch these URLs and whose loaders prefetch the page's read, and for the server, which puts
 * the answers into the page's index.html (apps/api pages/page-data.ts) so that the first render fetches
 * nothing (docs/decisions/025 and 038). The URL strings must match byte for byte: they are the keys of the
 * embedded answers and of the server's response cache.
 */
import { parseProductPath } from '../catalog/product-path.js';
import { APP_PAGE_SLUGS, contentPageApiUrl } from '../content/pages.js';
import { pageNumberOf, SEARCH_PATH } from '../shared/page-query.js';
import {
  VEHICLE_COLLECTION_PATH,
  vehicleParamsOf,
  vehicleQueryString,
  type VehicleCollectionParams,
} from '../vehicles/vehicle-query.js';

export const MENU_API_URL = '/api/menu';
export const ACTIVE_SALE_API_URL = '/api/sales/active';
export const CART_API_URL = '/api/cartv2';
export const SESSION_API_URL = '/api/auth/session';
/**
 * The shop's identity and shipping rules (decision 080): embedded in every page's index.html in an element of
 * their own (SHOP_SETTINGS_ELEMENT_ID), read by the layout before anything else; fetched only without it.
 */
export const SETTINGS_API_URL = '/api/settings';
export const SHOP_SETTINGS_ELEMENT_ID = 'shop-settings';

/** The home's content (home/home.ts): the footer's groups and the announcement bar are on every page. */
export const HOME_API_URL = '/api/home';

/** What the layout (header, menu, sale, announcement bar, footer) reads on every page, the not-found page too. */
export const LAYOUT_READS: readonly string[] = [MENU_API_URL, ACTIVE_SALE_API_URL, HOME_API_URL];
/** The visitor's own first reads (the cart badge, the session): never shared between visitors. */
export const VISITOR_READS: readonly string[] = [CART_API_URL, SESSION_API_URL];

export const productApiUrl = (skuOrHandle: string): string =>
  `/api/product/${encodeURIComponent(skuOrHandle)}`;

export type CollectionPageParams = { handle: string; sub?: string | null; page: number };

/** /collections/{handle}[/{sub}], the web path of a collection listing (without its page). */
export const collectionPagePath = ({ handle, sub }: Pick<CollectionPageParams, 'handle' | 'sub'>): string =>
  `/collections/${encodeURIComponent(handle)}${sub ? `/${encodeURIComponent(sub)}` : ''}`;

export const collectionApiUrl = (params: CollectionPageParams): string =>
  `/api${collectionPagePath(params)}?page=${params.page}`;

export const vehicleCollectionApiUrl = (params: VehicleCollectionParams): string => {
  const qs = vehicleQueryString(params);
  return `/api${VEHICLE_COLLECTION_PATH}${qs ? `?${qs}` : ''}`;
};

export type SearchPageParams = { q: string; page: number };

export const searchApiUrl = ({ q, page }: SearchPageParams): string =>
  `/api/search/products?${new URLSearchParams({ q, page: String(page) }).toString()}`;

/**
 * The home page's best sellers: the first cards of the subwoofer collection (its order is the ranking), a list
 * of their own, empty while the shop has no such collection (an empty shop, decision 070).
 */
export const BEST_SELLERS_API_URL = '/api/best-sellers';
export const BEST_SELLERS_COLLECTION = 'car-subwoofers';
export const BEST_SELLER_COUNT = 8;

/** The search page's query: `?q=` trimmed (none: the page reads nothing) and its page. */
export const searchPageParamsOf = (search: URLSearchParams): SearchPageParams => ({
  q: (search.get('q') ?? '').trim(),
  page: pageNumberOf(search),
});

/** The product a product page shows: `/products/{slug}[={variant sku}]`, the variant also from `?sku=`. */
export const productPageOf = (slugParam: string, search: URLSearchParams) =>
  parseProductPath(slugParam, { variant: search.get('variant'), sku: search.get('sku') });

type RouteParams = Readonly<Record<string, string | undefined>>;

export type PageRead = {
  /** The route as apps/web app/router.tsx mounts it (react-router syntax, from the root). */
  path: string;
  /** The page's own API read for the route's (decoded) params and the URL's query; null: none. */
  read: (params: RouteParams, search: URLSearchParams) => string | null;
};

/** The routes whose page reads data of its own on arrival; first match wins, as in the router. */
export const PAGE_READS: readonly PageRead[] = [
  { path: '/', read: () => BEST_SELLERS_API_URL },
  { path: VEHICLE_COLLECTION_PATH, read: (_, search) => vehicleCollectionApiUrl(vehicleParamsOf(search)) },
  {
    path: '/collections/:handle',
    read: (p, search) => collectionApiUrl({ handle: p.handle!, page: pageNumberOf(search) }),
  },
  {
    path: '/collections/:handle/:sub',
    read: (p, search) => collectionApiUrl({ handle: p.handle!, sub: p.sub!, page: pageNumberOf(search) }),
  },
  { path: '/products/:slug', read: (p, search) => productRead(p.slug!, search) },
  { path: '/products/*', read: (p, search) => productRead(p['*']!, search) },
  // A Markdown content page (decision 081); the pages the app draws itself read nothing of their own.
  {
    path: '/pages/:page',
    read: (p) => (APP_PAGE_SLUGS.includes(p.page!) ? null : contentPageApiUrl(p.page!)),
  },
  {
    path: SEARCH_PATH,
    read: (_, search) => {
      const params = searchPageParamsOf(search);
      return params.q ? searchApiUrl(params) : null;
    },
  },
];

function productRead(slugParam: string, search: URLSearchParams): string | null {
  const { slug } = productPageOf(slugParam, search);
  return slug ? productApiUrl(slug) : null;
}

const decoded = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The route params of `pathname` (as received, encoded) for a route `path`, or null when it does not match. */
export function matchRoute(path: string, pathname: string): Record<string, string> | null {
  const want = path.split('/').slice(1);
  // A trailing slash names the same page (the router ignores it).
  const got = pathname
    .replace(/(.)\/+$/, '$1')
    .split('/')
    .slice(1);
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const part = want[i]!;
    if (part === '*') {
      const rest = got.slice(i).map(decoded);
      if (rest.length === 0 || rest.some((s) => s === null)) return null;
      params['*'] = rest.join('/');
      return params;
    }
    const segment = got[i];
    if (segment === undefined) return null;
    const value = decoded(segment);
    if (part.startsWith(':')) {
      if (!value) return null;
      params[part.slice(1)] = value;
    } else if (value !== part) return null;
  }
  return got.length === want.length ? params : null;
}

/** The page's own first API read for a web path (as received) and query, or null when it has none. */
export function pageReadOf(pathname: string, search: URLSearchParams): string | null {
  for (const route of PAGE_READS) {
    const params = matchRoute(route.path, pathname);
    if (params) return route.read(params, search);
  }
  return null;
}

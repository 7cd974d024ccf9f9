/**
 * The answers of the API reads a page makes first (domain seo/page-reads.ts), made in-process for the
 * page's viewer: the same services, the same validation schemas and the same response-cache entries as the
 * routes, so a page and its later API call share the cached bytes and no HTTP round trip is made
 * (docs/decisions/038). pages/first-answers.test.ts holds each answer to the route's, byte for byte.
 */
import {
  ACTIVE_SALE_API_URL,
  CONTENT_PAGES_API_URL,
  BEST_SELLERS_API_URL,
  CART_API_URL,
  CollectionQuerySchema,
  HandleParamSchema,
  HOME_API_URL,
  matchRoute,
  PageSlugSchema,
  MENU_API_URL,
  ProductQuerySchema,
  SearchQuerySchema,
  SESSION_API_URL,
  VEHICLE_COLLECTION_PATH,
  VehicleCollectionQuerySchema,
  type ActiveSaleResponse,
} from '@shop/domain';
import { cacheKeyOf, isCacheablePath, type CacheEntry, type ResponseCache } from '../lib/response-cache.js';
import type { Viewer } from '../lib/viewer.js';
import type { AuthService } from '../modules/auth/auth.service.js';
import type { CartService } from '../modules/cart/cart.service.js';
import type { CatalogService } from '../modules/catalog/catalog.service.js';
import type { ContentService } from '../modules/content/content.service.js';
import type { HomeService } from '../modules/home/home.service.js';
import type { MenuService } from '../modules/menu/menu.service.js';
import type { SalesService } from '../modules/sales/sales.service.js';
import type { SearchService } from '../modules/search/search.service.js';
import type { VehicleService } from '../modules/vehicles/vehicles.service.js';

export type FirstAnswersDeps = {
  catalog: CatalogService;
  vehicles: VehicleService;
  search: SearchService;
  menu: MenuService;
  content: ContentService;
  home: HomeService;
  sales: SalesService;
  cart: CartService;
  auth: AuthService;
  cache: ResponseCache;
  /** The response cache's context of a viewer (viewer kind, active sale), as the routes key it. */
  contextOf: (viewer: Viewer) => Promise<string>;
};

/** Who a page is for: the viewer (prices, session) and their cart. */
export type PageVisitor = { viewer: Viewer; cartToken: string | null };

type Params = Record<string, string>;
type Reader = { route: string; answer: (p: Params, query: Params, visitor: PageVisitor) => unknown };
// (an answer may be a Promise: compute() awaits it)

const handle = (value: string | undefined): string => HandleParamSchema.parse(value);

export type FirstAnswers = ReturnType<typeof createFirstAnswers>;

export function createFirstAnswers(deps: FirstAnswersDeps) {
  const { cache } = deps;
  // As the routes mount them (vehicle listing before the generic collection); each parses as its route does.
  const readers: Reader[] = [
    { route: MENU_API_URL, answer: () => deps.menu.getMenu() },
    { route: HOME_API_URL, answer: () => deps.home.getHome() },
    {
      route: ACTIVE_SALE_API_URL,
      answer: async (): Promise<ActiveSaleResponse> => ({ sale: await deps.sales.activeSale() }),
    },
    {
      route: `/api${VEHICLE_COLLECTION_PATH}`,
      answer: (_, q, v) => deps.vehicles.getCollection(VehicleCollectionQuerySchema.parse(q), v.viewer),
    },
    { route: CONTENT_PAGES_API_URL, answer: () => deps.content.links() },
    {
      route: `${CONTENT_PAGES_API_URL}/:slug`,
      answer: (p) => deps.content.page(PageSlugSchema.parse(p.slug)),
    },
    { route: BEST_SELLERS_API_URL, answer: (_, __, v) => deps.catalog.bestSellers(v.viewer) },
    {
      route: '/api/collections/:handle',
      answer: (p, q, v) =>
        deps.catalog.getCollection(handle(p.handle), CollectionQuerySchema.parse(q), v.viewer),
    },
    {
      route: '/api/collections/:handle/:sub',
      answer: (p, q, v) =>
        deps.catalog.getCollection(
          `${handle(p.handle)}/${handle(p.sub)}`,
          CollectionQuerySchema.parse(q),
          v.viewer,
        ),
    },
    {
      route: '/api/product/:skuOrHandle',
      answer: (p, q, v) =>
        deps.catalog.getProduct(handle(p.skuOrHandle), ProductQuerySchema.parse(q), v.viewer),
    },
    {
      route: '/api/search/products',
      answer: (_, q, v) => deps.search.searchProducts(SearchQuerySchema.parse(q), v.viewer),
    },
    // The cart token is a bearer secret: a page that reflects its query (search) next to it, compressed,
    // would leak it (BREACH). The page gets the cart without it; the app fetches it when it needs it.
    {
      route: CART_API_URL,
      answer: async (_, __, v) => ({ ...(await deps.cart.getCart(v.cartToken, v.viewer)), cart_token: '' }),
    },
    { route: SESSION_API_URL, answer: (_, __, v) => deps.auth.session(v.viewer) },
  ];

  async function compute(url: string, visitor: PageVisitor): Promise<unknown> {
    const parsed = new URL(url, 'http://shop.invalid');
    for (const reader of readers) {
      const params = matchRoute(reader.route, parsed.pathname);
      if (params) return await reader.answer(params, Object.fromEntries(parsed.searchParams), visitor);
    }
    throw new Error(`no first answer for ${url}`);
  }

  /**
   * A cacheable read's cache entry for `viewer`: the one the route keeps, or computed and kept as the route
   * keeps it (then also returned as `data`). Throws what the route would answer with an error.
   */
  async function entryOf(url: string, viewer: Viewer): Promise<{ entry: CacheEntry; data?: unknown }> {
    const computedIn = cache.generation;
    const key = cacheKeyOf(await deps.contextOf(viewer), url);
    const kept = cache.get(key);
    if (kept) return { entry: kept };
    const data = await compute(url, { viewer, cartToken: null });
    return { entry: cache.set(key, Buffer.from(JSON.stringify(data)), computedIn), data };
  }

  /**
   * The JSON text of a read for a visitor, as the route answers it, with the ETag its cache entry keeps (null
   * for a read that is not cached: the visitor's own); throws what the route would refuse.
   */
  async function answerOf(url: string, visitor: PageVisitor): Promise<{ text: string; etag: string | null }> {
    if (isCacheablePath(url)) {
      const { entry } = await entryOf(url, visitor.viewer);
      return { text: entry.body.toString('utf8'), etag: entry.etag };
    }
    return { text: JSON.stringify(await compute(url, visitor)), etag: null };
  }

  return { entryOf, answerOf };
}

/**
 * The head a SPA URL gets in the index.html the server sends (pages/spa.ts), and whether its page exists
 * (404 for an unknown product, collection or content page, so crawlers see no soft 404). Built with the
 * domain's page builders from the same answer the page renders first (pages/first-answers.ts: from the
 * response cache, or computed as the API route would and kept there under the route's key, so the page's
 * embedded read of it, pages/page-data.ts, is then a cache hit). Retail prices, whoever asks.
 */
import {
  chosenVariantOf,
  contentSeo,
  homeSeo,
  HandleParamSchema,
  initialChosenOptions,
  isAppPagePath,
  isContentPath,
  contentPageApiUrl,
  markdownPageSeo,
  PageSlugSchema,
  type ContentPageResponse,
  NOT_FOUND_SEO,
  ORDER_LOOKUP_PATH,
  ORDER_LOOKUP_SEO,
  pageHead,
  pageReadOf,
  parseProductPath,
  productApiUrl,
  productSeo,
  searchSeo,
  VEHICLE_COLLECTION_HANDLE,
  collectionSeo,
  vehicleCollectionSeo,
  vehicleParamsOf,
  type CollectionResponse,
  type PageHead,
  type Product,
  type SearchResponse,
  type SeoContext,
  type SeoInput,
  type SiteInfo,
  type VehicleCollectionResponse,
} from '@shop/domain';
import { ZodError } from 'zod';
import { AppError } from '../lib/app-error.js';
import type { CacheEntry } from '../lib/response-cache.js';
import { ANONYMOUS_VIEWER } from '../lib/viewer.js';
import type { SalesService } from '../modules/sales/sales.service.js';
import type { FirstAnswers } from './first-answers.js';

export type PageHeadAnswer = { status: 200 | 404; head: PageHead | null };

export type PageHeadsDeps = {
  /** The page's first read, as its route answers it and keeps it in the response cache. */
  answers: Pick<FirstAnswers, 'entryOf'>;
  sales: SalesService;
  /** The shop's facts as the settings say now (decision 080). */
  site: () => Promise<SiteInfo>;
};

/** A page that does not exist: the SPA shows its "Page not found". */
class NoSuchPage extends Error {}

const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new NoSuchPage();
  }
};

/** A handle or sku as the API's routes accept it. */
const validHandle = (text: string): string => {
  const parsed = HandleParamSchema.safeParse(text);
  if (!parsed.success) throw new NoSuchPage();
  return parsed.data;
};

const handleOf = (segment: string): string => validHandle(decoded(segment));

/** A page whose head is built from the API answer it reads first (`apiUrl`, as the SPA asks for it). */
type DataPage<T> = { apiUrl: string; build: (data: T) => SeoInput | Promise<SeoInput> };
const dataPage = <T>(page: DataPage<T>) => page as DataPage<unknown>;

/** Heads kept per cached answer: a hit costs no parse and no build (at most this many URLs each). */
const HEADS_PER_ANSWER = 16;

export function createPageHeads(deps: PageHeadsDeps) {
  // Dropped with their cache entry (a write empties the cache, an entry expires): never staler than it.
  const built = new WeakMap<CacheEntry, Map<string, PageHead>>();

  /**
   * The head of a page from the API's answer for an anonymous visitor: cached, or computed and kept as the
   * API keeps it; the head itself is kept beside that answer under `memoKey` (the URL and origin).
   */
  async function headFrom(page: DataPage<unknown>, memoKey: string, ctx: SeoContext): Promise<PageHead> {
    const { entry, data: computed } = await deps.answers.entryOf(page.apiUrl, ANONYMOUS_VIEWER);
    let data = computed;
    const heads = built.get(entry) ?? new Map<string, PageHead>();
    const kept = heads.get(memoKey);
    if (kept) return kept;
    data ??= JSON.parse(entry.body.toString('utf8'));
    const head = pageHead(await page.build(data), ctx);
    if (heads.size >= HEADS_PER_ANSWER) heads.delete(heads.keys().next().value!);
    heads.set(memoKey, head);
    built.set(entry, heads);
    return head;
  }

  function productPage(rest: string, search: URLSearchParams, ctx: SeoContext) {
    const { slug, variantSku } = parseProductPath(decoded(rest), {
      variant: search.get('variant'),
      sku: search.get('sku'),
    });
    const key = validHandle(slug);
    return dataPage<Product>({
      apiUrl: productApiUrl(key),
      build: async (product) => {
        const shown = chosenVariantOf(product, initialChosenOptions(product, variantSku)) ?? product;
        return productSeo(product, shown, await deps.sales.activeSale(), ctx);
      },
    });
  }

  function collectionPage(segments: string[], pathname: string, search: URLSearchParams, ctx: SeoContext) {
    const apiUrl = pageReadOf(pathname, search);
    if (!apiUrl) throw new NoSuchPage();
    if (segments.length === 1 && handleOf(segments[0]!) === VEHICLE_COLLECTION_HANDLE) {
      return dataPage<VehicleCollectionResponse>({
        apiUrl,
        build: (data) => vehicleCollectionSeo(data, vehicleParamsOf(search), ctx),
      });
    }
    // A handle the API would refuse names no page (a 404, not a page with a failed read).
    for (const segment of segments) handleOf(segment);
    return dataPage<CollectionResponse>({
      apiUrl,
      build: (data) => collectionSeo(data, ctx),
    });
  }

  function searchPage(search: URLSearchParams, ctx: SeoContext) {
    const apiUrl = pageReadOf('/search/products', search);
    const q = (search.get('q') ?? '').trim();
    if (!apiUrl) return searchSeo(q, 1, null, ctx);
    return dataPage<SearchResponse>({
      apiUrl,
      build: (data) => searchSeo(q, data.page, data, ctx),
    });
  }

  /** A Markdown content page (decision 081): its head from its answer; 404 when it is none or unpublished. */
  function markdownPage(segments: string[], ctx: SeoContext) {
    const slug = segments.length === 1 ? PageSlugSchema.safeParse(decoded(segments[0]!)) : null;
    if (!slug?.success) throw new NoSuchPage();
    return dataPage<ContentPageResponse>({
      apiUrl: contentPageApiUrl(slug.data),
      build: (page) => markdownPageSeo(page, ctx),
    });
  }

  /** The page's own metadata (or the answer it is built from); null for a page without any. */
  function seoOf(
    pathname: string,
    search: URLSearchParams,
    ctx: SeoContext,
  ): SeoInput | DataPage<unknown> | null {
    if (pathname === '/') return homeSeo(ctx);
    if (isContentPath(pathname)) return contentSeo(pathname, ctx);
    const [first, ...rest] = pathname.slice(1).split('/');
    if (first === 'pages') return markdownPage(rest, ctx);
    if (first === 'products') {
      if (rest.join('') === '') throw new NoSuchPage();
      return productPage(rest.join('/'), search, ctx);
    }
    if (first === 'collections') {
      if (rest.length < 1 || rest.length > 2 || rest.includes('')) throw new NoSuchPage();
      return collectionPage(rest, pathname, search, ctx);
    }
    if (pathname === '/search/products') return searchPage(search, ctx);
    if (pathname === ORDER_LOOKUP_PATH) return ORDER_LOOKUP_SEO;
    if (isAppPagePath(pathname)) return null;
    throw new NoSuchPage();
  }

  return {
    /** The head and status of the SPA page at `url` (path and query as received), links on `origin`. */
    async headOf(url: string, origin: string): Promise<PageHeadAnswer> {
      const parsed = new URL(url, 'http://shop.invalid');
      // A trailing slash names the same page (the SPA's routes ignore it).
      const pathname = parsed.pathname.replace(/(.)\/+$/, '$1');
      const ctx: SeoContext = { origin, site: await deps.site() };
      try {
        const seo = seoOf(pathname, parsed.searchParams, ctx);
        if (seo === null) return { status: 200, head: null };
        if ('apiUrl' in seo) return { status: 200, head: await headFrom(seo, `${origin}|${url}`, ctx) };
        return { status: 200, head: pageHead(seo, ctx) };
      } catch (err) {
        const missing = err instanceof NoSuchPage || (err instanceof AppError && err.status === 404);
        if (missing) return { status: 404, head: pageHead(NOT_FOUND_SEO, ctx) };
        // A query the API refuses (400): the page shows that itself; the defaults stay.
        if (err instanceof ZodError || err instanceof AppError) return { status: 200, head: null };
        throw err;
      }
    },
  };
}

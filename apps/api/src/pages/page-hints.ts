/**
 * Preload hints for the SPA's index.html: the API reads a page will make on its first render (the menu,
 * the active sale and the page's own data) come embedded in the HTML (pages/page-data.ts) or, when one
 * could not be answered (a 404, a refused query), start with the HTML instead of after the JS has run. The
 * URLs come from the domain's route table (seo/page-reads.ts), which the web's query functions build theirs
 * with, so the browser answers the app's fetch from the preload; the browser journeys check that each is
 * fetched once.
 */
import {
  BEST_SELLERS_API_URL,
  escapeXml,
  firstImageOf,
  HOME_API_URL,
  LAYOUT_READS,
  pageReadOf,
  VEHICLE_COLLECTION_HANDLE,
} from '@shop/domain';

/** The web source of a path's lazily loaded route module (apps/web/src/app/router.tsx), or null. */
export function routeModuleOf(pathname: string): string | null {
  if (pathname === `/collections/${VEHICLE_COLLECTION_HANDLE}`)
    return 'src/features/vehicles/routes/vehicle-collection-page.tsx';
  if (pathname.startsWith('/collections/')) return 'src/features/catalog/routes/collection-page.tsx';
  if (pathname.startsWith('/products/')) return 'src/features/catalog/routes/product-page.tsx';
  if (pathname === '/search/products') return 'src/features/search/routes/search-page.tsx';
  return null;
}

type ManifestChunk = { file: string; imports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** A module's chunk and every chunk it imports statically, as /assets/... paths. */
export function chunksOf(manifest: ViteManifest, source: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    files.push(`/${chunk.file}`);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(source);
  return files;
}

/**
 * A SPA request's target (path and query as received) as a URL, or null when it is none: an absolute-form
 * request line (`GET http://host:99999/a HTTP/1.1`) reaches the handler as written and may not parse.
 */
export function requestTarget(url: string): URL | null {
  return URL.canParse(url, 'http://shop.invalid') ? new URL(url, 'http://shop.invalid') : null;
}

/**
 * The API reads a SPA request's target makes first: the layout's (menu, sale) and the page's own (the
 * domain's route table, PAGE_READS).
 */
export function pageReadsOf(target: URL): string[] {
  const own = pageReadOf(target.pathname, target.searchParams);
  return [...LAYOUT_READS, ...(own ? [own] : [])];
}

/** An image path on this origin (one off it is not preloaded). */
const onOrigin = (image: unknown): image is string =>
  typeof image === 'string' && image.startsWith('/') && !image.startsWith('//');

/**
 * The images a listing answer (collection, vehicle collection, search, the home's best sellers) shows first: the collection's sale
 * banner when `withBanner` (a collection page shows it above the cards) and the first card's image as the
 * card shows it before a variant is picked. One of them is the page's largest paint on a phone, which the
 * browser would otherwise only ask for once the scripts have rendered it. Images off this origin are left out.
 */
export function leadImagesOf(read: string, answer: string, withBanner = false): string[] {
  const listing =
    read.startsWith('/api/collections/') || read.startsWith('/api/search/') || read === BEST_SELLERS_API_URL;
  if (!listing) return [];
  try {
    const { products, collection } = JSON.parse(answer) as {
      products?: Parameters<typeof firstImageOf>[0][];
      collection?: { bannerImage?: unknown };
    };
    const images = [withBanner ? collection?.bannerImage : null, products?.[0] && firstImageOf(products[0])];
    return images.filter(onOrigin);
  } catch {
    return [];
  }
}

/** An image to preload: its URL and, for a hero slide's stored widths, its srcset (shown full width). */
type LeadImage = { href: string; srcset?: string | null };

/**
 * The home's first hero slide (decision 082), the largest paint of a home that shows one; null for none.
 */
export function heroImageOf(answer: string): LeadImage | null {
  try {
    const { slides } = JSON.parse(answer) as { slides?: { image?: unknown; srcset?: string | null }[] };
    const first = slides?.[0];
    return first && onOrigin(first.image) ? { href: first.image, srcset: first.srcset ?? null } : null;
  } catch {
    return null;
  }
}

/**
 * `<link>` tags for a SPA request target's first reads: a fetch preload for each one not embedded in the
 * page (pages/page-data.ts), and image preloads for what the page shows first: the home's first hero slide
 * when it has one (its best sellers are then below the fold), else what a listing shows first.
 */
export function readPreloadLinks(target: URL, embedded?: ReadonlyMap<string, string>): string {
  const reads = pageReadsOf(target);
  const onCollectionPage = target.pathname.startsWith('/collections/');
  const fetches = reads
    .filter((href) => !embedded?.has(href))
    .map((href) => `<link rel="preload" as="fetch" href="${escapeXml(href)}" crossorigin>`);
  const homeAnswer = target.pathname === '/' ? embedded?.get(HOME_API_URL) : undefined;
  const hero = homeAnswer === undefined ? null : heroImageOf(homeAnswer);
  const images: LeadImage[] = hero
    ? [hero]
    : reads.flatMap((read) => {
        const answer = embedded?.get(read);
        return answer === undefined
          ? []
          : leadImagesOf(read, answer, onCollectionPage).map((href) => ({ href }));
      });
  const imageLinks = images.map(
    ({ href, srcset }) =>
      `<link rel="preload" as="image" href="${escapeXml(href)}"` +
      (srcset ? ` imagesrcset="${escapeXml(srcset)}" imagesizes="100vw"` : '') +
      ' fetchpriority="high">',
  );
  return [...fetches, ...imageLinks].join('');
}

/** `<link rel="modulepreload">` tags for each chunk of a target's route module that index.html does not load. */
export function createModulePreloadLinks(
  manifest: ViteManifest | null,
  indexHtml: string,
): (target: URL) => string {
  return (target) => {
    const route = manifest && routeModuleOf(target.pathname);
    if (!route) return '';
    return chunksOf(manifest, route)
      .filter((file) => !indexHtml.includes(`"${file}"`))
      .map((file) => `<link rel="modulepreload" crossorigin href="${escapeXml(file)}">`)
      .join('');
  };
}

/**
 * The content pages' addresses and limits (decision 081), without zod or the pages' texts: seo/page-reads.ts
 * (in the shopper's first chunk) and the storefront's content chunk import these; the schemas stay in the
 * chunk the API client loads (lib/response-schemas.ts), the texts with the API.
 */
import { SLUG_MESSAGE, SLUG_PATTERN } from '../shared/handles.js';

export const PAGE_SLUG_MAX = 80;
export const PAGE_TITLE_MAX = 120;
export const PAGE_BODY_MAX = 50_000;
export const PAGE_SEO_TITLE_MAX = 70;
export const PAGE_SEO_DESCRIPTION_MAX = 320;

/** The /pages/{slug} pages the web app draws itself (a form, the dealer list): no Markdown page takes these. */
export const APP_PAGE_SLUGS: readonly string[] = ['reviews', 'become-a-dealer', 'dealer-locator'];

/**
 * Addresses no new page takes: the app's own pages, and the back office's words under /admin/pages (its new
 * page's screen, the preview route).
 */
export const TAKEN_PAGE_SLUGS: readonly string[] = [...APP_PAGE_SLUGS, 'new', 'preview'];

/** The URL of a content page: /pages/{slug}, as the spec's routes have always had them. */
export const contentPagePath = (slug: string): string => `/pages/${slug}`;
export const contentPageApiUrl = (slug: string): string => `/api/pages/${encodeURIComponent(slug)}`;
export const CONTENT_PAGES_API_URL = '/api/pages';

/** Whether `slug` is shaped as a page's address (shared/handles.ts's URL word, at most PAGE_SLUG_MAX long). */
export const isPageSlug = (slug: string): boolean => slug.length <= PAGE_SLUG_MAX && SLUG_PATTERN.test(slug);

/** Why `slug` cannot name a new page (the shared URL-word rule, then the app's own pages), or null. */
export function pageSlugProblem(slug: string): string | null {
  if (slug.length === 0 || slug.length > PAGE_SLUG_MAX) return `1 to ${PAGE_SLUG_MAX} characters`;
  if (!SLUG_PATTERN.test(slug)) return SLUG_MESSAGE;
  if (TAKEN_PAGE_SLUGS.includes(slug)) return 'This address belongs to a page of the shop';
  return null;
}

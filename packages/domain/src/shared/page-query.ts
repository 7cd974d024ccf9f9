/** The page number a listing URL asks for: `?page=` when it is a whole number from 1, else 1. */
export function pageNumberOf(search: URLSearchParams): number {
  const n = Number(search.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * The id of the `<script type="application/json">` in which the server embeds a page's first API answers,
 * keyed by their URL (apps/api lib/page-data.ts writes it, apps/web lib/boot-data.ts reads it).
 */
export const BOOT_DATA_ELEMENT_ID = 'boot-data';

/** The site search page. */
export const SEARCH_PATH = '/search/products';

/** The search page's URL for a query (trimmed) and page (left out on page 1). */
export function searchHref(q: string, page = 1): string {
  const params = new URLSearchParams({ q: q.trim() });
  if (page > 1) params.set('page', String(page));
  return `${SEARCH_PATH}?${params.toString()}`;
}

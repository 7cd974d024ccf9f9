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

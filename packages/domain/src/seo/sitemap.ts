/** robots.txt and sitemap.xml text (pure: the API passes the origin and the catalogue's URLs). */

/** Paths that are private or per visitor: kept out of search engines. */
export const ROBOTS_DISALLOWED_PATHS = [
  '/account',
  '/checkout',
  '/cart',
  '/api',
  '/marketing',
  '/admin',
] as const;

/** The sitemap protocol's limit of URLs per file. */
export const SITEMAP_MAX_URLS = 50_000;

export type SitemapUrl = { loc: string; lastmod?: string | null };

const XML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text escapeXml leaves as it is: printable ASCII but & < > " ' (a sitemap's URLs and dates, nearly always). */
const PLAIN_XML = /^[\t\n\r\u0020\u0021\u0023-\u0025\u0028-\u003b\u003d\u003f-\u007e]*$/;

/**
 * Escape text for XML element content or attributes; drops characters XML 1.0 forbids. Plain text is checked
 * first and returned as it is (a sitemap escapes 100,000 strings: the two replaces cost 4x the check).
 */
export function escapeXml(text: string): string {
  if (PLAIN_XML.test(text)) return text;
  return text
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replace(/[&<>"']/g, (c) => XML_ENTITIES[c] ?? c);
}

export function buildRobotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const urlEntry = ({ loc, lastmod }: SitemapUrl) =>
  lastmod
    ? `<url><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></url>`
    : `<url><loc>${escapeXml(loc)}</loc></url>`;

export function buildSitemapXml(urls: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls.map(urlEntry),
    '</urlset>',
    '',
  ].join('\n');
}

/** A sitemap index (for catalogues over SITEMAP_MAX_URLS URLs). */
export function buildSitemapIndexXml(sitemaps: readonly SitemapUrl[]): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemaps.map(({ loc, lastmod }) =>
      lastmod
        ? `<sitemap><loc>${escapeXml(loc)}</loc><lastmod>${escapeXml(lastmod)}</lastmod></sitemap>`
        : `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`,
    ),
    '</sitemapindex>',
    '',
  ].join('\n');
}

/** A W3C date (YYYY-MM-DD) for lastmod from an ISO time, or null when it is not one. */
export function sitemapDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const match = /^(\d{4}-\d{2}-\d{2})/.exec(iso);
  return match?.[1] ?? null;
}

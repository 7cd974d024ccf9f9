/**
 * A page's head metadata (title, description, canonical, Open Graph, JSON-LD), built once here for both
 * the web (which writes it into the document) and the server (which writes it into index.html), so that a
 * crawler reading the HTML and a visitor running the SPA see the same head (DESIGN section 7).
 */

export type JsonLd = Record<string, unknown>;

/** The shop's own facts (settings with the spec's defaults). */
export type SiteInfo = {
  name: string;
  description: string;
  supportEmail: string;
  supportPhone: string | null;
};

/** The spec's brand and the shop's support contact, unless a setting says otherwise. */
export const DEFAULT_SITE: SiteInfo = {
  name: 'Skar Audio',
  description:
    'Car audio subwoofers, enclosures, amplifiers, speakers, marine audio, wiring kits and batteries.',
  supportEmail: 'support@skaraudio.com',
  supportPhone: null,
};

/** What a page's metadata needs besides its data: the origin links are made on and the shop's facts. */
export type SeoContext = { origin: string; site: SiteInfo };

/** What a page says about itself; paths are made absolute on the context's origin. */
export type SeoInput = {
  title: string;
  description?: string | null;
  /** A path ('/products/x') or an absolute URL. */
  canonical?: string | null;
  ogType?: 'website' | 'product';
  /** The page's picture for link previews: a path or an absolute URL. */
  image?: string | null;
  jsonLd?: readonly JsonLd[];
};

export type PageHead = {
  /** The document title, ending in the shop's name. */
  title: string;
  description: string | null;
  /** Absolute URL; also og:url. */
  canonical: string | null;
  ogType: 'website' | 'product';
  ogImage: string | null;
  jsonLd: JsonLd[];
};

/** `pathOrUrl` as an absolute URL on `origin`. */
export const absoluteUrl = (pathOrUrl: string, origin: string): string =>
  new URL(pathOrUrl, origin).toString();

/** A page title with the shop's name after it, unless it already holds the name. */
export const documentTitle = (title: string, siteName: string): string =>
  title.includes(siteName) ? title : `${title} | ${siteName}`;

export function pageHead(input: SeoInput, ctx: SeoContext): PageHead {
  return {
    title: documentTitle(input.title, ctx.site.name),
    description: input.description || null,
    canonical: input.canonical ? absoluteUrl(input.canonical, ctx.origin) : null,
    ogType: input.ogType ?? 'website',
    ogImage: input.image ? absoluteUrl(input.image, ctx.origin) : null,
    jsonLd: [...(input.jsonLd ?? [])],
  };
}

/** The head's Open Graph properties in the order they are written (og:image only when there is one). */
export function openGraphOf(head: PageHead): [string, string][] {
  const og: [string, string][] = [
    ['og:title', head.title],
    ['og:type', head.ogType],
  ];
  if (head.description) og.push(['og:description', head.description]);
  if (head.canonical) og.push(['og:url', head.canonical]);
  if (head.ogImage) og.push(['og:image', head.ogImage]);
  return og;
}

/** The id of the page's first JSON-LD script (further ones get -1, -2...) and the attribute all carry. */
export const JSON_LD_ID = 'page-json-ld';
export const JSON_LD_ATTR = 'data-page-json-ld';

export const jsonLdIdOf = (index: number): string => (index === 0 ? JSON_LD_ID : `${JSON_LD_ID}-${index}`);

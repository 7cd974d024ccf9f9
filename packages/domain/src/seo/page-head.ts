/**
 * A page's head metadata (title, description, canonical, Open Graph, JSON-LD), built once here for both
 * the web (which writes it into the document) and the server (which writes it into index.html), so that a
 * crawler reading the HTML and a visitor running the SPA see the same head (decision 030).
 */

import type { ShippingRules } from '../shared/shipping.js';
import { PREVIEW_IMAGE, previewImagePath, SITE_PREVIEW_PATH } from './preview-image.js';

export type JsonLd = Record<string, unknown>;

/** The shop's own facts (settings with the spec's defaults). */
export type SiteInfo = {
  name: string;
  description: string;
  supportEmail: string;
  supportPhone: string | null;
  /** The shop's settings (decision 080); each unset: the spec's default. */
  logoUrl?: string | null;
  accentColor?: string;
  supportHours?: { opens: string; closes: string };
  address?: string | null;
  socialLinks?: readonly string[];
  shipping?: ShippingRules;
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
  /** The page's picture (a path or an absolute URL): its raster preview is og:image; else the shop's. */
  image?: string | null;
  /** What the picture shows (og:image:alt); the page's title when not given. */
  imageAlt?: string | null;
  /** Asks search engines not to index the page (search results: decision 063). */
  noindex?: boolean;
  jsonLd?: readonly JsonLd[];
};

export type PageHead = {
  /** The document title, ending in the shop's name. */
  title: string;
  description: string | null;
  /** Absolute URL; also og:url. */
  canonical: string | null;
  ogType: 'website' | 'product';
  /** Absolute URL of the page's link-preview picture (PREVIEW_IMAGE: raster, 1200x630). */
  ogImage: string;
  ogImageAlt: string;
  /** The shop's name as the settings say (og:site_name). */
  siteName: string;
  noindex: boolean;
  jsonLd: JsonLd[];
};

/** `pathOrUrl` as an absolute URL on `origin`. */
export const absoluteUrl = (pathOrUrl: string, origin: string): string =>
  new URL(pathOrUrl, origin).toString();

/** A page title with the shop's name after it, unless it already holds the name. */
export const documentTitle = (title: string, siteName: string): string =>
  title.includes(siteName) ? title : `${title} | ${siteName}`;

export function pageHead(input: SeoInput, ctx: SeoContext): PageHead {
  const title = documentTitle(input.title, ctx.site.name);
  // A page whose picture has no preview shows the shop's (its logo): the shop's name says what it is.
  const ownPicture = previewImagePath(input.image ?? null) !== SITE_PREVIEW_PATH;
  return {
    title,
    description: input.description || null,
    canonical: input.canonical ? absoluteUrl(input.canonical, ctx.origin) : null,
    ogType: input.ogType ?? 'website',
    ogImage: absoluteUrl(previewImagePath(input.image ?? null, ctx.site.logoUrl ?? null), ctx.origin),
    ogImageAlt: ownPicture ? input.imageAlt || input.title : ctx.site.name,
    siteName: ctx.site.name,
    noindex: input.noindex ?? false,
    jsonLd: [...(input.jsonLd ?? [])],
  };
}

/** A `<meta>` of the head: `name` or `property` (Open Graph), its key and content. */
export type MetaTag = { attr: 'name' | 'property'; key: string; content: string };

/**
 * The head's meta tags besides the description, in the order they are written: robots (noindex pages),
 * Open Graph (the shop's name as og:site_name) with the preview picture's type, size and alt text, and the
 * large-picture Twitter card.
 */
export function metaTagsOf(head: PageHead): MetaTag[] {
  const og = (key: string, content: string): MetaTag => ({ attr: 'property', key, content });
  const tags: MetaTag[] = [];
  if (head.noindex) tags.push({ attr: 'name', key: 'robots', content: 'noindex' });
  tags.push(og('og:title', head.title), og('og:type', head.ogType), og('og:site_name', head.siteName));
  if (head.description) tags.push(og('og:description', head.description));
  if (head.canonical) tags.push(og('og:url', head.canonical));
  tags.push(
    og('og:image', head.ogImage),
    og('og:image:type', PREVIEW_IMAGE.type),
    og('og:image:width', String(PREVIEW_IMAGE.width)),
    og('og:image:height', String(PREVIEW_IMAGE.height)),
    og('og:image:alt', head.ogImageAlt),
    { attr: 'name', key: 'twitter:card', content: 'summary_large_image' },
  );
  return tags;
}

/** The id of the page's first JSON-LD script (further ones get -1, -2...) and the attribute all carry. */
export const JSON_LD_ID = 'page-json-ld';
export const JSON_LD_ATTR = 'data-page-json-ld';

export const jsonLdIdOf = (index: number): string => (index === 0 ? JSON_LD_ID : `${JSON_LD_ID}-${index}`);

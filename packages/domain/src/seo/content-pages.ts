/**
 * The content pages of the spec's route list (shopping-and-account.md section 2) that the web app draws itself
 * (forms, tools, lists): their paths, titles and meta descriptions, for the pages themselves, the server's head
 * and the sitemap. The merchant's Markdown pages (About, FAQ, the policies...) are the content area's
 * (content/built-in.ts, decision 081); markdownPageSeo is their head.
 */
import { breadcrumbJsonLd } from './json-ld.js';
import { organizationJsonLd } from './site-ld.js';
import type { SeoContext, SeoInput, SiteInfo } from './page-head.js';

export type ContentPage = {
  title: string;
  description: (site: SiteInfo) => string;
};

const fixed = (text: string) => () => text;

export const CONTENT_PAGES = {
  '/pages/reviews': {
    title: 'Customer Reviews',
    description: fixed('Read verified buyer reviews and photos on every product page.'),
  },
  '/jobs': {
    title: 'Jobs',
    description: (s) =>
      `Work at ${s.name}: support, warehouse and product roles for people who love car audio.`,
  },

  '/pages/become-a-dealer': {
    title: 'Become a Dealer',
    description: (s) =>
      `Sell ${s.name} in your shop: dealer pricing, quick ordering and free shipping on larger orders.`,
  },
  '/pages/dealer-locator': {
    title: 'Dealer Locator',
    description: (s) => `Authorized ${s.name} dealers and installers by state.`,
  },

  '/box-design-calculator': {
    title: 'Box Design Calculator',
    description: fixed(
      "Work out a subwoofer box's internal volume in cubic feet from its outside size, wood thickness and subwoofer displacement.",
    ),
  },
  '/subwoofer-wiring-diagrams': {
    title: 'Subwoofer Wiring Diagrams',
    description: fixed(
      'Find the final impedance for 1 to 4 subwoofers with single or dual 1, 2 or 4 ohm voice coils, wired in series or parallel.',
    ),
  },
} as const satisfies Record<string, ContentPage>;

export type ContentPath = keyof typeof CONTENT_PAGES;

/** Content pages of the spec's route list, in the sitemap's order. */
export const CONTENT_PAGE_PATHS = Object.keys(CONTENT_PAGES) as ContentPath[];

export const isContentPath = (path: string): path is ContentPath => Object.hasOwn(CONTENT_PAGES, path);

/** A content page's head: its title, description and canonical, its breadcrumbs (and the Organization). */
export function contentSeo(path: ContentPath, ctx: SeoContext): SeoInput {
  const page: ContentPage = CONTENT_PAGES[path];
  return pageSeoOf(path, page.title, page.title, page.description(ctx.site), ctx);
}

function pageSeoOf(
  path: string,
  heading: string,
  title: string,
  description: string | null,
  ctx: SeoContext,
) {
  return {
    title,
    description,
    canonical: path,
    jsonLd: [breadcrumbJsonLd([{ label: 'Home', to: '/' }, { label: heading }], path, ctx)],
  };
}

/** The page the Organization (with its support hours) is told on: the contact page. */
const ORGANIZATION_PAGE = '/pages/contact-us';

/** A Markdown page's head (decision 081): its SEO title and description, its breadcrumbs (and the Organization). */
export function markdownPageSeo(
  page: { slug: string; title: string; seoTitle: string; seoDescription: string },
  ctx: SeoContext,
): SeoInput {
  const path = `/pages/${page.slug}`;
  const seo = pageSeoOf(path, page.title, page.seoTitle || page.title, page.seoDescription || null, ctx);
  if (path === ORGANIZATION_PAGE) seo.jsonLd.push(organizationJsonLd(ctx));
  return seo;
}

/**
 * The shop's private pages (cart, checkout, account, returns, dealers, the pages a mail links to: password
 * reset, email verification, sign-up confirmation, unsubscribe, an order's page by its token and the order
 * lookup (/orders/lookup); and the back office, /admin and every path
 * under it, whose screens the SPA routes): SPA routes without a head of their own and kept out of search
 * engines. With the home page, the content pages and the catalogue's product, collection and search paths
 * they are every page there is; the server answers any other path with 404.
 */
const APP_PAGE =
  /^\/(?:cart|returns|dealers|admin(?:\/[^/]+)*|account(?:\/(?:login|register|forgot-password|reset-password|verify-email|orders(?:\/[^/]+)?))?|marketing\/(?:confirm|unsubscribe)|checkout\/v3(?:\/confirmation\/[^/]+)?|orders\/[^/]+)$/;
export const isAppPagePath = (pathname: string): boolean => APP_PAGE.test(pathname);

/**
 * The content pages of the spec's route list (shopping-and-account.md section 2): their paths, titles and
 * meta descriptions, for the pages themselves, the server's head and the sitemap.
 */
import { SUPPORT_HOURS } from '../shared/constants.js';
import { breadcrumbJsonLd, organizationJsonLd } from './json-ld.js';
import type { SeoContext, SeoInput, SiteInfo } from './page-head.js';

export type ContentPage = {
  title: string;
  description: (site: SiteInfo) => string;
  /** The contact page also carries the Organization with its support hours. */
  organization?: boolean;
};

const fixed = (text: string) => () => text;

export const CONTENT_PAGES = {
  '/pages/about-us': {
    title: 'About Us',
    description: (s) =>
      `${s.name} designs subwoofers, enclosures, amplifiers and wiring for people who take bass seriously.`,
  },
  '/pages/contact-us': {
    title: 'Contact Us',
    description: fixed(
      `Questions about an order, a product or an install? Our support team answers every day from ${SUPPORT_HOURS.opens} to ${SUPPORT_HOURS.closes}.`,
    ),
    organization: true,
  },
  '/pages/reviews': {
    title: 'Customer Reviews',
    description: fixed('Read verified buyer reviews and photos on every product page.'),
  },
  '/jobs': {
    title: 'Jobs',
    description: (s) =>
      `Work at ${s.name}: support, warehouse and product roles for people who love car audio.`,
  },
  '/pages/privacy-policy': {
    title: 'Privacy Policy',
    description: (s) => `How ${s.name} collects, uses and protects your information.`,
  },
  '/pages/terms-and-conditions': {
    title: 'Terms and Conditions',
    description: (s) => `The terms that apply when you shop at ${s.name}.`,
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
  '/pages/return-policy': {
    title: 'Return Policy',
    description: fixed('Return unused products within 30 days of delivery for a refund.'),
  },
  '/pages/frequently-asked-questions': {
    title: 'Frequently Asked Questions',
    description: fixed(
      'Answers about shipping, box sizes, wiring, amp kits, pre-orders, returns and financing.',
    ),
  },
  '/pages/warranty-policy': {
    title: 'Warranty Policy',
    description: fixed('What our warranty covers and how to make a claim.'),
  },
  '/pages/financing': {
    title: 'Financing',
    description: fixed(
      'Pay over time with Affirm: choose Affirm at checkout, see your rate and pick a plan.',
    ),
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
  return {
    title: page.title,
    description: page.description(ctx.site),
    canonical: path,
    jsonLd: [
      breadcrumbJsonLd([{ label: 'Home', to: '/' }, { label: page.title }], path, ctx),
      ...(page.organization ? [organizationJsonLd(ctx)] : []),
    ],
  };
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

/**
 * Analytics page types by path fragment (spec section 4). Rules are checked in order; the first match
 * wins, so /account/login is Login before /account is Account, and a collection or product whose handle
 * happens to contain "about" or "warranty" stays a Collection or Product.
 */

export const PAGE_TYPES = [
  'Home',
  'Collection',
  'Product',
  'Contact',
  'ReturnPolicy',
  'Careers',
  'About',
  'Prop65',
  'FAQ',
  'PrivacyPolicy',
  'WarrantyPolicy',
  'Financing',
  'ReviewForm',
  'DealerLocator',
  'Cart',
  'Login',
  'Account',
  'Unknown',
] as const;

export type PageType = (typeof PAGE_TYPES)[number];

type Rule = { type: PageType; matches: (path: string) => boolean };

/** The path itself or anything below it: '/cart' matches '/cart' and '/cart/x', not '/cartography'. */
const underRoute = (route: string) => (path: string) => path === route || path.startsWith(`${route}/`);
const containsAny =
  (...fragments: string[]) =>
  (path: string) =>
    fragments.some((fragment) => path.includes(fragment));

const RULES: readonly Rule[] = [
  { type: 'Collection', matches: (p) => p.startsWith('/collections/') },
  { type: 'Product', matches: (p) => p.startsWith('/products/') },
  { type: 'Login', matches: underRoute('/account/login') },
  { type: 'Account', matches: underRoute('/account') },
  { type: 'Cart', matches: underRoute('/cart') },
  { type: 'ReviewForm', matches: (p) => p.startsWith('/reviews/') },
  { type: 'DealerLocator', matches: containsAny('dealer-locator') },
  { type: 'Contact', matches: containsAny('contact') },
  { type: 'ReturnPolicy', matches: containsAny('return-policy', 'returns-policy') },
  { type: 'Careers', matches: containsAny('career', '/jobs') },
  { type: 'About', matches: containsAny('about') },
  { type: 'Prop65', matches: containsAny('prop65', 'prop-65') },
  { type: 'FAQ', matches: containsAny('frequently-asked-questions', 'faq') },
  { type: 'PrivacyPolicy', matches: containsAny('privacy') },
  { type: 'WarrantyPolicy', matches: containsAny('warranty') },
  { type: 'Financing', matches: containsAny('financing') },
  { type: 'Home', matches: (p) => p === '/' },
];

/** Lowercased path without query, hash or trailing slashes ('' and '/' both become '/'). */
export function normalizePathname(pathname: string): string {
  const path = pathname.split(/[?#]/, 1)[0] ?? '';
  const trimmed = path.trim().toLowerCase().replace(/\/+$/, '');
  if (trimmed === '') return '/';
  return trimmed.startsWith('/') ? trimmed : `/${trimmed}`;
}

/** The analytics page type of a path; anything not in the spec's list is 'Unknown'. */
export function pageTypeForPath(pathname: string): PageType {
  const path = normalizePathname(pathname);
  return RULES.find((rule) => rule.matches(path))?.type ?? 'Unknown';
}

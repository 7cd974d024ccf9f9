import { useMatches } from 'react-router';

/**
 * The spec's page options: which parts of the layout a page shows. A route sets any of them in its
 * `handle: { pageOptions: { ... } }`; the deepest matching route wins, everything else keeps the default.
 */
export type PageOptions = {
  padding: boolean;
  hero: boolean;
  saleBanner: boolean;
  geoTransitBanner: boolean;
  countdownDesktop: boolean;
  countdownMobile: boolean;
  pushPopup: boolean;
  emailPopup: boolean;
  preHeader: boolean;
  footerSignupDesktop: boolean;
  footerSignupMobile: boolean;
  footer: boolean;
  mobileNav: boolean;
  nav: boolean;
  cartIcon: boolean;
  chatBubble: boolean;
};

export const DEFAULT_PAGE_OPTIONS: PageOptions = {
  padding: true,
  hero: false,
  saleBanner: true,
  geoTransitBanner: false,
  countdownDesktop: true,
  countdownMobile: true,
  pushPopup: true,
  emailPopup: true,
  preHeader: true,
  footerSignupDesktop: true,
  footerSignupMobile: true,
  footer: true,
  mobileNav: true,
  nav: true,
  cartIcon: true,
  chatBubble: true,
};

export type RouteHandle = { pageOptions?: Partial<PageOptions> };

export function mergePageOptions(handles: readonly unknown[]): PageOptions {
  let out = DEFAULT_PAGE_OPTIONS;
  for (const h of handles) {
    const opts = (h as RouteHandle | undefined)?.pageOptions;
    if (opts) out = { ...out, ...opts };
  }
  return out;
}

export function usePageOptions(): PageOptions {
  const matches = useMatches();
  return mergePageOptions(matches.map((m) => m.handle));
}

/**
 * schema.org structured data of the shop itself (Organization, WebSite), which the home page and the
 * organization's content page carry: apart from the catalogue's (json-ld.ts), so that the home's first render
 * does not load the product and offer builders (decision 053).
 */
import { SUPPORT_HOURS } from '../shared/constants.js';
import { SEARCH_PATH } from '../shared/page-query.js';
import { absoluteUrl, type JsonLd, type SeoContext } from './page-head.js';

const EVERY_DAY = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Organization with the spec's support contact point: 09:00 to 17:30 every day, US, English. */
export function organizationJsonLd(ctx: SeoContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: ctx.site.name,
    url: absoluteUrl('/', ctx.origin),
    logo: absoluteUrl(ctx.site.logoUrl ?? '/favicon.svg', ctx.origin),
    ...(ctx.site.socialLinks?.length ? { sameAs: [...ctx.site.socialLinks] } : {}),
    ...(ctx.site.address ? { address: ctx.site.address } : {}),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer support',
      email: ctx.site.supportEmail,
      ...(ctx.site.supportPhone ? { telephone: ctx.site.supportPhone } : {}),
      areaServed: 'US',
      availableLanguage: 'English',
      hoursAvailable: {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: EVERY_DAY,
        opens: (ctx.site.supportHours ?? SUPPORT_HOURS).opens,
        closes: (ctx.site.supportHours ?? SUPPORT_HOURS).closes,
      },
    },
  };
}

/** The shop as a WebSite with its search (SearchAction on the search page's URL, decision 063). */
export function websiteJsonLd(ctx: SeoContext): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    name: ctx.site.name,
    url: absoluteUrl('/', ctx.origin),
    potentialAction: {
      '@type': 'SearchAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: `${absoluteUrl(SEARCH_PATH, ctx.origin)}?q={search_term_string}`,
      },
      'query-input': 'required name=search_term_string',
    },
  };
}

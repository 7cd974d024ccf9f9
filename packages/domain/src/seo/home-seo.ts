/**
 * The home page's head (title, description, canonical, the shop's JSON-LD): apart from the other pages' (page-seo.ts),
 * whose builders then load with their own routes, not with the home's first render (decision 053).
 */
import type { SeoContext, SeoInput } from './page-head.js';
import { organizationJsonLd, websiteJsonLd } from './site-ld.js';

export function homeSeo(ctx: SeoContext): SeoInput {
  return {
    title: `${ctx.site.name} | Car Subwoofers, Enclosures & Amplifiers`,
    description: ctx.site.description,
    canonical: '/',
    jsonLd: [organizationJsonLd(ctx), websiteJsonLd(ctx)],
  };
}

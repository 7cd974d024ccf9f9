import { useEffect } from 'react';
import {
  JSON_LD_ATTR,
  jsonLdIdOf,
  metaTagsOf,
  pageHead,
  type MetaTag,
  type JsonLd,
  type SeoContext,
  type SeoInput,
} from '@shop/domain';
import { SITE } from './site';

export type { SeoInput };

/**
 * The context of the domain's page builders (homeSeo, productSeo, collectionSeo...): this origin and the
 * shop's settings. The server builds the same heads into index.html (apps/api pages/page-heads.ts).
 */
export const seoContext = (): SeoContext => ({ origin: window.location.origin, site: SITE });

function upsertMeta(attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function upsertCanonical(href: string) {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** The head's meta tags of metaTagsOf (robots, Open Graph, the Twitter card), as the page left them. */
const PAGE_META = 'meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"]';

/**
 * Sets the document title, meta description, canonical link, the meta tags of metaTagsOf (robots, Open Graph,
 * the Twitter card) and the page's JSON-LD scripts (replacing those the server wrote into index.html for the
 * first page).
 */
export function useSeo(input: SeoInput): void {
  const head = pageHead(input, seoContext());
  const metaText = JSON.stringify(metaTagsOf(head));
  const jsonText = JSON.stringify(head.jsonLd);
  useEffect(() => {
    document.title = head.title;
    if (head.description) upsertMeta('name', 'description', head.description);
    if (head.canonical) upsertCanonical(head.canonical);
    else document.head.querySelector('link[rel="canonical"]')?.remove();
    document.head.querySelectorAll(PAGE_META).forEach((el) => el.remove());
    for (const { attr, key, content } of JSON.parse(metaText) as MetaTag[]) upsertMeta(attr, key, content);
    document.head.querySelectorAll(`script[${JSON_LD_ATTR}]`).forEach((el) => el.remove());
    (JSON.parse(jsonText) as JsonLd[]).forEach((item, i) => {
      const script = document.createElement('script');
      script.id = jsonLdIdOf(i);
      script.type = 'application/ld+json';
      script.setAttribute(JSON_LD_ATTR, '');
      script.textContent = JSON.stringify(item);
      document.head.appendChild(script);
    });
  }, [head.title, head.description, head.canonical, metaText, jsonText]);
}

/**
 * A page's head metadata (built by the domain's page builders, as the web builds it) as HTML for
 * index.html: title, meta description, canonical link, the meta tags of metaTagsOf (robots, Open Graph, the
 * Twitter card) and the JSON-LD scripts with
 * the ids and attribute the web's useSeo replaces, so the SPA takes them over without a duplicate. Text and
 * attributes are escaped with the domain's escapeXml (the sitemap's), which is valid HTML escaping too.
 */
import { escapeXml, JSON_LD_ATTR, jsonLdIdOf, metaTagsOf, type JsonLd, type PageHead } from '@shop/domain';

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>` and `&` as \u escapes (the same JSON), so no
 * `</script>` or `<!--` in a product name can end or change the element.
 */
export const jsonLdText = (ld: JsonLd): string =>
  JSON.stringify(ld).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

export function renderHeadHtml(head: PageHead): string {
  const tags = [`<title>${escapeXml(head.title)}</title>`];
  if (head.description) tags.push(`<meta name="description" content="${escapeXml(head.description)}">`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeXml(head.canonical)}">`);
  for (const { attr, key, content } of metaTagsOf(head))
    tags.push(`<meta ${attr}="${key}" content="${escapeXml(content)}">`);
  head.jsonLd.forEach((ld, i) =>
    tags.push(
      `<script type="application/ld+json" id="${jsonLdIdOf(i)}" ${JSON_LD_ATTR}>${jsonLdText(ld)}</script>`,
    ),
  );
  return tags.join('');
}

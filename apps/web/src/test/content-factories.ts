import { builtInPage, ContentPageSchema, DEFAULT_SITE, type ContentPageResponse } from '@shop/domain';
import { http, HttpResponse } from 'msw';

/**
 * A content page as GET /api/pages/:slug answers (decision 081). The HTML stands in for the server's render
 * (the web holds no Markdown code): the built-in page's text, each Markdown line a paragraph or an h2.
 */
export function contentPage(slug: string, overrides: Partial<ContentPageResponse> = {}): ContentPageResponse {
  const page = builtInPage(slug);
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const html = (page?.body(DEFAULT_SITE) ?? '')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => (line.startsWith('## ') ? `<h2>${escape(line.slice(3))}</h2>` : `<p>${escape(line)}</p>`))
    .join('\n');
  return ContentPageSchema.parse({
    slug,
    title: page?.title ?? slug,
    html,
    seoTitle: page?.title ?? slug,
    seoDescription: page?.seoDescription(DEFAULT_SITE) ?? '',
    updatedAt: null,
    ...overrides,
  });
}

/** The built-in pages, as a shop without edits serves them; any other slug is a 404. */
export const contentPagesHandler = http.get('/api/pages/:slug', ({ params }) => {
  const slug = String(params.slug);
  return builtInPage(slug)
    ? HttpResponse.json(contentPage(slug))
    : HttpResponse.json({ error: { code: 'NOT_FOUND', message: 'No such page' } }, { status: 404 });
});

/**
 * Markdown to the HTML a content page shows (decision 081), on the server only: markdown-it with raw HTML off
 * (a tag in the text is shown as text) and its own link check (no javascript:, vbscript:, file: or data: URL),
 * then sanitize-html with an allow-list of the tags and attributes Markdown makes, as a second wall. A page's
 * own h1 is its title, so headings in the text start at h2. Links leaving the shop get rel="noopener noreferrer".
 */
import MarkdownIt from 'markdown-it';
import sanitizeHtml from 'sanitize-html';

const markdown = new MarkdownIt({ html: false, linkify: true, typographer: false });

const HEADINGS: Record<string, string> = { h1: 'h2', h2: 'h2', h3: 'h3', h4: 'h4', h5: 'h4', h6: 'h4' };

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'strong',
    'em',
    's',
    'code',
    'pre',
    'blockquote',
    'hr',
    'br',
    'img',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel'],
    img: ['src', 'alt', 'title'],
    ol: ['start'],
    th: ['style'],
    td: ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(?:left|right|center)$/] } },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  transformTags: {
    ...Object.fromEntries(
      Object.entries(HEADINGS).map(([from, to]) => [from, sanitizeHtml.simpleTransform(to, {})]),
    ),
    a: (tagName, { rel: _rel, ...attribs }) => ({
      tagName,
      attribs: /^https?:/i.test(attribs.href ?? '') ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** The sanitized HTML of `text` (Markdown), as the storefront and the back office's preview show it. */
export function renderMarkdown(text: string): string {
  return sanitizeHtml(markdown.render(text), OPTIONS);
}

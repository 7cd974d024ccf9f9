import DOMPurify from 'dompurify';

/**
 * What the shop lets a product description hold: text structure and links. No script, no style, no picture,
 * frame, form or event handler can come through, so a description never runs code nor loads what the shop's
 * Content-Security-Policy forbids. DOMPurify (a kept allow-list sanitizer) parses it as the browser would.
 */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'small',
  'span',
  'ul',
  'ol',
  'li',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'hr',
  'a',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'caption',
];
const ALLOWED_ATTR = ['href', 'title', 'colspan', 'rowspan', 'scope'];
/** Links to the web and to mail only: no javascript:, data: or other scheme. */
const ALLOWED_URI_REGEXP = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

/** A description is HTML when it holds a tag (the product form and the CSV say it is HTML); else plain text. */
const looksLikeHtml = (text: string) => /<[a-z][\s\S]*>/i.test(text);

export function sanitizeDescription(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOWED_URI_REGEXP });
}

/** The Description section's body: sanitized HTML, or plain text in paragraphs (a blank line between). */
export function ProductDescription({ text }: { text: string }) {
  if (looksLikeHtml(text))
    return (
      <div
        className="prose-description leading-relaxed text-neutral-700 [&_a]:text-red-700 [&_a]:underline [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mb-3 [&_ul]:mb-3 [&_ul]:list-disc"
        // Sanitized above by an allow-list: the only HTML the page writes from the catalogue.
        dangerouslySetInnerHTML={{ __html: sanitizeDescription(text) }}
      />
    );
  return (
    <>
      {text.split(/\n{2,}/).map((para, i) => (
        <p key={i} className="mb-3 leading-relaxed text-neutral-700">
          {para}
        </p>
      ))}
    </>
  );
}

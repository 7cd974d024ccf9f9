/** Markdown to a content page's HTML (decision 081): what a merchant writes, and what no page may carry. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './content.markdown.js';

describe('content Markdown', () => {
  it('renders headings (h1 as h2), lists, emphasis, links and tables', () => {
    const html = renderMarkdown(
      '# Top\n\n## Shipping\n\nWe ship **fast** and _free_.\n\n- one\n- two\n\n1. first\n\n[Contact](/pages/contact-us)\n\n| a | b |\n|:--|--:|\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h2>Top</h2>');
    expect(html).toContain('<h2>Shipping</h2>');
    expect(html).toContain('<strong>fast</strong> and <em>free</em>');
    expect(html).toContain('<ul>\n<li>one</li>');
    expect(html).toContain('<ol>\n<li>first</li>');
    expect(html).toContain('<a href="/pages/contact-us">Contact</a>');
    expect(html).toContain('<td style="text-align:right">2</td>');
  });

  it('marks links that leave the shop, and keeps mailto and tel links', () => {
    const html = renderMarkdown(
      '[Affirm](https://www.affirm.com) [mail](mailto:a@b.test) [call](tel:+15550100)',
    );
    expect(html).toContain('<a href="https://www.affirm.com" rel="noopener noreferrer">Affirm</a>');
    expect(html).toContain('<a href="mailto:a@b.test">mail</a>');
    expect(html).toContain('<a href="tel:+15550100">call</a>');
  });

  it('shows raw HTML as text: script tags, event handlers, iframes', () => {
    for (const text of [
      '<script>alert(1)</script>',
      'Hi <img src=x onerror="alert(1)">',
      '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
      '<iframe src="https://evil.test"></iframe>',
      '<div onmouseover="alert(1)">hover</div>',
      '<svg onload=alert(1)>',
    ]) {
      const html = renderMarkdown(text);
      expect(html, text).not.toMatch(/<(?:script|img|iframe|div|svg)\b/i);
      expect(html, text).not.toMatch(/<a href="javascript/i);
      expect(html, text).not.toMatch(/<[^>]*\son\w+=/i);
      expect(html, text).toContain('&lt;');
    }
  });

  it('drops javascript:, vbscript: and data: links and images', () => {
    for (const text of [
      '[x](javascript:alert(1))',
      '[x](JaVaScRiPt:alert(1))',
      '[x](java\tscript:alert(1))',
      '[x](vbscript:msgbox(1))',
      '[x](data:text/html;base64,PHNjcmlwdD4=)',
      '![x](javascript:alert(1))',
      '![x](data:image/svg+xml;base64,PHN2Zz4=)',
      '<javascript:alert(1)>',
      '[x](&#106;avascript:alert(1))',
    ]) {
      const html = renderMarkdown(text);
      // Shown as text at most: never as a link or a picture.
      expect(html, text).not.toMatch(/<(?:a|img)\b/i);
    }
  });

  it('keeps images over http(s) with their alt text, and nothing that is not allowed', () => {
    expect(renderMarkdown('![Box](https://cdn.test/box.png "A box")')).toContain(
      '<img src="https://cdn.test/box.png" alt="Box" title="A box" />',
    );
    expect(renderMarkdown('`<b>`\n\n    <script>')).not.toContain('<script>');
  });
});

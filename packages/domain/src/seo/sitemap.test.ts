import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapIndexXml, buildSitemapXml, escapeXml, sitemapDate } from './sitemap.js';

describe('sitemap and robots', () => {
  it('escapes the five XML special characters and drops forbidden control characters', () => {
    expect(escapeXml(`a&b<c>d"e'f\u0001g`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;fg');
  });

  it('leaves plain text as it is, and escapes each special character however plain the rest', () => {
    const plain = 'https://shop.example/products/skar-evl-12?x=1;y=[2]#top~ \t\n\r';
    expect(escapeXml(plain)).toBe(plain);
    for (const [c, entity] of Object.entries({
      '&': '&amp;',
      '<': '&lt;',
      '>': '&gt;',
      '"': '&quot;',
      "'": '&apos;',
    }))
      expect(escapeXml(`${plain}${c}`)).toBe(`${plain}${entity}`);
    expect(escapeXml(`${plain}\u0000\u001f\uFFFE`)).toBe(plain);
    expect(escapeXml(`${plain}é\u{1F600}`)).toBe(`${plain}é\u{1F600}`);
  });

  it('builds a urlset with loc and lastmod', () => {
    const xml = buildSitemapXml([
      { loc: 'https://s.test/?a=1&b=2', lastmod: '2026-03-01' },
      { loc: 'https://s.test/x' },
    ]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://s.test/?a=1&amp;b=2</loc><lastmod>2026-03-01</lastmod></url>');
    expect(xml).toContain('<url><loc>https://s.test/x</loc></url>');
  });

  it('builds a sitemap index', () => {
    expect(buildSitemapIndexXml([{ loc: 'https://s.test/sitemap-pages.xml' }])).toContain(
      '<sitemap><loc>https://s.test/sitemap-pages.xml</loc></sitemap>',
    );
  });

  it('disallows the private paths and names the sitemap', () => {
    const robots = buildRobotsTxt('https://s.test');
    expect(robots).toContain('Disallow: /checkout\n');
    // The pages a marketing mail links to (confirm, unsubscribe) are per visitor.
    expect(robots).toContain('Disallow: /marketing\n');
    expect(robots).toContain('Disallow: /admin\n');
    expect(robots).toContain('Sitemap: https://s.test/sitemap.xml');
  });

  it('takes the date of an ISO time for lastmod', () => {
    expect(sitemapDate('2026-03-01T15:00:00.000Z')).toBe('2026-03-01');
    expect(sitemapDate('garbage')).toBeNull();
    expect(sitemapDate(null)).toBeNull();
  });
});

/** A built SPA stand-in for tests that mount it: an index.html shaped like the real one, no assets. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const FIXTURE_TITLE = 'Skar Audio | Car Subwoofers, Enclosures, Amplifiers &amp; Wiring';
export const FIXTURE_DESCRIPTION = 'Shop car audio subwoofers, enclosures and amplifiers.';

export const FIXTURE_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>${FIXTURE_TITLE}</title>
    <meta
      name="description"
      content="${FIXTURE_DESCRIPTION}"
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/** The shop's own picture (the web app's favicon.svg), previewed at /img/og/site.png. */
export const FIXTURE_FAVICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="32" height="32"><rect width="32" height="32" fill="#dc2626"/></svg>';

/** A temp folder holding the fixture index.html (and an empty assets/), for await makeApp({ webDistDir }). */
export function makeWebDist(): string {
  const dist = mkdtempSync(path.join(tmpdir(), 'shop-web-dist-'));
  mkdirSync(path.join(dist, 'assets'), { recursive: true });
  writeFileSync(path.join(dist, 'index.html'), FIXTURE_INDEX_HTML);
  writeFileSync(path.join(dist, 'favicon.svg'), FIXTURE_FAVICON);
  return dist;
}

/** What a test reads back from a served page's head. */
export function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (re: RegExp) => re.exec(head)?.[1] ?? null;
  const unescape = (text: string | null) =>
    text
      ?.replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&') ?? null;
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => unescape(m[1]!)),
    descriptions: [...head.matchAll(/<meta\s+name="description"\s+content="([^"]*)"/g)].map((m) =>
      unescape(m[1]!),
    ),
    canonical: unescape(attr(/<link rel="canonical" href="([^"]*)">/)),
    og: (property: string) => unescape(attr(new RegExp(`<meta property="${property}" content="([^"]*)">`))),
    meta: (name: string) => unescape(attr(new RegExp(`<meta name="${name}" content="([^"]*)">`))),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>([^<]*)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    ),
    raw: head,
  };
}

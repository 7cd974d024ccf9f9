/**
 * Serves the built SPA: long-cached hashed assets, index.html revalidated by its ETag (a signed-in
 * visitor's never stored), history fallback for GETs.
 * The files are served from memory (lib/static-assets.ts), compressed by the build. index.html carries the
 * route chunk's preloads, the page's first API answers made in-process (pages/page-data.ts) and preload
 * hints for what could not be embedded (pages/page-hints.ts). The head carries the page's own title,
 * description, canonical, Open Graph and JSON-LD (pages/page-heads.ts), and an unknown product, collection
 * or content page is answered with status 404 (its first answers are only the layout's and the visitor's).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeXml, LAYOUT_READS, VISITOR_READS } from '@shop/domain';
import type { Express, Request, Response } from 'express';
import { SESSION_COOKIE } from '../modules/auth/auth.tokens.js';
import type { PageHeadAnswer } from './page-heads.js';
import { renderHeadHtml } from './head-html.js';
import { bootDataScript, type PageAnswers } from './page-data.js';
import {
  createModulePreloadLinks,
  pageReadsOf,
  readPreloadLinks,
  requestTarget,
  type ViteManifest,
} from './page-hints.js';
import { holdsEtag, weakEtagOf } from '../lib/etag.js';
import { withStyleSource } from '../lib/security-headers.js';
import { loadStaticAssets, type StaticAssets } from '../lib/static-assets.js';

/** What a request's page gets besides index.html; none given: index.html's own head, 200, no answers. */
export type PageSource = {
  /** The page's head and status. */
  headOf: (req: Request) => Promise<PageHeadAnswer>;
  /** The answers of `reads` for the request's visitor that the API would give with a 200, by URL. */
  answersOf: (req: Request, reads: readonly string[]) => Promise<PageAnswers>;
  /** The shop's name, accent colour and favicon as the settings say now (decision 080); none: the build's. */
  shopOf?: () => Promise<ShopHead>;
};

/**
 * What index.html takes from the settings: the name (title, painted header), the accent's CSS (`theme`, a
 * style element, and `styleHash`, its text's CSP source), the favicon, and the storefront's settings as JSON
 * (`data`, read by the web's layout).
 */
export type ShopHead = {
  name: string;
  theme: string;
  styleHash: string | null;
  favicon: string | null;
  data: string;
};

const NO_PAGE_SOURCE: PageSource = {
  headOf: () => Promise.resolve({ status: 200, head: null }),
  answersOf: () => Promise.resolve({ texts: new Map(), etags: new Map() }),
};

const TITLE = /<title>[\s\S]*?<\/title>\s*/;
const ICON = /<link rel="icon"[^>]*>/;
/** The name painted in index.html's header before the JS runs, between its markers. */
const SHELL_NAME = /<!--shop-name-->[\s\S]*?<!--\/shop-name-->/;

/** The shop's name as the painted header draws it: the first word in the accent, the rest in white. */
const shellWordmark = (name: string): string => {
  const [first = '', ...rest] = name.split(' ');
  const tail = rest.length ? `<span class="text-white"> ${escapeXml(rest.join(' '))}</span>` : '';
  return `<!--shop-name--><span class="text-red-600">${escapeXml(first)}</span>${tail}<!--/shop-name-->`;
};

/**
 * index.html's parts with the settings' name, theme and favicon: the build's name (its title's first part)
 * becomes the shop's in the default head and the painted header.
 */
function withShop(
  template: { before: string; after: string; defaults: string },
  body: string,
  shop: ShopHead | null,
) {
  if (!shop) return { ...template, body, theme: '', data: '' };
  const buildName = /<title>([^|<]*?)\s*\|/.exec(template.defaults)?.[1];
  return {
    before: template.before,
    after: shop.favicon ? template.after.replace(ICON, shop.favicon) : template.after,
    defaults: buildName ? template.defaults.split(buildName).join(escapeXml(shop.name)) : template.defaults,
    body: body.replace(SHELL_NAME, shellWordmark(shop.name)),
    theme: shop.theme,
    data: shop.data,
  };
}
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>\s*/;

/**
 * index.html's head without its own title and description (`defaults`), cut where the title was: a page
 * with a head of its own writes it there, any other page the defaults.
 */
function headTemplate(head: string): { before: string; after: string; defaults: string } {
  const title = TITLE.exec(head);
  if (!title) return { before: head, after: '', defaults: '' };
  const before = head.slice(0, title.index);
  const rest = head.slice(title.index + title[0].length);
  const description = DESCRIPTION.exec(rest);
  const after = description ? rest.replace(DESCRIPTION, '') : rest;
  return { before, after, defaults: `${title[0]}${description?.[0] ?? ''}` };
}

export function mountSpa(
  app: Express,
  distDir: string,
  assets: StaticAssets = loadStaticAssets(distDir),
  source: PageSource = NO_PAGE_SOURCE,
): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // index.html around its insertion points: the page's head where its title was, the hints before </head>,
  // the answers before </body>.
  const [head, afterHead] = splitBefore(indexHtml, '</head>');
  const built = headTemplate(head);
  const [builtBody, afterBody] = splitBefore(afterHead, '</body>');
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : null;
  const moduleLinks = createModulePreloadLinks(manifest, indexHtml);
  // The stylesheet as a Link header: its request starts with the response, before the HTML is parsed,
  // so that the static header shell of index.html paints while the scripts still load.
  const styleLinks = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)]
    .map((m) => `<${m[1]}>; rel=preload; as=style; crossorigin`)
    .join(', ');
  app.use((req, res, next) => {
    if (!assets.serve(req, res)) next();
  });
  // What a page's tag stands for besides its own parts: this build's index.html and manifest.
  const build = weakEtagOf(`${indexHtml}\0${JSON.stringify(manifest)}`);
  app.use(async (req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    )
      return next();
    // The embedded answers are the visitor's own (the cart, a dealer's prices): no shared cache keeps the
    // page, and a signed-in visitor's (their name and email) is not stored at all, like the session answer.
    const signedIn = req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
    // A target that is no URL (an absolute-form request line with a bad port) gets index.html as it is.
    const target = requestTarget(req.originalUrl);
    // Before anything is written: the status (an unknown page is a 404) and the page's own head.
    let page: PageHeadAnswer = { status: 200, head: null };
    try {
      if (target) page = await source.headOf(req);
    } catch (err) {
      // The page still renders (it reads its data itself); only its head falls back to the defaults.
      req.log?.error({ err }, 'page head failed');
    }
    let shop: ShopHead | null = null;
    try {
      shop = (await source.shopOf?.()) ?? null;
    } catch (err) {
      req.log?.error({ err }, 'shop settings failed');
    }
    const { body, theme, data, ...template } = withShop(built, builtBody, shop);
    // The strict CSP lets the theme's own element apply (style-src 'self' and its hash), nothing else inline.
    const csp = res.getHeader('Content-Security-Policy');
    if (shop?.styleHash && typeof csp === 'string')
      res.setHeader('Content-Security-Policy', withStyleSource(csp, shop.styleHash));
    res.status(page.status);
    res.setHeader('Cache-Control', signedIn ? 'private, no-store' : 'private, no-cache');
    // The page embeds the visitor's own answers (their cart, their prices), which their cookies name.
    res.setHeader('Vary', 'Accept-Encoding, Cookie');
    if (styleLinks) res.setHeader('Link', styleLinks);
    res.type('html');
    const pageHead = `${page.head ? renderHeadHtml(page.head) : template.defaults}${theme}`;
    if (!target) {
      // index.html as built: the web reads the settings itself.
      const html = `${built.before}${built.defaults}${built.after}${builtBody}${afterBody}`;
      return void sendPage(req, res, () => html, signedIn ? null : weakEtagOf(html));
    }
    // A page that does not exist reads no data of its own: the not-found page shows only the layout.
    const reads = [...VISITOR_READS, ...(page.status === 404 ? LAYOUT_READS : pageReadsOf(target))];
    const { texts, etags } = await source.answersOf(req, reads);
    const modules = moduleLinks(target);
    const preloads = readPreloadLinks(target, texts);
    // The page's bytes follow from these parts (index.html is the build's): its tag is made of them, each
    // cached answer by its entry's ETag, not by hashing its text again (decision 077).
    const etag = signedIn
      ? null
      : weakEtagOf(
          [
            build,
            page.status,
            pageHead,
            template.after,
            body,
            data,
            modules,
            preloads,
            ...[...texts].flatMap(([url, text]) => [url, etags.get(url) ?? text]),
          ].join('\0'),
        );
    sendPage(
      req,
      res,
      () =>
        `${template.before}${pageHead}${template.after}${modules}${body}` +
        `${preloads}${data}${bootDataScript(texts)}${afterBody}`,
      etag,
    );
  });
  return true;
}

/**
 * The page, or a 304 to a visitor who holds its tag (the page is then not even put together). An anonymous
 * visitor's page carries its tag; a signed-in one's none (`etag` null: it is never stored). A HEAD gets the
 * GET's headers. See docs/decisions/077.
 */
function sendPage(req: Request, res: Response, html: () => string, etag: string | null): void {
  if (etag !== null) {
    res.setHeader('ETag', etag);
    if (res.statusCode === 200 && holdsEtag(req, etag)) {
      res.removeHeader('Content-Type');
      res.status(304).end();
      return;
    }
  }
  const text = html();
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** `html` cut just before `marker` (or at its end when it has none). */
function splitBefore(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  return at === -1 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

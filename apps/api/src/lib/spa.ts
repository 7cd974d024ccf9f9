/**
 * Serves the built SPA: long-cached hashed assets, index.html never cached, history fallback for GETs.
 * The files are served from memory (lib/static-assets.ts), compressed by the build;
 * index.html goes out in two parts: at once its head (with the route chunk's preloads) and the static shell,
 * so that the stylesheet and scripts start loading and the shell paints; then, once read, the page's first
 * API answers (lib/page-data.ts) with preload hints for what could not be embedded (lib/page-hints.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { SESSION_COOKIE } from '../modules/auth/auth.tokens.js';
import { bootDataScript, readPageAnswers } from './page-data.js';
import {
  createModulePreloadLinks,
  pageReadsOf,
  readPreloadLinks,
  VISITOR_READS,
  type ViteManifest,
} from './page-hints.js';
import { loadStaticAssets, type StaticAssets } from './static-assets.js';

export function mountSpa(
  app: Express,
  distDir: string,
  assets: StaticAssets = loadStaticAssets(distDir),
): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  // index.html around its insertion points: the hints go before </head>, the answers before </body>.
  const [head, afterHead] = splitBefore(indexHtml, '</head>');
  const [body, afterBody] = splitBefore(afterHead, '</body>');
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
    res.setHeader('Cache-Control', signedIn ? 'private, no-store' : 'private, no-cache');
    if (styleLinks) res.setHeader('Link', styleLinks);
    res.type('html');
    if (req.method === 'HEAD') return void res.end();
    const url = req.originalUrl;
    res.write(`${head}${moduleLinks(url)}${body}`);
    (res as { flush?: () => void }).flush?.(); // past the compression middleware's buffer
    const answers = await readPageAnswers(req, [...VISITOR_READS, ...pageReadsOf(url)]);
    res.end(`${readPreloadLinks(url, answers)}${bootDataScript(answers)}${afterBody}`);
  });
  return true;
}

/** `html` cut just before `marker` (or at its end when it has none). */
function splitBefore(html: string, marker: string): [string, string] {
  const at = html.indexOf(marker);
  return at === -1 ? [html, ''] : [html.slice(0, at), html.slice(at)];
}

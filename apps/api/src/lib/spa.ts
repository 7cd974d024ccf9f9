/**
 * Serves the built SPA: long-cached hashed assets, index.html never cached, history fallback for GETs.
 * The files are served from memory (lib/static-assets.ts), compressed by the build;
 * index.html goes out with preload hints for the API reads of the page asked for (lib/page-hints.ts).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import { createPreloadLinks, type ViteManifest } from './page-hints.js';
import { loadStaticAssets, type StaticAssets } from './static-assets.js';

export function mountSpa(
  app: Express,
  distDir: string,
  assets: StaticAssets = loadStaticAssets(distDir),
): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const [head, tail] = indexHtml.split('</head>', 2) as [string, string?];
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : null;
  const preloadLinks = createPreloadLinks(manifest, indexHtml);
  // The stylesheet as a Link header: its request starts with the response, before the HTML is parsed,
  // so that the static header shell of index.html paints while the scripts still load.
  const styleLinks = [...indexHtml.matchAll(/<link rel="stylesheet"[^>]*href="([^"]+)"/g)]
    .map((m) => `<${m[1]}>; rel=preload; as=style; crossorigin`)
    .join(', ');
  app.use((req, res, next) => {
    if (!assets.serve(req, res)) next();
  });
  app.use((req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    )
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    if (styleLinks) res.setHeader('Link', styleLinks);
    res
      .type('html')
      .send(tail === undefined ? head : `${head}${preloadLinks(req.originalUrl)}</head>${tail}`);
  });
  return true;
}

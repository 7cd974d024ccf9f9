/**
 * Serves the built SPA: long-cached hashed assets, index.html never cached, history fallback for GETs.
 * Text assets go out as the brotli or gzip copies the build wrote beside them (scripts/compress-dist.mjs);
 * index.html goes out with preload hints for the API reads of the page asked for (lib/page-hints.ts).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import { createPreloadLinks, type ViteManifest } from './page-hints.js';
import { pickEncoding } from './response-cache.js';

/** Relative paths ('/assets/x.js') that have a .br and a .gz copy in the dist folder. */
function precompressedFiles(distDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue; // .vite/manifest.json is for the server only
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) walk(file);
      else if (name.endsWith('.br') && existsSync(file.slice(0, -3) + '.gz')) {
        found.add('/' + path.relative(distDir, file.slice(0, -3)).split(path.sep).join('/'));
      }
    }
  };
  walk(distDir);
  return found;
}

const cacheControlOf = (distDir: string, file: string): string =>
  file.startsWith(path.join(distDir, 'assets') + path.sep)
    ? 'public, max-age=31536000, immutable'
    : 'no-cache';

function servePrecompressed(distDir: string): RequestHandler {
  const files = precompressedFiles(distDir);
  return (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !files.has(req.path)) return next();
    const encoding = pickEncoding(req.headers['accept-encoding']);
    res.vary('Accept-Encoding');
    if (!encoding) return next();
    const original = path.join(distDir, req.path);
    res.type(path.extname(original));
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Cache-Control', cacheControlOf(distDir, original));
    res.sendFile(`${original}.${encoding === 'br' ? 'br' : 'gz'}`, { cacheControl: false }, (err) => {
      if (err) next(err);
    });
  };
}

export function mountSpa(app: Express, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const [head, tail] = indexHtml.split('</head>', 2) as [string, string?];
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = existsSync(manifestFile)
    ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as ViteManifest)
    : null;
  const preloadLinks = createPreloadLinks(manifest, indexHtml);
  app.use(servePrecompressed(distDir));
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => res.setHeader('Cache-Control', cacheControlOf(distDir, file)),
    }),
  );
  app.use((req, res, next) => {
    if (
      (req.method !== 'GET' && req.method !== 'HEAD') ||
      req.path === '/api' ||
      req.path.startsWith('/api/')
    )
      return next();
    res.setHeader('Cache-Control', 'no-cache');
    res
      .type('html')
      .send(tail === undefined ? head : `${head}${preloadLinks(req.originalUrl)}</head>${tail}`);
  });
  return true;
}

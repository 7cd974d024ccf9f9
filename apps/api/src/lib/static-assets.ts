/**
 * The built SPA's files, held in memory with their brotli and gzip copies (scripts/compress-dist.mjs) and
 * ETags: hashed assets are cached for a year, the rest revalidate. `serve` answers a GET or HEAD for one
 * of them on a plain node response (the Express middleware in pages/spa.ts and the server's fast path share
 * it) and returns false for anything else. index.html is not among them: pages/spa.ts serves it with hints.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { holdsEtag, weakEtagOf } from './etag.js';
import { pickEncoding } from './response-cache.js';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

type Asset = {
  type: string;
  cacheControl: string;
  etag: string;
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
};

export type StaticAssets = {
  /** Writes the file asked for and returns true, or returns false when the request is not for one. */
  serve(req: IncomingMessage, res: ServerResponse): boolean;
  readonly size: number;
};

const optional = (file: string): Buffer | undefined => (existsSync(file) ? readFileSync(file) : undefined);

export function loadStaticAssets(distDir: string): StaticAssets {
  const assets = new Map<string, Asset>();
  const assetsDir = path.join(distDir, 'assets') + path.sep;
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      if (name.startsWith('.')) continue; // .vite/manifest.json is for the server only
      const file = path.join(dir, name);
      if (statSync(file).isDirectory()) {
        walk(file);
        continue;
      }
      const type = TYPES[path.extname(name)];
      if (!type || name === 'index.html') continue;
      const body = readFileSync(file);
      assets.set('/' + path.relative(distDir, file).split(path.sep).join('/'), {
        type,
        cacheControl: file.startsWith(assetsDir) ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag: weakEtagOf(body),
        body,
        br: optional(`${file}.br`),
        gzip: optional(`${file}.gz`),
      });
    }
  };
  if (existsSync(distDir)) walk(distDir);

  return {
    size: assets.size,
    serve(req, res) {
      if (req.method !== 'GET' && req.method !== 'HEAD') return false;
      const url = req.url ?? '';
      const query = url.indexOf('?');
      const asset = assets.get(query === -1 ? url : url.slice(0, query));
      if (!asset) return false;
      res.setHeader('Content-Type', asset.type);
      res.setHeader('Cache-Control', asset.cacheControl);
      res.setHeader('ETag', asset.etag);
      if (asset.br || asset.gzip) res.setHeader('Vary', 'Accept-Encoding');
      if (holdsEtag(req, asset.etag)) {
        res.statusCode = 304;
        res.end();
        return true;
      }
      const encoding = asset.br || asset.gzip ? pickEncoding(req.headers['accept-encoding']) : null;
      const encoded = encoding === 'br' ? asset.br : encoding === 'gzip' ? asset.gzip : undefined;
      if (encoded) res.setHeader('Content-Encoding', encoding!);
      const body = encoded ?? asset.body;
      res.statusCode = 200;
      res.setHeader('Content-Length', body.length);
      res.end(req.method === 'HEAD' ? undefined : body);
      return true;
    },
  };
}

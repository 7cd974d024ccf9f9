/** Serves the built SPA: long-cached hashed assets, index.html never cached, history fallback for GETs. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';

export function mountSpa(app: Express, distDir: string): boolean {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) return false;
  app.use(
    express.static(distDir, {
      index: false,
      setHeaders: (res, file) => {
        const assets = file.startsWith(path.join(distDir, 'assets') + path.sep);
        res.setHeader('Cache-Control', assets ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
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
    res.sendFile(indexFile);
  });
  return true;
}

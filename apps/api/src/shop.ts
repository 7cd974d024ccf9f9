/**
 * The shop as the server runs it: the app behind a node-level front that answers, without Express, the
 * built SPA's files (from memory) and cached anonymous catalogue reads (pages/fast-path.ts). Everything
 * else, and every cache miss, goes to the app. See docs/decisions/023.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { cacheContext, cacheOf, createApp, type AppDeps } from './app.js';
import { createFastPath } from './pages/fast-path.js';
import { createLogger } from './lib/logger.js';
import { fixedSecurityHeaders } from './lib/security-headers.js';
import { loadStaticAssets } from './lib/static-assets.js';
import { passwordHasherOf } from './lib/password-hasher.js';
import { createSalesRepo } from './modules/sales/sales.repo.js';
import { createSalesService } from './modules/sales/sales.service.js';

export type Shop = {
  app: Express;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** Ends what outlives the requests (bcrypt's worker threads); the database stays the caller's. */
  close: () => Promise<void>;
};

export function createShop(deps: AppDeps): Shop {
  const { config } = deps;
  const production = config.nodeEnv === 'production';
  const cache = deps.responseCache ?? cacheOf(config);
  const assets = deps.staticAssets ?? loadStaticAssets(config.webDistDir);
  const passwordHasher = deps.passwordHasher ?? passwordHasherOf(config);
  const app = createApp({ ...deps, responseCache: cache, staticAssets: assets, passwordHasher });
  const headers = fixedSecurityHeaders(production);

  // A test that injects its own viewer gets no fast path: the fast path knows only the session cookie.
  const fastPath =
    cache.enabled && !deps.resolveViewer
      ? createFastPath({
          cache,
          anonymousContext: activeSaleContext(deps),
          headers,
          secure: production,
          logger: deps.logger ?? createLogger(config.logLevel),
          corsConfigured: config.corsOrigins.length > 0,
        })
      : () => false;

  return {
    app,
    handle: (req, res) => {
      if (req.url?.startsWith('/api/')) {
        if (fastPath(req, res)) return;
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        for (const [name, value] of headers) res.setHeader(name, value);
        if (assets.serve(req, res)) return;
      }
      app(req, res);
    },
    close: () => passwordHasher.close(),
  };
}

/** The cache context of an anonymous viewer; the active sale is read at most once a second. */
function activeSaleContext(deps: AppDeps): () => string {
  const sales = createSalesService(createSalesRepo(deps.db), deps.clock);
  let context = { value: '', until: 0 };
  return () => {
    const now = performance.now();
    if (now >= context.until) context = { value: cacheContext(false, sales.activeSale()), until: now + 1000 };
    return context.value;
  };
}

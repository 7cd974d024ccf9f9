/**
 * createApp(deps): the whole HTTP app without listening, so that tests run it on their own database and clock.
 * The composition root (decision 069, "The module contract"): the shared infrastructure, then every module of
 * route-tables.ts SHOP_MODULES built with its dependencies, then the request pipeline with the modules' routers
 * mounted stage by stage.
 */
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import type { SaleSetting } from '@shop/domain';
import express, { type Express, type RequestHandler, type Router } from 'express';
import type { Config } from './config.js';
import { localChangeFeed, type ChangeFeed } from './db/change-feed.js';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { apiNotFound, createErrorHandler } from './lib/error-handler.js';
import { createLogger, type Logger } from './lib/logger.js';
import { marketingErrorHandler } from './lib/marketing-http.js';
import { passwordHasherOf, type PasswordHasher } from './lib/password-hasher.js';
import type { PaymentProvider } from './lib/payment-provider.js';
import { paymentProviderOf } from './lib/payment-provider-of.js';
import { createRateLimits } from './lib/rate-limit.js';
import { checkOrigin, requireJsonBody } from './lib/request-guards.js';
import { requestLog as createRequestLog } from './lib/request-log.js';
import {
  clearCacheOnWrites,
  cacheResponses,
  createResponseCache,
  type ResponseCache,
} from './lib/response-cache.js';
import type { RouteTable } from './lib/route-table.js';
import { securityHeaders } from './lib/security-headers.js';
import { bodyTypesOf, mountStage, type ModuleInfra, type Stage } from './lib/shop-module.js';
import type { StaticAssets } from './lib/static-assets.js';
import { viewerOf, type ResolveViewer } from './lib/viewer.js';
import { createAdminGuard } from './modules/admin/admin.auth.js';
import { visitorCookies } from './modules/analytics/analytics.cookies.js';
import { createAuthRepo } from './modules/auth/auth.repo.js';
import { createSessionViewer } from './modules/auth/auth.session.js';
import type { PushDelivery } from './modules/marketing/admin.subscribers.routes.js';
import { buildModules } from './app-modules.js';
import { createPageSource } from './pages/page-source.js';
import { mountSpa } from './pages/spa.js';
import { SHOP_MODULES } from './route-tables.js';

export type AppDeps = {
  /** The store's query connection (db/database.ts): SQLite or PostgreSQL. */
  db: Db;
  /** The catalogue reads' connections (db/database.ts Store.readDb); `db` when not given. */
  readDb?: Db;
  clock: Clock;
  config: Config;
  /** Who is asking (pricing depends on it); defaults to the session cookie (modules/auth). */
  resolveViewer?: ResolveViewer;
  logger?: Logger;
  /** Card payments; defaults to config.paymentProvider's (the built-in test provider: public test card behaviour). */
  paymentProvider?: PaymentProvider;
  /** Serialized catalogue reads; made from the config when not given (createShop shares one with the fast path). */
  responseCache?: ResponseCache;
  /** The built SPA's files; loaded from config.webDistDir when not given. */
  staticAssets?: StaticAssets;
  /** bcrypt's worker threads; made from the config when not given (createShop ends them on close). */
  passwordHasher?: PasswordHasher;
  /** Tells the other nodes what changed (db/change-feed.ts); this process only when not given. */
  changes?: ChangeFeed;
  /** How the back office sends web push; the store's VAPID keys and DNS when not given (tests fake it). */
  push?: PushDelivery;
};

/** What a cacheable catalogue answer depends on besides its URL: the viewer kind and the active sale. */
export const cacheContext = (isDealer: boolean, sale: SaleSetting | null): string =>
  `${isDealer ? 'dealer' : 'retail'}|${sale ? `${sale.name}@${sale.saleExpiresAt}` : '-'}`;

export const cacheOf = (config: Config): ResponseCache =>
  createResponseCache({ maxEntries: config.responseCacheEntries, ttlMs: config.responseCacheTtlMs });

export const JSON_BODY_LIMIT = '100kb';

export function createApp(deps: AppDeps): Express {
  const { db, clock, config } = deps;
  const production = config.nodeEnv === 'production';
  const infra: ModuleInfra = {
    db,
    readDb: deps.readDb ?? db,
    clock,
    changes: deps.changes ?? localChangeFeed(),
    logger: deps.logger ?? createLogger(config.logLevel),
    // The app's rate limiters: shared by the nodes on PostgreSQL, this process's own on SQLite.
    rateLimits: createRateLimits(db),
    production,
  };
  const { changes, logger, rateLimits } = infra;
  const authRepo = createAuthRepo(db);
  const resolveViewer =
    deps.resolveViewer ?? createSessionViewer({ repo: authRepo, clock, secret: config.jwtSecret });
  // One provider for checkout and the back office's refunds.
  const payments = deps.paymentProvider ?? paymentProviderOf(config);
  const cache = deps.responseCache ?? cacheOf(config);
  // The back office: each area's admin router behind the shell's one guard (modules/admin; decisions 043, 069).
  const guard = createAdminGuard({
    db,
    clock,
    secret: config.jwtSecret,
    rateLimits,
    keyRateLimit: config.adminKeyRateLimit,
  });

  // The modules of route-tables.ts, each given its dependencies (app-modules.ts).
  const hasher = deps.passwordHasher ?? passwordHasherOf(config);
  const built = buildModules({
    ...infra,
    config,
    guard,
    authRepo,
    resolveViewer,
    payments,
    hasher,
    push: deps.push,
  });
  const { settings, sales, catalog, vehicles, search, menu, content, home, cart, auth } = built;
  settings.service.settings
    .warm()
    .catch((err: unknown) => logger.error({ err }, 'reading the settings failed'));
  const mount = (stage: Stage, use: (table: RouteTable, router: Router) => void) =>
    mountStage(SHOP_MODULES, built, stage, production, use);

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  // The client address (rate limits) from X-Forwarded-For only as far as TRUST_PROXY trusts the proxies.
  app.set('trust proxy', config.trustProxy);

  // Stripe's browser library, only for a shop that takes payments through it (decision 074).
  const stripeCsp = (deps.paymentProvider?.name ?? config.paymentProvider) === 'stripe';
  app.use(securityHeaders(production, { stripe: stripeCsp }));
  // JSON and text answers over 1 KB, gzip or brotli; cached reads and built assets come compressed already.
  const compress = compression({ threshold: 1024 });
  app.use(compress);
  const requestLog = createRequestLog(app, logger, {
    ignore: (req) => req.url === '/api/health' || (req.url?.startsWith('/img/') ?? false),
  });
  app.use(requestLog);
  if (config.corsOrigins.length > 0) app.use('/api', cors({ origin: config.corsOrigins, credentials: true }));
  // Every state-changing /api call: allowed Origin only (403), JSON bodies only (415) but for the other types
  // a module's routes take (its bodyTypes: uploads, CSV, RFC 8058's one-click form), before parsing.
  app.use(
    '/api',
    checkOrigin(config.corsOrigins),
    requireJsonBody({ extraTypesByPath: bodyTypesOf(SHOP_MODULES) }),
  );
  // Payment webhooks read their body raw (signature), so they are routed before the JSON parser (decision 074).
  const rawBodyRoutes = express.Router();
  mount('raw', (_table, router) => rawBodyRoutes.use(router));
  app.use('/api', rawBodyRoutes);
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // The marketing and push calls answer {status: 'error', ...} also when a guard or the parser refuses.
  app.use('/api/marketing', marketingErrorHandler);
  const parseCookies = cookieParser();
  app.use(parseCookies);
  // Link previews, the stored pictures and review photos, the development outbox (never in production).
  mount('files', (table, router) => app.use(table.mount, router));

  const api = express.Router();
  const resolveViewerStep: RequestHandler = async (req, res, next) => {
    res.locals.viewer = await resolveViewer(req);
    next();
  };
  api.use(resolveViewerStep);
  const visitors = visitorCookies({ secure: production });
  api.use(visitors);
  // A write that changes catalogue answers empties this node's cache at once and every other node's through
  // the store's change feed (LISTEN/NOTIFY on PostgreSQL). An order or a review publishes 'answers': the
  // node's copies of the sales and product extras stay (db/change-feed.ts), and the cache's entries are
  // retired, sent for up to a second while their keys' new answers are computed (lib/response-cache.ts).
  changes.subscribe('catalog', () => cache.clear());
  changes.subscribe('answers', () => cache.retire());
  api.use(clearCacheOnWrites(cache, undefined, () => changes.publish('answers')));
  const cacheStep = cacheResponses(cache, async (res) =>
    cacheContext(viewerOf(res).isDealer, await sales.service.activeSale()),
  );
  api.use(cacheStep);
  // Every module's storefront routers, then each area's back-office router behind the shell's one guard.
  mount('api', (_table, router) => api.use(router));
  mount('admin', (_table, router) => api.use(router));
  api.use(apiNotFound);
  app.use('/api', api);

  // Sitemaps and robots.txt.
  mount('site', (table, router) => (table.mount ? app.use(table.mount, router) : app.use(router)));
  // index.html's head and first answers, in-process from the same services and response cache (pages/).
  const pages = createPageSource({
    catalog: catalog.service.catalog,
    vehicles: vehicles.service,
    search: search.service,
    menu: menu.service,
    content: content.service,
    home: home.service,
    sales: sales.service,
    cart: cart.service.cart,
    auth: auth.service,
    cache,
    resolveViewer,
    contextOf: async (viewer) => cacheContext(viewer.isDealer, await sales.service.activeSale()),
    settings: settings.service.settings,
    publicUrl: config.publicUrl,
  });
  mountSpa(app, config.webDistDir, deps.staticAssets, pages);
  app.use(apiNotFound);
  const errors = createErrorHandler(logger);
  app.use(errors);
  return app;
}

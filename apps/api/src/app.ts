/** createApp(deps): the whole HTTP app without listening, so that tests run it on their own database and clock. */
import compression from 'compression';
import cookieParser from 'cookie-parser';
import cors from 'cors';
import { defaultShopSettings, PICTURE_UPLOAD_PATHS, siteOfSettings, type SaleSetting } from '@shop/domain';
import express, { type Express, type RequestHandler } from 'express';
import type { Config } from './config.js';
import { localChangeFeed, type ChangeFeed } from './db/change-feed.js';
import type { Db } from './db/database.js';
import type { Clock } from './lib/clock.js';
import { apiNotFound, createErrorHandler } from './lib/error-handler.js';
import { createLogger, type Logger } from './lib/logger.js';
import { checkOrigin, requireJsonBody } from './lib/request-guards.js';
import { requestLog as createRequestLog } from './lib/request-log.js';
import {
  clearCacheOnWrites,
  cacheResponses,
  createResponseCache,
  type ResponseCache,
} from './lib/response-cache.js';
import { passwordHasherOf, type PasswordHasher } from './lib/password-hasher.js';
import { createRateLimits } from './lib/rate-limit.js';
import { securityHeaders } from './lib/security-headers.js';
import { mountSpa } from './pages/spa.js';
import type { StaticAssets } from './lib/static-assets.js';
import { viewerOf, type ResolveViewer } from './lib/viewer.js';
import { createAccountRepo } from './modules/account/account.repo.js';
import { accountRoutes } from './modules/account/account.routes.js';
import { createAccountService } from './modules/account/account.service.js';
import { createAuthRepo } from './modules/auth/auth.repo.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { createSessionViewer } from './modules/auth/auth.session.js';
import { createDealersRepo } from './modules/dealers/dealers.repo.js';
import { dealersRoutes } from './modules/dealers/dealers.routes.js';
import { catalogRoutes } from './modules/catalog/catalog.routes.js';
import { createMailQueue } from './modules/mail/mail.queue.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH, unsubscribeUrls } from './modules/marketing/marketing.links.js';
import { createAccountLinks } from './modules/auth/auth.links.js';
import { createAdminGuard } from './modules/admin/admin.auth.js';
import { adminProductsRoutes } from './modules/catalog/admin.products.routes.js';
import { createAdminProductsRepo } from './modules/catalog/admin.products.repo.js';
import { knownProduct } from './modules/catalog/admin.collections.js';
import {
  ADMIN_CATALOG_IMPORT_PATH,
  adminCatalogCsvRoutes,
} from './modules/catalog/admin.catalog-csv.routes.js';
import { ADMIN_PRODUCT_IMAGES_PATH, adminImagesRoutes } from './modules/images/admin.images.routes.js';
import { adminPicturesRoutes } from './modules/images/admin.pictures.routes.js';
import { adminApiKeysRoutes } from './modules/api-keys/admin.api-keys.routes.js';
import { ADMIN_STOCK_IMPORT_PATH, adminStockRoutes } from './modules/catalog/admin.stock.routes.js';
import { adminSalesRoutes } from './modules/sales/admin.sales.routes.js';
import { adminReviewsRoutes } from './modules/reviews/admin.reviews.routes.js';
import { adminCollectionsRoutes } from './modules/catalog/admin.collections.routes.js';
import { adminMenuRoutes } from './modules/menu/admin.menu.routes.js';
import { adminHomeRoutes } from './modules/home/admin.home.routes.js';
import { homeRoutes } from './modules/home/home.routes.js';
import { createHomeRepo } from './modules/home/home.repo.js';
import { createHomeService } from './modules/home/home.service.js';
import { storedSrcsetOf } from './modules/images/admin.pictures.js';
import { adminAuditRoutes } from './modules/audit/admin.audit.routes.js';
import { adminCustomersRoutes } from './modules/account/admin.customers.routes.js';
import { adminDealerApplicationsRoutes } from './modules/dealers/admin.dealer-applications.routes.js';
import { applicationsOfAccounts } from './modules/dealers/admin.dealer-applications.js';
import { adminDashboardRoutes } from './modules/dashboard/admin.dashboard.routes.js';
import { adminOrdersRoutes } from './modules/orders/admin.orders.routes.js';
import { createFulfilment } from './modules/orders/orders.fulfilment.js';
import {
  adminSubscribersRoutes,
  webPushDelivery,
  type PushDelivery,
} from './modules/marketing/admin.subscribers.routes.js';
import { dealerApplicationRoutes } from './modules/dealers/dealers.applications.js';
import { devOutboxRoutes } from './modules/mail/mail.routes.js';
import { createCatalogExtras } from './modules/catalog/catalog.extras.js';
import { createCatalogRepo } from './modules/catalog/catalog.repo.js';
import { createCatalogService } from './modules/catalog/catalog.service.js';
import { createVehicleRepo } from './modules/vehicles/vehicles.repo.js';
import { vehicleRoutes } from './modules/vehicles/vehicles.routes.js';
import { createVehicleService } from './modules/vehicles/vehicles.service.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { ogImageRoutes } from './modules/og-images/og-images.routes.js';
import { imageRoutes } from './modules/images/images.routes.js';
import { menuRoutes } from './modules/menu/menu.routes.js';
import { createMenuRepo } from './modules/menu/menu.repo.js';
import { adminContentRoutes } from './modules/content/admin.content.routes.js';
import { createContentRepo } from './modules/content/content.repo.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { createContentService } from './modules/content/content.service.js';
import { createMenuService } from './modules/menu/menu.service.js';
import { openApiRoutes } from './modules/openapi/openapi.routes.js';
import { createCartRepo } from './modules/cart/cart.repo.js';
import { cartRoutes } from './modules/cart/cart.routes.js';
import { cartCreationLimiter } from './modules/cart/cart.create-limit.js';
import { createCartService } from './modules/cart/cart.service.js';
import { createCheckoutRepo } from './modules/checkout/checkout.repo.js';
import { checkoutRoutes, paymentWebhookRoutes } from './modules/checkout/checkout.routes.js';
import { createCheckoutService } from './modules/checkout/checkout.service.js';
import type { PaymentProvider } from './lib/payment-provider.js';
import { paymentProviderOf } from './lib/payment-provider-of.js';
import { isStripeProvider } from './lib/stripe-payments.js';
import { createPaymentLifecycle } from './modules/checkout/checkout.payments.js';
import { createBuyerOrders } from './modules/orders/orders.buyer.js';
import { createOrdersRepo } from './modules/orders/orders.repo.js';
import { ordersRoutes } from './modules/orders/orders.routes.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { visitorCookies } from './modules/analytics/analytics.cookies.js';
import { createAnalyticsRepo } from './modules/analytics/analytics.repo.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { createAnalyticsService } from './modules/analytics/analytics.service.js';
import { createSearchRepo } from './modules/search/search.repo.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { createSearchService } from './modules/search/search.service.js';
import { createPageSource } from './pages/page-source.js';
import { createSeoRepo } from './modules/seo/seo.repo.js';
import { seoRoutes } from './modules/seo/seo.routes.js';
import { createSalesRepo } from './modules/sales/sales.repo.js';
import { adminTaxRoutes } from './modules/tax/admin.tax.routes.js';
import { createTableTaxCalculator } from './modules/tax/tax.calculator.js';
import { createTaxRepo } from './modules/tax/tax.repo.js';
import { taxRoutes } from './modules/tax/tax.routes.js';
import { adminWarehousesRoutes, warehousesRoutes } from './modules/catalog/warehouses.routes.js';
import { adminSettingsRoutes } from './modules/settings/admin.settings.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { createSettingsService } from './modules/settings/settings.service.js';
import { salesRoutes } from './modules/sales/sales.routes.js';
import { createSalesService } from './modules/sales/sales.service.js';
import { marketingErrorHandler } from './lib/marketing-http.js';
import { createMarketingRepo } from './modules/marketing/marketing.repo.js';
import { marketingRoutes } from './modules/marketing/marketing.routes.js';
import { createMarketingService } from './modules/marketing/marketing.service.js';
import { createPushRepo } from './modules/push/push.repo.js';
import { pushRoutes } from './modules/push/push.routes.js';
import { storedVapidKeys } from './modules/push/push.vapid.js';
import { createReviewsRepo } from './modules/reviews/reviews.repo.js';
import {
  REVIEW_PHOTO_BODY_TYPES,
  REVIEW_PHOTOS_PATH,
  reviewImageRoutes,
  reviewsRoutes,
} from './modules/reviews/reviews.routes.js';
import { createReviewsService } from './modules/reviews/reviews.service.js';
import { createPhotoAccess } from './modules/reviews/reviews.photo-access.js';
import { PRODUCTION_ROUTE_TABLES, ROUTE_TABLES } from './route-tables.js';

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
  const readDb = deps.readDb ?? db;
  const changes = deps.changes ?? localChangeFeed();
  const logger = deps.logger ?? createLogger(config.logLevel);
  const authRepo = createAuthRepo(db);
  const resolveViewer =
    deps.resolveViewer ?? createSessionViewer({ repo: authRepo, clock, secret: config.jwtSecret });
  const production = config.nodeEnv === 'production';
  // The app's rate limiters: shared by the nodes on PostgreSQL, this process's own on SQLite.
  const rateLimits = createRateLimits(db);

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
  // Every state-changing /api call: allowed Origin only (403), JSON bodies only (415), before parsing.
  app.use(
    '/api',
    checkOrigin(config.corsOrigins),
    requireJsonBody({
      extraTypesByPath: {
        [REVIEW_PHOTOS_PATH]: REVIEW_PHOTO_BODY_TYPES,
        // RFC 8058: mail clients post List-Unsubscribe=One-Click form-encoded (the body is not read).
        [ONE_CLICK_UNSUBSCRIBE_PATH]: ['application/x-www-form-urlencoded'],
        [ADMIN_STOCK_IMPORT_PATH]: ['text/csv'],
        [ADMIN_CATALOG_IMPORT_PATH]: ['text/csv'],
        // One picture and its alt text as a form (the guard wants the csrf token in x-csrf-token then).
        [ADMIN_PRODUCT_IMAGES_PATH]: ['multipart/form-data'],
        // A picture for a sale's or a collection's picture fields, as a form too (decision 058).
        [PICTURE_UPLOAD_PATHS.sales]: ['multipart/form-data'],
        [PICTURE_UPLOAD_PATHS.collections]: ['multipart/form-data'],
        [PICTURE_UPLOAD_PATHS.home]: ['multipart/form-data'],
        [PICTURE_UPLOAD_PATHS.settings]: ['multipart/form-data'],
      },
    }),
  );
  // Payment webhooks read their body raw (signature), so they are routed before the JSON parser (decision 074).
  const rawBodyRoutes = express.Router();
  app.use('/api', rawBodyRoutes);
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  // The marketing and push calls answer {status: 'error', ...} also when a guard or the parser refuses.
  app.use('/api/marketing', marketingErrorHandler);
  const parseCookies = cookieParser();
  app.use(parseCookies);

  const reviews = createReviewsService({ db, repo: createReviewsRepo(db), clock, changes });
  // The shop's identity, shipping rules and order address (decision 080): the environment's name, contact
  // and SHOP_ORDER_EMAIL are only the first values; the merchant changes them in /admin/settings.
  const settingsDefaults = defaultShopSettings(config.site, config.shopOrderEmail);
  const settings = createSettingsService({ db, changes, defaults: settingsDefaults });
  settings.warm().catch((err: unknown) => logger.error({ err }, 'reading the settings failed'));
  const siteNow = () => siteOfSettings(settings.current());
  // Link previews (decision 063) before the stored pictures: /img/og/... is none of theirs. The shop's own
  // picture is the merchant's logo when one is uploaded (decision 080).
  app.use(
    '/img/og',
    ogImageRoutes(db, {
      webDistDir: config.webDistDir,
      siteLogo: async () => (await settings.read()).identity.logo_url,
    }),
  );
  // A review's photos only while it is published, and briefly cached (decision 061).
  const photoAccess = createPhotoAccess(resolveViewer);
  app.use('/img', reviewImageRoutes(reviews, photoAccess));
  app.use(
    '/img',
    imageRoutes(db, {
      reviewPhotoCaching: async (req, reviewId) => photoAccess(req, await reviews.reviewState(reviewId)),
    }),
  );
  // What the shop sent, for a developer without an SMTP server; never in production.
  if (!production) app.use('/dev/outbox', devOutboxRoutes(db, config.mail.outboxDir));

  const api = express.Router();
  const resolveViewerStep: RequestHandler = async (req, res, next) => {
    res.locals.viewer = await resolveViewer(req);
    next();
  };
  api.use(resolveViewerStep);
  const visitors = visitorCookies({ secure: production });
  api.use(visitors);
  const sales = createSalesService(createSalesRepo(readDb), clock, changes);
  const cache = deps.responseCache ?? cacheOf(config);
  // A write that changes catalogue answers empties this node's cache at once and every other node's through
  // the store's change feed (LISTEN/NOTIFY on PostgreSQL). An order or a review publishes 'answers': the
  // node's copies of the sales and product extras stay (db/change-feed.ts), and the cache's entries are
  // retired, sent for up to a second while their keys' new answers are computed (lib/response-cache.ts).
  changes.subscribe('catalog', () => cache.clear());
  changes.subscribe('answers', () => cache.retire());
  api.use(clearCacheOnWrites(cache, undefined, () => changes.publish('answers')));
  const cacheStep = cacheResponses(cache, async (res) =>
    cacheContext(viewerOf(res).isDealer, await sales.activeSale()),
  );
  api.use(cacheStep);
  const catalog = createCatalogService(createCatalogRepo(readDb), sales);
  const vehicles = createVehicleService(createVehicleRepo(readDb), catalog, clock);
  const search = createSearchService(
    createSearchRepo(readDb, { prefixTerms: config.searchCacheEntries }),
    catalog,
    { cacheEntries: config.searchCacheEntries },
  );
  api.use(healthRoutes(db, clock));
  api.use(vehicleRoutes(vehicles));
  api.use(catalogRoutes(catalog));
  api.use(searchRoutes(search));
  api.use(
    analyticsRoutes(createAnalyticsService(createAnalyticsRepo(db), clock, config.anonymousEvents), {
      eventsPerIpPerDay: config.eventsPerIpPerDay,
      rateLimits,
    }),
  );
  const menu = createMenuService(createMenuRepo(readDb));
  api.use(menuRoutes(menu));
  const home = createHomeService(createHomeRepo(readDb), clock);
  api.use(homeRoutes(home));
  api.use(salesRoutes(sales));
  api.use(taxRoutes(createTaxRepo(readDb)));
  api.use(warehousesRoutes(readDb));
  api.use(settingsRoutes(settings));
  const content = createContentService(createContentRepo(readDb), siteNow);
  api.use(contentRoutes(content));
  const catalogRepo = createCatalogRepo(db);
  const mail = createMailQueue({
    changes,
    site: siteNow,
    publicUrl: config.publicUrl,
    unsubscribeUrls: (email) => unsubscribeUrls(config.publicUrl, config.jwtSecret, email),
    shopOrderEmail: () => settings.current().order_email,
  });
  const cart = createCartService({
    db,
    repo: createCartRepo(db),
    catalog: catalogRepo,
    sales,
    extras: createCatalogExtras({
      changes,
      ttlMs: config.responseCacheTtlMs,
      maxEntries: config.productExtrasEntries,
    }),
    clock,
    shippingRules: (ex) => settings.shippingRules(ex),
  });
  // One provider for checkout and the back office's refunds.
  const payments = deps.paymentProvider ?? paymentProviderOf(config);
  const stripe = isStripeProvider(payments) ? payments : null;
  const ordersRepo = createOrdersRepo(db);
  const orders = createOrdersService(ordersRepo);
  rawBodyRoutes.use(
    paymentWebhookRoutes(
      stripe,
      createPaymentLifecycle({
        db,
        clock,
        logger,
        payments,
        mail,
        // A card Stripe kept with a payment the bank confirmed later (the account service is made below).
        cards: { saveCardOfPayment: (...args) => account.saveCardOfPayment(...args) },
      }),
    ),
  );
  const buyerOrders = createBuyerOrders({ db, clock });
  const marketing = createMarketingService({
    db,
    repo: createMarketingRepo(db),
    clock,
    mail,
    secret: config.jwtSecret,
  });
  const account = createAccountService({
    db: db,
    clock,
    repo: createAccountRepo(db),
    authRepo,
    buyer: buyerOrders,
    consents: { record: (c) => marketing.recordAccountConsent(c) },
    payments,
  });
  const auth = createAuthService({
    db,
    repo: authRepo,
    links: createAccountLinks(mail),
    cart,
    clock,
    secret: config.jwtSecret,
    bcryptCost: config.bcryptCost,
    hasher: deps.passwordHasher ?? passwordHasherOf(config),
  });
  // New carts per client address (decision 061): the cart's writes and a dealer's quick order.
  const createLimit = cartCreationLimiter(rateLimits, cart, config.cartCreateRateLimit);
  api.use(cartRoutes(cart, { production, createLimit }));
  api.use(
    checkoutRoutes(
      createCheckoutService({
        db: db,
        clock,
        logger,
        cart,
        repo: createCheckoutRepo(db),
        orders,
        payments,
        tax: createTableTaxCalculator(db),
        eventLimits: config.anonymousEvents,
        mail,
        savedCards: {
          find: async (userId, cardId) => {
            const card = await account.findCard(userId, cardId);
            return card
              ? {
                  brand: card.card_brand,
                  last4: card.last4,
                  expMonth: card.exp_month,
                  expYear: card.exp_year,
                  reference: card.provider_reference,
                }
              : null;
          },
          save: async (userId, card) => {
            await account.saveCardFromCheckout(userId, card);
          },
          customer: (userId) => account.paymentCustomer(userId),
        },
      }),
      {
        production,
        paymentProvider: payments.name,
        ...(stripe ? { publishableKey: stripe.publishableKey } : {}),
        checkoutRateLimit: config.checkoutRateLimit,
        eventsPerIpPerDay: config.eventsPerIpPerDay,
        rateLimits,
      },
    ),
  );
  api.use(
    ordersRoutes(orders, buyerOrders, {
      secret: config.jwtSecret,
      lookupRateLimit: config.orderLookupRateLimit,
      rateLimits,
    }),
  );
  api.use(
    authRoutes(auth, {
      production,
      secret: config.jwtSecret,
      publicUrl: config.publicUrl,
      signInRateLimit: config.signInRateLimit,
      signInIpRateLimit: config.signInIpRateLimit,
      registerRateLimit: config.registerRateLimit,
      recoveryRateLimit: config.recoveryRateLimit,
      rateLimits,
    }),
  );
  api.use(
    accountRoutes(account, auth, {
      production,
      secret: config.jwtSecret,
      passwordRateLimit: config.signInRateLimit,
      rateLimits,
    }),
  );
  api.use(dealersRoutes(createDealersRepo(db), cart, { production, createLimit }));
  api.use(dealerApplicationRoutes(db, clock, { secret: config.jwtSecret }));
  // The back office: each area's admin router behind the shell's one guard (modules/admin; decisions 043, 069).
  const adminGuard = createAdminGuard({
    db,
    clock,
    secret: config.jwtSecret,
    rateLimits,
    keyRateLimit: config.adminKeyRateLimit,
  });
  api.use(adminApiKeysRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminStockRoutes({ db, clock, changes, guard: adminGuard }));
  // Before the products router: its /admin/products/:sku would take export.csv for a sku.
  api.use(adminCatalogCsvRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminProductsRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminImagesRoutes({ db, clock, changes, guard: adminGuard, products: createAdminProductsRepo }));
  api.use(adminPicturesRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminSalesRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminReviewsRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminCollectionsRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminMenuRoutes({ db, clock, changes, guard: adminGuard, products: { knownProduct } }));
  api.use(adminHomeRoutes({ db, clock, changes, guard: adminGuard, pictures: { srcsetOf: storedSrcsetOf } }));
  api.use(adminAuditRoutes({ db, guard: adminGuard }));
  api.use(
    adminCustomersRoutes({ db, clock, mail, guard: adminGuard, applications: applicationsOfAccounts(db) }),
  );
  api.use(adminDealerApplicationsRoutes({ db, clock, mail, guard: adminGuard }));
  api.use(adminDashboardRoutes({ db, clock, guard: adminGuard }));
  api.use(adminTaxRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminWarehousesRoutes({ db, clock, changes, guard: adminGuard }));
  api.use(adminContentRoutes({ db, clock, changes, guard: adminGuard, site: siteNow }));
  api.use(adminSettingsRoutes({ db, clock, changes, guard: adminGuard, defaults: settingsDefaults }));
  api.use(
    adminOrdersRoutes({
      db,
      clock,
      changes,
      mail,
      payments,
      fulfilment: createFulfilment({ db, clock, mail }),
      guard: adminGuard,
    }),
  );
  api.use(
    adminSubscribersRoutes({
      db,
      clock,
      guard: adminGuard,
      push: deps.push ?? webPushDelivery(db, config.vapidPath),
    }),
  );
  api.use(reviewsRoutes(reviews, { reviewRateLimit: config.reviewRateLimit, rateLimits }));
  api.use(marketingRoutes(marketing, { rateLimit: config.marketingRateLimit, rateLimits, site: siteNow }));
  // Read from the store once per app; a failed read is tried again on the next request.
  let vapidPublicKey: Promise<string> | null = null;
  api.use(
    pushRoutes(createPushRepo(db), clock, {
      rateLimit: config.marketingRateLimit,
      rateLimits,
      publicKey: () =>
        (vapidPublicKey ??= storedVapidKeys(db, { legacyFile: config.vapidPath }).then(
          ({ keys }) => keys.publicKey,
          (err: unknown) => {
            vapidPublicKey = null;
            throw err;
          },
        )),
    }),
  );
  api.use(openApiRoutes(production ? PRODUCTION_ROUTE_TABLES : ROUTE_TABLES));
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(seoRoutes(createSeoRepo(db), { publicUrl: config.publicUrl, pages: content }));
  // index.html's head and first answers, in-process from the same services and response cache (pages/).
  const pages = createPageSource({
    catalog,
    vehicles,
    search,
    menu,
    content,
    home,
    sales,
    cart,
    auth,
    cache,
    resolveViewer,
    contextOf: async (viewer) => cacheContext(viewer.isDealer, await sales.activeSale()),
    settings,
    publicUrl: config.publicUrl,
  });
  mountSpa(app, config.webDistDir, deps.staticAssets, pages);
  app.use(apiNotFound);
  const errors = createErrorHandler(logger);
  app.use(errors);
  return app;
}

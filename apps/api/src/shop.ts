/**
 * The shop as the server runs it: the app behind a node-level front that answers, without Express, the
 * built SPA's files (from memory) and cached anonymous catalogue reads (pages/fast-path.ts). Everything
 * else, every cache miss among them, goes to the app. See docs/decisions/023 and 077.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Express } from 'express';
import { cacheContext, cacheOf, createApp, type AppDeps } from './app.js';
import { filesTransportWarning, NO_ORDER_EMAIL_WARNING } from './config-mail.js';
import { createSettingsRepo } from './modules/settings/settings.repo.js';
import { createFastPath } from './pages/fast-path.js';
import { createLogger } from './lib/logger.js';
import { fixedSecurityHeaders } from './lib/security-headers.js';
import { loadStaticAssets } from './lib/static-assets.js';
import { passwordHasherOf } from './lib/password-hasher.js';
import { createCartSweeper, type CartSweeper } from './modules/cart/cart.sweeper.js';
import { TEST_PAYMENTS_WARNING } from './lib/payment-provider.js';
import { paymentProviderOf } from './lib/payment-provider-of.js';
import { createPaymentHolds, startPaymentHoldSweeper } from './modules/checkout/checkout.payments.js';
import { createMailSender, type MailSender } from './modules/mail/mail.sender.js';
import { outboxTransport, smtpTransport } from './modules/mail/mail.transport.js';
import { createSalesRepo } from './modules/sales/sales.repo.js';
import { createSalesService, type SalesService } from './modules/sales/sales.service.js';
import type { Logger } from './lib/logger.js';

export type Shop = {
  app: Express;
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /**
   * The node's mail sender (modules/mail): the server starts it; a test calls deliverDue. Delivers to SMTP_URL,
   * or writes the outbox folder's .eml files.
   */
  mail: MailSender;
  /** The node's anonymous-cart sweeper (modules/cart/cart.sweeper.ts): the server starts it; a test calls sweep. */
  cartSweeper: CartSweeper;
  /** Starts the job that releases orders whose payment never came (decision 074): the server calls it. */
  startPaymentHolds: () => void;
  /** Settles once the start's checks read from the store are made (the order address's warning, decision 080). */
  startChecks: Promise<void>;
  /**
   * Ends what outlives the requests (bcrypt's worker threads, the mail sender, the cart sweeper); the database
   * stays the caller's.
   */
  close: () => Promise<void>;
};

export function createShop(deps: AppDeps): Shop {
  const { config } = deps;
  const logger = deps.logger ?? createLogger(config.logLevel);
  deps = { ...deps, logger };
  const production = config.nodeEnv === 'production';
  const cache = deps.responseCache ?? cacheOf(config);
  const assets = deps.staticAssets ?? loadStaticAssets(config.webDistDir);
  const passwordHasher = deps.passwordHasher ?? passwordHasherOf(config);
  // One payment provider for the app and the hold job (decision 074).
  const payments = deps.paymentProvider ?? paymentProviderOf(config);
  const app = createApp({
    ...deps,
    responseCache: cache,
    staticAssets: assets,
    passwordHasher,
    paymentProvider: payments,
  });
  const headers = fixedSecurityHeaders(production, { stripe: payments.name === 'stripe' });

  const fastPath = createFastPath({
    cache,
    anonymousContext: activeSaleContext(
      createSalesService(createSalesRepo(deps.readDb ?? deps.db), deps.clock),
      logger,
    ),
    headers,
    secure: production,
    logger,
    corsConfigured: config.corsOrigins.length > 0,
    // A test that injects its own viewer gets no cache hits here: they know only the session cookie.
    hits: cache.enabled && !deps.resolveViewer,
  });

  // Production names its payment provider (config.ts); the test one is said at each start (decision 070).
  if (production && config.paymentProvider === 'test') logger.warn(TEST_PAYMENTS_WARNING);
  // Nobody at the shop would hear of an order (decisions 070, 080): neither the setting nor its first value.
  const orderAddressCheck = production
    ? createSettingsRepo(deps.db)
        .stored()
        .then((stored) => {
          if (!(stored ? stored.order_email : config.shopOrderEmail)) logger.warn(NO_ORDER_EMAIL_WARNING);
        })
        .catch((err: unknown) => logger.error({ err }, 'reading the order address failed'))
    : Promise.resolve();
  const { smtpUrl, from, outboxDir } = config.mail;
  // Production writes mail to files only by MAIL_TRANSPORT=files (config-mail.ts): said at each start.
  if (production && !smtpUrl) logger.warn(filesTransportWarning(outboxDir));
  const transport = smtpUrl
    ? smtpTransport(smtpUrl, from, config.publicUrl)
    : outboxTransport(outboxDir, from, config.publicUrl);
  const mail = createMailSender({ db: deps.db, transport, clock: deps.clock, logger, changes: deps.changes });
  const cartSweeper = createCartSweeper({
    db: deps.db,
    clock: deps.clock,
    keepDays: config.anonymousCartDays,
    logger,
  });

  const paymentHolds = createPaymentHolds({ db: deps.db, clock: deps.clock, logger, payments });
  let holdSweeper: { stop(): Promise<void> } | null = null;

  return {
    app,
    mail,
    cartSweeper,
    startChecks: orderAddressCheck,
    startPaymentHolds: () => {
      holdSweeper ??= startPaymentHoldSweeper(paymentHolds, logger);
    },
    handle: (req, res) => {
      if (req.url?.startsWith('/api/')) {
        if (fastPath(req, res)) return;
      } else if (req.method === 'GET' || req.method === 'HEAD') {
        for (const [name, value] of headers) res.setHeader(name, value);
        if (assets.serve(req, res)) return;
      }
      app(req, res);
    },
    close: async () => {
      await Promise.all([mail.stop(), cartSweeper.stop(), holdSweeper?.stop(), orderAddressCheck]);
      transport.close();
      await passwordHasher.close();
    },
  };
}

/**
 * The cache context of an anonymous viewer, kept in memory for the fast path, which answers without waiting on
 * the database: the active sale is read again once the value is a second old (the answer after that read uses
 * the new value). Null until the first read ends: those requests go to the app.
 */
function activeSaleContext(sales: SalesService, logger: Logger): () => string | null {
  let value: string | null = null;
  let until = 0;
  let reading = false;
  return () => {
    const now = performance.now();
    if (now >= until && !reading) {
      reading = true;
      sales
        .activeSale()
        .then((sale) => {
          value = cacheContext(false, sale);
          until = performance.now() + 1000;
        })
        .catch((err: unknown) => {
          value = null;
          logger.error({ err }, 'reading the active sale failed');
        })
        .finally(() => {
          reading = false;
        });
    }
    return value;
  };
}

/**
 * Builds the real app on a fresh, migrated and seeded store (test/test-store.ts: a SQLite file in a temp dir, or
 * a PostgreSQL database of its own under SHOP_TEST_STORE=postgres), with a fixed clock.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { LogConfig } from 'kysely';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createShop } from '../shop.js';
import { loadConfig, type Config } from '../config.js';
import type { SqliteDb } from '../db/connection.js';
import type { Db } from '../db/database.js';
import { changeFeedFor, type ChangeFeed } from '../db/change-feed.js';
import type { CartSweeper } from '../modules/cart/cart.sweeper.js';
import type { MailSender } from '../modules/mail/mail.sender.js';
import type { Logger } from '../lib/logger.js';
import { openTestStore, type TestStoreKind } from './test-store.js';
import { watchApp, watchHandler } from './contract.js';
import { PRODUCTION_ROUTE_TABLES, ROUTE_TABLES } from '../route-tables.js';
import { fixedClock, type Clock } from '../lib/clock.js';
import type { ResolveViewer, Viewer } from '../lib/viewer.js';
import type { PaymentProvider } from '../lib/payment-provider.js';
import type { PushDelivery } from '../modules/marketing/admin.subscribers.routes.js';

/** The fixed "now" of the tests: the demo sale runs, SummerSale2025 has expired. */
export const TEST_NOW = new Date('2026-03-01T15:00:00.000Z');
/** The tests' JWT_SECRET: one as `openssl rand -base64 33` makes, since a weak one is refused at start. */
export const TEST_JWT_SECRET = 'Iy4x+A4LDvLK1qP3HWrTO9ATiZAe9pNOJvwCynMza3bK';

export type TestApp = {
  app: Express;
  /** The app behind the fast path, as the server runs it (the app alone when a viewer is injected). */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  /** The app's store (db/database.ts): fixtures, and repositories or services a test calls directly. */
  db: Db;
  /** The raw SQLite connection beneath it, for SQLite-only checks (pragmas, query plans); null on PostgreSQL. */
  sqlite: SqliteDb | null;
  /** Which store the app runs on (SHOP_TEST_STORE). */
  store: TestStoreKind;
  /**
   * The app's change feed: a test that changes the store behind the app's back (a sale deleted by SQL) publishes
   * what a write through the shop would, so that the app's kept copies are read again.
   */
  changes: ChangeFeed;
  /** The app's mail sender (not started): `await t.mail.deliverDue()` sends what is queued. */
  mail: MailSender;
  /** The app's anonymous-cart sweeper (not started): `await t.cartSweeper.sweep()` runs a pass. */
  cartSweeper: CartSweeper;
  config: Config;
  dir: string;
  /**
   * Closes the database and removes its directory at once, and ends the app's worker threads: the promise
   * tells when they have exited.
   */
  close: () => Promise<void>;
};

export type MakeAppOptions = {
  now?: Date;
  /** The app's clock when a test moves time along (a link that expires); a clock fixed at `now` otherwise. */
  clock?: Clock;
  seed?: boolean;
  resolveViewer?: ResolveViewer;
  webDistDir?: string;
  /** Settings to change from the test defaults (e.g. checkoutRateLimit, corsOrigins). */
  configOverrides?: Partial<Config>;
  paymentProvider?: PaymentProvider;
  /** The back office's web push (a fake transport and resolver). */
  push?: PushDelivery;
  /** Kysely's logger on the app's store: sees every statement (db/query-plans.test.ts records them). */
  log?: LogConfig;
  /** The app's logger (the request log); silent unless given. */
  logger?: Logger;
};

export function makeConfig(dir: string, overrides: { webDistDir?: string } = {}): Config {
  const jwtSecret = TEST_JWT_SECRET;
  const loaded = loadConfig(
    { NODE_ENV: 'test', DATABASE_PATH: path.join(dir, 'shop.db'), JWT_SECRET: jwtSecret },
    { dataDir: dir, webDistDir: overrides.webDistDir ?? path.join(dir, 'no-web-dist') },
  );
  // JWT_SECRET is set: the secret needs no store (config.ts resolveJwtSecret).
  return { ...loaded, jwtSecret };
}

export async function makeApp(options: MakeAppOptions = {}): Promise<TestApp> {
  const now = options.now ?? TEST_NOW;
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-test-'));
  const tested = await openTestStore(dir, { seed: options.seed !== false, now }, options.log);
  const { store } = tested;
  const config = {
    ...makeConfig(dir, { webDistDir: options.webDistDir }),
    databaseUrl: tested.databaseUrl,
    ...options.configOverrides,
  };
  const changes = changeFeedFor(tested.databaseUrl);
  const shop = createShop({
    changes,
    db: store.db,
    readDb: store.readDb,
    clock: options.clock ?? fixedClock(now),
    config,
    resolveViewer: options.resolveViewer,
    paymentProvider: options.paymentProvider,
    push: options.push,
    logger: options.logger,
  });
  // What a start reads from the store and warns about is said before the test goes on.
  await shop.startChecks;
  // The document the app serves: a production app mounts no development outbox (app.ts).
  const tables = config.nodeEnv === 'production' ? PRODUCTION_ROUTE_TABLES : ROUTE_TABLES;
  return {
    app: watchApp(shop.app, tables),
    handle: watchHandler(shop.handle, tables),
    db: store.db,
    sqlite: store.sqlite,
    store: store.dialect,
    changes,
    mail: shop.mail,
    cartSweeper: shop.cartSweeper,
    config,
    dir,
    close: async () => {
      const ended = shop.close();
      await changes.close();
      await tested.drop();
      rmSync(dir, { recursive: true, force: true });
      await ended;
    },
  };
}

export const DEALER_VIEWER: Viewer = {
  isDealer: true,
  user: {
    email: 'dealer@example.com',
    role: 2,
    isDealer: true,
    account_id: 2,
    first_name: 'Dana',
    last_name: 'Dealer',
  },
};

export const dealerViewer: ResolveViewer = () => DEALER_VIEWER;

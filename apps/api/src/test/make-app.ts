/** Builds the real app on a fresh, migrated and seeded SQLite file in a temp dir, with a fixed clock. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createShop } from '../shop.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Db } from '../db/connection.js';
import { migrate } from '../db/migrate.js';
import { seedDatabase } from '../demo/seed.js';
import { fixedClock } from '../lib/clock.js';
import type { ResolveViewer, Viewer } from '../lib/viewer.js';
import type { PaymentProvider } from '../modules/checkout/payment-provider.js';

/** The fixed "now" of the tests: the demo sale runs, SummerSale2025 has expired. */
export const TEST_NOW = new Date('2026-03-01T15:00:00.000Z');

export type TestApp = {
  app: Express;
  /** The app behind the fast path, as the server runs it (the app alone when a viewer is injected). */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  db: Db;
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
  seed?: boolean;
  resolveViewer?: ResolveViewer;
  webDistDir?: string;
  /** Settings to change from the test defaults (e.g. checkoutRateLimit, corsOrigins). */
  configOverrides?: Partial<Config>;
  paymentProvider?: PaymentProvider;
};

export function makeConfig(dir: string, overrides: { webDistDir?: string } = {}): Config {
  return loadConfig(
    {
      NODE_ENV: 'test',
      DATABASE_PATH: path.join(dir, 'shop.db'),
      JWT_SECRET: 'test-secret-test-secret-test-secret!',
    },
    { dataDir: dir, webDistDir: overrides.webDistDir ?? path.join(dir, 'no-web-dist') },
  );
}

export function makeApp(options: MakeAppOptions = {}): TestApp {
  const now = options.now ?? TEST_NOW;
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-api-test-'));
  const config = { ...makeConfig(dir, { webDistDir: options.webDistDir }), ...options.configOverrides };
  const db = openDatabase(config.databasePath);
  migrate(db);
  if (options.seed !== false) seedDatabase(db, { now });
  const shop = createShop({
    db,
    clock: fixedClock(now),
    config,
    resolveViewer: options.resolveViewer,
    paymentProvider: options.paymentProvider,
  });
  return {
    app: shop.app,
    handle: shop.handle,
    db,
    config,
    dir,
    close: () => {
      const ended = shop.close();
      db.close();
      rmSync(dir, { recursive: true, force: true });
      return ended;
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

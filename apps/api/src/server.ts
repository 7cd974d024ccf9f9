/** Reads the environment, opens and migrates the database, seeds a development shop's empty one, serves the shop. */
// First: on too old a Node.js, one line and exit, before a native module is loaded.
import '../../../scripts/require-node.mjs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createShop } from './shop.js';
import { ConfigError, loadConfig, resolveJwtSecret, type LoadedConfig } from './config.js';
import { changeFeedFor } from './db/change-feed.js';
import { openStore } from './db/database.js';
import { migrateStore } from './db/migrate-store.js';
import { STORE_LOCKS, underStoreLock } from './db/store-lock.js';
import { demoAtStart } from './demo/start.js';
import { systemClock } from './lib/clock.js';
import { createLogger } from './lib/logger.js';

function readConfig(): LoadedConfig {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
}

const loaded = readConfig();
const logger = createLogger(loaded.logLevel);
const store = openStore(loaded);
const { db } = store;
// On PostgreSQL one node migrates and seeds (under advisory locks) while the others wait, then find it done.
const applied = await migrateStore(db);
if (applied.length > 0) logger.info({ applied, store: store.dialect }, 'migrations applied');
// JWT_SECRET, or the development secret every node shares from the store.
const config = await resolveJwtSecret(loaded, db);
// Everything on the connection that holds the lock: a pool of one must not wait on itself. Production never
// seeds the demo; it warns while the store holds demo data (decision 070).
await underStoreLock(db, STORE_LOCKS.seed, (conn) =>
  demoAtStart(conn, { production: config.nodeEnv === 'production', logger, now: () => systemClock.now() }),
);

const changes = changeFeedFor(config.databaseUrl, logger);
const shop = createShop({ db, readDb: store.readDb, clock: systemClock, config, logger, changes });
// Mail queued by any node is sent by whichever node's sender claims it first; a pass every 5 s retries.
shop.mail.start(5_000);
// Anonymous carts untouched for ANONYMOUS_CART_DAYS go, one node at a time, every hour (decision 061).
shop.cartSweeper.start();
// Orders awaiting payment past their hold are released, their stock put back, each minute (decision 074).
shop.startPaymentHolds();
const server = createServer(shop.handle).listen(config.port, () => {
  // PORT=0 takes a port the system hands out: the one it got is said, and sent to a parent that spawned the
  // server with an IPC channel (the tests' test/server-process.ts, decision 076), whatever LOG_LEVEL is.
  const { port } = server.address() as AddressInfo;
  logger.info(`shop listening on http://localhost:${port}`);
  process.send?.({ type: 'shop:listening', port });
});
server.on('error', (err) => {
  logger.fatal({ err }, 'server failed to start');
  process.exit(1);
});

let stopping = false;
const shutdown = (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  server.close(() => {
    void shop.close().finally(() => {
      void Promise.allSettled([changes.close(), store.close()]).finally(() => process.exit(0));
    });
  });
  server.closeIdleConnections();
};
process.on('SIGTERM', () => shutdown('SIGTERM'));
process.on('SIGINT', () => shutdown('SIGINT'));

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import {
  freePort,
  killAndWait,
  spawnServer,
  waitUntilUp,
  type ServerProcess,
} from '../apps/api/src/test/server-process.js';
import { CHROMIUM_PATH, launchBrowserServer } from './chromium.js';

const root = path.resolve(import.meta.dirname, '..');
let server: ServerProcess | undefined;
let dir: string | undefined;
let browserServer: BrowserServer | undefined;

export default async function setup(project: TestProject): Promise<() => void | Promise<void>> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Browser tests need ${CHROMIUM_PATH}: run "apt-get install -y chromium" first.`);
  }
  // One Chromium for the whole run: each file connects to it (chromium.ts) and closes only its own contexts.
  browserServer = await launchBrowserServer();
  project.provide('browserEndpoint', browserServer.wsEndpoint());
  // A shop already running (E2E_BASE_URL=http://localhost:3000): the journeys run against it, for a quick look.
  const external = process.env.E2E_BASE_URL;
  if (external) {
    project.provide('baseUrl', external.replace(/\/$/, ''));
    project.provide('databasePath', '');
    return () => browserServer?.close();
  }
  const entry = path.join(root, 'apps/api/dist/server.js');
  if (!existsSync(entry)) throw new Error('Build the shop first: npm run build');
  dir = mkdtempSync(path.join(tmpdir(), 'shop-e2e-'));
  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  server = spawnServer([entry], {
    ...process.env,
    PORT: String(port),
    DATABASE_PATH: path.join(dir, 'shop.db'),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    JWT_SECRET: '8IPME8jKknVb+bsPBgc91hRjJfaYqO1wZ+D5qwMKeaho',
    // Every journey's browser is one client address, each with carts of its own (decision 061).
    CART_CREATE_RATE_LIMIT: '10000',
  });
  // Seeding the demo on a loaded machine takes a while: waited for until the server answers or exits.
  await waitUntilUp(baseUrl, server);
  project.provide('baseUrl', baseUrl);
  project.provide('databasePath', path.join(dir, 'shop.db'));
  return async () => {
    await browserServer?.close();
    if (server) await killAndWait(server, 'SIGTERM');
    if (dir) rmSync(dir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The e2e server's SQLite file ('' against an external shop), for the administrator's command line. */
    databasePath: string;
    /** The run's one Chromium (a Playwright browser server) that each test file connects to. */
    browserEndpoint: string;
  }
}

/**
 * The first start of a new shop, as `npm start` does it: the real server on an empty SQLite file migrates, seeds
 * the demo catalogue, pictures and accounts, serves pages, and stops cleanly on SIGTERM. On Node 24 with
 * better-sqlite3 12 this aborted right after "migrations applied" (exit 134, `Assertion failed: (env) !=
 * nullptr` in Statement::~Statement); CI runs it on Node 24, and on 22 (scripts/test-node22.sh).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  killAndWait,
  SPAWNING_TEST_TIMEOUT_MS,
  startServer,
  waitUntilServing,
  type ServerProcess,
} from './test/server-process.js';
import { makeWebDist } from './test/spa-fixture.js';

describe(`a new shop's first start on Node ${process.versions.node}`, () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-first-start-'));
  // The page shell as a build writes it: the unit suite runs before the web app is built.
  const dist = makeWebDist();
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await killAndWait(server);
    rmSync(dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it(
    'seeds an empty database, serves the home, a collection and a product page, and stops with exit 0',
    async () => {
      server = startServer(path.join(dir, 'shop.db'), { LOG_LEVEL: 'info', WEB_DIST_DIR: dist });
      const base = await waitUntilServing(server);
      expect(server.output()).toContain('seeded an empty catalogue');

      const home = await fetch(`${base}/`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toMatch(/^text\/html/);
      const collection = (await (await fetch(`${base}/api/collections/car-subwoofers`)).json()) as {
        products: { slug: string }[];
      };
      expect(collection.products.length).toBeGreaterThan(0);
      const page = await fetch(`${base}/products/${collection.products[0]!.slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');

      const exited = new Promise<number | null>((resolve) =>
        server!.child.once('exit', (code) => resolve(code)),
      );
      server.child.kill('SIGTERM');
      expect(await exited).toBe(0);
      expect(server.output()).not.toMatch(/Assertion failed|Segmentation fault/);
    },
    SPAWNING_TEST_TIMEOUT_MS,
  );
});

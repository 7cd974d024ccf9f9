/**
 * Decision 070 as the server and the seed CLI run: a production start on an empty store stays empty; the demo
 * goes in only by `npm run seed -- --demo` (the CLI without it explains and changes nothing); a production start
 * over the demo warns; `--remove-demo` takes it out again.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openStore } from '../db/database.js';
import {
  killAndWait,
  spawnServer,
  SPAWNING_TEST_TIMEOUT_MS,
  startServer,
  waitUntilServing,
  type ServerProcess,
} from '../test/server-process.js';
import { makeWebDist } from '../test/spa-fixture.js';
import { findDemoData } from './demo-data.js';

/** What a production start needs besides NODE_ENV (config.ts refuses without them). */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  MAIL_TRANSPORT: 'files',
  PAYMENT_PROVIDER: 'test',
  LOG_LEVEL: 'info',
} as const;

/** `npm run seed -- ARGS` on the SQLite file: its exit code and what it printed. */
async function seedCli(
  database: string,
  ...args: string[]
): Promise<{ code: number | null; output: string }> {
  const cli = spawnServer(
    ['--conditions=source', '--import', 'tsx', 'apps/api/src/demo/cli.ts', ...args, '--database', database],
    { ...process.env, DATABASE_URL: undefined },
  );
  const code = await new Promise<number | null>((resolve) => cli.child.once('exit', resolve));
  return { code, output: cli.output() };
}

describe('a production start and the demo', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'shop-production-start-'));
  const database = path.join(dir, 'shop.db');
  const dist = makeWebDist();
  const servers: ServerProcess[] = [];
  afterAll(async () => {
    await Promise.all(servers.map((s) => killAndWait(s)));
    rmSync(dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  /** Starts production on the file, waits until it answers, and returns it with its base URL. */
  const startProduction = async () => {
    // The origin of the shop's links, required in production; the server's own port is known only once it listens.
    const server = startServer(database, {
      ...PRODUCTION_ENV,
      PUBLIC_URL: 'http://shop.test',
      WEB_DIST_DIR: dist,
    });
    servers.push(server);
    return { server, base: await waitUntilServing(server) };
  };

  const demoIn = async () => {
    const store = openStore({ databasePath: database, databaseUrl: null, databasePoolSize: 1 });
    try {
      return await findDemoData(store.db);
    } finally {
      await store.close();
    }
  };

  it(
    'starts empty, seeds only by --demo, warns over the demo at each start, and --remove-demo empties it again',
    async () => {
      const first = await startProduction();
      const products = await fetch(`${first.base}/api/collections/car-subwoofers`);
      expect(products.status).toBe(404);
      expect(first.server.output()).not.toContain('seeded');
      expect(first.server.output()).not.toContain('demo data');
      await killAndWait(first.server, 'SIGTERM');
      expect(await demoIn()).toEqual({ accounts: [], products: 0 });

      const bare = await seedCli(database);
      expect(bare.code).toBe(2);
      expect(bare.output).toContain('npm run seed -- --demo');
      expect(bare.output).toContain('npm run seed -- --remove-demo');
      expect(await demoIn()).toEqual({ accounts: [], products: 0 });

      const seeded = await seedCli(database, '--demo');
      expect(seeded.code, seeded.output).toBe(0);
      expect((await demoIn()).accounts).toEqual(['dealer@skar.test', 'retail@skar.test']);
      const again = await seedCli(database, '--demo');
      expect(again.code).toBe(1);
      expect(again.output).toContain('already has a catalogue');

      const second = await startProduction();
      expect(second.server.output()).toContain(
        'This production shop holds demo data: the demo accounts dealer@skar.test, retail@skar.test (their passwords are published in the README) and 205 demo products. Remove it with: npm run seed -- --remove-demo',
      );
      await killAndWait(second.server, 'SIGTERM');

      const removed = await seedCli(database, '--remove-demo');
      expect(removed.code, removed.output).toBe(0);
      expect(removed.output).toContain('2 demo accounts, 7 orders, 205 products');
      expect(await demoIn()).toEqual({ accounts: [], products: 0 });
    },
    SPAWNING_TEST_TIMEOUT_MS,
  );
});

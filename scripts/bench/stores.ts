/**
 * The two stores the bench and the load test run on: SQLite (a file in a temp folder) and, when a PostgreSQL
 * server is named (--postgres-url, else BENCH_DATABASE_URL), a fresh database `shop_bench_<time>` made on that
 * server for the run and dropped after it, also when the run fails or is interrupted. Seeding goes through the
 * demo CLI (apps/api/src/demo/cli.ts), the nodes are the BUILT server (apps/api/dist/server.js).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { kyselyOfPostgres, openStore, type Db, type Store } from '../../apps/api/src/db/database.js';
import { runStatements } from '../../apps/api/src/db/ddl.js';

export const root = path.resolve(import.meta.dirname, '../..');

/** Where a run's data lives: the SQLite file, or the PostgreSQL database's URL. */
export type StoreTarget = { kind: 'sqlite'; path: string } | { kind: 'postgres'; url: string };

export const storeName = (t: StoreTarget) => (t.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL');

/** How to turn the PostgreSQL part on, for the messages of a run without it. */
export const POSTGRES_HINT =
  'start a PostgreSQL with `npm run db:up`, then pass a server where databases may be created, e.g. ' +
  '`npm run bench -- --postgres-url postgres://postgres@127.0.0.1:5432/postgres` (or set BENCH_DATABASE_URL)';

/** The PostgreSQL server of the run: the option, else BENCH_DATABASE_URL; null: SQLite only. */
export function postgresServerUrl(option: string | undefined): string | null {
  const url = option || process.env.BENCH_DATABASE_URL || null;
  if (url && !/^postgres(ql)?:\/\/\S+$/.test(url))
    throw new Error(`--postgres-url / BENCH_DATABASE_URL must be a postgres:// URL, not ${url}`);
  return url;
}

/** The environment of a child on this store: DATABASE_URL only when it is PostgreSQL. */
function storeEnv(target: StoreTarget): NodeJS.ProcessEnv {
  // A DATABASE_URL in the caller's shell would send the SQLite seed and nodes to PostgreSQL.
  const { DATABASE_URL: _ignored, ...env } = process.env;
  return target.kind === 'sqlite'
    ? { ...env, DATABASE_PATH: target.path }
    : { ...env, DATABASE_URL: target.url };
}

export type BenchDatabase = { name: string; url: string; drop: () => Promise<void> };

const cleanups = new Set<() => Promise<void>>();
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    console.error(`\n${signal}: cleaning up`);
    void Promise.allSettled([...cleanups].map((c) => c())).finally(() => process.exit(130));
  });

/** Runs `cleanup` if the process is interrupted before the returned function is called. */
export function onInterrupt(cleanup: () => Promise<void>): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * Makes an empty database `shop_bench_<time>` on the server at `serverUrl`; `drop` removes it (connections
 * still open to it are ended: WITH (FORCE)). Also dropped when the process is interrupted.
 */
export async function createBenchDatabase(serverUrl: string): Promise<BenchDatabase> {
  // Digits only after the prefix: the name is safe to write into the statements.
  const name = `shop_bench_${new Date().toISOString().replace(/\D/g, '').slice(0, 17)}`;
  const admin = kyselyOfPostgres(serverUrl, 1);
  try {
    await runStatements(admin, [`CREATE DATABASE ${name}`]);
  } finally {
    await admin.destroy();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    forget();
    const db = kyselyOfPostgres(serverUrl, 1);
    try {
      await runStatements(db, [`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`]);
      console.log(`dropped the database ${name}`);
    } finally {
      await db.destroy();
    }
  };
  const forget = onInterrupt(drop);
  console.log(`created the database ${name}`);
  return { name, url: url.toString(), drop };
}

/**
 * `apps/api/src/demo/cli.ts --products N` into the store (a PostgreSQL database must be empty); `cwd`: the
 * checkout whose CLI seeds (default: this one). Returns the seconds it took.
 */
export function seedStore(target: StoreTarget, products: string, cwd = root): number {
  const where = target.kind === 'sqlite' ? ['--database', target.path] : ['--url', target.url];
  // The CLI seeds only when told --demo (decision 070); a checkout from before it knows no such option.
  const cli = path.join(cwd, 'apps/api/src/demo/cli.ts');
  const demo = readFileSync(cli, 'utf8').includes("'remove-demo'") ? ['--demo'] : [];
  const started = performance.now();
  const r = spawnSync(
    process.execPath,
    [
      '--conditions=source',
      '--import',
      'tsx',
      'apps/api/src/demo/cli.ts',
      ...demo,
      '--products',
      products,
      ...where,
    ],
    { cwd, stdio: 'inherit', env: storeEnv(target) },
  );
  if (r.status !== 0) throw new Error(`seeding ${storeName(target)} failed`);
  return (performance.now() - started) / 1000;
}

/** A connection of the bench's own to the store (to prepare data before the nodes start). */
export const openBenchStore = (target: StoreTarget): Store =>
  openStore({
    databasePath: target.kind === 'sqlite' ? target.path : '',
    databaseUrl: target.kind === 'postgres' ? target.url : null,
    databasePoolSize: 4,
  });

const STOCK_TOP_UP = 100_000;

/**
 * Buyable skus (enabled, not a variant parent or bundle, in stock); their stock is raised by
 * STOCK_TOP_UP before the server starts, so that a run measures the server and not sold-out answers.
 */
export async function topUpBuyableSkus(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('products as p')
    .innerJoin('stock as s', 's.product_id', 'p.id')
    .select(['p.id', 'p.sku'])
    .where('p.enabled_on_site', '=', 1)
    .where('p.is_parent', '=', 0)
    .where('p.product_type', '=', 'normal')
    .where('p.discontinued', '=', 0)
    .where((eb) => eb(eb('s.tpa_wh', '+', eb.ref('s.lv_wh')), '>', 0))
    .orderBy('p.id')
    .limit(24)
    .execute();
  if (rows.length > 0)
    await db
      .updateTable('stock')
      .set((eb) => ({ tpa_wh: eb('tpa_wh', '+', STOCK_TOP_UP) }))
      .where(
        'product_id',
        'in',
        rows.map((r) => r.id),
      )
      .execute();
  return rows.map((r) => r.sku);
}

export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

export type ShopNode = { url: string; child: ChildProcess; stop: () => Promise<void> };

/**
 * Starts the built server on the store at `port` and waits for /api/health; `cwd`: the checkout whose built
 * server runs (default: this one).
 */
export async function startNode(
  target: StoreTarget,
  port: number,
  options: { env?: Record<string, string>; stdout?: 'inherit' | 'ignore' | number; cwd?: string } = {},
): Promise<ShopNode> {
  const url = `http://127.0.0.1:${port}`;
  const cwd = options.cwd ?? root;
  const child = spawn(process.execPath, [path.join(cwd, 'apps/api/dist/server.js')], {
    cwd,
    env: {
      ...storeEnv(target),
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: '0eqJOtkD5fMTOHnAfsaR404Qfhb8B+8i/b8g2+xWpwXI',
      PUBLIC_URL: `http://localhost:${port}`,
      // The bench sends no mail: its messages stay .eml files (decision 059).
      MAIL_TRANSPORT: 'files',
      // Production names its payment provider (decision 070): the bench's orders are the test provider's.
      PAYMENT_PROVIDER: 'test',
      // The bench is one client address making a cart per simulated shopper (decision 061).
      CART_CREATE_RATE_LIMIT: '1000000',
      ...options.env,
    },
    stdio: ['ignore', options.stdout ?? 'inherit', 'inherit'],
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  };
  const forget = onInterrupt(stop);
  const node: ShopNode = {
    url,
    child,
    stop: async () => {
      forget();
      await stop();
    },
  };
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`the ${storeName(target)} node on ${port} exited`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return node;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  await node.stop();
  throw new Error(`the ${storeName(target)} node on ${port} did not start`);
}

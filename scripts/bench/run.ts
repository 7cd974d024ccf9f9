/**
 * npm run bench: API load figures on a 50,000-product seed, on SQLite and (when a PostgreSQL server is named) on
 * PostgreSQL, one node then two nodes on the same database; the two baselines (express and node:http serving the
 * same body) are measured once per call and serve both stores' percentages. Then Lighthouse page figures and the
 * initial bundle size (on the SQLite node). Writes bench/results/<date>.md and prints it.
 *   npm run bench [-- --products 50000 --seconds 10 --skip-pages --skip-api --postgres-url postgres://...]
 * --postgres-url (or BENCH_DATABASE_URL): a server where databases may be created (`npm run db:up` starts one);
 * the run creates `shop_bench_<time>` there, seeds it, and drops it at the end, also on failure.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  benchBaselines,
  benchNodes,
  benchShop,
  withBaselines,
  type ApiRow,
  type ApiTarget,
  type Baselines,
  type NodesRow,
} from './api.js';
import { benchPages, initialBundle, type PageRow } from './pages.js';
import {
  createBenchDatabase,
  freePort,
  onInterrupt,
  POSTGRES_HINT,
  postgresServerUrl,
  root,
  seedStore,
  startNode,
  type ShopNode,
  type StoreTarget,
} from './stores.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    'skip-pages': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'postgres-url': { type: 'string' },
  },
});
const postgresServer = postgresServerUrl(values['postgres-url']);
const seconds = Number(values.seconds);

const tmp = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
onInterrupt(async () => rmSync(tmp, { recursive: true, force: true }));
const sqlite = { kind: 'sqlite', path: path.join(tmp, 'bench.db') } as const satisfies StoreTarget;
const SQLITE_PORT = 4400;

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function getJsonAt<T>(url: string, init?: RequestInit): Promise<T> {
  const res = await fetch(url, init);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.json()) as T;
}

type Card = {
  sku: string;
  slug: string;
  isParentSku: boolean;
  variants: { sku: string }[];
  currentlyInStock: boolean;
};

/** The calls measured, found on the node at `baseUrl` (the same seed gives the same skus on both stores). */
async function targets(baseUrl: string): Promise<ApiTarget[]> {
  const getJson = <T>(p: string, init?: RequestInit) => getJsonAt<T>(baseUrl + p, init);
  const col = await getJson<{ products: Card[]; count: number }>('/api/collections/car-amplifiers?page=3');
  const buyable = col.products.filter((p) => !p.isParentSku && p.currentlyInStock).slice(0, 3);
  const product = col.products[0]!;
  const vehicle = await getJson<{ facets: { makes: string[] } }>(
    '/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded',
  );
  const make = vehicle.facets.makes[0]!;
  const withMake = await getJson<{ facets: { models: string[]; years: number[] } }>(
    `/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&vehicle_make=${encodeURIComponent(make)}`,
  );
  const model = withMake.facets.models[0]!;
  const withModel = await getJson<{ facets: { years: number[] } }>(
    `/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&vehicle_make=${encodeURIComponent(make)}&vehicle_model=${encodeURIComponent(model)}`,
  );
  const year = withModel.facets.years[0]!;
  const vehiclePath = `/api/collections/vehicle-specific-subwoofer-enclosures?type=Loaded&sizes=${encodeURIComponent('10",12"')}&vehicle_year=${year}&vehicle_make=${encodeURIComponent(make)}&vehicle_model=${encodeURIComponent(model)}`;
  // One cart per connection, as fifty shoppers would have.
  const cartTokens: string[] = [];
  for (let i = 0; i < 50; i++) {
    const cart = await getJson<{ cart_token: string }>('/api/cartv2/lines', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ sku: buyable[0]!.sku, quantity: 1 }),
    });
    cartTokens.push(cart.cart_token);
  }
  const cartHeaders = { 'x-cart-token': cartTokens[0]! };
  return [
    { name: 'product by sku', method: 'GET', path: `/api/product/${encodeURIComponent(product.sku)}` },
    { name: 'collection page', method: 'GET', path: '/api/collections/car-subwoofers?page=2' },
    { name: 'vehicle, all filters', method: 'GET', path: vehiclePath },
    { name: 'search', method: 'GET', path: '/api/search/products?q=subwoofer&page=2' },
    { name: 'cart read', method: 'GET', path: '/api/cartv2', headers: cartHeaders, cartTokens },
    {
      name: 'cart write',
      method: 'POST',
      path: '/api/cartv2',
      headers: cartHeaders,
      cartTokens,
      body: JSON.stringify({ items: buyable.map((p, i) => ({ sku: p.sku, quantity: i + 1 })) }),
    },
  ];
}

const P99_BUDGET_MS = 10;
const CART_WRITE_BUDGET_RPS = 1000;
const PG_CART_WRITE_BUDGET_RPS = 800;
const ratio = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)}%` : 'n/a');
const CART_WRITE = 'cart write';
const CART_READ = 'cart read';
/** The catalogue reads: every call but the cart's. */
const isCatalogueRead = (t: ApiTarget) => t.name !== CART_WRITE && t.name !== CART_READ;

/** SQLite's budgets, as before PostgreSQL: read p99 and cart writes per second. */
function sqliteBudget(r: ApiRow): string {
  if (r.target.name === CART_WRITE)
    return `${r.shop.rps >= CART_WRITE_BUDGET_RPS ? 'met' : 'MISSED'} (>= ${CART_WRITE_BUDGET_RPS}/s)`;
  if (r.target.name === CART_READ) return '-';
  return `${r.shop.p99 < P99_BUDGET_MS ? 'met' : 'MISSED'} (p99 < ${P99_BUDGET_MS} ms)`;
}

/** "met (rule)" when every check holds, else "MISSED (rule; what failed)"; errors and non-2xx always count. */
function verdict(rule: string, checks: [boolean, string][], errors: number, non2xx: number): string {
  const failed = [
    ...checks.filter(([ok]) => !ok).map(([, what]) => what),
    ...(errors > 0 ? [`${errors} errors`] : []),
    ...(non2xx > 0 ? [`${non2xx} non-2xx`] : []),
  ];
  return failed.length === 0 ? `met (${rule})` : `MISSED (${[rule, ...failed].join('; ')})`;
}

/** PostgreSQL's budgets on one node: catalogue p99 < 10 ms, cart writes >= 800/s, no errors, all 2xx. */
function postgresBudget(r: ApiRow): string {
  const { rps, p99, errors, non2xx } = r.shop;
  if (r.target.name === CART_WRITE)
    return verdict(
      `>= ${PG_CART_WRITE_BUDGET_RPS}/s, no errors`,
      [[rps >= PG_CART_WRITE_BUDGET_RPS, `${rps}/s`]],
      errors,
      non2xx,
    );
  if (r.target.name === CART_READ) return verdict('no errors', [], errors, non2xx);
  return verdict(
    `p99 < ${P99_BUDGET_MS} ms, no errors`,
    [[p99 < P99_BUDGET_MS, `p99 ${p99} ms`]],
    errors,
    non2xx,
  );
}

function apiTable(rows: ApiRow[], budget: (r: ApiRow) => string): string {
  const lines = [
    '| call | req/s | p50 ms | p99 ms | errors | non-2xx | vs express (same body) | vs node:http | budget |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.target.name} | ${r.shop.rps} | ${r.shop.p50} | ${r.shop.p99} | ${r.shop.errors} | ${r.shop.non2xx} | ${ratio(r.shop.rps, r.express.rps)} (${r.express.rps}/s, p99 ${r.express.p99}) | ${ratio(r.shop.rps, r.http.rps)} (${r.http.rps}/s, p99 ${r.http.p99}) | ${budget(r)} |`,
    );
  }
  return lines.join('\n');
}

/** PostgreSQL's budgets on two nodes: each node's catalogue p99 < 10 ms, cart writes above one node's. */
function nodesBudget(r: NodesRow, oneNode: ApiRow | undefined): string {
  if (r.target.name === CART_WRITE) {
    const single = oneNode?.shop.rps ?? 0;
    return verdict(
      `> ${single}/s of one node, >= ${PG_CART_WRITE_BUDGET_RPS}/s, no errors`,
      [[r.rps > single && r.rps >= PG_CART_WRITE_BUDGET_RPS, `${r.rps}/s`]],
      r.errors,
      r.non2xx,
    );
  }
  const worst = Math.max(...r.nodes.map((n) => n.p99));
  return verdict(
    `p99 < ${P99_BUDGET_MS} ms on each node, no errors`,
    [[worst < P99_BUDGET_MS, `p99 ${worst} ms`]],
    r.errors,
    r.non2xx,
  );
}

function nodesTable(rows: NodesRow[], oneNode: ApiRow[]): string {
  const names = rows[0]?.nodes.map((_, k) => String.fromCharCode(65 + k)) ?? [];
  return [
    `| call | req/s (sum) | vs one node | ${names.map((n) => `node ${n} req/s | node ${n} p99 ms`).join(' | ')} | errors | non-2xx | budget |`,
    `|---|---|---|${names.map(() => '---|---|').join('')}---|---|---|`,
    ...rows.map((r) => {
      const single = oneNode.find((o) => o.target.name === r.target.name);
      return `| ${r.target.name} | ${r.rps} | ${single ? ratio(r.rps, single.shop.rps) : 'n/a'} | ${r.nodes.map((n) => `${n.rps} | ${n.p99}`).join(' | ')} | ${r.errors} | ${r.non2xx} | ${nodesBudget(r, single)} |`;
    }),
  ].join('\n');
}

function pageTable(rows: PageRow[]): string {
  return [
    '| page | performance | LCP ms | TBT ms | CLS | CPU index |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} (${r.path}) | ${r.score} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.cpu} |`),
  ].join('\n');
}

type PostgresResult = { database: string; oneNode: ApiRow[]; twoNodes: NodesRow[] };

/**
 * The PostgreSQL part: a fresh database on the server, seeded like SQLite; the calls on one node (with the
 * baselines measured on SQLite), then the catalogue reads and the cart write on two nodes at once. The
 * database is dropped at the end, also when something fails.
 */
async function benchPostgres(serverUrl: string, baselines: Baselines[]): Promise<PostgresResult> {
  const database = await createBenchDatabase(serverUrl);
  const nodes: ShopNode[] = [];
  try {
    const target: StoreTarget = { kind: 'postgres', url: database.url };
    console.log(`seeding ${values.products} products into PostgreSQL (${database.name})`);
    seedStore(target, values.products!);
    nodes.push(await startNode(target, await freePort()));
    const calls = await targets(nodes[0]!.url);
    console.log('PostgreSQL, one node: API load (50 connections, 1 in flight each, after a 2 s warm-up)');
    const oneNode = withBaselines(await benchShop(nodes[0]!.url, calls, seconds), baselines);
    nodes.push(await startNode(target, await freePort()));
    console.log('PostgreSQL, two nodes: API load (25 + 25 connections, after a 2 s warm-up)');
    // The same calls on each node, found there: the cart calls on a cart of that node's own.
    const twoNodeCalls = (calls: ApiTarget[]) =>
      calls.filter((t) => t.name === CART_WRITE || isCatalogueRead(t));
    const twoNodes = await benchNodes(
      [
        { url: nodes[0]!.url, targets: twoNodeCalls(calls) },
        { url: nodes[1]!.url, targets: twoNodeCalls(await targets(nodes[1]!.url)) },
      ],
      seconds,
    );
    return { database: database.name, oneNode, twoNodes };
  } finally {
    await Promise.allSettled(nodes.map((n) => n.stop()));
    await database.drop();
  }
}

async function main() {
  console.log('building the shop');
  run('npm', ['run', 'build']);
  console.log(`seeding ${values.products} products into SQLite (${sqlite.path})`);
  seedStore(sqlite, values.products!);
  const node = await startNode(sqlite, SQLITE_PORT);
  const baseUrl = node.url;
  const sections: string[] = [
    `# Benchmarks ${new Date().toISOString()}`,
    '',
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${values.products} products.`,
    '',
  ];
  let baselines: Baselines[] | null = null;
  try {
    if (!values['skip-api']) {
      console.log('SQLite: API load (50 connections, 1 in flight each, after a 2 s warm-up)');
      const rows = await benchShop(baseUrl, await targets(baseUrl), seconds);
      console.log('baselines: express and node:http serving the same bodies');
      baselines = await benchBaselines(rows, tmp, seconds);
      sections.push(
        `## API on SQLite (${values.seconds} s at 50 connections)`,
        '',
        apiTable(withBaselines(rows, baselines), sqliteBudget),
        '',
      );
    }
    const home = await (await fetch(`${baseUrl}/`)).text();
    const bundle = initialBundle(path.join(root, 'apps/web/dist'), home);
    const bundleSection = [
      '## Initial bundle (gzipped)',
      '',
      `JS ${(bundle.js / 1024).toFixed(1)} KB (budget 120 KB, DESIGN section 9: ${bundle.js / 1024 < 120 ? 'met' : 'MISSED'}), CSS ${(bundle.css / 1024).toFixed(1)} KB`,
      '',
    ];
    let pagesSection: string[] = [];
    if (!values['skip-pages']) {
      console.log('Lighthouse (mobile preset, median of 3)');
      const vehicle = '/collections/vehicle-specific-subwoofer-enclosures?type=Loaded';
      const rows = await benchPages(baseUrl, [
        { name: 'home', path: '/' },
        { name: 'collection', path: '/collections/car-subwoofers' },
        { name: 'vehicle', path: vehicle },
        { name: 'product', path: '/products/skar-evl-12' },
      ]);
      pagesSection = [
        '## Pages (Lighthouse mobile, median of 3; budget 98+, CLS < 0.02: DESIGN section 9)',
        '',
        pageTable(rows),
        '',
        "CPU index: Lighthouse's benchmarkIndex of this machine during the runs (higher is faster). The mobile",
        'preset multiplies the observed main-thread time by 4, so a slower or busier machine scores lower.',
        '',
      ];
    }
    await node.stop();

    if (values['skip-api']) {
      // nothing to measure on PostgreSQL
    } else if (!postgresServer) {
      const skipped = `PostgreSQL part skipped: no --postgres-url or BENCH_DATABASE_URL. To run it, ${POSTGRES_HINT}.`;
      console.log(skipped);
      sections.push('## API on PostgreSQL', '', skipped, '');
    } else {
      const pg = await benchPostgres(postgresServer, baselines!);
      const missed = [
        ...pg.oneNode.map(postgresBudget),
        ...pg.twoNodes.map((r) =>
          nodesBudget(
            r,
            pg.oneNode.find((o) => o.target.name === r.target.name),
          ),
        ),
      ].filter((b) => b.startsWith('MISSED')).length;
      sections.push(
        `## API on PostgreSQL, one node (${values.seconds} s at 50 connections; baselines as on SQLite)`,
        '',
        apiTable(pg.oneNode, postgresBudget),
        '',
        `## API on PostgreSQL, two nodes on one database (${values.seconds} s, 25 + 25 connections)`,
        '',
        nodesTable(pg.twoNodes, pg.oneNode),
        '',
        "Each node's cart write goes to a cart of its own; vs one node: the sum against the one-node req/s.",
        '',
        `PostgreSQL budgets: ${missed === 0 ? 'all met' : `${missed} MISSED`} (catalogue reads p99 < ${P99_BUDGET_MS} ms, cart writes >= ${PG_CART_WRITE_BUDGET_RPS}/s on one node and more on two, zero errors, zero non-2xx).`,
        '',
      );
    }
    sections.push(...bundleSection, ...pagesSection);
  } finally {
    await node.stop();
    rmSync(tmp, { recursive: true, force: true });
  }
  const report = sections.join('\n');
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}.md`);
  writeFileSync(file, report + '\n');
  console.log('\n' + report + `\nwritten to ${path.relative(root, file)}`);
}

await main();

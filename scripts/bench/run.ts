/**
 * npm run bench: API load figures on a 50,000-product seed, on SQLite and (when a PostgreSQL server is named) on
 * PostgreSQL, one node then two nodes on the same database; the two baselines (express and node:http serving the
 * same body) are measured once per call and serve both stores' percentages. Then Lighthouse page figures and the
 * initial bundle size (on the SQLite node). On each store, the catalogue reads during a stream of orders
 * (order-stream.ts) and cold, with the response cache off, at several catalogue sizes (cold.ts), against the
 * commit named by --before (before.ts); and search against the collection page with every cache off
 * (cold-search.ts, on a store of --cold-search-products). Writes bench/results/<date>.md and prints it.
 *   npm run bench [-- --products 50000 --seconds 10 --skip-pages --skip-api --skip-stream --skip-cold
 *     --skip-sqlite --cold-sizes 5000,50000,200000 --before <git-ref> --postgres-url postgres://...
 *     --skip-csv --csv-products 100000 --skip-cold-search --cold-search-products 50000]
 * --skip-sqlite: PostgreSQL only (no SQLite node: no API baselines, so no API section on PostgreSQL either,
 * and no bundle or pages), e.g. `--skip-sqlite --skip-api --skip-cold --products 5000` for its order stream.
 * The catalogue CSV section (csv-import-export.ts) seeds a SQLite store of its own with --csv-products and
 * measures the node's answers during an export and during applied imports (--skip-csv: none).
 * --postgres-url (or BENCH_DATABASE_URL): a server where databases may be created (`npm run db:up` starts one);
 * the run creates `shop_bench_<time>` databases there, seeds them, and drops them at the end, also on failure.
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
  type ApiTarget,
  type Baselines,
} from './api.js';
import { buildBefore, type BeforeBuild } from './before.js';
import { benchCold, type ColdPlace } from './cold.js';
import { benchColdSearch } from './cold-search.js';
import { benchCatalogCsv } from './csv-import-export.js';
import { benchOrderStream, ORDER_STREAM_ENV, prepareOrderStream } from './order-stream.js';
import { INITIAL_JS_BUDGET_KB } from './budgets.js';
import { benchPages, initialBundle } from './pages.js';
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
import {
  apiTable,
  CART_WRITE,
  isCatalogueRead,
  nodesBudget,
  nodesTable,
  P99_BUDGET_MS,
  pageTable,
  PG_CART_WRITE_BUDGET_RPS,
  postgresBudget,
  sqliteBudget,
} from './tables.js';
import { catalogueReads, targets } from './targets.js';

const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    'skip-pages': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
    'skip-stream': { type: 'boolean', default: false },
    'skip-cold': { type: 'boolean', default: false },
    'skip-sqlite': { type: 'boolean', default: false },
    'cold-sizes': { type: 'string', default: '5000,50000,200000' },
    'skip-cold-search': { type: 'boolean', default: false },
    'cold-search-products': { type: 'string', default: '50000' },
    'skip-csv': { type: 'boolean', default: false },
    'csv-products': { type: 'string', default: '100000' },
    before: { type: 'string' },
    'postgres-url': { type: 'string' },
  },
});
const postgresServer = postgresServerUrl(values['postgres-url']);
const seconds = Number(values.seconds);
const coldSizes = values['cold-sizes']!.split(',').map(Number);
if (coldSizes.some((n) => !Number.isInteger(n) || n < 0))
  throw new Error(`--cold-sizes must be whole numbers of products, e.g. 5000,50000,200000`);
const stream = !values['skip-stream'];
const coldSearchProducts = Number(values['cold-search-products']);
if (!Number.isInteger(coldSearchProducts) || coldSearchProducts < 1)
  throw new Error('--cold-search-products must be a whole number of products, e.g. 50000');
const coldSearch = !values['skip-cold-search'];

const tmp = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
onInterrupt(async () => rmSync(tmp, { recursive: true, force: true }));
const sqlite = { kind: 'sqlite', path: path.join(tmp, 'bench.db') } as const satisfies StoreTarget;
const SQLITE_PORT = 4400;

function run(cmd: string, args: string[]) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

/**
 * The PostgreSQL part on a fresh database, seeded like SQLite: the calls on one node (with the baselines
 * measured on SQLite), then the catalogue reads and the cart write on two nodes at once; then the reads
 * during an order stream on one node. The database is dropped at the end, also when something fails.
 */
async function benchPostgres(serverUrl: string, baselines: Baselines[] | null): Promise<string[]> {
  const database = await createBenchDatabase(serverUrl);
  const nodes: ShopNode[] = [];
  const lines: string[] = [];
  try {
    const target: StoreTarget = { kind: 'postgres', url: database.url };
    console.log(`seeding ${values.products} products into PostgreSQL (${database.name})`);
    seedStore(target, values.products!);
    const skus = stream ? await prepareOrderStream(target) : [];
    nodes.push(await startNode(target, await freePort(), { env: ORDER_STREAM_ENV }));
    if (baselines) {
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
      await nodes[1]!.stop();
      const missed = [
        ...oneNode.map(postgresBudget),
        ...twoNodes.map((r) =>
          nodesBudget(
            r,
            oneNode.find((o) => o.target.name === r.target.name),
          ),
        ),
      ].filter((b) => b.startsWith('MISSED')).length;
      lines.push(
        `## API on PostgreSQL, one node (${values.seconds} s at 50 connections; baselines as on SQLite)`,
        '',
        apiTable(oneNode, postgresBudget),
        '',
        `## API on PostgreSQL, two nodes on one database (${values.seconds} s, 25 + 25 connections)`,
        '',
        nodesTable(twoNodes, oneNode),
        '',
        "Each node's cart write goes to a cart of its own; vs one node: the sum against the one-node req/s.",
        '',
        `PostgreSQL budgets: ${missed === 0 ? 'all met' : `${missed} MISSED`} (catalogue reads p99 < ${P99_BUDGET_MS} ms, cart writes >= ${PG_CART_WRITE_BUDGET_RPS}/s on one node and more on two, zero errors, zero non-2xx).`,
        '',
      );
    }
    if (stream) {
      console.log('PostgreSQL: catalogue reads, warm, then during an order stream');
      const { reads } = await catalogueReads(nodes[0]!.url);
      lines.push(...(await benchOrderStream(nodes[0]!.url, reads, skus, seconds, 'PostgreSQL')));
    }
    return lines;
  } finally {
    await Promise.allSettled(nodes.map((n) => n.stop()));
    await database.drop();
  }
}

async function main() {
  console.log('building the shop');
  run('npm', ['run', 'build']);
  const before =
    values.before && (!values['skip-cold'] || coldSearch) ? await buildBefore(values.before) : null;
  try {
    await benchAll(before);
  } finally {
    await before?.remove();
  }
}

async function benchAll(before: BeforeBuild | null) {
  const sections: string[] = [
    `# Benchmarks ${new Date().toISOString()}`,
    '',
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${values.products} products.`,
    '',
  ];
  try {
    const sqliteRun = values['skip-sqlite'] ? null : await benchSqlite(sections);
    const baselines = sqliteRun?.baselines ?? null;
    const postgresWanted = !values['skip-api'] || stream || !values['skip-cold'] || coldSearch;
    if (postgresWanted && !postgresServer) {
      const skipped = `PostgreSQL part skipped: no --postgres-url or BENCH_DATABASE_URL. To run it, ${POSTGRES_HINT}.`;
      console.log(skipped);
      sections.push('## On PostgreSQL', '', skipped, '');
    } else if (postgresServer && (baselines || stream)) {
      sections.push(...(await benchPostgres(postgresServer, baselines)));
    }
    const places: ColdPlace[] = [
      ...(sqliteRun ? [{ kind: 'sqlite', dir: tmp } as const] : []),
      ...(postgresServer ? [{ kind: 'postgres', serverUrl: postgresServer } as const] : []),
    ];
    for (const place of places) {
      if (!values['skip-cold']) sections.push(...(await benchCold(place, coldSizes, seconds, before)));
      if (coldSearch) sections.push(...(await benchColdSearch(place, coldSearchProducts, seconds, before)));
    }
    if (!values['skip-csv']) sections.push(...(await benchCatalogCsv(tmp, values['csv-products']!)));
    sections.push(...(sqliteRun?.trailing ?? []));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
  const report = sections.join('\n');
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}.md`);
  writeFileSync(file, report + '\n');
  console.log('\n' + report + `\nwritten to ${path.relative(root, file)}`);
}

/**
 * The SQLite node's part: its API load and order-stream sections pushed onto `sections`; answers the
 * baselines measured there (null with --skip-api, which also skips PostgreSQL's API part) and the bundle
 * and page sections, which end the report.
 */
async function benchSqlite(
  sections: string[],
): Promise<{ baselines: Baselines[] | null; trailing: string[] }> {
  console.log(`seeding ${values.products} products into SQLite (${sqlite.path})`);
  seedStore(sqlite, values.products!);
  const skus = stream ? await prepareOrderStream(sqlite) : [];
  const node = await startNode(sqlite, SQLITE_PORT, { env: ORDER_STREAM_ENV });
  const baseUrl = node.url;
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
      `JS ${(bundle.js / 1024).toFixed(1)} KB (budget ${INITIAL_JS_BUDGET_KB} KB, ARCHITECTURE.md Budgets: ${Math.round((bundle.js / 1024) * 10) / 10 <= INITIAL_JS_BUDGET_KB ? 'met' : 'MISSED'}), CSS ${(bundle.css / 1024).toFixed(1)} KB`,
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
        '## Pages (Lighthouse mobile, median of 3; budget 98+, CLS < 0.02: ARCHITECTURE.md Budgets)',
        '',
        pageTable(rows),
        '',
        "CPU index: Lighthouse's benchmarkIndex of this machine during the runs (higher is faster). The mobile",
        'preset multiplies the observed main-thread time by 4, so a slower or busier machine scores lower.',
        '',
      ];
    }
    if (stream) {
      console.log('SQLite: catalogue reads, warm, then during an order stream');
      const { reads } = await catalogueReads(baseUrl);
      sections.push(...(await benchOrderStream(baseUrl, reads, skus, seconds, 'SQLite')));
    }
    return { baselines, trailing: [...bundleSection, ...pagesSection] };
  } finally {
    await node.stop();
  }
}

await main();

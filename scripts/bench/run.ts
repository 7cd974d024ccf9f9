/**
 * npm run bench: API load figures on a 50,000-product seed (with two baselines measured in the same run),
 * then Lighthouse page figures and the initial bundle size. Writes bench/results/<date>.md and prints it.
 *   npm run bench [-- --products 50000 --seconds 10 --skip-pages --skip-api]
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { benchApi, type ApiRow, type ApiTarget } from './api.js';
import { benchPages, initialBundle, type PageRow } from './pages.js';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    products: { type: 'string', default: '50000' },
    seconds: { type: 'string', default: '10' },
    'skip-pages': { type: 'boolean', default: false },
    'skip-api': { type: 'boolean', default: false },
  },
});

const tmp = mkdtempSync(path.join(tmpdir(), 'shop-bench-'));
const dbPath = path.join(tmp, 'bench.db');
const port = 4400;
const baseUrl = `http://127.0.0.1:${port}`;

function run(cmd: string, args: string[], env: Record<string, string> = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
}

async function getJson<T>(p: string, init?: RequestInit): Promise<T> {
  const res = await fetch(baseUrl + p, init);
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return (await res.json()) as T;
}

async function startServer() {
  const child = spawn(process.execPath, [path.join(root, 'apps/api/dist/server.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: dbPath,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret-42',
      PUBLIC_URL: `http://localhost:${port}`,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

type Card = {
  sku: string;
  slug: string;
  isParentSku: boolean;
  variants: { sku: string }[];
  currentlyInStock: boolean;
};

async function targets(): Promise<ApiTarget[]> {
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
  const cart = await getJson<{ cart_token: string }>('/api/cartv2/lines', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sku: buyable[0]!.sku, quantity: 1 }),
  });
  const cartHeaders = { 'x-cart-token': cart.cart_token };
  return [
    { name: 'product by sku', method: 'GET', path: `/api/product/${encodeURIComponent(product.sku)}` },
    { name: 'collection page', method: 'GET', path: '/api/collections/car-subwoofers?page=2' },
    { name: 'vehicle, all filters', method: 'GET', path: vehiclePath },
    { name: 'search', method: 'GET', path: '/api/search/products?q=subwoofer&page=2' },
    { name: 'cart read', method: 'GET', path: '/api/cartv2', headers: cartHeaders },
    {
      name: 'cart write',
      method: 'POST',
      path: '/api/cartv2',
      headers: cartHeaders,
      body: JSON.stringify({ items: buyable.map((p, i) => ({ sku: p.sku, quantity: i + 1 })) }),
    },
  ];
}

const P99_BUDGET_MS = 10;
const CART_WRITE_BUDGET_RPS = 1000;
const ratio = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)}%` : 'n/a');

function apiTable(rows: ApiRow[]): string {
  const lines = [
    '| call | req/s | p50 ms | p99 ms | errors | non-2xx | vs express (same body) | vs node:http | budget |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    const budget =
      r.target.name === 'cart write'
        ? `${r.shop.rps >= CART_WRITE_BUDGET_RPS ? 'met' : 'MISSED'} (>= ${CART_WRITE_BUDGET_RPS}/s)`
        : r.target.name === 'cart read'
          ? '-'
          : `${r.shop.p99 < P99_BUDGET_MS ? 'met' : 'MISSED'} (p99 < ${P99_BUDGET_MS} ms)`;
    lines.push(
      `| ${r.target.name} | ${r.shop.rps} | ${r.shop.p50} | ${r.shop.p99} | ${r.shop.errors} | ${r.shop.non2xx} | ${ratio(r.shop.rps, r.express.rps)} (${r.express.rps}/s, p99 ${r.express.p99}) | ${ratio(r.shop.rps, r.http.rps)} (${r.http.rps}/s, p99 ${r.http.p99}) | ${budget} |`,
    );
  }
  return lines.join('\n');
}

function pageTable(rows: PageRow[]): string {
  return [
    '| page | performance | LCP ms | TBT ms | CLS | CPU index |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} (${r.path}) | ${r.score} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.cpu} |`),
  ].join('\n');
}

async function main() {
  console.log('building the shop');
  run('npm', ['run', 'build']);
  console.log(`seeding ${values.products} products into ${dbPath}`);
  run(process.execPath, [
    '--conditions=source',
    '--import',
    'tsx',
    'apps/api/src/demo/cli.ts',
    '--products',
    values.products!,
    '--database',
    dbPath,
  ]);
  const server = await startServer();
  const sections: string[] = [
    `# Benchmarks ${new Date().toISOString()}`,
    '',
    `Machine: ${process.platform} ${process.arch}, Node ${process.version}, ${values.products} products.`,
    '',
  ];
  try {
    if (!values['skip-api']) {
      console.log('API load (50 connections, 1 in flight each, after a 2 s warm-up)');
      const rows = await benchApi(baseUrl, await targets(), tmp, Number(values.seconds));
      sections.push(`## API (${values.seconds} s at 50 connections)`, '', apiTable(rows), '');
    }
    const home = await (await fetch(`${baseUrl}/`)).text();
    const bundle = initialBundle(path.join(root, 'apps/web/dist'), home);
    sections.push(
      '## Initial bundle (gzipped)',
      '',
      `JS ${(bundle.js / 1024).toFixed(1)} KB (budget 150 KB: ${bundle.js / 1024 < 150 ? 'met' : 'MISSED'}), CSS ${(bundle.css / 1024).toFixed(1)} KB`,
      '',
    );
    if (!values['skip-pages']) {
      console.log('Lighthouse (mobile preset, median of 3)');
      const vehicle = '/collections/vehicle-specific-subwoofer-enclosures?type=Loaded';
      const rows = await benchPages(baseUrl, [
        { name: 'home', path: '/' },
        { name: 'collection', path: '/collections/car-subwoofers' },
        { name: 'vehicle', path: vehicle },
        { name: 'product', path: '/products/skar-evl-12' },
      ]);
      sections.push(
        '## Pages (Lighthouse mobile, median of 3; budget 95+, CLS < 0.05)',
        '',
        pageTable(rows),
        '',
        "CPU index: Lighthouse's benchmarkIndex of this machine during the runs (higher is faster). The mobile",
        'preset multiplies the observed main-thread time by 4, so a slower or busier machine scores lower.',
        '',
      );
    }
  } finally {
    server.kill('SIGTERM');
  }
  const report = sections.join('\n');
  const dir = path.join(root, 'bench/results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${new Date().toISOString().slice(0, 10)}.md`);
  writeFileSync(file, report + '\n');
  console.log('\n' + report + `\nwritten to ${path.relative(root, file)}`);
  if (existsSync(tmp)) rmSync(tmp, { recursive: true, force: true });
}

await main();

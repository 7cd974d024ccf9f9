/**
 * npm run load [-- --seconds 60 --connections 100 --products 0]
 * A mixed load on the BUILT server (run `npm run build` first; this script builds nothing): browse
 * (product, collection), filter (vehicle), search, add-to-cart (each virtual client its own cart) and
 * checkout (approving test card, unique idempotency keys), all at once, then checks the database:
 * zero 5xx, every 2xx add-to-cart present as a line quantity, every 2xx checkout an order with lines,
 * stock conserved per sku (initial - sold = current; the 24 skus used get 100,000 extra units first,
 * so that the run measures the server, not sold-out answers). Prints p50/p99 per kind and appends a section to
 * the newest bench/results/*.md if there is one. Exits 1 when a check fails.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import {
  appendFileSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';

const root = path.resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    products: { type: 'string', default: '0' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const serverJs = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverJs)) {
  console.error(
    'apps/api/dist/server.js is missing: run `npm run build` first (npm run load builds nothing).',
  );
  process.exit(2);
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

const tmp = mkdtempSync(path.join(tmpdir(), 'shop-load-'));
const dbPath = path.join(tmp, 'load.db');
const serverLog = path.join(tmp, 'server.log');
const port = await freePort();
const base = `http://127.0.0.1:${port}`;

async function startServer(): Promise<ChildProcess> {
  const child = spawn(process.execPath, [serverJs], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      DATABASE_PATH: dbPath,
      NODE_ENV: 'production',
      JWT_SECRET: 'load-secret-load-secret-load-secret-load',
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      CHECKOUT_RATE_LIMIT: '1000000',
    },
    // LOG_LEVEL=warn logs every 4xx; keep them in a file and report the error lines.
    stdio: ['ignore', openSync(serverLog, 'a'), 'inherit'],
  });
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return child;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not start');
}

async function getJson<T>(p: string): Promise<T> {
  const res = await fetch(base + p);
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return (await res.json()) as T;
}

const VEHICLES = '/api/collections/vehicle-specific-subwoofer-enclosures';
const STOCK_TOP_UP = 100_000;

/**
 * Buyable skus (enabled, not a variant parent or bundle, in stock); their stock is raised by
 * STOCK_TOP_UP before the server starts, so that the run measures the server and not sold-out answers.
 */
function prepareSkus(): string[] {
  const db = new Database(dbPath);
  try {
    const rows = db
      .prepare(
        `SELECT p.id, p.sku FROM products p JOIN stock s ON s.product_id = p.id
         WHERE p.enabled_on_site = 1 AND p.is_parent = 0 AND p.product_type = 'normal' AND p.discontinued = 0
           AND s.tpa_wh + s.lv_wh > 0
         ORDER BY p.id LIMIT 24`,
      )
      .all() as { id: number; sku: string }[];
    const raise = db.prepare('UPDATE stock SET tpa_wh = tpa_wh + ? WHERE product_id = ?');
    db.transaction(() => rows.forEach((r) => raise.run(STOCK_TOP_UP, r.id)))();
    return rows.map((r) => r.sku);
  } finally {
    db.close();
  }
}

async function vehiclePath(): Promise<string> {
  const vehicle = await getJson<{ facets: { makes: string[] } }>(`${VEHICLES}?type=Loaded`);
  const make = vehicle.facets.makes[0]!;
  const withMake = await getJson<{ facets: { models: string[] } }>(
    `${VEHICLES}?type=Loaded&vehicle_make=${encodeURIComponent(make)}`,
  );
  const model = withMake.facets.models[0]!;
  return `${VEHICLES}?type=Loaded&vehicle_make=${encodeURIComponent(make)}&vehicle_model=${encodeURIComponent(model)}`;
}

const checkoutBody = () =>
  JSON.stringify({
    contact: { email: 'load@example.com', first_name: 'Lola', last_name: 'Load', phone: '(813) 555-0100' },
    shippingAddress: {
      first_name: 'Lola',
      last_name: 'Load',
      address_line_1: '1 Main St',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
      country_code: 'US',
      phone_number: '8135550100',
    },
    billingSameAsShipping: true,
    payment: { card_number: '4242 4242 4242 4242', exp_month: '12', exp_year: '2030', cvc: '123' },
    idempotencyKey: randomUUID(),
  });

type Ctx = { token?: string; sku?: string };
type Kind = { name: string; connections: number; requests: autocannon.Request[] };
const json = { 'content-type': 'application/json' };

/** Acknowledged writes, checked in the database afterwards. */
const addsByLine = new Map<string, number>();
const orders: string[] = [];

function kinds(skus: string[], vehicle: string): Kind[] {
  const share = (n: number) => Math.max(1, Math.round((connections * n) / 100));
  let turn = 0;
  const nextSku = () => skus[turn++ % skus.length]!;
  // Each cycle: a new cart (no token), then 199 adds to it with the token the server gave.
  const addRequests: autocannon.Request[] = Array.from({ length: 200 }, (_, i) => ({
    method: 'POST',
    path: '/api/cartv2/lines',
    setupRequest: (req: autocannon.Request, context: Ctx) => {
      if (i > 0 && !context.token) return undefined as unknown as autocannon.Request;
      context.sku = nextSku();
      return {
        ...req,
        headers: { ...json, ...(i > 0 ? { 'x-cart-token': context.token! } : {}) },
        body: JSON.stringify({ sku: context.sku, quantity: 1 }),
      };
    },
    onResponse: (status: number, body: string, context: Ctx) => {
      if (status !== 200) return;
      context.token = (JSON.parse(body) as { cart_token: string }).cart_token;
      const key = `${context.token}|${context.sku}`;
      addsByLine.set(key, (addsByLine.get(key) ?? 0) + 1);
    },
  }));
  return [
    {
      name: 'browse: product',
      connections: share(15),
      requests: skus.map((s) => ({ method: 'GET', path: `/api/product/${encodeURIComponent(s)}` })),
    },
    {
      name: 'browse: collection',
      connections: share(15),
      requests: [1, 2, 3].map((page) => ({
        method: 'GET',
        path: `/api/collections/car-subwoofers?page=${page}`,
      })),
    },
    { name: 'filter: vehicle', connections: share(15), requests: [{ method: 'GET', path: vehicle }] },
    {
      name: 'search',
      connections: share(15),
      requests: ['subwoofer', 'amplifier 1000', 'evl'].map((q) => ({
        method: 'GET',
        path: `/api/search/products?q=${encodeURIComponent(q)}`,
      })),
    },
    { name: 'cart add', connections: share(25), requests: addRequests },
    {
      name: 'checkout',
      connections: share(15),
      requests: [
        {
          method: 'POST',
          path: '/api/cartv2',
          setupRequest: (req: autocannon.Request) => ({
            ...req,
            headers: json,
            body: JSON.stringify({
              items: [
                { sku: nextSku(), quantity: 1 },
                { sku: nextSku(), quantity: 1 },
              ],
            }),
          }),
          onResponse: (status: number, body: string, context: Ctx) => {
            if (status === 200) context.token = (JSON.parse(body) as { cart_token: string }).cart_token;
          },
        },
        {
          method: 'POST',
          path: '/api/checkout-v3/checkout',
          setupRequest: (req: autocannon.Request, context: Ctx) =>
            context.token
              ? { ...req, headers: { ...json, 'x-cart-token': context.token }, body: checkoutBody() }
              : (undefined as unknown as autocannon.Request),
          onResponse: (status: number, body: string) => {
            if (status === 200)
              orders.push((JSON.parse(body) as { confirmation_token: string }).confirmation_token);
          },
        },
      ],
    },
  ];
}

type Row = {
  name: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  s2xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
  timeouts: number;
};

const runKind = (kind: Kind): Promise<Row> =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: kind.connections,
        pipelining: 1,
        duration: seconds,
        requests: kind.requests,
        initialContext: {},
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          name: kind.name,
          connections: kind.connections,
          requests: r.requests.total,
          rps: Math.round(r.requests.average),
          p50: r.latency.p50,
          p99: r.latency.p99,
          s2xx: r['2xx'],
          s4xx: r['4xx'],
          s5xx: r['5xx'],
          errors: r.errors,
          timeouts: r.timeouts,
        });
      },
    );
  });

function main(): Promise<void> {
  return (async () => {
    console.log(
      `seeding ${values.products === '0' ? 'the base catalogue' : `${values.products} products`} into ${dbPath}`,
    );
    const seeded = spawnSync(
      process.execPath,
      [
        '--conditions=source',
        '--import',
        'tsx',
        'apps/api/src/demo/cli.ts',
        '--products',
        values.products!,
        '--database',
        dbPath,
      ],
      { cwd: root, stdio: 'inherit' },
    );
    if (seeded.status !== 0) throw new Error('seeding failed');
    const skus = prepareSkus();
    if (skus.length < 4) throw new Error(`only ${skus.length} buyable skus`);
    const server = await startServer();
    const db = new Database(dbPath, { readonly: true, fileMustExist: true });
    const checks: string[] = [];
    let rows: Row[] = [];
    try {
      const stockOf = () =>
        new Map(
          (
            db
              .prepare('SELECT p.sku, s.tpa_wh, s.lv_wh FROM stock s JOIN products p ON p.id = s.product_id')
              .all() as {
              sku: string;
              tpa_wh: number;
              lv_wh: number;
            }[]
          ).map((r) => [r.sku, r.tpa_wh + r.lv_wh]),
        );
      const initialStock = stockOf();
      const lastOrderId = (db.prepare('SELECT coalesce(max(id), 0) AS n FROM orders').get() as { n: number })
        .n;
      const vehicle = await vehiclePath();
      const all = kinds(skus, vehicle);
      console.log(`load: ${all.map((k) => `${k.name} x${k.connections}`).join(', ')} for ${seconds} s`);
      rows = await Promise.all(all.map(runKind));
      server.kill('SIGTERM');
      await new Promise((r) => server.once('exit', r));

      const fivexx = rows.reduce((n, r) => n + r.s5xx, 0);
      checks.push(`${fivexx === 0 ? 'ok' : 'FAILED'}: ${fivexx} responses 5xx`);
      const logLines = readFileSync(serverLog, 'utf8').split('\n').filter(Boolean);
      const errorLines = logLines.filter((l) => /"level":(50|60)/.test(l));
      checks.push(
        `${errorLines.length === 0 ? 'ok' : 'FAILED'}: server log: ${logLines.length} warn lines (4xx), ${errorLines.length} error lines`,
      );
      for (const line of errorLines.slice(0, 3)) console.error(line);
      const timeouts = rows.reduce((n, r) => n + r.timeouts + r.errors, 0);
      const lineQty = db.prepare(
        'SELECT l.quantity FROM cart_lines l JOIN carts c ON c.id = l.cart_id JOIN products p ON p.id = l.product_id WHERE c.token = ? AND p.sku = ?',
      );
      let lost = 0;
      let acked = 0;
      let extra = 0;
      for (const [key, count] of addsByLine) {
        const [token, sku] = key.split('|') as [string, string];
        const stored = (lineQty.get(token, sku) as { quantity: number } | undefined)?.quantity ?? 0;
        acked += count;
        // Never less than acknowledged. More only by adds that were in flight when the run stopped (at
        // most one per connection) or that timed out: applied, never answered.
        if (stored < count) lost++;
        else extra += stored - count;
      }
      const inFlightBound = connections + timeouts;
      const ok = lost === 0 && extra <= inFlightBound;
      checks.push(
        `${ok ? 'ok' : 'FAILED'}: ${acked} acknowledged adds on ${addsByLine.size} lines, ${lost} lines short, ${extra} unacknowledged units (in flight at the stop; bound ${inFlightBound})`,
      );
      const orderLines = db.prepare(
        'SELECT (SELECT count(*) FROM order_lines l WHERE l.order_id = o.id) AS n FROM orders o WHERE o.confirmation_token = ?',
      );
      const missing = orders.filter(
        (t) => ((orderLines.get(t) as { n: number } | undefined)?.n ?? 0) === 0,
      ).length;
      checks.push(
        `${missing === 0 ? 'ok' : 'FAILED'}: ${orders.length} acknowledged checkouts, ${missing} without an order and lines`,
      );
      const sold = new Map(
        (
          db
            .prepare(
              `SELECT l.sku, sum(l.taken_tpa_wh + l.taken_lv_wh) AS n FROM order_lines l WHERE l.order_id > ? GROUP BY l.sku`,
            )
            .all(lastOrderId) as { sku: string; n: number }[]
        ).map((r) => [r.sku, r.n]),
      );
      const now = stockOf();
      const unbalanced = [...initialStock].filter(
        ([sku, qty]) => qty - (sold.get(sku) ?? 0) !== now.get(sku),
      );
      checks.push(
        `${unbalanced.length === 0 ? 'ok' : 'FAILED'}: stock conserved on ${initialStock.size} skus (${[...sold.values()].reduce((a, b) => a + b, 0)} units sold)${
          unbalanced.length
            ? `; off: ${unbalanced
                .slice(0, 5)
                .map(([s]) => s)
                .join(', ')}`
            : ''
        }`,
      );
    } finally {
      if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM');
      db.close();
    }

    const total = rows.reduce(
      (t, r) => ({
        requests: t.requests + r.requests,
        rps: t.rps + r.rps,
        s2xx: t.s2xx + r.s2xx,
        s4xx: t.s4xx + r.s4xx,
        s5xx: t.s5xx + r.s5xx,
        errors: t.errors + r.errors + r.timeouts,
      }),
      { requests: 0, rps: 0, s2xx: 0, s4xx: 0, s5xx: 0, errors: 0 },
    );
    const table = [
      '| kind | connections | requests | req/s | p50 ms | p99 ms | 2xx | 4xx | 5xx | errors+timeouts |',
      '|---|---|---|---|---|---|---|---|---|---|',
      ...rows.map(
        (r) =>
          `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.s2xx} | ${r.s4xx} | ${r.s5xx} | ${r.errors + r.timeouts} |`,
      ),
      `| total | ${connections} | ${total.requests} | ${total.rps} | | ${Math.max(...rows.map((r) => r.p99))} (worst) | ${total.s2xx} | ${total.s4xx} | ${total.s5xx} | ${total.errors} |`,
    ].join('\n');
    const section = [
      `## Load (${connections} connections, ${seconds} s, mixed; ${new Date().toISOString()})`,
      '',
      table,
      '',
      ...checks.map((c) => `- ${c}`),
      '',
    ].join('\n');
    console.log(`\n${section}`);
    const dir = path.join(root, 'bench/results');
    const newest = existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.md'))
          .map((f) => path.join(dir, f))
          .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)[0]
      : undefined;
    if (newest) {
      appendFileSync(newest, `\n${section}`);
      console.log(`appended to ${path.relative(root, newest)}`);
    }
    rmSync(tmp, { recursive: true, force: true });
    if (checks.some((c) => c.startsWith('FAILED'))) process.exitCode = 1;
  })();
}

await main();

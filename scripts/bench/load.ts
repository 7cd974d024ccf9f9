/**
 * npm run load [-- --seconds 60 --connections 100 --products 0 --kinds checkout --postgres-url postgres://...]
 * A mixed load on the BUILT server (run `npm run build` first; this script builds nothing): browse
 * (product, collection), filter (vehicle), search, add-to-cart (each virtual client its own cart) and
 * checkout (approving test card, unique idempotency keys), all at once, then checks the database:
 * zero 5xx, every 2xx add-to-cart present as a line quantity, every 2xx checkout an order with lines,
 * stock conserved per sku (initial - sold = current; the 24 skus used get 100,000 extra units first,
 * so that the run measures the server, not sold-out answers). Prints p50/p99 per kind and appends a section to
 * the newest bench/results/*.md if there is one. Exits 1 when a check fails. --kinds: only the kinds named
 * (comma-separated, as the table names them, e.g. `checkout`), each with its usual share of --connections.
 * SQLite by default (one node on a temp file). With --postgres-url (or BENCH_DATABASE_URL), a server where
 * databases may be created: a fresh database `shop_bench_<time>` there, TWO nodes on it (each kind's virtual
 * users split between them), dropped at the end, also on failure.
 */
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
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import type { Db, Store } from '../../apps/api/src/db/database.js';
import { checkoutBody } from '../../apps/api/src/test/shop-factories.js';
import {
  createBenchDatabase,
  freePort,
  onInterrupt,
  openBenchStore,
  postgresServerUrl,
  root,
  seedStore,
  startNode,
  storeName,
  topUpBuyableSkus,
  type BenchDatabase,
  type ShopNode,
  type StoreTarget,
} from './stores.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    connections: { type: 'string', default: '100' },
    products: { type: 'string', default: '0' },
    kinds: { type: 'string' },
    'postgres-url': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const onlyKinds = values.kinds?.split(',').map((k) => k.trim());
const postgresServer = postgresServerUrl(values['postgres-url']);
const serverJs = path.join(root, 'apps/api/dist/server.js');
if (!existsSync(serverJs)) {
  console.error(
    'apps/api/dist/server.js is missing: run `npm run build` first (npm run load builds nothing).',
  );
  process.exit(2);
}

const tmp = mkdtempSync(path.join(tmpdir(), 'shop-load-'));
onInterrupt(async () => rmSync(tmp, { recursive: true, force: true }));
/** One node on SQLite; two on PostgreSQL (the same database). */
const NODES = postgresServer ? 2 : 1;
const logOf = (k: number) => path.join(tmp, `server-${k}.log`);
let base = '';

async function startNodes(target: StoreTarget): Promise<ShopNode[]> {
  const nodes: ShopNode[] = [];
  for (let k = 0; k < NODES; k++)
    nodes.push(
      await startNode(target, await freePort(), {
        env: {
          JWT_SECRET: 'r1OacJs1WudG1tR/FxuC8HJnh2jGWOIPSxX33Y+9IlFk',
          CHECKOUT_RATE_LIMIT: '1000000',
          // One client address making a new cart every 200 adds (decision 061).
          CART_CREATE_RATE_LIMIT: '1000000',
        },
        // LOG_LEVEL=warn logs every 4xx; keep them in a file and report the error lines.
        stdout: openSync(logOf(k), 'a'),
      }),
    );
  return nodes;
}

async function getJson<T>(p: string): Promise<T> {
  const res = await fetch(base + p);
  if (!res.ok) throw new Error(`${p} answered ${res.status}`);
  return (await res.json()) as T;
}

const VEHICLES = '/api/collections/vehicle-specific-subwoofer-enclosures';

async function vehiclePath(): Promise<string> {
  const vehicle = await getJson<{ facets: { makes: string[] } }>(`${VEHICLES}?type=Loaded`);
  const make = vehicle.facets.makes[0]!;
  const withMake = await getJson<{ facets: { models: string[] } }>(
    `${VEHICLES}?type=Loaded&vehicle_make=${encodeURIComponent(make)}`,
  );
  const model = withMake.facets.models[0]!;
  return `${VEHICLES}?type=Loaded&vehicle_make=${encodeURIComponent(make)}&vehicle_model=${encodeURIComponent(model)}`;
}

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
              ? {
                  ...req,
                  headers: { ...json, 'x-cart-token': context.token },
                  body: JSON.stringify(checkoutBody()),
                }
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
  /** One figure per node that ran the kind. */
  p50: number[];
  p99: number[];
  s2xx: number;
  s4xx: number;
  s5xx: number;
  errors: number;
  timeouts: number;
};

const runKind = (kind: Kind, url: string, kindConnections: number): Promise<Row> =>
  new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: kindConnections,
        pipelining: 1,
        duration: seconds,
        requests: kind.requests,
        initialContext: {},
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          name: kind.name,
          connections: kindConnections,
          requests: r.requests.total,
          rps: Math.round(r.requests.average),
          p50: [r.latency.p50],
          p99: [r.latency.p99],
          s2xx: r['2xx'],
          s4xx: r['4xx'],
          s5xx: r['5xx'],
          errors: r.errors,
          timeouts: r.timeouts,
        });
      },
    );
  });

/** A kind on every node at once, its connections split between them; counts summed, p50/p99 per node. */
async function runOnNodes(kind: Kind, urls: string[]): Promise<Row> {
  const share = (k: number) =>
    Math.floor(kind.connections / urls.length) + (k < kind.connections % urls.length ? 1 : 0);
  const parts = await Promise.all(
    urls.flatMap((url, k) => (share(k) > 0 ? [runKind(kind, url, share(k))] : [])),
  );
  return parts.reduce((t, r) => ({
    ...t,
    connections: t.connections + r.connections,
    requests: t.requests + r.requests,
    rps: t.rps + r.rps,
    p50: [...t.p50, ...r.p50],
    p99: [...t.p99, ...r.p99],
    s2xx: t.s2xx + r.s2xx,
    s4xx: t.s4xx + r.s4xx,
    s5xx: t.s5xx + r.s5xx,
    errors: t.errors + r.errors,
    timeouts: t.timeouts + r.timeouts,
  }));
}

/** Quantity of each cart line of the given tokens, keyed `token|sku`. */
async function lineQuantities(db: Db, tokens: string[]): Promise<Map<string, number>> {
  const found = new Map<string, number>();
  for (let i = 0; i < tokens.length; i += CHUNK) {
    const rows = await db
      .selectFrom('cart_lines as l')
      .innerJoin('carts as c', 'c.id', 'l.cart_id')
      .innerJoin('products as p', 'p.id', 'l.product_id')
      .select(['c.token', 'p.sku', 'l.quantity'])
      .where('c.token', 'in', tokens.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) found.set(`${r.token}|${r.sku}`, Number(r.quantity));
  }
  return found;
}

/** The confirmation tokens among `tokens` whose order exists and has lines. */
async function ordersWithLines(db: Db, tokens: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < tokens.length; i += CHUNK) {
    const rows = await db
      .selectFrom('orders as o')
      .innerJoin('order_lines as l', 'l.order_id', 'o.id')
      .select('o.confirmation_token')
      .distinct()
      .where('o.confirmation_token', 'in', tokens.slice(i, i + CHUNK))
      .execute();
    for (const r of rows) found.add(r.confirmation_token);
  }
  return found;
}
const CHUNK = 500;

async function stockOf(db: Db): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stock as s')
    .innerJoin('products as p', 'p.id', 's.product_id')
    .select(['p.sku', 's.tpa_wh', 's.lv_wh'])
    .execute();
  return new Map(rows.map((r) => [r.sku, Number(r.tpa_wh) + Number(r.lv_wh)]));
}

async function main(): Promise<void> {
  let database: BenchDatabase | null = null;
  let store: Store | null = null;
  let nodes: ShopNode[] = [];
  const checks: string[] = [];
  let rows: Row[] = [];
  let target: StoreTarget | null = null;
  try {
    if (postgresServer) database = await createBenchDatabase(postgresServer);
    const where: StoreTarget = database
      ? { kind: 'postgres', url: database.url }
      : { kind: 'sqlite', path: path.join(tmp, 'load.db') };
    target = where;
    console.log(
      `seeding ${values.products === '0' ? 'the base catalogue' : `${values.products} products`} into ${storeName(where)} (${where.kind === 'sqlite' ? where.path : database!.name})`,
    );
    seedStore(target, values.products!);
    store = openBenchStore(target);
    const { db } = store;
    const skus = await topUpBuyableSkus(db);
    if (skus.length < 4) throw new Error(`only ${skus.length} buyable skus`);
    nodes = await startNodes(target);
    base = nodes[0]!.url;
    const initialStock = await stockOf(db);
    const lastOrder = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('n'))
      .executeTakeFirst();
    const lastOrderId = Number(lastOrder?.n ?? 0);
    const vehicle = await vehiclePath();
    const all = kinds(skus, vehicle).filter((k) => !onlyKinds || onlyKinds.includes(k.name));
    if (all.length === 0) throw new Error(`--kinds ${values.kinds} names no kind`);
    console.log(
      `load on ${storeName(target)}, ${nodes.length} node${nodes.length > 1 ? 's (each kind split between them)' : ''}: ${all.map((k) => `${k.name} x${k.connections}`).join(', ')} for ${seconds} s`,
    );
    rows = await Promise.all(
      all.map((k) =>
        runOnNodes(
          k,
          nodes.map((n) => n.url),
        ),
      ),
    );
    // autocannon drops its sockets at the end with requests in flight, whose handlers still run; a node
    // stopped at once closes its store under them (the server's shutdown waits for sockets, not handlers).
    await new Promise((r) => setTimeout(r, 1_000));
    await Promise.all(nodes.map((n) => n.stop()));

    const fivexx = rows.reduce((n, r) => n + r.s5xx, 0);
    checks.push(`${fivexx === 0 ? 'ok' : 'FAILED'}: ${fivexx} responses 5xx`);
    const logLines = nodes.flatMap((_, k) => readFileSync(logOf(k), 'utf8').split('\n')).filter(Boolean);
    const errorLines = logLines.filter((l) => /"level":(50|60)/.test(l));
    checks.push(
      `${errorLines.length === 0 ? 'ok' : 'FAILED'}: server log${nodes.length > 1 ? 's' : ''}: ${logLines.length} warn lines (4xx), ${errorLines.length} error lines`,
    );
    for (const line of errorLines.slice(0, 3)) console.error(line);
    const timeouts = rows.reduce((n, r) => n + r.timeouts + r.errors, 0);
    const stored = await lineQuantities(db, [
      ...new Set([...addsByLine.keys()].map((k) => k.split('|')[0]!)),
    ]);
    let lost = 0;
    let acked = 0;
    let extra = 0;
    for (const [key, count] of addsByLine) {
      const quantity = stored.get(key) ?? 0;
      acked += count;
      // Never less than acknowledged. More only by adds that were in flight when the run stopped (at
      // most one per connection) or that timed out: applied, never answered.
      if (quantity < count) lost++;
      else extra += quantity - count;
    }
    const inFlightBound = connections + timeouts;
    const ok = lost === 0 && extra <= inFlightBound;
    checks.push(
      `${ok ? 'ok' : 'FAILED'}: ${acked} acknowledged adds on ${addsByLine.size} lines, ${lost} lines short, ${extra} unacknowledged units (in flight at the stop; bound ${inFlightBound})`,
    );
    const withLines = await ordersWithLines(db, orders);
    const missing = orders.filter((t) => !withLines.has(t)).length;
    checks.push(
      `${missing === 0 ? 'ok' : 'FAILED'}: ${orders.length} acknowledged checkouts, ${missing} without an order and lines`,
    );
    const soldRows = await db
      .selectFrom('order_lines as l')
      .select((eb) => [
        'l.sku',
        eb.fn.sum<number>(eb('l.taken_tpa_wh', '+', eb.ref('l.taken_lv_wh'))).as('n'),
      ])
      .where('l.order_id', '>', lastOrderId)
      .groupBy('l.sku')
      .execute();
    const sold = new Map(soldRows.map((r) => [r.sku, Number(r.n)]));
    const now = await stockOf(db);
    const unbalanced = [...initialStock].filter(([sku, qty]) => qty - (sold.get(sku) ?? 0) !== now.get(sku));
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
    await Promise.allSettled(nodes.map((n) => n.stop()));
    await store?.close();
    await database?.drop();
    rmSync(tmp, { recursive: true, force: true });
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
        `| ${r.name} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50.join(' / ')} | ${r.p99.join(' / ')} | ${r.s2xx} | ${r.s4xx} | ${r.s5xx} | ${r.errors + r.timeouts} |`,
    ),
    `| total | ${connections} | ${total.requests} | ${total.rps} | | ${Math.max(...rows.flatMap((r) => r.p99))} (worst) | ${total.s2xx} | ${total.s4xx} | ${total.s5xx} | ${total.errors} |`,
  ].join('\n');
  const section = [
    `## Load on ${storeName(target!)}${NODES > 1 ? `, ${NODES} nodes on one database` : ''} (${connections} connections, ${seconds} s, ${onlyKinds ? `only ${onlyKinds.join(', ')}` : 'mixed'}; ${new Date().toISOString()})`,
    ...(NODES > 1
      ? ['', "Each kind's connections split between the nodes; p50 and p99 per node (node A / node B)."]
      : []),
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
  if (checks.some((c) => c.startsWith('FAILED'))) process.exitCode = 1;
}

await main();

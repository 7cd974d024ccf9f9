/**
 * Catalogue reads during an order stream: each read with the response cache on (warm), alone, then while a
 * background loop places real orders at a steady rate (a cart, then POST /api/checkout-v3/checkout with the
 * approving test card; each checkout empties the response cache), in ROUNDS alternating windows, the stream
 * stopped in the warm windows. This machine's throughput drifts by a third from one minute to the next
 * (a shared host): a warm figure measured half a minute before its during figure made the ratio mostly that
 * drift, so each round's warm and during windows are side by side and the ratio is the median round's.
 * Afterwards every order is read back from its confirmation page. Budget: each read keeps at least half of
 * its warm throughput.
 *
 * The orders are sent with node:http on kept-alive sockets from this process, which also runs the load
 * generator (autocannon): fetch cost twice the CPU per order here, taken from the load generator's own loop.
 */
import http from 'node:http';
import { checkoutBody } from '../../apps/api/src/test/shop-factories.js';
import { load, type ApiTarget, type LoadFigures } from './api.js';
import { openBenchStore, topUpBuyableSkus, type StoreTarget } from './stores.js';
import { middle } from './stats.js';
import { ratio, verdict } from './tables.js';
/** The node's settings for the stream: one client address places hundreds of orders. */
export const ORDER_STREAM_ENV = { CHECKOUT_RATE_LIMIT: '1000000' };
const PER_SECOND = 10;
const KEPT_BUDGET = 0.5;
/** Warm and during windows per read; the middle ratio is the read's. */
const ROUNDS = 3;
/** How long the stream runs before a during window starts. */
const LEAD_IN_MS = 1_000;

/** Before the nodes start: the skus the orders buy, their stock topped up (never sold out in a run). */
export async function prepareOrderStream(target: StoreTarget): Promise<string[]> {
  const store = openBenchStore(target);
  try {
    return await topUpBuyableSkus(store.db);
  } finally {
    await store.close();
  }
}

/** POSTs JSON on `agent`'s sockets; the answer's JSON, or an error naming the path and status. */
function post(
  agent: http.Agent,
  url: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300)
            reject(new Error(`${new URL(url).pathname} answered ${status}: ${text.slice(0, 200)}`));
          else resolve(JSON.parse(text) as Record<string, unknown>);
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One order: a new cart with one unit of `sku`, paid; its confirmation token and how long both calls took. */
async function placeOrder(
  agent: http.Agent,
  baseUrl: string,
  sku: string,
): Promise<{ token: string; ms: number }> {
  const started = performance.now();
  const cart = await post(agent, `${baseUrl}/api/cartv2`, JSON.stringify({ items: [{ sku, quantity: 1 }] }));
  const order = await post(agent, `${baseUrl}/api/checkout-v3/checkout`, JSON.stringify(checkoutBody()), {
    'x-cart-token': String(cart.cart_token),
  });
  if (order.status !== 'success' || typeof order.confirmation_token !== 'string')
    throw new Error(`checkout answered ${JSON.stringify(order).slice(0, 200)}`);
  return { token: order.confirmation_token, ms: performance.now() - started };
}

type StreamOutcome = {
  started: number;
  placed: string[];
  failures: string[];
  seconds: number;
  times: number[];
};

/**
 * Starts orders at PER_SECOND (catching up if the timer is late) until `stop`, which waits for the last. Its
 * sockets are its own and closed at the end: one kept idle between windows could be closed by the server
 * (its keep-alive timeout) just as it was reused.
 */
function startOrderStream(baseUrl: string, skus: string[]): { stop: () => Promise<StreamOutcome> } {
  const agent = new http.Agent({ keepAlive: true });
  const began = performance.now();
  const running: Promise<void>[] = [];
  const placed: string[] = [];
  const failures: string[] = [];
  const times: number[] = [];
  const tick = () => {
    const due = Math.floor(((performance.now() - began) / 1000) * PER_SECOND) + 1;
    while (running.length < due)
      running.push(
        placeOrder(agent, baseUrl, skus[running.length % skus.length]!).then(
          ({ token, ms }) => {
            placed.push(token);
            times.push(ms);
          },
          (e: unknown) => void failures.push(String(e)),
        ),
      );
  };
  tick();
  const timer = setInterval(tick, 20);
  return {
    stop: async () => {
      clearInterval(timer);
      const seconds = (performance.now() - began) / 1000;
      await Promise.all(running);
      agent.destroy();
      return { started: running.length, placed, failures, seconds, times };
    },
  };
}

/** The orders whose confirmation page does not answer with the order and its lines. */
async function unconfirmed(baseUrl: string, tokens: string[]): Promise<number> {
  let missing = 0;
  for (const token of tokens) {
    const res = await fetch(`${baseUrl}/api/orders/confirmation/${token}`);
    const body = res.ok ? ((await res.json()) as { lineItems?: unknown[] }) : {};
    if (!body.lineItems?.length) missing++;
  }
  return missing;
}

type StreamRow = { target: ApiTarget; warm: LoadFigures; during: LoadFigures; kept: number };

/**
 * The section on the node at `baseUrl` (cache on, ORDER_STREAM_ENV): each of `reads` after a 2 s warm-up, in
 * ROUNDS rounds of a warm window and a window during a stream of orders of `skus` (bought one unit at a
 * time), each window `seconds` / 2 long. A read's row is its median round (by the during/warm ratio).
 */
export async function benchOrderStream(
  baseUrl: string,
  reads: ApiTarget[],
  skus: string[],
  seconds: number,
  store: string,
): Promise<string[]> {
  if (skus.length === 0) throw new Error('no buyable sku for the order stream');
  const window = Math.max(1, Math.round(seconds / 2));
  const rows: StreamRow[] = [];
  const windows: StreamOutcome[] = [];
  for (const t of reads) {
    await load(baseUrl, t, 2);
    const rounds: StreamRow[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const warm = await load(baseUrl, t, window);
      const stream = startOrderStream(baseUrl, skus);
      let during: LoadFigures;
      try {
        await new Promise((r) => setTimeout(r, LEAD_IN_MS)); // the stream under way
        during = await load(baseUrl, t, window);
      } finally {
        windows.push(await stream.stop());
      }
      rounds.push({ target: t, warm, during, kept: during.rps / warm.rps });
    }
    const row = middle(rounds, (r) => r.kept);
    rows.push(row);
    console.log(
      `  ${t.name}: warm ${rounds.map((r) => r.warm.rps).join(' / ')} req/s, during the orders ` +
        `${rounds.map((r) => r.during.rps).join(' / ')} req/s; median round kept ${ratio(row.during.rps, row.warm.rps)}`,
    );
  }
  const outcome = {
    started: windows.reduce((n, w) => n + w.started, 0),
    placed: windows.flatMap((w) => w.placed),
    failures: windows.flatMap((w) => w.failures),
    seconds: windows.reduce((n, w) => n + w.seconds, 0),
  };
  const times = windows.flatMap((w) => w.times).sort((a, b) => a - b);
  const p99 = Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0);
  const missing = await unconfirmed(baseUrl, outcome.placed);
  const rate = (outcome.placed.length / outcome.seconds).toFixed(1);
  const allPlaced = outcome.failures.length === 0 && missing === 0;
  console.log(`  orders: ${outcome.placed.length} placed of ${outcome.started}, ${rate}/s`);
  for (const f of outcome.failures.slice(0, 3)) console.error(`  checkout failed: ${f}`);
  const kept = (r: StreamRow) =>
    verdict(
      `>= ${KEPT_BUDGET * 100}% of warm, no errors`,
      [[r.during.rps >= r.warm.rps * KEPT_BUDGET, ratio(r.during.rps, r.warm.rps)]],
      r.warm.errors + r.during.errors,
      r.warm.non2xx + r.during.non2xx,
    );
  return [
    `## Reads during an order stream on ${store} (cache on; 50 connections; per read ${ROUNDS} rounds of ${window} s warm, then ${window} s during orders at ${PER_SECOND}/s; the median round shown)`,
    '',
    '| call | warm req/s | warm p99 ms | during orders req/s | during p99 ms | kept | budget |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.target.name} | ${r.warm.rps} | ${r.warm.p99} | ${r.during.rps} | ${r.during.p99} | ${ratio(r.during.rps, r.warm.rps)} | ${kept(r)} |`,
    ),
    '',
    `Orders: ${outcome.started} started at ${PER_SECOND}/s over ${outcome.seconds.toFixed(1)} s of stream, ${outcome.placed.length} placed (${rate}/s achieved; cart + checkout p99 ${p99} ms), ` +
      `${outcome.failures.length} failed, ${missing} without their order and lines on the confirmation page: ` +
      `${allPlaced ? 'every checkout succeeded' : 'NOT every checkout succeeded (MISSED)'}.`,
    '',
  ];
}

/**
 * Catalogue reads during an order stream: each read with the response cache on (warm), alone, then again while
 * a background loop places real orders at a steady rate (a cart, then POST /api/checkout-v3/checkout with the
 * approving test card; each checkout empties the response cache). Afterwards every order is read back from
 * its confirmation page. Budget: each read keeps at least half of its warm throughput.
 */
import { checkoutBody } from '../../apps/api/src/test/shop-factories.js';
import { load, type ApiTarget, type LoadFigures } from './api.js';
import { openBenchStore, topUpBuyableSkus, type StoreTarget } from './stores.js';
import { ratio, verdict } from './tables.js';

/** The node's settings for the stream: one client address places hundreds of orders. */
export const ORDER_STREAM_ENV = { CHECKOUT_RATE_LIMIT: '1000000' };
const PER_SECOND = 10;
const KEPT_BUDGET = 0.5;

/** Before the nodes start: the skus the orders buy, their stock topped up (never sold out in a run). */
export async function prepareOrderStream(target: StoreTarget): Promise<string[]> {
  const store = openBenchStore(target);
  try {
    return await topUpBuyableSkus(store.db);
  } finally {
    await store.close();
  }
}

async function post(url: string, body: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${new URL(url).pathname} answered ${res.status}: ${text.slice(0, 200)}`);
  return JSON.parse(text) as Record<string, unknown>;
}

/** One order: a new cart with one unit of `sku`, paid; its confirmation token and how long both calls took. */
async function placeOrder(baseUrl: string, sku: string): Promise<{ token: string; ms: number }> {
  const started = performance.now();
  const cart = await post(`${baseUrl}/api/cartv2`, JSON.stringify({ items: [{ sku, quantity: 1 }] }));
  const order = await post(`${baseUrl}/api/checkout-v3/checkout`, JSON.stringify(checkoutBody()), {
    'x-cart-token': String(cart.cart_token),
  });
  if (order.status !== 'success' || typeof order.confirmation_token !== 'string')
    throw new Error(`checkout answered ${JSON.stringify(order).slice(0, 200)}`);
  return { token: order.confirmation_token, ms: performance.now() - started };
}

type StreamOutcome = { started: number; placed: string[]; failures: string[]; seconds: number; p99: number };

/** Starts orders at PER_SECOND (catching up if the timer is late) until `stop`, which waits for the last. */
function startOrderStream(baseUrl: string, skus: string[]): { stop: () => Promise<StreamOutcome> } {
  const began = performance.now();
  const running: Promise<void>[] = [];
  const placed: string[] = [];
  const failures: string[] = [];
  const times: number[] = [];
  const tick = () => {
    const due = Math.floor(((performance.now() - began) / 1000) * PER_SECOND) + 1;
    while (running.length < due)
      running.push(
        placeOrder(baseUrl, skus[running.length % skus.length]!).then(
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
      times.sort((a, b) => a - b);
      const p99 = Math.round(times[Math.min(times.length - 1, Math.floor(times.length * 0.99))] ?? 0);
      return { started: running.length, placed, failures, seconds, p99 };
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

type StreamRow = { target: ApiTarget; warm: LoadFigures; during: LoadFigures };

/**
 * The section on the node at `baseUrl` (cache on, ORDER_STREAM_ENV): `reads` warm (a 2 s warm-up, then
 * `seconds`), then the same reads during one stream of orders of `skus` (bought one unit at a time).
 */
export async function benchOrderStream(
  baseUrl: string,
  reads: ApiTarget[],
  skus: string[],
  seconds: number,
  store: string,
): Promise<string[]> {
  if (skus.length === 0) throw new Error('no buyable sku for the order stream');
  const warm = new Map<ApiTarget, LoadFigures>();
  for (const t of reads) {
    await load(baseUrl, t, 2);
    warm.set(t, await load(baseUrl, t, seconds));
    console.log(`  ${t.name}, warm: ${warm.get(t)!.rps} req/s, p99 ${warm.get(t)!.p99} ms`);
  }
  const stream = startOrderStream(baseUrl, skus);
  const rows: StreamRow[] = [];
  try {
    await new Promise((r) => setTimeout(r, 1_000)); // the stream under way
    for (const t of reads) {
      rows.push({ target: t, warm: warm.get(t)!, during: await load(baseUrl, t, seconds) });
      console.log(`  ${t.name}, during the orders: ${rows.at(-1)!.during.rps} req/s`);
    }
  } catch (e) {
    await stream.stop();
    throw e;
  }
  const outcome = await stream.stop();
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
    `## Reads during an order stream on ${store} (cache on; ${seconds} s per read at 50 connections, orders at ${PER_SECOND}/s)`,
    '',
    '| call | warm req/s | warm p99 ms | during orders req/s | during p99 ms | kept | budget |',
    '|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.target.name} | ${r.warm.rps} | ${r.warm.p99} | ${r.during.rps} | ${r.during.p99} | ${ratio(r.during.rps, r.warm.rps)} | ${kept(r)} |`,
    ),
    '',
    `Orders: ${outcome.started} started at ${PER_SECOND}/s over ${outcome.seconds.toFixed(1)} s, ${outcome.placed.length} placed (${rate}/s achieved; cart + checkout p99 ${outcome.p99} ms), ` +
      `${outcome.failures.length} failed, ${missing} without their order and lines on the confirmation page: ` +
      `${allPlaced ? 'every checkout succeeded' : 'NOT every checkout succeeded (MISSED)'}.`,
    '',
  ];
}

/**
 * API load figures with autocannon: the shop's routes on each store, against two baselines serving the same body
 * (measured once per call), and the same routes on two nodes of one store at once.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

export type ApiTarget = {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /**
   * Cart calls: the carts the connections use, one each (a shopper writes their own cart; fifty connections
   * on one cart would measure waiting on that cart's lock). `headers` carry the first, for the body check.
   */
  cartTokens?: string[];
};

export type LoadFigures = { rps: number; p50: number; p99: number; errors: number; non2xx: number };
export type ApiRow = {
  target: ApiTarget;
  shop: LoadFigures;
  express: LoadFigures;
  http: LoadFigures;
  bodyBytes: number;
};

const CONNECTIONS = 50;

export async function load(
  url: string,
  t: ApiTarget,
  seconds: number,
  connections = CONNECTIONS,
): Promise<LoadFigures> {
  const tokens = t.cartTokens ?? [];
  let assigned = 0;
  const result = await autocannon({
    url: url + t.path,
    method: t.method,
    headers: { 'content-type': 'application/json', ...t.headers },
    body: t.body,
    connections,
    pipelining: 1,
    duration: seconds,
    // A connection takes the next cart on its first request and keeps it (the context is per connection).
    ...(tokens.length > 0 && {
      requests: [
        {
          setupRequest: (req: autocannon.Request, context: { token?: string }) => {
            context.token ??= tokens[assigned++ % tokens.length];
            return { ...req, headers: { ...req.headers, 'x-cart-token': context.token! } };
          },
        },
      ],
    }),
  });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function startBaseline(mode: 'express' | 'http', port: number, bodyFile: string): Promise<ChildProcess> {
  const child = fork(path.join(import.meta.dirname, 'baseline-server.ts'), [mode, String(port), bodyFile], {
    execArgv: ['--import', 'tsx'],
    stdio: 'ignore',
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`baseline ${mode} exited with ${code}`)));
  });
}

export type ShopRow = { target: ApiTarget; shop: LoadFigures; body: Buffer };
export type Baselines = { express: LoadFigures; http: LoadFigures };

/** The body the target answers now (the baselines serve it); throws unless 2xx. */
async function bodyOf(shopUrl: string, t: ApiTarget): Promise<Buffer> {
  const res = await fetch(shopUrl + t.path, {
    method: t.method,
    headers: { 'content-type': 'application/json', ...t.headers },
    body: t.body,
  });
  const body = Buffer.from(await res.arrayBuffer());
  if (!res.ok)
    throw new Error(
      `${t.name}: ${t.method} ${t.path} answered ${res.status}: ${body.toString().slice(0, 200)}`,
    );
  return body;
}

/** Runs each target on the shop (a 2 s warm-up, then `seconds` at 50 connections). */
export async function benchShop(shopUrl: string, targets: ApiTarget[], seconds = 10): Promise<ShopRow[]> {
  const rows: ShopRow[] = [];
  for (const t of targets) {
    const body = await bodyOf(shopUrl, t);
    await load(shopUrl, t, 2); // warm-up
    const shop = await load(shopUrl, t, seconds);
    rows.push({ target: t, shop, body });
    console.log(`  ${t.name}: ${shop.rps} req/s, p99 ${shop.p99} ms`);
  }
  return rows;
}

/** The express and node:http baselines of each row: a server answering the row's body, loaded the same way. */
export async function benchBaselines(rows: ShopRow[], tmpDir: string, seconds = 10): Promise<Baselines[]> {
  const all: Baselines[] = [];
  for (const [i, { target: t, body }] of rows.entries()) {
    const bodyFile = path.join(tmpDir, `body-${i}.json`);
    writeFileSync(bodyFile, body);
    const figures: Partial<Baselines> = {};
    for (const [j, mode] of (['express', 'http'] as const).entries()) {
      const port = 4500 + i * 2 + j;
      const child = await startBaseline(mode, port, bodyFile);
      try {
        await load(`http://127.0.0.1:${port}`, t, 2);
        figures[mode] = await load(`http://127.0.0.1:${port}`, t, seconds);
      } finally {
        child.kill('SIGTERM');
      }
    }
    all.push(figures as Baselines);
    console.log(`  ${t.name}: express ${figures.express!.rps} req/s, node:http ${figures.http!.rps} req/s`);
  }
  return all;
}

/** A shop row with the baselines of the same call (measured once, on the first store's body). */
export const withBaselines = (rows: ShopRow[], baselines: Baselines[]): ApiRow[] =>
  rows.map((r, i) => ({
    target: r.target,
    shop: r.shop,
    express: baselines[i]!.express,
    http: baselines[i]!.http,
    bodyBytes: r.body.length,
  }));

export type NodesRow = {
  target: ApiTarget;
  nodes: LoadFigures[];
  rps: number;
  errors: number;
  non2xx: number;
};

/**
 * Each call on several nodes of one store at once: the 50 connections split between the nodes (a 2 s warm-up,
 * then `seconds`); req/s summed, p99 per node. Each node gets its own list of the same calls (a call that
 * writes a cart writes that node's cart: one cart row shared by both nodes would measure its lock instead).
 */
export async function benchNodes(
  nodes: { url: string; targets: ApiTarget[] }[],
  seconds = 10,
): Promise<NodesRow[]> {
  const rows: NodesRow[] = [];
  const share = (k: number) =>
    Math.floor(CONNECTIONS / nodes.length) + (k < CONNECTIONS % nodes.length ? 1 : 0);
  for (const [i, first] of nodes[0]!.targets.entries()) {
    const calls = nodes.map((n) => ({ url: n.url, t: n.targets[i]! }));
    for (const { url, t } of calls) await bodyOf(url, t);
    await Promise.all(calls.map(({ url, t }, k) => load(url, t, 2, share(k)))); // warm-up
    const figures = await Promise.all(calls.map(({ url, t }, k) => load(url, t, seconds, share(k))));
    const sum = (f: (n: LoadFigures) => number) => figures.reduce((a, n) => a + f(n), 0);
    rows.push({
      target: first,
      nodes: figures,
      rps: sum((n) => n.rps),
      errors: sum((n) => n.errors),
      non2xx: sum((n) => n.non2xx),
    });
    console.log(
      `  ${first.name}: ${sum((n) => n.rps)} req/s, p99 ${figures.map((n) => n.p99).join(' / ')} ms`,
    );
  }
  return rows;
}

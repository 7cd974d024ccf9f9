/** API load figures with autocannon: the shop's routes against two baselines serving the same body. */
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

export async function load(url: string, t: ApiTarget, seconds: number): Promise<LoadFigures> {
  const result = await autocannon({
    url: url + t.path,
    method: t.method,
    headers: { 'content-type': 'application/json', ...t.headers },
    body: t.body,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: seconds,
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

/** Runs each target on the shop, then the same body on the express and node:http baselines. */
export async function benchApi(
  shopUrl: string,
  targets: ApiTarget[],
  tmpDir: string,
  seconds = 10,
): Promise<ApiRow[]> {
  const rows: ApiRow[] = [];
  for (const [i, t] of targets.entries()) {
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
    const bodyFile = path.join(tmpDir, `body-${i}.json`);
    writeFileSync(bodyFile, body);

    await load(shopUrl, t, 2); // warm-up
    const shop = await load(shopUrl, t, seconds);
    const figures: Partial<Record<'express' | 'http', LoadFigures>> = {};
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
    rows.push({ target: t, shop, express: figures.express!, http: figures.http!, bodyBytes: body.length });
    console.log(`  ${t.name}: ${shop.rps} req/s, p99 ${shop.p99} ms`);
  }
  return rows;
}

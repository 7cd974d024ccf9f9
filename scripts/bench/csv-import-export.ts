/**
 * The catalogue CSV against the rest of the node (decision 065): on a store of its own seeded with `products`
 * (100,000 in `npm run bench`), /api/health and a product read are loaded alone, then while the whole catalogue
 * is exported, while the export with every price changed is applied, and while a file of as many new products is
 * applied. Each window reports both calls' p99 (budget DURING_CSV_P99_BUDGET_MS), the CSV call's own time and
 * the node's peak RSS in it (sampled from /proc every 50 ms; Linux only, else n/a).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { csvRows } from '../../apps/api/src/lib/csv-writer.js';
import { hashApiKey, newApiKey } from '../../apps/api/src/modules/admin/admin.auth.js';
import { parseCatalogCsv } from '../../apps/api/src/modules/catalog/admin.catalog-csv.file.js';
import { createApiKeysRepo } from '../../apps/api/src/modules/api-keys/api-keys.repo.js';
import { makeUser } from '../../apps/api/src/test/auth-helpers.js';
import type { ApiTarget, LoadFigures } from './api.js';
import { freePort, openBenchStore, seedStore, startNode, type ShopNode, type StoreTarget } from './stores.js';
import { verdict } from './tables.js';
import { DURING_CSV_P99_BUDGET_MS, HEALTH, productTarget } from './targets.js';

/**
 * Each loaded call's connections and steady rate: shoppers arriving, not a saturating load (under which the
 * p99 would measure the queue, not how long the CSV work holds the node).
 */
const CONNECTIONS = 4;
const PER_SECOND = 50;
const IDLE_SECONDS = 3;

/** A catalogue key for the bench, made in the store before the node starts. */
async function catalogKey(target: StoreTarget): Promise<string> {
  const store = openBenchStore(target);
  try {
    const user = await makeUser(store.db, { isAdmin: true });
    const key = newApiKey();
    await createApiKeysRepo(store.db).insertKey({
      name: 'bench csv',
      prefix: key.slice(0, 10),
      hash: hashApiKey(key),
      scopes: ['catalog:read', 'catalog:write'],
      createdBy: user.id,
      nowIso: new Date().toISOString(),
    });
    return key;
  } finally {
    await store.close();
  }
}

/** The node's resident set now, in MB (null where /proc is not). */
function rssMb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}

type Window = {
  name: string;
  loads: { target: ApiTarget; figures: LoadFigures }[];
  ms: number;
  peakMb: number | null;
};

/** Loads `calls` until `work` ends (or IDLE_SECONDS without work), sampling the node's RSS meanwhile. */
async function during(
  node: ShopNode,
  name: string,
  calls: ApiTarget[],
  work: (() => Promise<unknown>) | null,
): Promise<Window> {
  const pid = node.child.pid!;
  let peak = rssMb(pid);
  const sampler = setInterval(() => {
    const now = rssMb(pid);
    if (now !== null) peak = Math.max(peak ?? 0, now);
  }, 50);
  const instances = calls.map((t) => {
    let instance: autocannon.Instance;
    const result = new Promise<autocannon.Result>((resolve, reject) => {
      instance = autocannon(
        {
          url: node.url + t.path,
          method: t.method,
          connections: CONNECTIONS,
          overallRate: PER_SECOND,
          pipelining: 1,
          duration: work ? 3600 : IDLE_SECONDS,
          timeout: 120,
        },
        (err, r) => (err ? reject(err as Error) : resolve(r)),
      );
    });
    return { stop: () => instance.stop(), result };
  });
  const started = performance.now();
  try {
    if (work)
      try {
        await work();
      } finally {
        for (const i of instances) i.stop();
      }
    const results = await Promise.all(instances.map((i) => i.result));
    const ms = Math.round(performance.now() - started);
    const loads = results.map((r, i) => ({
      target: calls[i]!,
      figures: {
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        errors: r.errors + r.timeouts,
        non2xx: r.non2xx,
      },
    }));
    console.log(
      `  ${name}: ${ms} ms, ${loads.map((l) => `${l.target.name} p99 ${l.figures.p99} ms`).join(', ')}, peak RSS ${peak} MB`,
    );
    return { name, loads, ms, peakMb: peak };
  } finally {
    clearInterval(sampler);
  }
}

/** Every chunk of a response's body, as it comes. */
async function* bodyOf(res: Response): AsyncGenerator<Uint8Array> {
  const reader = res.body!.getReader();
  for (let r = await reader.read(); !r.done; r = await reader.read()) yield r.value;
}

/**
 * Posts a file to the import, applied, asking for progress lines as the back office does (a plain answer would
 * come only at the end, past fetch's five minutes for the headers); throws unless it ends with the result.
 */
async function applyFile(node: ShopNode, key: string, file: Blob): Promise<void> {
  const res = await fetch(`${node.url}/api/admin/products/import?dryRun=0`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'text/csv', Accept: 'application/x-ndjson' },
    body: file,
  });
  let text = '';
  for await (const chunk of bodyOf(res)) text = (text + Buffer.from(chunk).toString('utf8')).slice(-4096);
  const last = text.trim().split('\n').at(-1) ?? '';
  if (res.status !== 200 || !last.startsWith('{"result"'))
    throw new Error(`the import answered ${res.status}: ${last.slice(0, 300)}`);
}

/** The export with every price a dollar up; and a file of as many new products (new sku, slug and handle). */
async function importFiles(exported: string): Promise<{ prices: string; creates: string }> {
  const file = await parseCatalogCsv(exported);
  const header = [...file.header.entries()].sort((a, b) => a[1] - b[1]).map(([name]) => name);
  const rows = file.rows.map((r) => r.cells);
  const at = (name: string) => header.indexOf(name);
  const price = at('price');
  const prices = csvRows([
    ['sku', 'price'],
    ...rows.map((r) => [r[at('sku')]!, (Number(r[price]) + 1).toFixed(2)]),
  ]);
  // A new product of each: its keys renamed; variants name their new parent, bundles their new items.
  const renamed = (s: string) => (s === '' ? s : `${s}-n`);
  const item = (i: string) => {
    const star = i.lastIndexOf('*');
    return star < 0 ? renamed(i) : `${renamed(i.slice(0, star))}${i.slice(star)}`;
  };
  const columns = header.map((column) =>
    ['sku', 'slug', 'site_handle', 'variant_parent_sku'].includes(column)
      ? renamed
      : column === 'bundle_items'
        ? (cell: string) => (cell === '' ? cell : cell.split('|').map(item).join('|'))
        : (cell: string) => cell,
  );
  const creates = csvRows([header, ...rows.map((r) => r.map((cell, i) => columns[i]!(cell)))]);
  return { prices, creates };
}

const budgetOf = (w: Window) =>
  verdict(
    `p99 < ${DURING_CSV_P99_BUDGET_MS} ms, no errors`,
    w.loads.map((l) => [
      l.figures.p99 < DURING_CSV_P99_BUDGET_MS,
      `${l.target.name} p99 ${l.figures.p99} ms`,
    ]),
    w.loads.reduce((n, l) => n + l.figures.errors, 0),
    w.loads.reduce((n, l) => n + l.figures.non2xx, 0),
  );

/** The section: seeds its own SQLite store at `dir` with `products`, runs the four windows, stops its node. */
export async function benchCatalogCsv(dir: string, products: string): Promise<string[]> {
  const target: StoreTarget = { kind: 'sqlite', path: path.join(dir, 'csv.db') };
  console.log(`catalogue CSV: seeding ${products} products into SQLite (${target.path})`);
  seedStore(target, products);
  const key = await catalogKey(target);
  const node = await startNode(target, await freePort());
  try {
    const calls = [HEALTH, await productTarget(node.url)];
    await during(node, 'warm-up', calls, null);
    const windows: Window[] = [await during(node, 'alone', calls, null)];
    // Uncompressed, its bytes kept as they come and decoded after the window: this process's own work (gunzip,
    // one 90 MB decode) would delay the answers it times.
    const bytes: Uint8Array[] = [];
    windows.push(
      await during(node, 'export', calls, async () => {
        const res = await fetch(`${node.url}/api/admin/products/export.csv`, {
          headers: { Authorization: `Bearer ${key}`, 'Accept-Encoding': 'identity' },
        });
        for await (const chunk of bodyOf(res)) bytes.push(chunk);
        if (res.status !== 200) throw new Error(`the export answered ${res.status}`);
      }),
    );
    let exported = Buffer.concat(bytes).toString('utf8');
    bytes.length = 0;
    // Encoded before the windows, for the same reason.
    const files = Object.fromEntries(
      Object.entries(await importFiles(exported)).map(([name, text]) => [name, new Blob([text])]),
    ) as Record<'prices' | 'creates', Blob>;
    exported = '';
    windows.push(await during(node, 'import, every price', calls, () => applyFile(node, key, files.prices)));
    windows.push(
      await during(node, 'import, as many new products', calls, () => applyFile(node, key, files.creates)),
    );
    const figure = (w: Window, name: string) => {
      const f = w.loads.find((l) => l.target.name === name)!.figures;
      return `${f.p99} ms (${f.rps}/s)`;
    };
    return [
      `## The catalogue CSV against the rest of the node (SQLite, ${products} products)`,
      '',
      `/api/health and a product read at ${PER_SECOND} requests a second each (${CONNECTIONS} connections), alone for ${IDLE_SECONDS} s, then during each CSV call (decision 065). The CSV call's time is over HTTP from this process.`,
      '',
      '| window | CSV call | health p99 | product read p99 | node peak RSS | budget |',
      '|---|---|---|---|---|---|',
      ...windows.map(
        (w, i) =>
          `| ${w.name} | ${i === 0 ? '-' : `${(w.ms / 1000).toFixed(1)} s`} | ${figure(w, HEALTH.name)} | ${figure(w, calls[1]!.name)} | ${w.peakMb ?? 'n/a'} MB | ${budgetOf(w)} |`,
      ),
      '',
    ];
  } finally {
    await node.stop();
  }
}

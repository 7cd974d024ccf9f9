/**
 * Cold search against the cold collection page (decision 071), with every cache off: the response cache, the
 * search's memos (counts, pages of ids, prefix words) and the cart's copy of product extras. One store and one
 * node; ROUNDS rounds, each measuring every read once, in an order that turns by one each round, so the load
 * other jobs put on this machine falls on every read alike. Figures: req/s and the node's CPU per request, the
 * load average beside each. Budgets, within the run: a search page of 24 at least as fast as a collection page
 * of 24 (the median of the rounds' ratios), and the cost of a card ((t24 - t1) / 23, t = 1000 / req/s: the
 * node's milliseconds per request) at most half of that of the commit named by --before, whose node serves a
 * store seeded by its own CLI in the same rounds.
 */
import { readFileSync } from 'node:fs';
import { load, type ApiTarget, type LoadFigures } from './api.js';
import type { BeforeBuild } from './before.js';
import { cpuMsOf, seededStore, type ColdPlace } from './cold.js';
import { freePort, startNode, storeName, type ShopNode } from './stores.js';
import { median } from './stats.js';
import { ratio, verdict } from './tables.js';

/** Every cache of a catalogue read off (SEARCH_CACHE_ENTRIES and PRODUCT_EXTRAS_ENTRIES: decision 071). */
const ALL_CACHES_OFF = {
  RESPONSE_CACHE_ENTRIES: '0',
  SEARCH_CACHE_ENTRIES: '0',
  PRODUCT_EXTRAS_ENTRIES: '0',
};
const CONNECTIONS = 20;
const ROUNDS = 5;
const SEARCH = '/api/search/products?q=subwoofer&pageSize=';
const SIZES = [1, 8, 24] as const;
const COLLECTION: ApiTarget = {
  name: 'collection page of 24',
  method: 'GET',
  path: '/api/collections/car-subwoofers?pageSize=24',
};
const searchOf = (n: number): ApiTarget => ({ name: `search of ${n}`, method: 'GET', path: SEARCH + n });
const NOW_READS = [COLLECTION, ...SIZES.map(searchOf)];
/** The commit before: the two searches the cost of a card is drawn from. */
const BEFORE_READS = [searchOf(1), searchOf(24)];

type Figure = LoadFigures & { cpuUs: number | null; load: string; bytes: number };
type Round = Map<string, Figure>;

const loadavg = (): string => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** One read: a 2xx check (its body's size kept), a 1 s warm-up, then `seconds` at CONNECTIONS. */
async function measureOne(node: ShopNode, t: ApiTarget, seconds: number): Promise<Figure> {
  const res = await fetch(node.url + t.path);
  if (!res.ok) throw new Error(`${t.name}: ${t.path} answered ${res.status}`);
  const bytes = (await res.arrayBuffer()).byteLength;
  await load(node.url, t, 1, CONNECTIONS);
  const load1 = loadavg();
  const cpuBefore = cpuMsOf(node.child.pid);
  const f = await load(node.url, t, seconds, CONNECTIONS);
  const cpuAfter = cpuMsOf(node.child.pid);
  const n = f.rps * seconds;
  const cpuUs =
    cpuBefore === null || cpuAfter === null || n === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / n;
  return { ...f, cpuUs, load: load1, bytes };
}

/** The node's milliseconds per request of a figure (it is the busy side at CONNECTIONS). */
const msPer = (f: Figure) => (f.rps > 0 ? 1000 / f.rps : NaN);
/** A card's cost in a round: (t24 - t1) / 23, in ms of the node per request, and in CPU µs. */
function perCard(round: Round, prefix = '') {
  const one = round.get(`${prefix}search of 1`)!;
  const full = round.get(`${prefix}search of 24`)!;
  return {
    ms: (msPer(full) - msPer(one)) / 23,
    cpuUs: one.cpuUs === null || full.cpuUs === null ? NaN : (full.cpuUs - one.cpuUs) / 23,
  };
}

const BEFORE = 'before: ';

/**
 * The cold-search section for one store: a store of `products` seeded by this checkout (and one by the commit
 * before, when given), a node on each with every cache off, ROUNDS rounds of every read in a turning order.
 */
export async function benchColdSearch(
  place: ColdPlace,
  products: number,
  seconds: number,
  before: BeforeBuild | null,
): Promise<string[]> {
  const now = await seededStore(place, 'search', products);
  const then = before ? await seededStore(place, `search-${before.ref}`, products, before.dir) : null;
  const nodes: ShopNode[] = [];
  try {
    const node = await startNode(now.target, await freePort(), { env: ALL_CACHES_OFF });
    nodes.push(node);
    const thenNode =
      then && before
        ? await startNode(then.target, await freePort(), { env: ALL_CACHES_OFF, cwd: before.dir })
        : null;
    if (thenNode) nodes.push(thenNode);
    const steps: { name: string; node: ShopNode; read: ApiTarget }[] = [
      ...NOW_READS.map((read) => ({ name: read.name, node, read })),
      ...(thenNode ? BEFORE_READS.map((read) => ({ name: BEFORE + read.name, node: thenNode, read })) : []),
    ];
    const rounds: Round[] = [];
    for (let r = 0; r < ROUNDS; r++) {
      const round: Round = new Map();
      console.log(`${storeName(now.target)}, ${products} products, cold search, round ${r + 1}:`);
      for (let i = 0; i < steps.length; i++) {
        const step = steps[(i + r) % steps.length]!;
        const f = await measureOne(step.node, step.read, seconds);
        round.set(step.name, f);
        console.log(
          `  ${step.name}: ${f.rps} req/s, CPU ${Math.round(f.cpuUs ?? NaN)} µs/request, load ${f.load}`,
        );
      }
      rounds.push(round);
    }
    // autocannon leaves handlers running when it drops its sockets: let them finish before the stores close.
    await new Promise((r) => setTimeout(r, 1_000));
    return coldSearchSection(
      place.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL',
      products,
      seconds,
      rounds,
      steps.map((s) => s.name),
      before?.ref ?? null,
    );
  } finally {
    await Promise.allSettled(nodes.map((n) => n.stop()));
    await now.dispose();
    await then?.dispose();
  }
}

const fixed = (n: number, digits = 3) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

function coldSearchSection(
  store: string,
  products: number,
  seconds: number,
  rounds: Round[],
  names: string[],
  beforeRef: string | null,
): string[] {
  const all = rounds.flatMap((r) => [...r.values()]);
  const errors = all.reduce((a, f) => a + f.errors, 0);
  const non2xx = all.reduce((a, f) => a + f.non2xx, 0);
  const searchVsCollection = median(
    rounds.map((r) => r.get('search of 24')!.rps / r.get(COLLECTION.name)!.rps),
  );
  const card = median(rounds.map((r) => perCard(r).ms));
  const cardCpu = median(rounds.map((r) => perCard(r).cpuUs));
  const cardBefore = beforeRef ? median(rounds.map((r) => perCard(r, BEFORE).ms)) : NaN;
  const cardCpuBefore = beforeRef ? median(rounds.map((r) => perCard(r, BEFORE).cpuUs)) : NaN;
  const med = (name: string, f: (x: Figure) => number) => median(rounds.map((r) => f(r.get(name)!)));
  const halved = beforeRef
    ? verdict(
        `<= half of ${beforeRef}'s`,
        [[card <= cardBefore / 2, `${fixed(card)} ms against ${fixed(cardBefore)} ms`]],
        errors,
        non2xx,
      )
    : 'not measured (run with --before <git-ref>)';
  return [
    `## Cold search on ${store} (every cache off: response cache, search memos, product extras copy; ${products.toLocaleString('en-US')} products; ${CONNECTIONS} connections, ${seconds} s per read after a 1 s warm-up; ${ROUNDS} rounds, the order turning each round)`,
    '',
    `| round | ${names.map((n) => `${n}: req/s (CPU µs/req) load`).join(' | ')} | search 24 / collection 24 | per card ms |`,
    `|---|${names.map(() => '---|').join('')}---|---|`,
    ...rounds.map(
      (r, i) =>
        `| ${i + 1} | ${names.map((n) => `${r.get(n)!.rps} (${Math.round(r.get(n)!.cpuUs ?? NaN)}) ${r.get(n)!.load}`).join(' | ')} | ${ratio(r.get('search of 24')!.rps, r.get(COLLECTION.name)!.rps)} | ${fixed(perCard(r).ms)} |`,
    ),
    `| median | ${names.map((n) => `${med(n, (f) => f.rps)} (${Math.round(med(n, (f) => f.cpuUs ?? NaN))})`).join(' | ')} | ${Math.round(searchVsCollection * 100)}% | ${fixed(card)} |`,
    '',
    `Answer sizes: ${names.map((n) => `${n} ${(rounds[0]!.get(n)!.bytes / 1024).toFixed(1)} KB`).join(', ')}.`,
    '',
    `- Search page of 24 at least as fast as the collection page of 24: ${verdict("median of the rounds' ratios >= 100%", [[searchVsCollection >= 1, `${Math.round(searchVsCollection * 100)}%`]], errors, non2xx)}`,
    `- Cost of a card ((t24 - t1) / 23, t = 1000 / req/s): ${fixed(card)} ms of the node per request (CPU ${fixed(cardCpu, 0)} µs)${beforeRef ? `; ${beforeRef}: ${fixed(cardBefore)} ms (CPU ${fixed(cardCpuBefore, 0)} µs)` : ''}. Halved: ${halved}`,
    '',
  ];
}

/**
 * Cold reads: the catalogue reads with the response cache off (RESPONSE_CACHE_ENTRIES=0) on stores of several
 * sizes, each seeded once (timed) and removed after its reads. Budgets as ratios within the run: each read at
 * the largest size keeps FLAT_BUDGET of its req/s at the smallest; both vehicle filters at least as fast as
 * the collection page at every size; the product read BEFORE_BUDGET times that of an earlier commit (--before),
 * measured on a store of the smallest size seeded and served by that commit, in rounds taken in turn with this
 * checkout's (compareBefore).
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { load, type ApiTarget, type LoadFigures } from './api.js';
import type { BeforeBuild } from './before.js';
import {
  createBenchDatabase,
  freePort,
  seedStore,
  startNode,
  storeName,
  type StoreTarget,
} from './stores.js';
import { median, middle } from './stats.js';
import { ratio, verdict } from './tables.js';
import { BROAD_VEHICLE, catalogueReads, productTarget } from './targets.js';

const COLD_ENV = { RESPONSE_CACHE_ENTRIES: '0' };
const CONNECTIONS = 20;
const FLAT_BUDGET = 0.75;
const BEFORE_BUDGET = 3;
const COLLECTION = 'collection page';
const VEHICLE_READS = ['vehicle, all filters', BROAD_VEHICLE.name];

/** Where the cold stores are made: SQLite files in a folder, or databases on a PostgreSQL server. */
export type ColdPlace = { kind: 'sqlite'; dir: string } | { kind: 'postgres'; serverUrl: string };

type SeededStore = { target: StoreTarget; seconds: number; dispose: () => Promise<void> };

/** A fresh store of `products`, seeded (timed) by the demo CLI of the checkout at `cwd`. */
export async function seededStore(place: ColdPlace, label: string, products: number, cwd?: string) {
  let store: Omit<SeededStore, 'seconds'>;
  if (place.kind === 'sqlite') {
    const file = path.join(place.dir, `cold-${label}-${products}.db`);
    const dispose = async () => {
      for (const suffix of ['', '-wal', '-shm']) rmSync(file + suffix, { force: true });
    };
    store = { target: { kind: 'sqlite', path: file }, dispose };
  } else {
    const database = await createBenchDatabase(place.serverUrl);
    store = { target: { kind: 'postgres', url: database.url }, dispose: database.drop };
  }
  try {
    console.log(`seeding ${products} products (${label}) into ${storeName(store.target)}`);
    const seconds = seedStore(store.target, String(products), cwd);
    console.log(`  seeded in ${seconds.toFixed(1)} s`);
    return { ...store, seconds } satisfies SeededStore;
  } catch (e) {
    await store.dispose();
    throw e;
  }
}

/** Each read on the node: checked for a 2xx answer, a 2 s warm-up, then `seconds` at CONNECTIONS. */
async function measure(url: string, reads: ApiTarget[], seconds: number): Promise<Map<string, LoadFigures>> {
  const figures = new Map<string, LoadFigures>();
  for (const t of reads) {
    const res = await fetch(url + t.path);
    if (!res.ok) throw new Error(`${t.name}: ${t.path} answered ${res.status}`);
    await load(url, t, 2, CONNECTIONS);
    const f = await load(url, t, seconds, CONNECTIONS);
    figures.set(t.name, f);
    console.log(`  ${t.name}: ${f.rps} req/s, p99 ${f.p99} ms`);
  }
  // autocannon drops its sockets with requests in flight, whose handlers still run: a node stopped at once
  // would close its store under them (and log each as an error).
  await new Promise((r) => setTimeout(r, 1_000));
  return figures;
}

/** CPU time (user + system) the process has used, in ms; null where /proc is not there. */
export function cpuMsOf(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100;

/** The product read on a node of the store served by the checkout at `cwd`: req/s and the node's CPU per read. */
async function productRound(target: StoreTarget, seconds: number, cwd?: string) {
  const node = await startNode(target, await freePort(), { env: COLD_ENV, cwd });
  try {
    const read = await productTarget(node.url);
    await load(node.url, read, 2, CONNECTIONS);
    const cpuBefore = cpuMsOf(node.child.pid);
    const figures = await load(node.url, read, seconds, CONNECTIONS);
    const cpuAfter = cpuMsOf(node.child.pid);
    const reads = figures.rps * seconds;
    const cpuUs =
      cpuBefore === null || cpuAfter === null || reads === 0 ? null : ((cpuAfter - cpuBefore) * 1000) / reads;
    await new Promise((r) => setTimeout(r, 1_000));
    return { figures, cpuUs };
  } finally {
    await node.stop();
  }
}

/**
 * The product read of this checkout against the commit before, each on its own store of `products` seeded by its
 * own CLI, in PAIRED_ROUNDS rounds taken in turn (before, now, before, now...), each side's median round kept:
 * this machine's throughput drifts by a third within minutes, and one figure of each taken minutes apart
 * decided the budget by that drift. Also each node's CPU per read, which the drift moves less.
 */
async function compareBefore(
  before: BeforeBuild,
  place: ColdPlace,
  products: number,
  seconds: number,
): Promise<BeforeFigures> {
  const then = await seededStore(place, `before-${before.ref}`, products, before.dir);
  try {
    const now = await seededStore(place, 'now-paired', products);
    try {
      const rounds = { then: [] as RoundFigures[], now: [] as RoundFigures[] };
      for (let i = 0; i < PAIRED_ROUNDS; i++) {
        rounds.then.push(await productRound(then.target, seconds, before.dir));
        rounds.now.push(await productRound(now.target, seconds));
        console.log(
          `  round ${i + 1}: ${before.ref} ${rounds.then.at(-1)!.figures.rps} req/s, now ${rounds.now.at(-1)!.figures.rps} req/s`,
        );
      }
      return { then: medianRound(rounds.then), now: medianRound(rounds.now), seedSeconds: then.seconds };
    } finally {
      await now.dispose();
    }
  } finally {
    await then.dispose();
  }
}

const PAIRED_ROUNDS = 3;
type RoundFigures = { figures: LoadFigures; cpuUs: number | null };

/** The round of median req/s, with the median CPU per read of all rounds. */
function medianRound(rounds: RoundFigures[]): RoundFigures {
  const cpu = rounds.flatMap((r) => (r.cpuUs === null ? [] : [r.cpuUs]));
  return {
    figures: middle(rounds, (r) => r.figures.rps).figures,
    cpuUs: cpu.length === rounds.length ? median(cpu) : null,
  };
}

type BeforeFigures = { then: RoundFigures; now: RoundFigures; seedSeconds: number };
type SizeRow = { products: number; seedSeconds: number; figures: Map<string, LoadFigures> };

/**
 * The cold-read section for one store (markdown lines). Every size is seeded first and kept; then SIZE_ROUNDS
 * rounds each visit every size in turn (a node started on it, each read measured), and each read's median round
 * at each size is kept. A single pass put minutes between the smallest size's figures and the largest's, and
 * this machine's throughput drifts by a third in that time: that drift, not the catalogue, decided the ratios.
 */
export async function benchCold(
  place: ColdPlace,
  sizes: number[],
  seconds: number,
  before: BeforeBuild | null,
): Promise<string[]> {
  const ordered = [...new Set(sizes)].sort((a, b) => a - b);
  const stores: (SeededStore & { products: number })[] = [];
  try {
    for (const products of ordered) stores.push({ ...(await seededStore(place, 'now', products)), products });
    let reads: ApiTarget[] | null = null;
    const rounds = new Map<number, Map<string, LoadFigures>[]>(ordered.map((n) => [n, []]));
    for (let round = 1; round <= SIZE_ROUNDS; round++) {
      for (const store of stores) {
        const node = await startNode(store.target, await freePort(), { env: COLD_ENV });
        try {
          // The reads found on the smallest store; the same requests at every size.
          if (!reads) {
            const found = (await catalogueReads(node.url)).reads;
            reads = [...found.slice(0, 3), BROAD_VEHICLE, ...found.slice(3)];
          }
          console.log(`${storeName(store.target)}, ${store.products} products, cold, round ${round}:`);
          rounds.get(store.products)!.push(await measure(node.url, reads, seconds));
        } finally {
          await node.stop();
        }
      }
    }
    const rows: SizeRow[] = stores.map((store) => ({
      products: store.products,
      seedSeconds: store.seconds,
      figures: new Map(
        (reads ?? []).map((t) => [
          t.name,
          middle(
            rounds.get(store.products)!.map((r) => r.get(t.name)!),
            (f) => f.rps,
          ),
        ]),
      ),
    }));
    await Promise.all(stores.splice(0).map((s) => s.dispose()));
    const beforeProduct = before ? await compareBefore(before, place, ordered[0]!, seconds) : null;
    const name = place.kind === 'sqlite' ? 'SQLite' : 'PostgreSQL';
    return coldSection(name, reads ?? [], rows, seconds, before && { ref: before.ref, ...beforeProduct! });
  } finally {
    await Promise.all(stores.map((s) => s.dispose()));
  }
}

const SIZE_ROUNDS = 3;

const sizeName = (n: number) => `${n.toLocaleString('en-US')} products`;
const sum = (all: LoadFigures[], f: (n: LoadFigures) => number) => all.reduce((a, n) => a + f(n), 0);

function coldSection(
  store: string,
  reads: ApiTarget[],
  rows: SizeRow[],
  seconds: number,
  before: ({ ref: string } & BeforeFigures) | null,
): string[] {
  const first = rows[0]!;
  const last = rows.at(-1)!;
  const of = (row: SizeRow, name: string) => row.figures.get(name)!;
  /** The read at the largest size against the smallest: its share, and the budget's verdict. */
  const flat = (t: ApiTarget) => {
    if (rows.length < 2) return { kept: '-', budget: 'not measured (one size)' };
    const all = rows.map((r) => of(r, t.name));
    const kept = ratio(of(last, t.name).rps, of(first, t.name).rps);
    const budget = verdict(
      `>= ${FLAT_BUDGET * 100}% of ${sizeName(first.products)}`,
      [[of(last, t.name).rps >= of(first, t.name).rps * FLAT_BUDGET, kept]],
      sum(all, (n) => n.errors),
      sum(all, (n) => n.non2xx),
    );
    return { kept, budget };
  };
  const slower = rows.flatMap((r) =>
    VEHICLE_READS.map((name): [boolean, string] => [
      of(r, name).rps >= of(r, COLLECTION).rps,
      `${name} ${of(r, name).rps}/s at ${sizeName(r.products)}, collection page ${of(r, COLLECTION).rps}/s`,
    ]),
  );
  const cpu = (r: RoundFigures) => (r.cpuUs === null ? '-' : `${Math.round(r.cpuUs)} µs`);
  const beforeLine = before
    ? `${verdict(
        `>= ${BEFORE_BUDGET}x ${before.ref}'s at ${sizeName(first.products)}`,
        [
          [
            before.now.figures.rps >= before.then.figures.rps * BEFORE_BUDGET,
            ratio(before.now.figures.rps, before.then.figures.rps),
          ],
        ],
        before.then.figures.errors + before.now.figures.errors,
        before.then.figures.non2xx + before.now.figures.non2xx,
      )}: ${before.now.figures.rps} req/s (p99 ${before.now.figures.p99} ms) against ${before.then.figures.rps} req/s (p99 ${before.then.figures.p99} ms), ${ratio(before.now.figures.rps, before.then.figures.rps)}, the median of ${PAIRED_ROUNDS} rounds each, taken in turn; the node's CPU per read ${cpu(before.now)} against ${cpu(before.then)}; ${before.ref}'s store seeded by its own CLI in ${before.seedSeconds.toFixed(1)} s`
    : 'not measured (run with --before <git-ref>, e.g. `--before 07967ab`)';
  return [
    `## Cold reads on ${store} (response cache off; ${CONNECTIONS} connections, ${seconds} s per read after a 2 s warm-up; each figure the median of ${SIZE_ROUNDS} rounds over the sizes in turn)`,
    '',
    `Each size seeded once: ${rows.map((r) => `${sizeName(r.products)} in ${r.seedSeconds.toFixed(1)} s`).join(', ')}. The same requests at every size (found on the smallest).`,
    '',
    `| call | ${rows.map((r) => `${sizeName(r.products)}: req/s | p99 ms`).join(' | ')} | largest vs smallest | budget |`,
    `|---|${rows.map(() => '---|---|').join('')}---|---|`,
    ...reads.map((t) => {
      const { kept, budget } = flat(t);
      return `| ${t.name} | ${rows.map((r) => `${of(r, t.name).rps} | ${of(r, t.name).p99}`).join(' | ')} | ${kept} | ${budget} |`;
    }),
    '',
    `- Vehicle filters at least as fast as the collection page: ${verdict('at every size', slower, 0, 0)}`,
    `- Product read at least ${BEFORE_BUDGET}x today's: ${beforeLine}`,
    '',
  ];
}

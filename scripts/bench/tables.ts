/**
 * The bench's markdown tables and budget verdicts: the API calls against their baselines, the same calls on two
 * nodes, the Lighthouse pages; `verdict` and `ratio` for the sections' own budget lines.
 */
import type { ApiRow, ApiTarget, NodesRow } from './api.js';
import type { PageRow } from './pages.js';

export const P99_BUDGET_MS = 10;
const CART_WRITE_BUDGET_RPS = 1000;
export const PG_CART_WRITE_BUDGET_RPS = 800;
export const ratio = (a: number, b: number) => (b > 0 ? `${Math.round((a / b) * 100)}%` : 'n/a');
export const CART_WRITE = 'cart write';
const CART_READ = 'cart read';
/** The catalogue reads: every call but the cart's. */
export const isCatalogueRead = (t: ApiTarget) => t.name !== CART_WRITE && t.name !== CART_READ;

/** SQLite's budgets, as before PostgreSQL: read p99 and cart writes per second. */
export function sqliteBudget(r: ApiRow): string {
  if (r.target.name === CART_WRITE)
    return `${r.shop.rps >= CART_WRITE_BUDGET_RPS ? 'met' : 'MISSED'} (>= ${CART_WRITE_BUDGET_RPS}/s)`;
  if (r.target.name === CART_READ) return '-';
  return `${r.shop.p99 < P99_BUDGET_MS ? 'met' : 'MISSED'} (p99 < ${P99_BUDGET_MS} ms)`;
}

/** "met (rule)" when every check holds, else "MISSED (rule; what failed)"; errors and non-2xx always count. */
export function verdict(rule: string, checks: [boolean, string][], errors: number, non2xx: number): string {
  const failed = [
    ...checks.filter(([ok]) => !ok).map(([, what]) => what),
    ...(errors > 0 ? [`${errors} errors`] : []),
    ...(non2xx > 0 ? [`${non2xx} non-2xx`] : []),
  ];
  return failed.length === 0 ? `met (${rule})` : `MISSED (${[rule, ...failed].join('; ')})`;
}

/** PostgreSQL's budgets on one node: catalogue p99 < 10 ms, cart writes >= 800/s, no errors, all 2xx. */
export function postgresBudget(r: ApiRow): string {
  const { rps, p99, errors, non2xx } = r.shop;
  if (r.target.name === CART_WRITE)
    return verdict(
      `>= ${PG_CART_WRITE_BUDGET_RPS}/s, no errors`,
      [[rps >= PG_CART_WRITE_BUDGET_RPS, `${rps}/s`]],
      errors,
      non2xx,
    );
  if (r.target.name === CART_READ) return verdict('no errors', [], errors, non2xx);
  return verdict(
    `p99 < ${P99_BUDGET_MS} ms, no errors`,
    [[p99 < P99_BUDGET_MS, `p99 ${p99} ms`]],
    errors,
    non2xx,
  );
}

export function apiTable(rows: ApiRow[], budget: (r: ApiRow) => string): string {
  const lines = [
    '| call | req/s | p50 ms | p99 ms | errors | non-2xx | vs express (same body) | vs node:http | budget |',
    '|---|---|---|---|---|---|---|---|---|',
  ];
  for (const r of rows) {
    lines.push(
      `| ${r.target.name} | ${r.shop.rps} | ${r.shop.p50} | ${r.shop.p99} | ${r.shop.errors} | ${r.shop.non2xx} | ${ratio(r.shop.rps, r.express.rps)} (${r.express.rps}/s, p99 ${r.express.p99}) | ${ratio(r.shop.rps, r.http.rps)} (${r.http.rps}/s, p99 ${r.http.p99}) | ${budget(r)} |`,
    );
  }
  return lines.join('\n');
}

/** PostgreSQL's budgets on two nodes: each node's catalogue p99 < 10 ms, cart writes above one node's. */
export function nodesBudget(r: NodesRow, oneNode: ApiRow | undefined): string {
  if (r.target.name === CART_WRITE) {
    const single = oneNode?.shop.rps ?? 0;
    return verdict(
      `> ${single}/s of one node, >= ${PG_CART_WRITE_BUDGET_RPS}/s, no errors`,
      [[r.rps > single && r.rps >= PG_CART_WRITE_BUDGET_RPS, `${r.rps}/s`]],
      r.errors,
      r.non2xx,
    );
  }
  const worst = Math.max(...r.nodes.map((n) => n.p99));
  return verdict(
    `p99 < ${P99_BUDGET_MS} ms on each node, no errors`,
    [[worst < P99_BUDGET_MS, `p99 ${worst} ms`]],
    r.errors,
    r.non2xx,
  );
}

export function nodesTable(rows: NodesRow[], oneNode: ApiRow[]): string {
  const names = rows[0]?.nodes.map((_, k) => String.fromCharCode(65 + k)) ?? [];
  return [
    `| call | req/s (sum) | vs one node | ${names.map((n) => `node ${n} req/s | node ${n} p99 ms`).join(' | ')} | errors | non-2xx | budget |`,
    `|---|---|---|${names.map(() => '---|---|').join('')}---|---|---|`,
    ...rows.map((r) => {
      const single = oneNode.find((o) => o.target.name === r.target.name);
      return `| ${r.target.name} | ${r.rps} | ${single ? ratio(r.rps, single.shop.rps) : 'n/a'} | ${r.nodes.map((n) => `${n.rps} | ${n.p99}`).join(' | ')} | ${r.errors} | ${r.non2xx} | ${nodesBudget(r, single)} |`;
    }),
  ].join('\n');
}

export function pageTable(rows: PageRow[]): string {
  return [
    '| page | performance | LCP ms | TBT ms | CLS | CPU index |',
    '|---|---|---|---|---|---|',
    ...rows.map((r) => `| ${r.name} (${r.path}) | ${r.score} | ${r.lcp} | ${r.tbt} | ${r.cls} | ${r.cpu} |`),
  ].join('\n');
}

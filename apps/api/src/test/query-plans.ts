/**
 * Query plans of the statements an app runs (db/query-plans.test.ts): a recorder for Kysely's logger (make-app's
 * `log` option) that keeps each distinct statement with the requests that ran it, and the full scans in the plan
 * of a statement on either store. SQLite: EXPLAIN QUERY PLAN, where "SCAN t" reads every row of t and
 * "SCAN t USING INDEX i" every entry of i. PostgreSQL: EXPLAIN with sequential scans disabled for the statement,
 * so that a "Seq Scan on t" left in the plan is one no index can serve, whatever the size of the test's tables.
 */
import { CompiledQuery, sql, type LogEvent } from 'kysely';
import { dialectOf } from '../db/dialect.js';
import type { Db } from '../db/database.js';

export type RecordedStatement = {
  sql: string;
  /** The parameters of its first run. */
  parameters: readonly unknown[];
  /** The requests that ran it. */
  by: string[];
};

/** Statements with a query plan; transaction control, pragmas and SETs are left out. */
const PLANNED = /^\s*(with|select|insert|update|delete)\b/i;

/** Records the statements run inside `during(label, ...)`, by SQL text. */
export function statementRecorder() {
  const statements = new Map<string, RecordedStatement>();
  let label: string | null = null;
  return {
    log(event: LogEvent): void {
      if (event.level !== 'query' || label === null || !PLANNED.test(event.query.sql)) return;
      const { sql: text, parameters } = event.query;
      const seen = statements.get(text);
      if (!seen) statements.set(text, { sql: text, parameters, by: [label] });
      else if (!seen.by.includes(label)) seen.by.push(label);
    },
    async during<T>(what: string, run: () => Promise<T>): Promise<T> {
      label = what;
      try {
        return await run();
      } finally {
        label = null;
      }
    },
    statements: (): RecordedStatement[] => [...statements.values()],
  };
}

/**
 * A table a plan reads whole: row by row, or every entry of one of its indexes (SQLite's index walk, with the
 * index's name).
 */
export type FullScan = { table: string; how: 'rows' } | { table: string; how: 'index'; index: string };

export type Plan = { lines: string[]; fullScans: FullScan[] };

/** The table names of the store (SQLite): what a plan's "SCAN x" is checked against. */
const sqliteTables = async (db: Db): Promise<Set<string>> => {
  const rows = await sql<{ name: string }>`
    SELECT name FROM sqlite_master WHERE type = 'table'`.execute(db);
  return new Set(rows.rows.map((r) => r.name));
};

/** `"table" as "alias"` in compiled SQL (Kysely quotes both): alias -> table. */
const aliasesOf = (text: string): Map<string, string> =>
  new Map([...text.matchAll(/"(\w+)" as "(\w+)"/gi)].map((m) => [m[2]!, m[1]!]));

/**
 * SQLite: "SCAN x" or "SEARCH x" with nothing after it reads every row of x; "SCAN x USING [COVERING] INDEX i"
 * walks every entry of i (an index that answers a condition is a SEARCH). x is a table or its alias; a CTE's or
 * subquery's rows, and a virtual table's index (full-text search), are not tables here.
 */
function sqliteFullScans(lines: string[], text: string, tables: Set<string>): FullScan[] {
  const aliases = aliasesOf(text);
  const scans: FullScan[] = [];
  for (const line of lines) {
    const m = /^(?:SCAN|SEARCH) (\w+)(?: USING (?:COVERING )?INDEX (\w+))?$/.exec(line);
    if (!m || (m[2] && line.startsWith('SEARCH'))) continue;
    const table = tables.has(m[1]!) ? m[1]! : aliases.get(m[1]!);
    if (table && tables.has(table))
      scans.push(m[2] ? { table, how: 'index', index: m[2] } : { table, how: 'rows' });
  }
  return scans;
}

/** PostgreSQL: "Seq Scan on t" (also parallel) in EXPLAIN's text output. */
const postgresFullScans = (lines: string[]): FullScan[] =>
  lines.flatMap((line) => {
    const m = /Seq Scan on (\w+)/.exec(line);
    return m ? [{ table: m[1]!, how: 'rows' as const }] : [];
  });

/** The plan of a statement on the store `db` runs on. */
export async function planOf(
  db: Db,
  statement: Pick<RecordedStatement, 'sql' | 'parameters'>,
  tables?: Set<string>,
): Promise<Plan> {
  const { sql: text, parameters } = statement;
  if (dialectOf(db) === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${text}`, [...parameters]),
    );
    const lines = result.rows.map((r) => r.detail);
    return { lines, fullScans: sqliteFullScans(lines, text, tables ?? (await sqliteTables(db))) };
  }
  const lines = await db.transaction().execute(async (trx) => {
    await sql`SET LOCAL enable_seqscan = off`.execute(trx);
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${text}`, [...parameters]),
    );
    return result.rows.map((r) => r['QUERY PLAN']);
  });
  return { lines, fullScans: postgresFullScans(lines) };
}

/** The plan of every statement. */
export async function plansOf(
  db: Db,
  statements: RecordedStatement[],
): Promise<Map<RecordedStatement, Plan>> {
  const tables = dialectOf(db) === 'sqlite' ? await sqliteTables(db) : undefined;
  const plans = new Map<RecordedStatement, Plan>();
  for (const s of statements) plans.set(s, await planOf(db, s, tables));
  return plans;
}

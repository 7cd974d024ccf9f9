/**
 * The vehicle filter's reads: its summary (the count and every facet, in one statement) and a page of matching
 * product ids (vehicles.queries.ts builds both). Each statement shape (which filters are set, how many sizes, and
 * for a page which read) is compiled once (db/precompiled.ts), so a request builds no query: it binds the
 * filter's values to a statement the connection already holds prepared (SQLite by its text, PostgreSQL by name).
 */
import type { YearRange } from '@shop/domain';
import { CompiledQuery, type Compilable } from 'kysely';
import type { Db, Dialect } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { precompiled } from '../../db/precompiled.js';
import {
  countQuery,
  facetQuery,
  facetsOf,
  pageQuery,
  summaryQuery,
  type FitmentQuery,
  type ValueFacet,
} from './vehicles.queries.js';

export type { Facet, FitmentQuery } from './vehicles.queries.js';

/** A collection's visible member count and how many of them match a filter. */
type Matches = { members: number; count: number };

/** The count and the facets' raw rows: year ranges, and each other facet's distinct values. */
export type Summary = Matches & { ranges: YearRange[]; values: Record<ValueFacet, string[]> };

/**
 * How many members the walk may check for the cost of one match read from the fitment sets' page index
 * (migration 024), per store: a walked member costs a lookup in the fitment table's primary key; a match one
 * index entry and a place in the sort. Measured at 200,000 products (1,000-13,000 matches): PostgreSQL about
 * 2 us per member walked against 0.35-1.2 us per match read; SQLite 1.5-3 us against 0.05-0.3 us.
 */
const WALK_PER_MATCH: Record<Dialect, number> = { sqlite: 0.1, postgres: 0.5 };

/**
 * Whether a page ending at `end` (limit + offset) is read by walking the page index: about end * members / count
 * members are walked to reach it, against `count` fitment matches read and sorted the other way.
 */
const walks = (dialect: Dialect, end: number, members: number, count: number): boolean =>
  end * members <= WALK_PER_MATCH[dialect] * count * count;

type Arg = string | number;

/** A filter's values in a fixed order (the filters that are set, then the sizes) and its statement shape. */
function argsOf(q: FitmentQuery): { shape: string; args: Arg[] } {
  const set = [q.make, q.model, q.type, q.year];
  return {
    shape: `${set.map((v) => (v === null ? '-' : '+')).join('')}${q.sizeKeys.length}`,
    args: [...set.filter((v) => v !== null), ...q.sizeKeys],
  };
}

/** The filter of a shape with its values (stand-ins while compiling) in argsOf's order. */
function queryOf(shape: string, args: readonly Arg[]): FitmentQuery {
  let next = 0;
  const take = (i: number) => (shape[i] === '+' ? args[next++]! : null);
  const [make, model, type, year] = [0, 1, 2, 3].map(take);
  return {
    make: make as string | null,
    model: model as string | null,
    type: type as FitmentQuery['type'],
    year: year as number | null,
    sizeKeys: args.slice(next) as string[],
  };
}

/**
 * A statement over a filter (and `extra` trailing arguments), compiled once per shape of the filter: the
 * shape's filter is rebuilt from the stand-ins precompiled() passes, so the SQL is the builder's own.
 */
function perShape<E extends Arg[], O>(
  build: (ex: Db, collectionId: number, q: FitmentQuery, ...extra: E) => Compilable<O>,
) {
  const shapes = new Map<string, ReturnType<typeof precompiled<Arg[], O>>>();
  return (ex: Db, collectionId: number, q: FitmentQuery, ...extra: E) => {
    const { shape, args } = argsOf(q);
    let run = shapes.get(shape);
    if (!run) {
      run = precompiled<Arg[], O>((ex2, id, ...rest) =>
        build(
          ex2,
          id as number,
          queryOf(shape, rest.slice(0, args.length)),
          ...(rest.slice(args.length) as E),
        ),
      );
      shapes.set(shape, run);
    }
    return run(ex, collectionId, ...args, ...extra);
  };
}

const runSummary = perShape(summaryQuery);
const runPage = {
  walk: perShape((ex, id, q, limit: number, offset: number) => pageQuery(ex, id, q, true, limit, offset)),
  find: perShape((ex, id, q, limit: number, offset: number) => pageQuery(ex, id, q, false, limit, offset)),
};

/**
 * The query plan of a query, one line per step (tests read it): SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's
 * EXPLAIN with sequential scans disabled for the statement (SET LOCAL in its own transaction), so that the
 * plan shows whether an index can serve the query rather than what the planner picks for a tiny table.
 */
async function explain(db: Db, query: Compilable): Promise<string[]> {
  const { sql, parameters } = query.compile();
  if (dialectOf(db) === 'sqlite') {
    const result = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, [...parameters]),
    );
    return result.rows.map((r) => r.detail);
  }
  return db.transaction().execute(async (trx) => {
    await trx.executeQuery(CompiledQuery.raw('SET LOCAL enable_seqscan = off'));
    const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
      CompiledQuery.raw(`EXPLAIN ${sql}`, [...parameters]),
    );
    return result.rows.map((r) => r['QUERY PLAN']);
  });
}

export type VehicleRepo = ReturnType<typeof createVehicleRepo>;

export function createVehicleRepo(db: Db) {
  return {
    /**
     * How many visible members the collection has (`members`), how many match the filter (`count`), and the
     * facets' rows under the other filters (models only once a make is chosen): one statement.
     */
    async summary(collectionId: number, q: FitmentQuery): Promise<Summary> {
      const { rows } = await runSummary(db, collectionId, q);
      const summary: Summary = {
        members: 0,
        count: 0,
        ranges: [],
        values: { sizes: [], type: [], make: [], model: [] },
      };
      for (const row of rows) {
        if (row.facet === 'count') {
          summary.members = Number(row.low);
          summary.count = Number(row.high);
        } else if (row.facet === 'year') summary.ranges.push({ start: Number(row.low), end: row.high });
        else summary.values[row.facet as ValueFacet].push(row.value!);
      }
      return summary;
    },

    /**
     * One page of matching product ids: pre-ordered last, then by position. The counts choose the read: none
     * past the last match; a walk of the page index when the page is reached after fewer members than match
     * (a broad filter), the matching fitment sets' members in page order otherwise (a narrow one).
     */
    async page(
      collectionId: number,
      q: FitmentQuery,
      limit: number,
      offset: number,
      { members, count }: Matches,
    ): Promise<number[]> {
      if (offset >= count) return [];
      const read = walks(dialectOf(db), limit + offset, members, count) ? runPage.walk : runPage.find;
      const { rows } = await read(db, collectionId, q, limit, offset);
      return rows.map((r) => r.product_id);
    },

    /** The query plans of both page reads, the count and each facet (tests read them). */
    async explain(collectionId: number, q: FitmentQuery): Promise<Record<string, string[]>> {
      const plans: Record<string, string[]> = {
        page: await explain(db, pageQuery(db, collectionId, q, false, 24, 0)),
        walk: await explain(db, pageQuery(db, collectionId, q, true, 24, 0)),
        count: await explain(db, countQuery(db, collectionId, q)),
      };
      for (const facet of facetsOf(q))
        plans[facet] = await explain(db, facetQuery(db, collectionId, q, facet));
      return plans;
    },
  };
}

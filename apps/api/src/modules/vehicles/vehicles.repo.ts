/**
 * All vehicle-fitment SQL. A filter becomes conditions on `vehicle_fitment` (one row per enclosure and
 * model, covered by two indexes). The count reads the fitment sets of migration 020 (members per collection and
 * set of fitment rows, kept by triggers): the sum over the sets with a matching row. A page walks the collection's
 * page index checking each member's fitment when the filter is broad (the counts say so: the page is reached
 * after fewer members than match), and reads the matching fitment rows joined to the members otherwise. The
 * facets read the same conditions on `vehicle_fitment_facets` (migration 018: the collection's distinct
 * fitments, kept by triggers). Both summaries' sizes follow the vehicles sold rather than the catalogue. Only the
 * filters that are set appear in a statement, so there is a bounded number of statement shapes (5 optional
 * filters, up to 3 sizes, 8 statement kinds), each prepared once by the connection (db/database.ts).
 * make and model are COLLATE NOCASE columns (citext in PostgreSQL): a plain `=` matches in any case.
 */
import type { YearRange } from '@shop/domain';
import {
  CompiledQuery,
  expressionBuilder,
  sql,
  type Compilable,
  type Expression,
  type SqlBool,
} from 'kysely';
import type { Db } from '../../db/database.js';
import type { VehicleFitment } from '../../db/schema.js';
import { dialectOf } from '../../db/dialect.js';
import { shownSku } from '../../db/shown-sku.js';

export type FitmentQuery = {
  type: 'Empty' | 'Loaded' | null;
  /** Normalized sizes ('12'), any of which matches; empty means any size. */
  sizeKeys: string[];
  year: number | null;
  make: string | null;
  model: string | null;
};

export type Facet = 'type' | 'sizes' | 'year' | 'make' | 'model';

const FACET_COLUMNS = {
  make: 'f.make',
  model: 'f.model',
  type: 'f.type',
  sizes: 'f.subwoofer_size',
} as const satisfies Record<Exclude<Facet, 'year'>, string>;

/**
 * Conditions on vehicle_fitment under the alias f, usable in any query that has it, and on
 * vehicle_fitment_facets (the same columns; an open range's year_end is 0 there, NULL in vehicle_fitment).
 */
const fitment = expressionBuilder<{ f: VehicleFitment }, 'f'>();

/** The conditions (on alias f) of the filters that are set, leaving out one filter for a facet. */
function conditions(q: FitmentQuery, omit: Facet | null, openEnd: null | 0 = null): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  if (q.make !== null && omit !== 'make') list.push(fitment('f.make', '=', q.make));
  if (q.model !== null && omit !== 'model') list.push(fitment('f.model', '=', q.model));
  if (q.type !== null && omit !== 'type') list.push(fitment('f.type', '=', q.type));
  if (q.sizeKeys.length > 0 && omit !== 'sizes') list.push(fitment('f.subwoofer_size', 'in', q.sizeKeys));
  if (q.year !== null && omit !== 'year')
    list.push(
      fitment.and([
        fitment('f.year_start', '<=', q.year),
        fitment.or([
          openEnd === null ? fitment('f.year_end', 'is', null) : fitment('f.year_end', '=', openEnd),
          fitment('f.year_end', '>=', q.year),
        ]),
      ]),
    );
  return list;
}

/** A collection's visible member count and how many of them match a filter. */
type Matches = { members: number; count: number };

/**
 * Whether a page ending at `end` (limit + offset) is read by walking the page index: about end * members / count
 * members are walked to reach it, against `count` fitment matches read and sorted the other way.
 */
const walks = (end: number, members: number, count: number): boolean => end * members <= count * count;

export type VehicleRepo = ReturnType<typeof createVehicleRepo>;

export function createVehicleRepo(db: Db) {
  /** The rows of the fitment set `setKey` (a reference) that match `filters` (migration 020's set rows). */
  const setRows = (setKey: string, filters: Expression<SqlBool>[]) =>
    db
      .selectFrom('vehicle_fitment_set_rows as f')
      .select('f.set_key')
      .where('f.set_key', '=', sql.ref<string>(setKey))
      .where(fitment.and(filters));

  /**
   * Visible members of the collection (members are only those shown: db/shown-sku.ts), in page order once
   * ordered, that have a fitment row matching `filters`: either checked member by member while walking the
   * collection's page index (`walk`, for a broad filter: a page is reached after a few members), or found
   * through the collection's fitment sets with a matching row (`cp.product_id IN` the products with such a set,
   * for a narrow one: only matching products are read).
   */
  const members = (collectionId: number, filters: Expression<SqlBool>[], walk = false) =>
    db
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'cp.product_id').on(shownSku('p.sku')))
      .where('cp.collection_id', '=', collectionId)
      .where('cp.is_visible', '=', 1)
      .$if(filters.length > 0 && !walk, (qb) =>
        qb.where(
          'cp.product_id',
          'in',
          db
            .selectFrom('vehicle_fitment_product_sets as k')
            .select('k.product_id')
            .where(
              'k.set_key',
              'in',
              db
                .selectFrom('vehicle_fitment_set_members as m')
                .select('m.set_key')
                .where('m.collection_id', '=', collectionId)
                .where(({ exists }) => exists(setRows('m.set_key', filters))),
            ),
        ),
      )
      // A scalar subquery rather than EXISTS: PostgreSQL would turn EXISTS into a semi-join that reads every
      // matching fitment row; a correlated scalar subquery stays a check per member, as in SQLite.
      .$if(filters.length > 0 && walk, (qb) =>
        qb.where(
          sql<SqlBool>`(${db
            .selectFrom('vehicle_fitment as f')
            .select('f.product_id')
            .where('f.product_id', '=', sql.ref<number>('cp.product_id'))
            .where(fitment.and(filters))
            .limit(1)}) is not null`,
        ),
      );

  /**
   * How many visible members the collection has, and how many match the filter, from the summary of migration
   * 020: members per fitment set, summed over the sets with a matching row.
   */
  const countQuery = (collectionId: number, q: FitmentQuery) => {
    const filters = conditions(q, null);
    return db
      .selectFrom('vehicle_fitment_set_members as s')
      .where('s.collection_id', '=', collectionId)
      .select((eb) => [
        eb.fn.coalesce(eb.fn.sum<number>('s.n'), eb.lit(0)).as('members'),
        filters.length === 0
          ? eb.fn.coalesce(eb.fn.sum<number>('s.n'), eb.lit(0)).as('n')
          : eb.fn
              .coalesce(
                eb.fn.sum<number>(
                  eb
                    .case()
                    .when(eb.exists(setRows('s.set_key', filters)))
                    .then(eb.ref('s.n'))
                    .else(eb.lit(0))
                    .end(),
                ),
                eb.lit(0),
              )
              .as('n'),
      ]);
  };

  const pageQuery = (collectionId: number, q: FitmentQuery, limit: number, offset: number, walk: boolean) =>
    members(collectionId, conditions(q, null), walk)
      .select('cp.product_id')
      .orderBy('cp.is_preordered')
      .orderBy('cp.position')
      .orderBy('cp.product_id')
      .limit(limit)
      .offset(offset);

  /** The distinct fitments of the collection's visible, shown members under the other filters than the facet. */
  const facetRows = (collectionId: number, q: FitmentQuery, facet: Facet) => {
    const filters = conditions(q, facet, 0);
    return db
      .selectFrom('vehicle_fitment_facets as f')
      .where('f.collection_id', '=', collectionId)
      .$if(filters.length > 0, (qb) => qb.where(fitment.and(filters)))
      .distinct();
  };

  const yearsQuery = (collectionId: number, q: FitmentQuery) =>
    facetRows(collectionId, q, 'year').select([
      'f.year_start as start',
      sql<number | null>`nullif(${sql.ref('f.year_end')}, 0)`.as('end'),
    ]);

  const valuesQuery = (collectionId: number, q: FitmentQuery, facet: Exclude<Facet, 'year'>) =>
    facetRows(collectionId, q, facet).select((eb) => eb.ref(FACET_COLUMNS[facet]).as('value'));

  /**
   * The query plan of a query, one line per step (tests read it): SQLite's EXPLAIN QUERY PLAN, or PostgreSQL's
   * EXPLAIN with sequential scans disabled for the statement (SET LOCAL in its own transaction), so that the
   * plan shows whether an index can serve the query rather than what the planner picks for a tiny table.
   */
  const explain = async (query: Compilable): Promise<string[]> => {
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
  };

  return {
    /** How many visible members the collection has (`members`) and how many match the filter (`count`). */
    async count(collectionId: number, q: FitmentQuery): Promise<Matches> {
      const row = await countQuery(collectionId, q).executeTakeFirstOrThrow();
      return { members: Number(row.members), count: Number(row.n) };
    },

    /**
     * One page of matching product ids: pre-ordered last, then by position. The counts choose the read: none
     * past the last match; a walk of the page index when the page is reached after fewer members than match
     * (a broad filter), the matching fitment rows otherwise (a narrow one).
     */
    async page(
      collectionId: number,
      q: FitmentQuery,
      limit: number,
      offset: number,
      { members, count }: Matches,
    ): Promise<number[]> {
      if (offset >= count) return [];
      const rows = await pageQuery(
        collectionId,
        q,
        limit,
        offset,
        walks(limit + offset, members, count),
      ).execute();
      return rows.map((r) => r.product_id);
    },

    /** The distinct year ranges of matching members under the other filters. */
    yearRanges: (collectionId: number, q: FitmentQuery): Promise<YearRange[]> =>
      yearsQuery(collectionId, q).execute(),

    /** The distinct values of one fitment column among matching members under the other filters. */
    async values(collectionId: number, q: FitmentQuery, facet: Exclude<Facet, 'year'>): Promise<string[]> {
      const rows = await valuesQuery(collectionId, q, facet).execute();
      return rows.map((r) => r.value);
    },

    /** EXPLAIN QUERY PLAN of the page query and of each facet query (tests and the benchmark read it). */
    async explain(
      collectionId: number,
      q: FitmentQuery,
    ): Promise<Record<'page' | 'walk' | 'count' | Facet, string[]>> {
      return {
        page: await explain(pageQuery(collectionId, q, 24, 0, false)),
        walk: await explain(pageQuery(collectionId, q, 24, 0, true)),
        count: await explain(countQuery(collectionId, q)),
        year: await explain(yearsQuery(collectionId, q)),
        make: await explain(valuesQuery(collectionId, q, 'make')),
        model: await explain(valuesQuery(collectionId, q, 'model')),
        type: await explain(valuesQuery(collectionId, q, 'type')),
        sizes: await explain(valuesQuery(collectionId, q, 'sizes')),
      };
    },
  };
}

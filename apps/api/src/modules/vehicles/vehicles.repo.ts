/**
 * All vehicle-fitment SQL. A filter becomes conditions on `vehicle_fitment` (one row per enclosure and
 * model, covered by two indexes), joined to the collection's visible members by primary key. The facets read
 * the same conditions on `vehicle_fitment_facets` (migration 018: the collection's distinct fitments, kept by
 * triggers), whose size follows the vehicles sold rather than the catalogue. Only the
 * filters that are set appear in a statement, so there is a bounded number of statement shapes (5 optional
 * filters, up to 3 sizes, 7 statement kinds), each prepared once by the connection (db/database.ts).
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

export type VehicleRepo = ReturnType<typeof createVehicleRepo>;

export function createVehicleRepo(db: Db) {
  /**
   * Visible members of the collection matching the filter (`cp.product_id IN (matching fitment)`, or no
   * such condition without filters). Members are only those shown (the excluded sku never is: db/shown-sku.ts).
   */
  const members = (collectionId: number, q: FitmentQuery) => {
    const filters = conditions(q, null);
    return db
      .selectFrom('collection_products as cp')
      .innerJoin('products as p', (join) => join.onRef('p.id', '=', 'cp.product_id').on(shownSku('p.sku')))
      .where('cp.collection_id', '=', collectionId)
      .where('cp.is_visible', '=', 1)
      .$if(filters.length > 0, (qb) =>
        qb.where(
          'cp.product_id',
          'in',
          db.selectFrom('vehicle_fitment as f').select('f.product_id').where(fitment.and(filters)),
        ),
      );
  };

  const countQuery = (collectionId: number, q: FitmentQuery) =>
    members(collectionId, q).select((eb) => eb.fn.countAll().as('n'));

  const pageQuery = (collectionId: number, q: FitmentQuery, limit: number, offset: number) =>
    members(collectionId, q)
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
    /** Visible members of the collection matching the filter. */
    async count(collectionId: number, q: FitmentQuery): Promise<number> {
      const row = await countQuery(collectionId, q).executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** One page of matching product ids: pre-ordered last, then by position. */
    async page(collectionId: number, q: FitmentQuery, limit: number, offset: number): Promise<number[]> {
      const rows = await pageQuery(collectionId, q, limit, offset).execute();
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
    ): Promise<Record<'page' | 'count' | Facet, string[]>> {
      return {
        page: await explain(pageQuery(collectionId, q, 24, 0)),
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

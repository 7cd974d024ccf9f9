/**
 * The vehicle filter's statements, built on the store or transaction given (vehicles.repo.ts compiles each shape
 * once). A filter becomes conditions on `vehicle_fitment` (one row per enclosure and model, covered by two
 * indexes) or on a summary with the same columns. Only the filters that are set appear in a statement, so there
 * is a bounded number of statement shapes (5 optional filters, up to 3 sizes).
 *
 * - The summary: one statement answers the count and every facet. Its first row is the count, from the fitment
 *   sets of migration 020 (members per collection and set of fitment rows, kept by triggers): the sum over the
 *   sets with a matching row. Each facet adds the distinct fitments of the collection's visible, shown members
 *   under the other filters, from `vehicle_fitment_facets` (migration 018, kept by triggers). Both summaries'
 *   sizes follow the vehicles sold rather than the catalogue.
 * - The page walks the collection's page index checking each member's fitment when the filter is broad, and
 *   reads the matching fitment sets' members from their page index (migration 024, kept by triggers) otherwise
 *   (on PostgreSQL only each set's first page's worth).
 *
 * make and model are COLLATE NOCASE columns (citext in PostgreSQL): a plain `=` matches in any case.
 */
import { expressionBuilder, sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import type { VehicleFitment } from '../../db/schema.js';
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
export type ValueFacet = Exclude<Facet, 'year'>;

const FACET_COLUMNS = {
  make: 'f.make',
  model: 'f.model',
  type: 'f.type',
  sizes: 'f.subwoofer_size',
} as const satisfies Record<ValueFacet, string>;

/**
 * Conditions on vehicle_fitment under the alias f, usable in any query that has it, and on
 * vehicle_fitment_facets (the same columns; an open range's year_end is 0 there, NULL in vehicle_fitment).
 */
const fitment = expressionBuilder<{ f: VehicleFitment }, 'f'>();

/** The conditions (on alias f) of the filters that are set, leaving out one filter for a facet. */
function conditions(q: FitmentQuery, omit: Facet | null, openEnd: null | 0 = null): Expression<SqlBool>[] {
  const list: Expression<SqlBool>[] = [];
  if (q.make !== null && omit !== 'make') list.push(fitment('f.make', '=', q.make));
  // A model belongs to its make: the makes on offer are not narrowed by the model chosen under one of them.
  if (q.model !== null && omit !== 'model' && omit !== 'make') list.push(fitment('f.model', '=', q.model));
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

/** The rows of the fitment set `setKey` (a reference) that match `filters` (migration 020's set rows). */
const setRows = (ex: Db, setKey: string, filters: Expression<SqlBool>[]) =>
  ex
    .selectFrom('vehicle_fitment_set_rows as f')
    .select('f.set_key')
    .where('f.set_key', '=', sql.ref<string>(setKey))
    .where(fitment.and(filters));

/** The collection's fitment sets (020) with a row that matches `filters`. */
const matchingSets = (ex: Db, collectionId: number, filters: Expression<SqlBool>[]) =>
  ex
    .selectFrom('vehicle_fitment_set_members as m')
    .select('m.set_key')
    .where('m.collection_id', '=', collectionId)
    .where(({ exists }) => exists(setRows(ex, 'm.set_key', filters)));

/**
 * One page of the visible members of the collection (members are only those shown: db/shown-sku.ts) that have
 * a fitment row matching the filter, in page order: either checked member by member while walking the
 * collection's page index (`walk`, for a broad filter: a page is reached after a few members), or read from
 * the members of the matching fitment sets (migration 024: per set, in page order), for a narrow one: only
 * matching members are read, from one index.
 */
export function pageQuery(
  ex: Db,
  collectionId: number,
  q: FitmentQuery,
  walk: boolean,
  limit: number,
  offset: number,
) {
  const filters = conditions(q, null);
  if (filters.length > 0 && !walk && dialectOf(ex) === 'postgres')
    // Each matching set's first offset + limit members from its page index (LATERAL), then the page of those:
    // a set's members past the page are never read, however many it has. PostgreSQL read them all and sorted
    // (1,000 members of one set at 200,000 products for a page of 24). SQLite has no LATERAL; it reads the
    // sets' members as below, which its figures allow.
    return ex
      .selectFrom(matchingSets(ex, collectionId, filters).as('s'))
      .innerJoinLateral(
        (eb) =>
          eb
            .selectFrom('vehicle_fitment_set_pages as g')
            .select(['g.product_id', 'g.is_preordered', 'g.position'])
            .where('g.collection_id', '=', collectionId)
            .whereRef('g.set_key', '=', 's.set_key')
            .orderBy('g.is_preordered')
            .orderBy('g.position')
            .orderBy('g.product_id')
            .limit(sql<number>`${limit}::bigint + ${offset}::bigint`)
            .as('x'),
        (join) => join.onTrue(),
      )
      .select('x.product_id')
      .orderBy('x.is_preordered')
      .orderBy('x.position')
      .orderBy('x.product_id')
      .limit(limit)
      .offset(offset);
  if (filters.length > 0 && !walk)
    return ex
      .selectFrom('vehicle_fitment_set_pages as g')
      .select('g.product_id')
      .where('g.collection_id', '=', collectionId)
      .where('g.set_key', 'in', matchingSets(ex, collectionId, filters))
      .orderBy('g.is_preordered')
      .orderBy('g.position')
      .orderBy('g.product_id')
      .limit(limit)
      .offset(offset);
  return (
    ex
      .selectFrom('collection_products as cp')
      // CROSS JOIN keeps SQLite's join order: the members first (by the page index), then each one's product for
      // the shown check; an inner join let SQLite read the products first and look each membership up by
      // product, twice the cost. PostgreSQL plans it as an inner join.
      .crossJoin('products as p')
      .where('p.id', '=', sql.ref<number>('cp.product_id'))
      .where(shownSku('p.sku'))
      .select('cp.product_id')
      .where('cp.collection_id', '=', collectionId)
      .where('cp.is_visible', '=', 1)
      // A scalar subquery rather than EXISTS: PostgreSQL would turn EXISTS into a semi-join that reads every
      // matching fitment row; a correlated scalar subquery stays a check per member, as in SQLite.
      .$if(filters.length > 0, (qb) =>
        qb.where(
          sql<SqlBool>`(${ex
            .selectFrom('vehicle_fitment as f')
            .select('f.product_id')
            .where('f.product_id', '=', sql.ref<number>('cp.product_id'))
            .where(fitment.and(filters))
            .limit(1)}) is not null`,
        ),
      )
      .orderBy('cp.is_preordered')
      .orderBy('cp.position')
      .orderBy('cp.product_id')
      .limit(limit)
      .offset(offset)
  );
}

/**
 * The count row of the summary: the collection's visible members (`low`) and how many match the filter
 * (`high`), summed over its fitment sets (those with a matching row for the second).
 */
export function countQuery(ex: Db, collectionId: number, q: FitmentQuery) {
  const filters = conditions(q, null);
  return ex
    .selectFrom('vehicle_fitment_set_members as s')
    .where('s.collection_id', '=', collectionId)
    .select((eb) => [
      sql.lit<string>('count').as('facet'),
      sql<string | null>`null`.as('value'),
      sql<number | null>`${eb.fn.coalesce(eb.fn.sum<number>('s.n'), eb.lit(0))}`.as('low'),
      sql<number | null>`${
        filters.length === 0
          ? eb.fn.coalesce(eb.fn.sum<number>('s.n'), eb.lit(0))
          : eb.fn.coalesce(
              eb.fn.sum<number>(
                eb
                  .case()
                  .when(eb.exists(setRows(ex, 's.set_key', filters)))
                  .then(eb.ref('s.n'))
                  .else(eb.lit(0))
                  .end(),
              ),
              eb.lit(0),
            )
      }`.as('high'),
    ]);
}

/** The distinct fitments of the collection's visible, shown members under the other filters than the facet. */
const facetRows = (ex: Db, collectionId: number, q: FitmentQuery, facet: Facet) => {
  const filters = conditions(q, facet, 0);
  return ex
    .selectFrom('vehicle_fitment_facets as f')
    .where('f.collection_id', '=', collectionId)
    .$if(filters.length > 0, (qb) => qb.where(fitment.and(filters)))
    .distinct();
};

/**
 * The rows of one facet in the summary's columns: a value (`value`), or a year range (`low`, `high`: its start,
 * and its end or null when open). The distinct values are taken in a subquery, in their own column type (a
 * citext make stays case-blind in PostgreSQL before the union makes it text).
 */
export function facetQuery(ex: Db, collectionId: number, q: FitmentQuery, facet: Facet) {
  if (facet === 'year')
    return ex
      .selectFrom(facetRows(ex, collectionId, q, facet).select(['f.year_start', 'f.year_end']).as('d'))
      .select([
        sql.lit<string>(facet).as('facet'),
        sql<string | null>`null`.as('value'),
        sql<number | null>`d.year_start`.as('low'),
        sql<number | null>`nullif(d.year_end, 0)`.as('high'),
      ]);
  return ex
    .selectFrom(
      facetRows(ex, collectionId, q, facet)
        .select((eb) => eb.ref(FACET_COLUMNS[facet]).as('v'))
        .as('d'),
    )
    .select([
      sql.lit<string>(facet).as('facet'),
      sql<string | null>`d.v`.as('value'),
      sql<number | null>`null`.as('low'),
      sql<number | null>`null`.as('high'),
    ]);
}

/** The facets a filter's answer lists: models only once a make is chosen. */
export const facetsOf = (q: FitmentQuery): Facet[] =>
  q.make === null ? ['sizes', 'type', 'year', 'make'] : ['sizes', 'type', 'year', 'make', 'model'];

/** The count row, then every facet's rows: the summary of a filter in one statement. */
export const summaryQuery = (ex: Db, collectionId: number, q: FitmentQuery) =>
  facetsOf(q).reduce(
    (query, facet) => query.unionAll(facetQuery(ex, collectionId, q, facet)),
    countQuery(ex, collectionId, q),
  );

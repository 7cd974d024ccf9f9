/**
 * All vehicle-fitment SQL. A filter becomes conditions on `vehicle_fitment` (one row per enclosure and
 * model, covered by two indexes), joined to the collection's visible members by primary key. Only the
 * filters that are set appear in a statement; each distinct statement is prepared once and cached (a
 * bounded number of shapes: 5 optional filters, up to 3 sizes, 7 statement kinds).
 */
import type { YearRange } from '@shop/domain';
import type { Statement } from 'better-sqlite3';
import type { Db } from '../../db/connection.js';
import { shownSkuSql } from '../../db/shown-sku.js';

export type FitmentQuery = {
  type: 'Empty' | 'Loaded' | null;
  /** Normalized sizes ('12'), any of which matches; empty means any size. */
  sizeKeys: string[];
  year: number | null;
  make: string | null;
  model: string | null;
};

export type Facet = 'type' | 'sizes' | 'year' | 'make' | 'model';

const FACET_COLUMNS: Record<Exclude<Facet, 'year'>, string> = {
  make: 'f.make',
  model: 'f.model',
  type: 'f.type',
  sizes: 'f.subwoofer_size',
};

type Params = Record<string, string | number>;

/** The WHERE conditions (on alias f) and their parameters, leaving out one filter for a facet. */
function conditions(q: FitmentQuery, omit: Facet | null): { sql: string[]; params: Params } {
  const sql: string[] = [];
  const params: Params = {};
  if (q.make !== null && omit !== 'make') {
    sql.push('f.make = @make');
    params['make'] = q.make;
  }
  if (q.model !== null && omit !== 'model') {
    sql.push('f.model = @model');
    params['model'] = q.model;
  }
  if (q.type !== null && omit !== 'type') {
    sql.push('f.type = @type');
    params['type'] = q.type;
  }
  if (q.sizeKeys.length > 0 && omit !== 'sizes') {
    sql.push(`f.subwoofer_size IN (${q.sizeKeys.map((_, i) => `@size${i}`).join(', ')})`);
    q.sizeKeys.forEach((s, i) => (params[`size${i}`] = s));
  }
  if (q.year !== null && omit !== 'year') {
    sql.push('f.year_start <= @year AND (f.year_end IS NULL OR f.year_end >= @year)');
    params['year'] = q.year;
  }
  return { sql, params };
}

const where = (sql: string[]) => (sql.length ? `WHERE ${sql.join(' AND ')}` : '');

/** `AND cp.product_id IN (matching fitment)`, or nothing without filters. */
function memberFilter(q: FitmentQuery): { sql: string; params: Params } {
  const { sql, params } = conditions(q, null);
  if (sql.length === 0) return { sql: '', params };
  return { sql: `AND cp.product_id IN (SELECT f.product_id FROM vehicle_fitment f ${where(sql)})`, params };
}

/** Members of the collection are only those shown (the excluded sku never is: db/shown-sku.ts). */
const SHOWN = `JOIN products p ON p.id = cp.product_id AND ${shownSkuSql('p.sku')}`;

const countSql = (filter: string) => `SELECT count(*) FROM collection_products cp ${SHOWN}
  WHERE cp.collection_id = @collectionId AND cp.is_visible = 1 ${filter}`;

const pageSql = (filter: string) => `SELECT cp.product_id FROM collection_products cp ${SHOWN}
  WHERE cp.collection_id = @collectionId AND cp.is_visible = 1 ${filter}
  ORDER BY cp.is_preordered, cp.position, cp.product_id LIMIT @limit OFFSET @offset`;

/** The distinct values of one facet among the collection's visible members under the other filters. */
function facetSql(facet: Facet, q: FitmentQuery): { sql: string; params: Params } {
  const { sql, params } = conditions(q, facet);
  const columns = facet === 'year' ? 'f.year_start AS start, f.year_end AS "end"' : FACET_COLUMNS[facet];
  return {
    sql: `SELECT DISTINCT ${columns} FROM vehicle_fitment f
      JOIN collection_products cp
        ON cp.collection_id = @collectionId AND cp.product_id = f.product_id AND cp.is_visible = 1
      ${SHOWN}
      ${where(sql)}`,
    params,
  };
}

export type VehicleRepo = ReturnType<typeof createVehicleRepo>;

export function createVehicleRepo(db: Db) {
  const cache = new Map<string, Statement>();
  const prepared = (sql: string): Statement => {
    let stmt = cache.get(sql);
    if (!stmt) {
      stmt = db.prepare(sql);
      cache.set(sql, stmt);
    }
    return stmt;
  };
  const explain = (sql: string, params: Params): string[] =>
    (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(params) as { detail: string }[]).map((r) => r.detail);

  return {
    /** Visible members of the collection matching the filter. */
    count(collectionId: number, q: FitmentQuery): number {
      const m = memberFilter(q);
      return prepared(countSql(m.sql))
        .pluck()
        .get({ collectionId, ...m.params }) as number;
    },

    /** One page of matching product ids: pre-ordered last, then by position. */
    page(collectionId: number, q: FitmentQuery, limit: number, offset: number): number[] {
      const m = memberFilter(q);
      return prepared(pageSql(m.sql))
        .pluck()
        .all({ collectionId, limit, offset, ...m.params }) as number[];
    },

    /** The distinct year ranges of matching members under the other filters. */
    yearRanges(collectionId: number, q: FitmentQuery): YearRange[] {
      const { sql, params } = facetSql('year', q);
      return prepared(sql).all({ collectionId, ...params }) as YearRange[];
    },

    /** The distinct values of one fitment column among matching members under the other filters. */
    values(collectionId: number, q: FitmentQuery, facet: Exclude<Facet, 'year'>): string[] {
      const { sql, params } = facetSql(facet, q);
      return prepared(sql)
        .pluck()
        .all({ collectionId, ...params }) as string[];
    },

    /** EXPLAIN QUERY PLAN of the page query and of each facet query (tests and the benchmark read it). */
    explain(collectionId: number, q: FitmentQuery): Record<'page' | 'count' | Facet, string[]> {
      const m = memberFilter(q);
      const facet = (f: Facet) => {
        const { sql, params } = facetSql(f, q);
        return explain(sql, { collectionId, ...params });
      };
      return {
        page: explain(pageSql(m.sql), { collectionId, limit: 24, offset: 0, ...m.params }),
        count: explain(countSql(m.sql), { collectionId, ...m.params }),
        year: facet('year'),
        make: facet('make'),
        model: facet('model'),
        type: facet('type'),
        sizes: facet('sizes'),
      };
    },
  };
}

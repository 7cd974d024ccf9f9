/**
 * The spec's excluded truck enclosure (catalogue.md section 5: "excluded from display by a case-insensitive
 * substring check") as a SQL condition, built from the domain's one list (EXCLUDED_SKU_SUBSTRINGS). Every
 * query that lists, counts or finds products for shoppers ANDs it in, so a hidden product is never listed,
 * counted, linked or found by its sku or slug (docs/decisions/027-excluded-sku.md).
 */
import { EXCLUDED_SKU_SUBSTRINGS } from '@shop/domain';
import { sql, type RawBuilder } from 'kysely';
import { containsPattern } from './like-pattern.js';

/** A LIKE pattern, as a SQL literal, that matches `text` anywhere (its %, _ and \\ escaped with \\). */
const containsPatternLiteral = (text: string): string => `'${containsPattern(text).replace(/'/g, "''")}'`;

/**
 * SQL that is true when the sku in `column` (e.g. `p.sku`) is shown: it contains none of the excluded
 * substrings, compared in upper case. SQLite's upper() folds ASCII only, which skus are (the domain test
 * for isExcludedSku and db/shown-sku.test.ts hold both forms to the same answers). `upper(..) NOT LIKE`
 * reads the same in SQLite and PostgreSQL (SQLite's LIKE ignores ASCII case, PostgreSQL's does not; both
 * sides are upper case).
 */
export function shownSkuSql(column: string): string {
  if (EXCLUDED_SKU_SUBSTRINGS.length === 0) return '1 = 1';
  return `(${EXCLUDED_SKU_SUBSTRINGS.map((s) => `upper(${column}) NOT LIKE ${containsPatternLiteral(s.toUpperCase())} ESCAPE '\\'`).join(' AND ')})`;
}

/** The same condition for a Kysely query: `.where(shownSku('p.sku'))`. */
export const shownSku = (column: string): RawBuilder<boolean> =>
  sql<boolean>`${sql.raw(shownSkuSql(column))}`;

/**
 * The spec's excluded truck enclosure (catalogue.md section 5: "excluded from display by a case-insensitive
 * substring check") as a SQL condition, built from the domain's one list (EXCLUDED_SKU_SUBSTRINGS). Every
 * query that lists, counts or finds products for shoppers ANDs it in, so a hidden product is never listed,
 * counted, linked or found by its sku or slug (docs/decisions/027-excluded-sku.md).
 */
import { EXCLUDED_SKU_SUBSTRINGS } from '@shop/domain';

const sqlText = (text: string): string => `'${text.replace(/'/g, "''")}'`;

/**
 * SQL that is true when the sku in `column` (e.g. `p.sku`) is shown: it contains none of the excluded
 * substrings, compared in upper case. SQLite's upper() folds ASCII only, which skus are (the domain test
 * for isExcludedSku and db/shown-sku.test.ts hold both forms to the same answers).
 */
export function shownSkuSql(column: string): string {
  if (EXCLUDED_SKU_SUBSTRINGS.length === 0) return '1';
  return `(${EXCLUDED_SKU_SUBSTRINGS.map((s) => `instr(upper(${column}), ${sqlText(s.toUpperCase())}) = 0`).join(' AND ')})`;
}

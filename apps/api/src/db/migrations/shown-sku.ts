/**
 * The excluded-sku condition (decision 027) as migrations 018-020 and 024 wrote it into their triggers and fills,
 * frozen with them (decision 072): the domain's EXCLUDED_SKU_SUBSTRINGS as it was then, each as an upper-case
 * contains-LIKE. The queries read the live list (db/shown-sku.ts); a change of the list is a new migration that
 * makes these summaries again.
 */
const EXCLUDED_SKU_SUBSTRINGS = ['VS-CHEVY-SILVERADO-CC-2X12-OLD'];

/** SQL that is true when the sku in `column` is shown (as db/shown-sku.ts's shownSkuSql wrote it then). */
export const shownSkuSql = (column: string): string =>
  `(${EXCLUDED_SKU_SUBSTRINGS.map((s) => `upper(${column}) NOT LIKE '%${s}%' ESCAPE '\\'`).join(' AND ')})`;

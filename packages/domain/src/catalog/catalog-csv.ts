/**
 * The catalogue CSV (decision 048): one row per sku, a header row naming the columns, exported by
 * GET /api/admin/products/export.csv and read by POST /api/admin/products/import. A cell holds what the create
 * and edit bodies (products.ts) hold, written for a spreadsheet: money in dollars, flags as true/false, lists in
 * one cell joined by `|`, properties one per line as `Key: Value`, the product page's tabs as JSON. What a row
 * means is decided by the same schemas as the API's: a new sku is a create body, a known one an edit body made
 * of the cells that differ from the product's export, so an exported file read back changes nothing and an old
 * value the schemas would now refuse never blocks a row that leaves it alone.
 *
 * A cell that a spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) is
 * written with a leading apostrophe, which reading takes off again.
 */
import { z } from 'zod';
import { AdminProductListQuerySchema } from './products.js';
import { CsvRowErrorSchema } from './stock-updates.js';

export {
  CATALOG_CSV_LIST_SEPARATOR,
  CATALOG_CSV_MAX_ROWS,
  escapeCsvCell,
  unescapeCsvCell,
} from './catalog-csv-cells.js';
export { CATALOG_CSV_COLUMNS, CATALOG_CSV_EXPORT_HEADER, catalogCsvRowOf } from './catalog-csv-columns.js';
export { type CatalogCsvHeader, readCatalogCsvHeader, readCatalogCsvRow } from './catalog-csv-rows.js';

/** GET /api/admin/products/export.csv: the list's filters (every product without any). */
export const CatalogExportQuerySchema = AdminProductListQuerySchema.pick({
  q: true,
  collection: true,
  product_type: true,
  stock: true,
  enabled: true,
});
export type CatalogExportQuery = z.output<typeof CatalogExportQuerySchema>;

/** POST /api/admin/products/import: dryRun=1 (the default) checks and writes nothing; dryRun=0 applies. */
export const CatalogImportQuerySchema = z.strictObject({
  dryRun: z.enum(['0', '1']).default('1'),
});

export const CatalogImportResultSchema = z.object({
  dryRun: z.boolean(),
  /** Rows read (the header and empty rows aside). */
  rows: z.number().int(),
  /** New skus: products created (that would be, on a dry run). */
  creates: z.number().int(),
  /** Known skus with a field that changes. */
  updates: z.number().int(),
  /** Known skus whose row changes nothing. */
  unchanged: z.number().int(),
  /** The refused rows (row: the spreadsheet's row, the header being 1), in file order; applying needs none. */
  errors: z.array(CsvRowErrorSchema),
});
export type CatalogImportResult = z.infer<typeof CatalogImportResultSchema>;

/**
 * The phases an import reports: reading the rows, checking those that change something, writing them (`total`:
 * those rows; each batch writes its rows' listing flags, search cards and audit entries with them).
 */
export const CATALOG_IMPORT_PHASES = ['reading', 'checking', 'writing'] as const;

/**
 * One line of an import's answer under `Accept: application/x-ndjson`: progress reports (every 1,000 rows and at
 * the end of each phase), then the result or the error.
 */
export const CatalogImportStreamLineSchema = z.union([
  z.object({
    progress: z.object({
      phase: z.enum(CATALOG_IMPORT_PHASES),
      done: z.number().int(),
      total: z.number().int(),
    }),
  }),
  z.object({ result: CatalogImportResultSchema }),
  z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.unknown().optional() }) }),
]);
export type CatalogImportStreamLine = z.infer<typeof CatalogImportStreamLineSchema>;

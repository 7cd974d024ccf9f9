/**
 * The back office's stock updates (decision 043): counts per warehouse set by sku (PUT /api/admin/stock, an ERP) or
 * by a CSV of `sku,tpa,lv`, and the refused rows of a CSV (this one and the catalogue's, catalog-csv.ts).
 */
import { z } from 'zod';

/** Units per warehouse: a whole number from 0 to 1,000,000. */
const Units = z.number().int().min(0).max(1_000_000);

/** One sku's stock as set (a warehouse left out keeps its count). */
export const StockLineSchema = z
  .strictObject({ sku: z.string().trim().min(1).max(64), tpa: Units.optional(), lv: Units.optional() })
  .refine((l) => l.tpa !== undefined || l.lv !== undefined, { message: 'Give tpa, lv or both' });
export type StockLine = z.infer<typeof StockLineSchema>;

/** Why an import's row is refused when its sku (in any case) is on an earlier row of the same file. */
export const skuAlreadyOnRowMessage = (sku: string, firstRow: number): string =>
  `The sku "${sku}" is already on row ${firstRow} of this file`;

/** Each sku once (in any case): a later line of a sku is refused, naming the first (1-based), never merged. */
const StockLinesSchema = z
  .array(StockLineSchema)
  .min(1)
  .max(5000)
  .superRefine((lines, ctx) => {
    const firstOf = new Map<string, number>();
    lines.forEach((line, i) => {
      const key = line.sku.toUpperCase();
      const first = firstOf.get(key);
      if (first === undefined) firstOf.set(key, i);
      else
        ctx.addIssue({
          code: 'custom',
          path: [i, 'sku'],
          message: `The sku "${line.sku}" is already item ${first + 1} of this list`,
        });
    });
  });

/** PUT /api/admin/stock: up to 5,000 skus at once, each once, all applied or none. */
export const StockUpdateBodySchema = z.strictObject({
  items: StockLinesSchema,
  csrfToken: z.string().max(200).optional(),
});

export const StockUpdateResultSchema = z.object({
  updated: z.number().int(),
  unchanged: z.number().int(),
});

/** POST /api/admin/stock/import: a CSV of `sku,tpa,lv`, tried first (dryRun=1, the default), then applied. */
export const StockImportQuerySchema = z.strictObject({
  dryRun: z.enum(['0', '1']).default('1'),
});

/** One refused CSV row: its line in the file (the header is line 1), its sku as given, why. */
export const CsvRowErrorSchema = z.object({ row: z.number().int(), sku: z.string(), message: z.string() });
export type CsvRowError = z.infer<typeof CsvRowErrorSchema>;

export const StockImportResultSchema = z.object({
  dryRun: z.boolean(),
  rows: z.number().int(),
  /** Skus whose counts change (would change, on a dry run). */
  changes: z.number().int(),
  errors: z.array(CsvRowErrorSchema),
});
export type StockImportResult = z.infer<typeof StockImportResultSchema>;

/** At most this many rows in one stock CSV. */
export const STOCK_CSV_MAX_ROWS = 50_000;

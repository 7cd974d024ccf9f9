/**
 * /api/admin/stock (decision 043): stock per warehouse set as JSON or from a CSV, all or none, each change
 * audited (an administrator or a key with stock:write). Split from the back office's first route table
 * (decision 069); the table keeps the 'admin' tag, so the OpenAPI document is as it was.
 */
import {
  StockImportQuerySchema,
  StockImportResultSchema,
  StockUpdateBodySchema,
  StockUpdateResultSchema,
  type CsvRowError,
  type StockImportResult,
} from '@shop/domain';
import express, { Router } from 'express';
import { AppError } from '../../lib/app-error.js';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminInvalid as invalid } from '../admin/admin.refusals.js';
import { createAdminStock } from './admin.stock.js';
import { parseStockCsv, type ParsedStockCsv } from './admin.stock-csv.js';

/** The rows of skus no product has, by their line in the file. */
function unknownRows(unknown: readonly string[], csv: ParsedStockCsv): CsvRowError[] {
  if (unknown.length === 0) return [];
  const missing = new Set(unknown);
  return csv.lines.flatMap((line, i) =>
    missing.has(line.sku.toUpperCase())
      ? [{ row: csv.rowOf[i] ?? 0, sku: line.sku, message: 'No product has this sku' }]
      : [],
  );
}

/** Where a stock CSV is posted (text/csv, accepted on this path only: app.ts). */
export const ADMIN_STOCK_IMPORT_PATH = '/api/admin/stock/import';

export const adminStockTable = defineRoutes('/api', 'admin', {
  setStock: {
    method: 'put',
    path: '/admin/stock',
    security: { scope: 'stock:write' },
    summary:
      'Set stock per warehouse for up to 5,000 skus, all or none (scope stock:write); an unknown sku refuses the update (400 UNKNOWN_SKU, details.unknown lists them); each change is audited',
    body: component('StockUpdateBody', StockUpdateBodySchema),
    errors: ['UNKNOWN_SKU', 'WAREHOUSE_INACTIVE'],
    responses: {
      200: reply('Applied', component('StockUpdateResult', StockUpdateResultSchema)),
      ...invalid,
      429: fails('Too many calls for this API key (RATE_LIMITED)'),
      ...writeGuardRefusals,
      ...guarded,
    },
  },
  importStock: {
    method: 'post',
    path: '/admin/stock/import',
    security: { scope: 'stock:write' },
    summary:
      'Stock from a CSV (columns sku, tpa, lv; a header row; an empty count keeps it; up to 50,000 rows): dryRun=1 (the default) checks every row and counts the changes, writing nothing; dryRun=0 applies all or none (400 CSV_INVALID with details.errors when any row is refused). A session sends its csrf token in the x-csrf-token header',
    query: StockImportQuerySchema,
    rawBody: ['text/csv'],
    errors: ['CSV_UNREADABLE', 'CSV_HEADER', 'CSV_TOO_LONG', 'CSV_INVALID'],
    responses: {
      200: reply('Checked (dry run) or applied', component('StockImportResult', StockImportResultSchema)),
      400: fails('CSV_UNREADABLE, CSV_HEADER, CSV_TOO_LONG, CSV_INVALID (details.errors: row, sku, message)'),
      413: fails('Larger than 5 MB (PAYLOAD_TOO_LARGE)'),
      429: fails('Too many calls for this API key (RATE_LIMITED)'),
      ...writeGuardRefusals,
      ...guarded,
    },
  },
});

export function adminStockRoutes(opts: AdminWriteRouteOptions): Router {
  const stock = createAdminStock(opts);
  const guardOf = guardsOf(adminStockTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminStockTable, {
    setStock: {
      before: guardOf('setStock'),
      handle: async (_req, res, { body }) => {
        const { updated, unchanged } = await stock.set(body.items, adminActorOf(res));
        res.set(noStore).json({ updated, unchanged });
      },
    },
    importStock: {
      before: [...guardOf('importStock'), express.text({ type: 'text/csv', limit: '5mb' })],
      handle: async (req, res, { query }) => {
        const text = typeof req.body === 'string' ? req.body : '';
        const csv = parseStockCsv(text);
        const dryRun = query.dryRun === '1';
        const checked = await stock.set(csv.lines, adminActorOf(res), { dryRun: true });
        const errors = [...csv.errors, ...unknownRows(checked.unknown, csv)];
        errors.sort((a, b) => a.row - b.row);
        if (!dryRun && errors.length > 0)
          throw new AppError('CSV_INVALID', `${errors.length} rows are refused; nothing was changed`, {
            errors,
          });
        const changes = dryRun ? checked.updated : (await stock.set(csv.lines, adminActorOf(res))).updated;
        const result: StockImportResult = { dryRun, rows: csv.rows, changes, errors };
        res.set(noStore).json(result);
      },
    },
  });
}

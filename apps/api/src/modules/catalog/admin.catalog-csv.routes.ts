/**
 * The catalogue CSV over HTTP (decision 048): GET /api/admin/products/export.csv (catalog:read) streams every product
 * matching the list's filters as a download; POST /api/admin/products/import (catalog:write) takes such a file as
 * text/csv (read as it arrives, decision 078), checks it (dryRun=1, the default) or applies it (dryRun=0: nothing when a row is refused, else in
 * short transactions, decision 065). A session sends its csrf
 * token in the x-csrf-token header; a key needs none. Mounted before the products router, whose
 * /admin/products/:sku would otherwise take export.csv for a sku.
 */
import {
  CATALOG_CSV_COLUMNS,
  CATALOG_CSV_LIST_SEPARATOR,
  CATALOG_CSV_MAX_ROWS,
  CatalogExportQuerySchema,
  CatalogImportQuerySchema,
  CatalogImportResultSchema,
} from '@shop/domain';
import { Router, type Response } from 'express';
import { AppError } from '../../lib/app-error.js';
import { streamChunks } from '../../lib/stream-chunks.js';
import { textBody } from '../../lib/text-body.js';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
  type Reply,
} from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminRateLimited as rateLimited } from '../admin/admin.refusals.js';
import { createCatalogCsv } from './admin.catalog-csv.js';

const NDJSON = 'application/x-ndjson';

/** Where a catalogue CSV is posted (text/csv, accepted on this path only: app.ts). */
export const ADMIN_CATALOG_IMPORT_PATH = '/api/admin/products/import';

/**
 * The largest file taken: 50,000 products of the demo shop export to about 40 MB. Read as it arrives, never
 * held whole (decision 078).
 */
const BODY_LIMIT_BYTES = 100 * 1024 * 1024;

/** The columns, as a Markdown table in the document (the README's "Catalogue CSV" says the same). */
const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');
const columnsTable = [
  '| column | format | meaning |',
  '|---|---|---|',
  ...CATALOG_CSV_COLUMNS.map((c) => `| \`${c.name}\` | ${cell(c.format)} | ${cell(c.meaning)} |`),
].join('\n');

const csvFile: Reply = {
  description: `The catalogue as CSV (UTF-8 with a BOM, CRLF, a header row, every cell holding a line break quoted, one row per sku, in creation order; a download: Content-Disposition attachment). Money in dollars, flags true/false, lists joined by \`${CATALOG_CSV_LIST_SEPARATOR}\`; a cell starting with = + - @ (a formula to a spreadsheet) gets a leading apostrophe, which the import takes off.\n\n${columnsTable}`,
  media: { 'text/csv': { type: 'string' } },
};

export const adminCatalogCsvTable = defineRoutes('/api', 'admin', {
  exportProducts: {
    method: 'get',
    path: '/admin/products/export.csv',
    security: { scope: 'catalog:read' },
    summary:
      "Every product as CSV, one row per sku, the list's filters optional (q, collection, product_type, stock, enabled); streamed (scope catalog:read)",
    query: CatalogExportQuerySchema,
    errors: [],
    responses: {
      200: csvFile,
      400: fails('Invalid parameters (VALIDATION_FAILED)'),
      ...rateLimited,
      ...guarded,
    },
  },
  importProducts: {
    method: 'post',
    path: '/admin/products/import',
    security: { scope: 'catalog:write' },
    summary: `Create and edit products from a CSV with the export's columns (any subset with sku; up to ${CATALOG_CSV_MAX_ROWS.toLocaleString('en-US')} rows, 100 MB). A known sku edits the fields whose cells differ from its export; a new one creates a product; every row is checked by the product API's rules, against the store and the file's other rows. dryRun=1 (the default) writes nothing and counts creates, updates and unchanged rows, naming each refused row; dryRun=0 checks the same way and writes nothing when any row is refused (400 CSV_INVALID with details.errors), then writes in short transactions of up to 50 rows while the shop keeps answering: a write elsewhere that takes a key or changes a row's product meanwhile stops it with a 409 (details.applied: the rows already written; importing the same file again finishes the work); audited, shown on the storefront at once; applying the same file again changes nothing. A session sends its csrf token in the x-csrf-token header (scope catalog:write). With \`Accept: application/x-ndjson\` the answer streams progress for a progress bar: 200 with a JSON line every 1,000 rows of each phase, \`{"progress": {"phase": "reading" | "checking" | "writing", "done", "total"}}\` (writing counts the rows), then \`{"result": CatalogImportResult}\` or \`{"error": {"code", "message", "details"}}\` (CSV_INVALID there too); a file refused before the first line (unreadable, no header) gets the ordinary 400`,
    query: CatalogImportQuerySchema,
    rawBody: ['text/csv'],
    errors: [
      'SKU_TAKEN',
      'HANDLE_TAKEN',
      'CSV_UNREADABLE',
      'CSV_HEADER',
      'CSV_TOO_LONG',
      'CSV_INVALID',
      'CSV_CHANGED',
    ],
    responses: {
      200: {
        ...reply('Checked (dry run) or applied', component('CatalogImportResult', CatalogImportResultSchema)),
        // With Accept: application/x-ndjson: progress lines, then the result or the error (see the summary).
        media: { [NDJSON]: { type: 'string' } },
      },
      400: fails(
        'CSV_UNREADABLE (not CSV, not UTF-8), CSV_HEADER (no sku column, an unknown or repeated column), CSV_TOO_LONG, CSV_INVALID (dryRun=0 with refused rows: details.errors lists row, sku, message), VALIDATION_FAILED (query), BAD_REQUEST (a body that does not inflate by its Content-Encoding)',
      ),
      409: fails(
        "A sku or handle was taken, or a row's product changed, by another write while applying (SKU_TAKEN, HANDLE_TAKEN, CSV_CHANGED; details.applied: the rows written before it)",
      ),
      ...rateLimited,
      ...writeGuardRefusals,
      413: fails('Larger than 100 MB after inflating (PAYLOAD_TOO_LARGE)'),
      415: fails(
        'Not text/csv (UNSUPPORTED_MEDIA_TYPE), a Content-Encoding other than gzip, deflate or br (UNSUPPORTED_ENCODING), an unknown charset (UNSUPPORTED_CHARSET)',
      ),
      ...guarded,
    },
  },
});

export function adminCatalogCsvRoutes(opts: AdminWriteRouteOptions): Router {
  const csv = createCatalogCsv(opts);
  const guardOf = guardsOf(adminCatalogCsvTable, opts.guard);

  return mountRoutes(Router(), adminCatalogCsvTable, {
    exportProducts: {
      before: guardOf('exportProducts'),
      handle: async (_req, res, { query }) => {
        res.set({
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="${csv.fileName()}"`,
          'Cache-Control': 'no-store',
        });
        await streamChunks(res, csv.exportChunks(query));
      },
    },
    importProducts: {
      before: guardOf('importProducts'),
      handle: async (req, res, { query }) => {
        const text = textBody(req, BODY_LIMIT_BYTES);
        const options = { dryRun: query.dryRun === '1' };
        const actor = adminActorOf(res);
        if (req.accepts(['application/json', NDJSON]) !== NDJSON) {
          res.set({ 'Cache-Control': 'no-store' }).json(await csv.importCsv(text, actor, options));
          return;
        }
        // Progress as it goes: one JSON line per report, then the result or the error. The answer starts with
        // the first report, so that a file refused before any (unreadable, no header) gets an ordinary 400.
        const line = async (value: unknown) => {
          if (res.destroyed) return; // the client left: the import still ends as it began
          if (!res.headersSent)
            res.status(200).set({ 'Content-Type': `${NDJSON}; charset=utf-8`, 'Cache-Control': 'no-store' });
          res.write(`${JSON.stringify(value)}\n`);
          (res as Response & { flush?: () => void }).flush?.(); // through the compression middleware
          await new Promise((resolve) => setImmediate(resolve)); // out now, even in SQLite's synchronous loop
        };
        try {
          const result = await csv.importCsv(text, actor, {
            ...options,
            progress: (phase, done, total) => line({ progress: { phase, done, total } }),
          });
          await line({ result });
        } catch (err) {
          if (!res.headersSent) throw err;
          if (err instanceof AppError)
            await line({ error: { code: err.code, message: err.message, details: err.details } });
          else {
            req.log?.error({ err }, 'catalogue import failed');
            await line({ error: { code: 'INTERNAL_ERROR', message: 'Something went wrong on our side' } });
          }
        }
        res.end();
      },
    },
  });
}

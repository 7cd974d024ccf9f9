/**
 * /api/admin, the back office's foundations (decision 043): API keys (an administrator's session only) and stock
 * (an administrator or a key with stock:write); the audit log is admin.audit.routes.ts. Every route states
 * its scope in the OpenAPI document (security: an administrator's session cookie, or a bearer key with it).
 */
import {
  adminFullName,
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyBodySchema,
  CreatedApiKeySchema,
  IdParamSchema,
  StockImportQuerySchema,
  StockImportResultSchema,
  StockUpdateBodySchema,
  StockUpdateResultSchema,
  type CsvRowError,
  type StockImportResult,
  type ApiKey,
} from '@shop/domain';
import express, { Router } from 'express';
import { z } from 'zod';
import {
  component,
  defineRoutes,
  fails,
  mountRoutes,
  reply,
  writeGuardRefusals,
} from '../../lib/route-table.js';
import {
  actorName,
  adminActorOf,
  guardsOf,
  hashApiKey,
  newApiKey,
  type AdminWriteRouteOptions,
} from './admin.auth.js';
import { adminGuarded as guarded, adminInvalid as invalid } from './admin.refusals.js';
import { createAdminRepo, creatorIsAdministrator, type ApiKeyRow } from './admin.repo.js';
import { createAdminStock } from './admin.stock.js';
import { parseStockCsv, type ParsedStockCsv } from './admin.stock-csv.js';
import { AppError } from '../../lib/app-error.js';

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

export const adminTable = defineRoutes('/api', 'admin', {
  apiKeys: {
    method: 'get',
    path: '/admin/api-keys',
    security: { scope: null },
    summary:
      'API keys (administrator session only): name, prefix, scopes, creator (a key works only while its creator is an enabled administrator), last use (recorded at most once a minute), revocation; never the key',
    responses: { 200: reply('Keys', component('ApiKeyList', ApiKeyListSchema)), ...guarded },
  },
  createApiKey: {
    method: 'post',
    path: '/admin/api-keys',
    security: { scope: null },
    summary: 'Create an API key with scopes (administrator session only); the key is in this answer only',
    body: component('CreateApiKeyBody', CreateApiKeyBodySchema),
    responses: {
      201: reply('Created; `key` is shown this once', component('CreatedApiKey', CreatedApiKeySchema)),
      ...invalid,
      ...writeGuardRefusals,
      ...guarded,
    },
  },
  revokeApiKey: {
    method: 'post',
    path: '/admin/api-keys/:id/revoke',
    security: { scope: null },
    summary: 'Revoke an API key at once (administrator session only)',
    params: IdParamSchema,
    body: component('CsrfBody', z.strictObject({ csrfToken: z.string().max(200) })),
    responses: {
      200: reply('Revoked', component('ApiKey', ApiKeySchema)),
      404: fails('No such key, or already revoked (NOT_FOUND)'),
      ...invalid,
      ...writeGuardRefusals,
      ...guarded,
    },
  },
  setStock: {
    method: 'put',
    path: '/admin/stock',
    security: { scope: 'stock:write' },
    summary:
      'Set stock per warehouse for up to 5,000 skus, all or none (scope stock:write); an unknown sku refuses the update (400 UNKNOWN_SKU, details.unknown lists them); each change is audited',
    body: component('StockUpdateBody', StockUpdateBodySchema),
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

const toApiKey = (row: ApiKeyRow): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: JSON.parse(row.scopes) as ApiKey['scopes'],
  created_at: row.created_at,
  last_used_at: row.last_used_at,
  revoked_at: row.revoked_at,
  creator:
    row.created_by !== null && row.creator_email !== null
      ? {
          id: row.created_by,
          name: adminFullName(row.creator_first_name, row.creator_last_name),
          email: row.creator_email,
          administrator: creatorIsAdministrator(row),
        }
      : null,
});

export function adminRoutes(opts: AdminWriteRouteOptions): Router {
  const repo = createAdminRepo(opts.db);
  const stock = createAdminStock(opts);
  const nowIso = () => opts.clock.now().toISOString();
  const guardOf = guardsOf(adminTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminTable, {
    apiKeys: {
      before: guardOf('apiKeys'),
      handle: async (_req, res) => {
        res.set(noStore).json({ keys: (await repo.keys()).map(toApiKey) });
      },
    },
    createApiKey: {
      before: guardOf('createApiKey'),
      handle: async (_req, res, { body }) => {
        const actor = adminActorOf(res);
        const key = newApiKey();
        const scopes = [...new Set(body.scopes)];
        const row = await opts.db.transaction().execute(async (trx) => {
          const tx = createAdminRepo(trx);
          const created = await tx.insertKey({
            name: body.name,
            prefix: key.slice(0, 10),
            hash: hashApiKey(key),
            scopes,
            createdBy: actor.id,
            nowIso: nowIso(),
          });
          const after = { name: created.name, prefix: created.prefix, scopes };
          await tx.audit(
            [
              {
                actor: actorName(actor),
                action: 'api-key.create',
                entity: 'api-key',
                entityId: String(created.id),
                before: null,
                after,
              },
            ],
            nowIso(),
          );
          return created;
        });
        res
          .status(201)
          .set(noStore)
          .json({ ...toApiKey(row), key });
      },
    },
    revokeApiKey: {
      before: guardOf('revokeApiKey'),
      handle: async (_req, res, { params }) => {
        const actor = adminActorOf(res);
        const row = await opts.db.transaction().execute(async (trx) => {
          const tx = createAdminRepo(trx);
          const revoked = await tx.revokeKey(params.id, nowIso());
          if (revoked)
            await tx.audit(
              [
                {
                  actor: actorName(actor),
                  action: 'api-key.revoke',
                  entity: 'api-key',
                  entityId: String(revoked.id),
                  before: { revoked_at: null },
                  after: { revoked_at: revoked.revoked_at },
                },
              ],
              nowIso(),
            );
          return revoked;
        });
        if (!row) {
          res
            .status(404)
            .json({ error: { code: 'NOT_FOUND', message: 'No such key, or it is already revoked' } });
          return;
        }
        res.set(noStore).json(toApiKey(row));
      },
    },
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
          throw new AppError('CSV_INVALID', `${errors.length} rows are refused; nothing was changed`, 400, {
            errors,
          });
        const changes = dryRun ? checked.updated : (await stock.set(csv.lines, adminActorOf(res))).updated;
        const result: StockImportResult = { dryRun, rows: csv.rows, changes, errors };
        res.set(noStore).json(result);
      },
    },
  });
}

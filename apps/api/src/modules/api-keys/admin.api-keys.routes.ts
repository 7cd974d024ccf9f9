/**
 * /api/admin/api-keys (decisions 043, 062): API keys, made, listed and revoked by an administrator's session
 * only; each route states it in the OpenAPI document. The guard that accepts a key is the shell's
 * (modules/admin/admin.auth.ts), with what it reads of a key; the keys' own SQL is here (api-keys.repo.ts).
 */
import {
  adminFullName,
  ApiKeyListSchema,
  ApiKeySchema,
  CreateApiKeyBodySchema,
  CreatedApiKeySchema,
  IdParamSchema,
  type ApiKey,
} from '@shop/domain';
import { Router } from 'express';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
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
  creatorIsAdministrator,
  guardsOf,
  hashApiKey,
  newApiKey,
  type AdminWriteRouteOptions,
} from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminInvalid as invalid } from '../admin/admin.refusals.js';
import { recordAudit } from '../audit/admin.audit.js';
import { createApiKeysRepo, type ApiKeyRow } from './api-keys.repo.js';

export const adminApiKeysTable = defineRoutes('/api', 'admin', {
  apiKeys: {
    method: 'get',
    path: '/admin/api-keys',
    security: { scope: null },
    summary:
      'API keys (administrator session only): name, prefix, scopes, creator (a key works only while its creator is an enabled administrator), last use (recorded at most once a minute), revocation; never the key',
    errors: [],
    responses: { 200: reply('Keys', component('ApiKeyList', ApiKeyListSchema)), ...guarded },
  },
  createApiKey: {
    method: 'post',
    path: '/admin/api-keys',
    security: { scope: null },
    summary: 'Create an API key with scopes (administrator session only); the key is in this answer only',
    body: component('CreateApiKeyBody', CreateApiKeyBodySchema),
    errors: [],
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
    errors: ['NOT_FOUND'],
    responses: {
      200: reply('Revoked', component('ApiKey', ApiKeySchema)),
      404: fails('No such key, or already revoked (NOT_FOUND)'),
      ...invalid,
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

export function adminApiKeysRoutes(opts: AdminWriteRouteOptions): Router {
  const repo = createApiKeysRepo(opts.db);
  const nowIso = () => opts.clock.now().toISOString();
  const guardOf = guardsOf(adminApiKeysTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminApiKeysTable, {
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
          const tx = createApiKeysRepo(trx);
          const created = await tx.insertKey({
            name: body.name,
            prefix: key.slice(0, 10),
            hash: hashApiKey(key),
            scopes,
            createdBy: actor.id,
            nowIso: nowIso(),
          });
          const after = { name: created.name, prefix: created.prefix, scopes };
          await recordAudit(
            trx,
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
          const tx = createApiKeysRepo(trx);
          const revoked = await tx.revokeKey(params.id, nowIso());
          if (revoked)
            await recordAudit(
              trx,
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
        if (!row) throw notFound('No such key, or it is already revoked');
        res.set(noStore).json(toApiKey(row));
      },
    },
  });
}

/**
 * /api/admin/audit (decision 043): the audit log, newest first, each entry with who made it (an administrator's
 * name and email, an API key's name), filtered by entity, entity id and actor; and the actors with entries, for
 * the filter. An administrator's session only (no key reads the log): every route states it in OpenAPI.
 */
import { AuditActorListSchema, AuditActorRefSchema, AuditListSchema } from '@shop/domain';
import { Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import { guardsOf, type AdminGuard } from '../admin/admin.auth.js';
import { createAdminAudit } from './admin.audit.js';
import { adminGuarded, adminInvalid } from '../admin/admin.refusals.js';

const AuditQuerySchema = z.strictObject({
  entity: z.string().max(50).optional(),
  entity_id: z.string().max(100).optional(),
  actor: AuditActorRefSchema.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const adminAuditTable = defineRoutes('/api', 'admin', {
  audit: {
    method: 'get',
    path: '/admin/audit',
    security: { scope: null },
    summary:
      "The audit log, newest first, optionally of one entity or one actor ('user:12', 'api-key:3'); each entry names its actor (actor_detail: an administrator's name and email, an API key's name, revoked or deleted ones too). Administrator session only",
    query: AuditQuerySchema,
    errors: [],
    responses: {
      200: reply('Entries', component('AuditList', AuditListSchema)),
      ...adminInvalid,
      ...adminGuarded,
    },
  },
  auditActors: {
    method: 'get',
    path: '/admin/audit/actors',
    security: { scope: null },
    summary:
      'Everyone with an entry in the audit log (administrators and API keys, revoked or deleted ones too), whoever acted last first; the choices of the log’s actor filter. Administrator session only',
    errors: [],
    responses: {
      200: reply('Actors', component('AuditActorList', AuditActorListSchema)),
      ...adminGuarded,
    },
  },
});

export function adminAuditRoutes(opts: { db: Db; guard: AdminGuard }): Router {
  const audit = createAdminAudit(opts.db);
  const guardOf = guardsOf(adminAuditTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };
  return mountRoutes(Router(), adminAuditTable, {
    audit: {
      before: guardOf('audit'),
      handle: async (_req, res, { query }) => {
        res.set(noStore).json(
          await audit.list({
            entity: query.entity,
            entityId: query.entity_id,
            actor: query.actor,
            limit: query.pageSize,
            offset: (query.page - 1) * query.pageSize,
          }),
        );
      },
    },
    auditActors: {
      before: guardOf('auditActors'),
      handle: async (_req, res) => {
        res.set(noStore).json(await audit.actors());
      },
    },
  });
}

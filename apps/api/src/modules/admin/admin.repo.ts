/** All back-office SQL of the foundations: API keys (by hash) and the audit log. */
import type { AdminScope } from '@shop/domain';
import type { Db } from '../../db/database.js';

export type ApiKeyRow = {
  id: number;
  name: string;
  prefix: string;
  scopes: string;
  created_by: number | null;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
};

export type AuditRecord = {
  actor: string;
  action: string;
  entity: string;
  entityId: string;
  before: unknown;
  after: unknown;
};

const json = (value: unknown): string | null =>
  value === undefined || value === null ? null : JSON.stringify(value);

export function createAdminRepo(db: Db) {
  const keyColumns = [
    'id',
    'name',
    'prefix',
    'scopes',
    'created_by',
    'created_at',
    'last_used_at',
    'revoked_at',
  ] as const;
  return {
    insertKey: async (key: {
      name: string;
      prefix: string;
      hash: string;
      scopes: readonly AdminScope[];
      createdBy: number | null;
      nowIso: string;
    }): Promise<ApiKeyRow> =>
      db
        .insertInto('api_keys')
        .values({
          name: key.name,
          prefix: key.prefix,
          key_hash: key.hash,
          scopes: JSON.stringify(key.scopes),
          created_by: key.createdBy,
          created_at: key.nowIso,
        })
        .returning(keyColumns)
        .executeTakeFirstOrThrow(),
    keys: (): Promise<ApiKeyRow[]> =>
      db.selectFrom('api_keys').select(keyColumns).orderBy('id', 'desc').execute(),
    /** The unrevoked key with this hash. */
    activeKeyByHash: async (hash: string): Promise<ApiKeyRow | null> =>
      (await db
        .selectFrom('api_keys')
        .select(keyColumns)
        .where('key_hash', '=', hash)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()) ?? null,
    /** Revokes the key; the row before, or null for an unknown or already revoked key. */
    revokeKey: async (id: number, nowIso: string): Promise<ApiKeyRow | null> =>
      (await db
        .updateTable('api_keys')
        .set({ revoked_at: nowIso })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning(keyColumns)
        .executeTakeFirst()) ?? null,
    /** Records a use, at most once a minute per key (no write per request). */
    touchKey: async (id: number, nowIso: string, since: string): Promise<void> => {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: nowIso })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
        .execute();
    },
    audit: async (records: readonly AuditRecord[], nowIso: string): Promise<void> => {
      if (records.length === 0) return;
      await db
        .insertInto('audit_log')
        .values(
          records.map((r) => ({
            actor: r.actor,
            action: r.action,
            entity: r.entity,
            entity_id: r.entityId,
            before: json(r.before),
            after: json(r.after),
            created_at: nowIso,
          })),
        )
        .execute();
    },
    auditEntries: async (filter: {
      entity?: string;
      entityId?: string;
      actor?: string;
      limit: number;
      offset: number;
    }) => {
      let q = db.selectFrom('audit_log');
      if (filter.entity) q = q.where('entity', '=', filter.entity);
      if (filter.entityId) q = q.where('entity_id', '=', filter.entityId);
      if (filter.actor) q = q.where('actor', '=', filter.actor);
      const [rows, total] = await Promise.all([
        q.selectAll().orderBy('id', 'desc').limit(filter.limit).offset(filter.offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    /** Every actor with an entry, whoever acted last first. */
    auditActors: async (): Promise<string[]> =>
      (
        await db
          .selectFrom('audit_log')
          .select((eb) => ['actor', eb.fn.max('id').as('last')])
          .groupBy('actor')
          .orderBy('last', 'desc')
          .execute()
      ).map((r) => r.actor),
  };
}

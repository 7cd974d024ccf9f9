/**
 * The audit log's storage (decision 043): entries are written in the transaction of the change they record
 * (audit.service.ts's recordAudit and auditedWrite), and read by the back office's audit screen.
 */
import type { Db } from '../../db/database.js';

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

export function createAuditRepo(db: Db) {
  return {
    record: async (records: readonly AuditRecord[], nowIso: string): Promise<void> => {
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

    /** The accounts with these ids, as the log names them (name and email). */
    usersNamed: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('users')
            .select(['id', 'first_name', 'last_name', 'email'])
            .where('id', 'in', ids)
            .execute(),

    /** The API keys with these ids, as the log names them (name, revoked or not). */
    keysNamed: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db.selectFrom('api_keys').select(['id', 'name', 'revoked_at']).where('id', 'in', ids).execute(),
  };
}

/**
 * The audit log (decision 043): the one way back-office writes record themselves (`auditedWrite`: the change and
 * its entries in one transaction, the 'catalog' topic published after it commits), and its reading, each entry
 * with who made it: an administrator's name and email, an API key's name. Names are read with the log, so a
 * revoked key still shows its name and an account or key since deleted shows as deleted, by its number.
 */
import {
  adminFullName,
  parseAuditActor,
  type AuditActor,
  type AuditActorListSchema,
  type AuditListSchema,
} from '@shop/domain';
import type { z } from 'zod';
import type { ChangeFeed } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { lockAdminGroup } from '../admin/admin.lock.js';
import { createAuditRepo, type AuditRecord } from './audit.repo.js';

export type { AuditRecord };

export type AuditFn = (record: Omit<AuditRecord, 'actor'>) => void;

/**
 * Records entries in the transaction `trx` of the change they describe (a write that is not an auditedWrite:
 * one with its own transaction, lock or order of steps). Other modules record through this, never the repo.
 */
export const recordAudit = (trx: Db, records: readonly AuditRecord[], nowIso: string): Promise<void> =>
  createAuditRepo(trx).record(records, nowIso);

/**
 * Runs `run` in one transaction (under the lock of `group`, when given) with the audit entries it records,
 * then publishes the 'catalog' topic when it recorded any: every node's cached storefront answers go at once.
 */
export async function auditedWrite<T>(
  deps: { db: Db; clock: Clock; changes: ChangeFeed },
  actor: AdminActor,
  group: string | null,
  run: (trx: Db, audit: AuditFn) => Promise<T>,
): Promise<T> {
  const records: AuditRecord[] = [];
  const result = await deps.db.transaction().execute(async (trx) => {
    if (group !== null) await lockAdminGroup(trx, group);
    const value = await run(trx, (r) => records.push({ ...r, actor: actorName(actor) }));
    await recordAudit(trx, records, deps.clock.now().toISOString());
    return value;
  });
  if (records.length > 0) deps.changes.publish('catalog');
  return result;
}

/**
 * One write that mails (a customer's standing, a dealer application's decision): its audit entries in its
 * transaction, all at one time, which `run` is given; the mail senders are told once it commits.
 */
export async function auditedMailWrite<T>(
  deps: { db: Db; clock: Clock; mail: { committed(): void } },
  actor: AdminActor,
  run: (trx: Db, audit: AuditFn, nowIso: string) => Promise<T>,
): Promise<T> {
  const records: AuditRecord[] = [];
  const now = deps.clock.now().toISOString();
  const result = await deps.db.transaction().execute(async (trx) => {
    const value = await run(trx, (r) => records.push({ ...r, actor: actorName(actor) }), now);
    await recordAudit(trx, records, now);
    return value;
  });
  deps.mail.committed();
  return result;
}

/** auditedWrite for the writes of one kind of entity (a sale, a collection): each entry `run` records is of it. */
export const entityWriter =
  (deps: { db: Db; clock: Clock; changes: ChangeFeed }, group: string | null, entity: string) =>
  <T>(
    actor: AdminActor,
    run: (trx: Db, audit: (r: Omit<AuditRecord, 'actor' | 'entity'>) => void) => Promise<T>,
  ) =>
    auditedWrite(deps, actor, group, (trx, audit) => run(trx, (r) => audit({ ...r, entity })));

const parsed = (value: string | null): unknown => (value === null ? null : JSON.parse(value));

/** The actors of `refs` with their names, as the store holds them now (the audit log's, an order's history). */
export async function actorsOf(db: Db, refs: readonly string[]): Promise<Map<string, AuditActor>> {
  const wanted = [...new Set(refs)].map((ref) => ({ ref, ...parseAuditActor(ref) }));
  const ids = (kind: 'user' | 'api-key') =>
    wanted.filter((a) => a.kind === kind && a.id !== null).map((a) => a.id!);
  const repo = createAuditRepo(db);
  const users = await repo.usersNamed(ids('user'));
  const keys = await repo.keysNamed(ids('api-key'));
  const userById = new Map(users.map((u) => [u.id, u]));
  const keyById = new Map(keys.map((k) => [k.id, k]));
  return new Map(
    wanted.map(({ ref, kind, id }): [string, AuditActor] => {
      const none = { ref, kind, id, name: null, email: null, revoked: false, deleted: false };
      if (kind === 'user') {
        const user = userById.get(id!);
        return [
          ref,
          user
            ? { ...none, name: adminFullName(user.first_name, user.last_name), email: user.email }
            : { ...none, deleted: true },
        ];
      }
      if (kind === 'api-key') {
        const key = keyById.get(id!);
        return [
          ref,
          key ? { ...none, name: key.name, revoked: key.revoked_at !== null } : { ...none, deleted: true },
        ];
      }
      return [ref, none];
    }),
  );
}

export type AuditFilter = {
  entity?: string;
  entityId?: string;
  actor?: string;
  limit: number;
  offset: number;
};

export function createAdminAudit(db: Db) {
  return {
    /** A page of entries, newest first, each with its actor's names. */
    list: async (filter: AuditFilter): Promise<z.output<typeof AuditListSchema>> => {
      const { rows, total } = await createAuditRepo(db).auditEntries(filter);
      const actors = await actorsOf(
        db,
        rows.map((r) => r.actor),
      );
      return {
        entries: rows.map((r) => ({
          ...r,
          actor_detail: actors.get(r.actor)!,
          before: parsed(r.before),
          after: parsed(r.after),
        })),
        total,
      };
    },
    /** Everyone with an entry (the filter's choices), whoever acted last first. */
    actors: async (): Promise<z.output<typeof AuditActorListSchema>> => {
      const refs = await createAuditRepo(db).auditActors();
      const actors = await actorsOf(db, refs);
      return { actors: refs.map((ref) => actors.get(ref)!) };
    },
  };
}

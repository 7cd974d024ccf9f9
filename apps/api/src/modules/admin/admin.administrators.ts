/**
 * Withdrawing an account's administrator rights (decision 062), for the back office and the command line:
 * never the last administrator, never one's own (the domain's adminRevocationRefusal). In one transaction,
 * under the 'administrators' lock so that two administrators withdrawing each other cannot both succeed: the
 * rights go, every session of the account ends, every key it made is revoked, and each change is audited.
 */
import { adminRevocationRefusal, isDealerUser } from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { lockAdminGroup } from './admin.lock.js';
import { createAdminRepo, type StandingRow } from './admin.repo.js';

export type { StandingRow } from './admin.repo.js';

/** The audit log's writer (the audit module's recordAudit, handed in: the shell imports no area). */
export type RecordAudit = (
  trx: Db,
  records: readonly {
    actor: string;
    action: string;
    entity: string;
    entityId: string;
    before: unknown;
    after: unknown;
  }[],
  nowIso: string,
) => Promise<void>;

/** The account's standing as the domain's rules read it. */
export const standingOf = (r: StandingRow) => ({
  role: r.role,
  isDealer: isDealerUser({ email: r.email, role: r.role, is_dealer: r.is_dealer }),
  isAdmin: r.is_admin === 1,
  disabled: r.disabled_at !== null,
});

/** The shop's administrators other than `id`, read through `db` (the customer screen's, decision 062). */
export const otherAdministrators = (db: Db, id: number): Promise<number> =>
  createAdminRepo(db).otherAdministrators(id);

/** What a back-office write changes of an account's standing (undefined: kept). */
export type StandingChange = Parameters<ReturnType<typeof createAdminRepo>['setStanding']>[1];

/**
 * Sets an account's standing in `trx`, the caller's transaction with its audit entries (the customers' actions,
 * a dealer application's approval); reads it first with `standingIn`.
 */
export const setStanding = (trx: Db, id: number, change: StandingChange, nowIso: string): Promise<void> =>
  createAdminRepo(trx).setStanding(id, change, nowIso);

/** The account's standing row through `db` (a transaction's, to change it), or null: no such account. */
export const standingIn = (db: Db, id: number): Promise<StandingRow | null> =>
  createAdminRepo(db).standing(id);

/** Who withdraws: an administrator's account (never their own rights), or the command line (no account). */
export type Withdrawer = { actor: string; accountId: number | null };

export type Withdrawn = { id: number; email: string; revokedKeys: number[] };

/** Withdraws the rights of the account `target` names (its id or its email); refusals are 404, 403 or 409. */
export async function withdrawAdministrator(
  db: Db,
  target: { id: number } | { email: string },
  by: Withdrawer,
  nowIso: string,
  recordAudit: RecordAudit,
): Promise<Withdrawn> {
  return db.transaction().execute(async (trx) => {
    await lockAdminGroup(trx, 'administrators');
    const repo = createAdminRepo(trx);
    const id = 'id' in target ? target.id : await repo.idByEmail(target.email);
    const row = id === null ? undefined : await repo.standing(id);
    if (!row)
      throw notFound('email' in target ? `No account has the email ${target.email}` : 'No such customer');
    if (by.accountId !== null) {
      // The one asking may have lost the rights since the request began (another administrator's withdrawal).
      const asking = await repo.standing(by.accountId);
      if (asking?.is_admin !== 1 || asking.disabled_at !== null)
        throw new AppError('FORBIDDEN', 'Only an administrator may do this');
    }
    const before = standingOf(row);
    const reason = adminRevocationRefusal({
      isAdmin: before.isAdmin,
      isSelf: by.accountId === row.id,
      otherAdministrators: await repo.otherAdministrators(row.id),
    });
    if (reason) throw new AppError('ADMIN_REVOKE_REFUSED', reason);
    await repo.setStanding(row.id, { is_admin: 0, endSessions: true }, nowIso);
    const revokedKeys = await repo.revokeKeysOf(row.id, nowIso);
    const records = [
      {
        actor: by.actor,
        action: 'customer.revoke-admin',
        entity: 'customer',
        entityId: String(row.id),
        before,
        after: { ...before, isAdmin: false },
      },
      ...revokedKeys.map((keyId) => ({
        actor: by.actor,
        action: 'api-key.revoke',
        entity: 'api-key',
        entityId: String(keyId),
        before: { revoked_at: null },
        after: { revoked_at: nowIso, reason: 'Its creator is no longer an administrator' },
      })),
    ];
    await recordAudit(trx, records, nowIso);
    return { id: row.id, email: row.email, revokedKeys };
  });
}

/**
 * All back-office SQL of the shell: API keys (by hash, for the guard), the audit log's entries, and an
 * account's standing (its rights, which withdrawing an administrator and the customers' back office change).
 */
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
  /** The creator's account as it is now (null columns once it is deleted). */
  creator_first_name: string | null;
  creator_last_name: string | null;
  creator_email: string | null;
  creator_is_admin: number | null;
  creator_disabled_at: string | null;
};

/** A key works only while its creator is an enabled administrator (decision 062). */
export const creatorIsAdministrator = (row: ApiKeyRow): boolean =>
  row.creator_is_admin === 1 && row.creator_disabled_at === null;

/** An account's standing as the domain's rules read it (admin.administrators.ts standingOf). */
export type StandingRow = {
  id: number;
  email: string;
  role: number;
  is_dealer: number;
  is_admin: number;
  disabled_at: string | null;
};

export function createAdminRepo(db: Db) {
  /** Keys with their creator's account, as it is now. */
  const keysWithCreator = () =>
    db
      .selectFrom('api_keys as k')
      .leftJoin('users as u', 'u.id', 'k.created_by')
      .select([
        'k.id',
        'k.name',
        'k.prefix',
        'k.scopes',
        'k.created_by',
        'k.created_at',
        'k.last_used_at',
        'k.revoked_at',
        'u.first_name as creator_first_name',
        'u.last_name as creator_last_name',
        'u.email as creator_email',
        'u.is_admin as creator_is_admin',
        'u.disabled_at as creator_disabled_at',
      ]);
  const keyById = async (id: number): Promise<ApiKeyRow> =>
    keysWithCreator().where('k.id', '=', id).executeTakeFirstOrThrow();
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
        .returning('id')
        .executeTakeFirstOrThrow()
        .then((row) => keyById(row.id)),
    keys: (): Promise<ApiKeyRow[]> => keysWithCreator().orderBy('k.id', 'desc').execute(),
    /** The unrevoked key with this hash, with its creator (whether it works is creatorIsAdministrator). */
    unrevokedKeyByHash: async (hash: string): Promise<ApiKeyRow | null> =>
      (await keysWithCreator()
        .where('k.key_hash', '=', hash)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst()) ?? null,
    /** Revokes the key; the row after, or null for an unknown or already revoked key. */
    revokeKey: async (id: number, nowIso: string): Promise<ApiKeyRow | null> => {
      const row = await db
        .updateTable('api_keys')
        .set({ revoked_at: nowIso })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row ? keyById(row.id) : null;
    },
    /** Revokes every unrevoked key `userId` made; their ids. */
    revokeKeysOf: async (userId: number, nowIso: string): Promise<number[]> =>
      (
        await db
          .updateTable('api_keys')
          .set({ revoked_at: nowIso })
          .where('created_by', '=', userId)
          .where('revoked_at', 'is', null)
          .returning('id')
          .execute()
      ).map((r) => r.id),
    /** Records a use, at most once a minute per key (no write per request). */
    touchKey: async (id: number, nowIso: string, since: string): Promise<void> => {
      await db
        .updateTable('api_keys')
        .set({ last_used_at: nowIso })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', since)]))
        .execute();
    },
    /** The account's standing, or null when there is no such account. */
    standing: async (id: number): Promise<StandingRow | null> =>
      (await db
        .selectFrom('users')
        .select(['id', 'email', 'role', 'is_dealer', 'is_admin', 'disabled_at'])
        .where('id', '=', id)
        .executeTakeFirst()) ?? null,
    /** The shop's administrators (enabled accounts with the rights) other than `id` (decision 062). */
    async otherAdministrators(id: number): Promise<number> {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('is_admin', '=', 1)
        .where('disabled_at', 'is', null)
        .where('id', '!=', id)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Sets the account's pricing role and dealer flag, and whether it is disabled (undefined: kept). */
    async setStanding(
      id: number,
      change: {
        role?: number;
        is_dealer?: number;
        is_admin?: 0;
        disabled_at?: string | null;
        endSessions: boolean;
      },
      nowIso: string,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set((eb) => ({
          ...(change.role !== undefined && { role: change.role }),
          ...(change.is_dealer !== undefined && { is_dealer: change.is_dealer }),
          ...(change.is_admin !== undefined && { is_admin: change.is_admin }),
          ...(change.disabled_at !== undefined && { disabled_at: change.disabled_at }),
          ...(change.endSessions && { token_version: eb('token_version', '+', 1) }),
          updated_at: nowIso,
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

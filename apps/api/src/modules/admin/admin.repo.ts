/**
 * The shell's SQL: what its guard reads of an API key (by hash, and its last use), the keys of an account whose
 * rights go, and an account's standing (its rights, which withdrawing an administrator and the customers' and
 * dealer applications' back office change). The keys' own SQL is modules/api-keys' (decision 069, Ports).
 */
import type { Db } from '../../db/database.js';

/** A key as the guard reads it: its scopes, and its creator's standing now (null once the account is deleted). */
export type GuardKeyRow = {
  id: number;
  scopes: string;
  creator_is_admin: number | null;
  creator_disabled_at: string | null;
};

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
  return {
    /** The unrevoked key with this hash, with its creator's standing (whether it works: creatorIsAdministrator). */
    unrevokedKeyByHash: async (hash: string): Promise<GuardKeyRow | null> =>
      (await db
        .selectFrom('api_keys as k')
        .leftJoin('users as u', 'u.id', 'k.created_by')
        .select([
          'k.id',
          'k.scopes',
          'u.is_admin as creator_is_admin',
          'u.disabled_at as creator_disabled_at',
        ])
        .where('k.key_hash', '=', hash)
        .where('k.revoked_at', 'is', null)
        .executeTakeFirst()) ?? null,
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

    /** The id of the account with this email, or null. */
    idByEmail: async (email: string): Promise<number | null> =>
      (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst())?.id ?? null,
    /** Whether the shop has an administrator at all (enabled or not). */
    hasAdministrator: async (): Promise<boolean> =>
      (await db.selectFrom('users').select('id').where('is_admin', '=', 1).limit(1).executeTakeFirst()) !==
      undefined,
    /** Gives the account the rights (and this password, when one is given); its sessions end. */
    async promote(id: number, passwordHash: string | null, nowIso: string): Promise<void> {
      await db
        .updateTable('users')
        .set({
          is_admin: 1,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          // A changed role or password ends the account's sessions.
          token_version: (eb) => eb('token_version', '+', 1),
          updated_at: nowIso,
        })
        .where('id', '=', id)
        .execute();
    },
    /** A new administrator's account, its email taken as verified; its id. */
    insertAdministrator: async (email: string, passwordHash: string, nowIso: string): Promise<number> =>
      (
        await db
          .insertInto('users')
          .values({
            email,
            password_hash: passwordHash,
            first_name: 'Shop',
            last_name: 'Administrator',
            is_admin: 1,
            email_verified_at: nowIso,
            created_at: nowIso,
            updated_at: nowIso,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
  };
}

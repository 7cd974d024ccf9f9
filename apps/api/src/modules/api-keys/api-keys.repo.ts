/**
 * The API keys' SQL (decisions 043, 062): made, listed and revoked by an administrator, each with its creator's
 * account as it is now. The shell keeps only what its guard and a withdrawal need (modules/admin/admin.repo.ts:
 * a key by its hash, its last use, the keys of an account whose rights go).
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

export function createApiKeysRepo(db: Db) {
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
  };
}

/**
 * Settings made once for the whole shop and shared by every node on the store (migration 010): the
 * development JWT secret, the VAPID keys of web push. The first node to store a key wins; every other node,
 * however many start at once, reads the winner's value.
 */
import type { Db } from './database.js';

/**
 * The stored value of `key`; when there is none yet, `make()`'s value is offered (INSERT .. ON CONFLICT DO
 * NOTHING) and whichever insert won is read back. `make` runs only when the key is missing.
 */
export async function storedSetting(db: Db, key: string, make: () => string): Promise<string> {
  const read = () => db.selectFrom('settings').select('value').where('key', '=', key).executeTakeFirst();
  const existing = await read();
  if (existing) return existing.value;
  await db
    .insertInto('settings')
    .values({ key, value: make(), created_at: new Date().toISOString() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  // A separate statement: on PostgreSQL it sees the row of a concurrent insert that won (committed).
  const stored = await read();
  if (!stored) throw new Error(`the setting ${key} was not stored`);
  return stored.value;
}

/**
 * One-time links (decision 042): the token of a password reset, an email verification or a marketing sign-up's
 * confirmation. The token is 32 random bytes (base64url) that only the mail carries; the store keeps its
 * sha256. A link is used by one UPDATE that checks purpose, expiry and use together, so a link opened twice
 * at the same moment works once. Used links keep their row: the proof of when the owner acted. Call `issue`
 * inside a transaction: its lock on the address lasts until the transaction ends.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ONE_TIME_LINKS_PER_HOUR } from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { dialectOf } from '../db/dialect.js';
import type { OneTimeLinks } from '../db/schema.js';

export type LinkPurpose = OneTimeLinks['purpose'];

export type OneTimeLink = {
  id: number;
  purpose: LinkPurpose;
  user_id: number | null;
  email: string;
  payload: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
};

const HOUR_MS = 60 * 60 * 1000;

/** The first key of the advisory locks on an address's links (a number the shop uses for nothing else). */
const LINKS_LOCK = 7_240_018;

const hashOf = (token: string): string => createHash('sha256').update(token).digest('hex');

export type NewLink = {
  purpose: LinkPurpose;
  email: string;
  userId: number | null;
  ttlMs: number;
  payload?: unknown;
};

export function createOneTimeLinks(db: Db) {
  return {
    /**
     * A new link, or null when ONE_TIME_LINKS_PER_HOUR links of this purpose went to the address in the
     * last hour (whoever asks, an address is not flooded with mail).
     */
    async issue(link: NewLink, now: Date): Promise<{ id: number; token: string } | null> {
      // Counting then inserting: issues side by side for one address would all count below the cap, so on
      // PostgreSQL they take turns until the caller's transaction ends (SQLite runs one writer at a time).
      if (dialectOf(db) === 'postgres')
        await sql`SELECT pg_advisory_xact_lock(${LINKS_LOCK}, hashtext(${link.email}))`.execute(db);
      const since = new Date(now.getTime() - HOUR_MS).toISOString();
      const recent = await db
        .selectFrom('one_time_links')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('email', '=', link.email)
        .where('purpose', '=', link.purpose)
        .where('created_at', '>', since)
        .executeTakeFirstOrThrow();
      if (Number(recent.n) >= ONE_TIME_LINKS_PER_HOUR) return null;
      const token = randomBytes(32).toString('base64url');
      const row = await db
        .insertInto('one_time_links')
        .values({
          purpose: link.purpose,
          token_hash: hashOf(token),
          user_id: link.userId,
          email: link.email,
          payload: link.payload === undefined ? null : JSON.stringify(link.payload),
          created_at: now.toISOString(),
          expires_at: new Date(now.getTime() + link.ttlMs).toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { id: row.id, token };
    },
    /** Uses the link if it has this purpose, is unused and has not expired: its row, else null. */
    async use(purpose: LinkPurpose, token: string, now: Date): Promise<OneTimeLink | null> {
      const nowIso = now.toISOString();
      const row = await db
        .updateTable('one_time_links')
        .set({ used_at: nowIso })
        .where('token_hash', '=', hashOf(token))
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .where('expires_at', '>', nowIso)
        .returningAll()
        .executeTakeFirst();
      return (row as OneTimeLink | undefined) ?? null;
    },
    /** Marks every unused link of this purpose for the account used (a reset ends the other reset links). */
    async retire(userId: number, purpose: LinkPurpose, now: Date): Promise<void> {
      await db
        .updateTable('one_time_links')
        .set({ used_at: now.toISOString() })
        .where('user_id', '=', userId)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}

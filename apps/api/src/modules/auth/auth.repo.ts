/** All user SQL: accounts by id or email, token versions, profile fields, the client-log beacon. */
import type { Db } from '../../db/database.js';

export type UserRow = {
  id: number;
  email: string;
  password_hash: string;
  role: number;
  is_dealer: number;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  email_consent: number;
  sms_consent: number;
  token_version: number;
  created_at: string;
  updated_at: string;
  /** When the owner opened a verification (or reset) link; null until then. */
  email_verified_at: string | null;
  /** 1 for an administrator of the back office (decision 043); the role stays the spec's pricing role. */
  is_admin: number;
  /** When an administrator disabled the account (decision 050): it cannot sign in, no session of it counts. */
  disabled_at: string | null;
  /** How often the account signed in (decision 055); null for an account made before they were counted. */
  sign_ins: number | null;
  /** 1 with a resale certificate on file (decision 075): the account pays no sales tax. */
  tax_exempt: number;
};

export type NewUser = {
  email: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  created_at: string;
};

export type ProfileChange = {
  first_name?: string;
  last_name?: string;
  phone?: string | null;
  email_consent?: number;
  sms_consent?: number;
};

export type NewClientLog = {
  level: string;
  code: string | null;
  message: string;
  path: string | null;
  metadata: string | null;
  user_id: number | null;
  created_at: string;
};

export type AuthRepo = ReturnType<typeof createAuthRepo>;

export function createAuthRepo(db: Db) {
  return {
    findById: async (id: number): Promise<UserRow | null> =>
      (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()) ?? null,
    findByEmail: async (email: string): Promise<UserRow | null> =>
      (await db
        .selectFrom('users')
        .selectAll()
        .where('email', '=', email.toLowerCase())
        .executeTakeFirst()) ?? null,
    /** Inserts a shopper account; null when the email is taken. */
    async insert(user: NewUser): Promise<number | null> {
      // Role and dealer flag are never part of an insert from the API: a new account is always a shopper.
      const row = await db
        .insertInto('users')
        .values({
          email: user.email,
          password_hash: user.password_hash,
          first_name: user.first_name,
          last_name: user.last_name,
          created_at: user.created_at,
          updated_at: user.created_at,
          sign_ins: 0,
        })
        .onConflict((oc) => oc.column('email').doNothing())
        .returning('id')
        .executeTakeFirst();
      return row ? row.id : null;
    },
    /** Counts a sign-in of the account (an uncounted account, sign_ins null, stays uncounted). */
    countSignIn: async (id: number): Promise<void> => {
      await db
        .updateTable('users')
        .set((eb) => ({ sign_ins: eb('sign_ins', '+', 1) }))
        .where('id', '=', id)
        .execute();
    },
    /** Ends every session of the user; returns the new token version. */
    bumpTokenVersion: async (id: number, nowIso: string): Promise<number> => {
      const row = await db
        .updateTable('users')
        .set((eb) => ({ token_version: eb('token_version', '+', 1), updated_at: nowIso }))
        .where('id', '=', id)
        .returning('token_version')
        .executeTakeFirst();
      return row?.token_version ?? 0;
    },
    /** New password; also ends every session. Returns the new token version. */
    setPasswordHash: async (id: number, hash: string, nowIso: string): Promise<number> => {
      const row = await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: hash,
          token_version: eb('token_version', '+', 1),
          updated_at: nowIso,
        }))
        .where('id', '=', id)
        .returning('token_version')
        .executeTakeFirst();
      return row?.token_version ?? 0;
    },
    /** Records that the address's owner opened a link sent to it (the first time counts). */
    markEmailVerified: async (id: number, nowIso: string): Promise<void> => {
      await db
        .updateTable('users')
        .set({ email_verified_at: nowIso })
        .where('id', '=', id)
        .where('email_verified_at', 'is', null)
        .execute();
    },
    /** Changes the given fields only; a name or consent given as null keeps the stored one, a null phone clears it. */
    async updateProfile(id: number, change: ProfileChange, nowIso: string): Promise<void> {
      await db
        .updateTable('users')
        .set({
          ...(change.first_name != null && { first_name: change.first_name }),
          ...(change.last_name != null && { last_name: change.last_name }),
          ...(change.phone !== undefined && { phone: change.phone }),
          ...(change.email_consent != null && { email_consent: change.email_consent }),
          ...(change.sms_consent != null && { sms_consent: change.sms_consent }),
          updated_at: nowIso,
        })
        .where('id', '=', id)
        .execute();
    },
    insertClientLog: async (log: NewClientLog): Promise<void> => {
      await db.insertInto('client_logs').values(log).execute();
    },
  };
}

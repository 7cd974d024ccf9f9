/** All user SQL: accounts by id or email, token versions, profile fields, the client-log beacon. */
import type { Db } from '../../db/connection.js';

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
};

export type DefaultAddressRow = {
  address_line_1: string;
  city: string;
  state_code: string;
  zip_code: string;
  country_code: string;
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

type UpdateProfileParams = {
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  phone_set: number;
  email_consent: number | null;
  sms_consent: number | null;
  id: number;
  updated_at: string;
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
  const byId = db.prepare<[number], UserRow>('SELECT * FROM users WHERE id = ?');
  const byEmail = db.prepare<[string], UserRow>('SELECT * FROM users WHERE email = ?');
  // Role and dealer flag are never part of an insert from the API: a new account is always a shopper.
  const insert = db.prepare<NewUser>(`
    INSERT INTO users (email, password_hash, first_name, last_name, created_at, updated_at)
    VALUES (@email, @password_hash, @first_name, @last_name, @created_at, @created_at)
    ON CONFLICT (email) DO NOTHING`);
  const bump = db
    .prepare<[string, number], number>(
      'UPDATE users SET token_version = token_version + 1, updated_at = ? WHERE id = ? RETURNING token_version',
    )
    .pluck();
  const setHash = db
    .prepare<[string, string, number], number>(
      `UPDATE users SET password_hash = ?, token_version = token_version + 1, updated_at = ? WHERE id = ?
       RETURNING token_version`,
    )
    .pluck();
  const defaultAddress = db.prepare<[number], DefaultAddressRow>(`
    SELECT address_line_1, city, state_code, zip_code, country_code FROM addresses
    WHERE user_id = ? ORDER BY is_default DESC, id LIMIT 1`);
  const updateProfile = db.prepare<UpdateProfileParams>(`
    UPDATE users SET
      first_name = coalesce(@first_name, first_name),
      last_name = coalesce(@last_name, last_name),
      phone = CASE WHEN @phone_set = 1 THEN @phone ELSE phone END,
      email_consent = coalesce(@email_consent, email_consent),
      sms_consent = coalesce(@sms_consent, sms_consent),
      updated_at = @updated_at
    WHERE id = @id`);
  const insertLog = db.prepare<NewClientLog>(`
    INSERT INTO client_logs (level, code, message, path, metadata, user_id, created_at)
    VALUES (@level, @code, @message, @path, @metadata, @user_id, @created_at)`);

  return {
    findById: (id: number): UserRow | null => byId.get(id) ?? null,
    findByEmail: (email: string): UserRow | null => byEmail.get(email.toLowerCase()) ?? null,
    /** Inserts a shopper account; null when the email is taken. */
    insert(user: NewUser): number | null {
      const result = insert.run(user);
      return result.changes === 1 ? Number(result.lastInsertRowid) : null;
    },
    /** Ends every session of the user; returns the new token version. */
    bumpTokenVersion: (id: number, nowIso: string): number => bump.get(nowIso, id) ?? 0,
    /** New password; also ends every session. Returns the new token version. */
    setPasswordHash: (id: number, hash: string, nowIso: string): number => setHash.get(hash, nowIso, id) ?? 0,
    defaultAddressOf: (userId: number): DefaultAddressRow | null => defaultAddress.get(userId) ?? null,
    updateProfile(id: number, change: ProfileChange, nowIso: string): void {
      updateProfile.run({
        first_name: change.first_name ?? null,
        last_name: change.last_name ?? null,
        phone: change.phone ?? null,
        phone_set: change.phone === undefined ? 0 : 1,
        email_consent: change.email_consent ?? null,
        sms_consent: change.sms_consent ?? null,
        id,
        updated_at: nowIso,
      });
    },
    insertClientLog: (log: NewClientLog): void => {
      insertLog.run(log);
    },
  };
}

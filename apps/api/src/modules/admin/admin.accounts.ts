/**
 * Administrators (decision 043): made from the command line (`npm run admin -- create`), never through the API;
 * the development shop also gets the demo administrator of the README. An existing account named on the
 * command line is promoted (its password stays unless one is given).
 */
import { NewPasswordSchema } from '../auth/auth.passwords.js';
import type { Db } from '../../db/database.js';

/** The development shop's administrator (README "Demo accounts"); never made in production. */
export const DEMO_ADMIN = {
  email: 'admin@skar.test',
  password: 'AdminDemo123!',
  /** bcrypt cost 12 of the password above. */
  passwordHash: '$2b$12$0jv8Q8SNDts6jMHnvm8Q2ujPdOCfsg6N8hY0lLk/CestoM7JqKcYG',
} as const;

export type MadeAdmin = { id: number; created: boolean };

/** Makes `email` an administrator: a new account with this password hash, or the existing one promoted. */
export async function makeAdministrator(
  db: Db,
  email: string,
  passwordHash: string | null,
  nowIso: string,
): Promise<MadeAdmin> {
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst();
    if (existing) {
      await trx
        .updateTable('users')
        .set({
          is_admin: 1,
          ...(passwordHash ? { password_hash: passwordHash } : {}),
          // A changed role or password ends the account's sessions.
          token_version: (eb) => eb('token_version', '+', 1),
          updated_at: nowIso,
        })
        .where('id', '=', existing.id)
        .execute();
      return { id: existing.id, created: false };
    }
    if (!passwordHash) throw new Error(`no account has the email ${email}: give a password to create one`);
    const row = await trx
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
      .executeTakeFirstOrThrow();
    return { id: row.id, created: true };
  });
}

/** The password rules of every new password (length, not a well-known one); the message when refused. */
export function passwordProblem(password: string): string | null {
  const result = NewPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'not a valid password');
}

/** The demo administrator, once, in a development shop whose catalogue is seeded. */
export async function ensureDemoAdmin(db: Db, nowIso: string): Promise<boolean> {
  const any = await db.selectFrom('users').select('id').where('is_admin', '=', 1).limit(1).executeTakeFirst();
  if (any) return false;
  await makeAdministrator(db, DEMO_ADMIN.email, DEMO_ADMIN.passwordHash, nowIso);
  return true;
}

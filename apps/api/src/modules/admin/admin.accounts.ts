/**
 * Administrators (decision 043): made from the command line (`npm run admin -- create`), never through the API;
 * the development shop also gets the demo administrator of the README. An existing account named on the
 * command line is promoted (its password stays unless one is given).
 */
import { NewPasswordSchema } from '../auth/auth.passwords.js';
import type { Db } from '../../db/database.js';
import { createAdminRepo } from './admin.repo.js';

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
    const repo = createAdminRepo(trx);
    const existing = await repo.idByEmail(email);
    if (existing !== null) {
      await repo.promote(existing, passwordHash, nowIso);
      return { id: existing, created: false };
    }
    if (!passwordHash) throw new Error(`no account has the email ${email}: give a password to create one`);
    return { id: await repo.insertAdministrator(email, passwordHash, nowIso), created: true };
  });
}

/** The password rules of every new password (length, not a well-known one); the message when refused. */
export function passwordProblem(password: string): string | null {
  const result = NewPasswordSchema.safeParse(password);
  return result.success ? null : (result.error.issues[0]?.message ?? 'not a valid password');
}

/** The demo administrator, once, in a development shop whose catalogue is seeded. */
export async function ensureDemoAdmin(db: Db, nowIso: string): Promise<boolean> {
  if (await createAdminRepo(db).hasAdministrator()) return false;
  await makeAdministrator(db, DEMO_ADMIN.email, DEMO_ADMIN.passwordHash, nowIso);
  return true;
}

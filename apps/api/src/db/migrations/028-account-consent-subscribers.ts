// An account holder's own marketing consent (set in the profile, or the demo's retail account) was kept on the
// account only, so the back office's subscribers, and its CSV, left it out (decision 050). The profile now records
// it on a subscriber too (source 'update': the account's own settings); this adds the accounts that consented
// before, as of their last change (accounts keep no consent time of their own: decision 021), unless their
// email has a subscriber already.
import { sql } from 'kysely';
import type { MigrationDb } from './ddl.js';

/** A stored US phone (10 digits, perhaps written with punctuation or a leading 1) as E.164, else null. */
const e164 = (phone: string | null): string | null => {
  const digits = (phone ?? '').replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? `+1${digits}` : null;
};

export async function up(db: MigrationDb): Promise<void> {
  const accounts = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.email', 'u.phone', 'u.email_consent', 'u.sms_consent', 'u.updated_at'])
    .where((eb) => eb.or([eb('u.email_consent', '=', 1), eb('u.sms_consent', '=', 1)]))
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('subscribers as s')
            .select(sql`1`.as('one'))
            .whereRef('s.email', '=', 'u.email'),
        ),
      ),
    )
    .orderBy('u.id')
    .execute();
  for (const a of accounts) {
    const sms = a.sms_consent === 1;
    await db
      .insertInto('subscribers')
      .values({
        email: a.email,
        phone: sms ? e164(a.phone) : null,
        email_consent: a.email_consent === 1 ? 1 : 0,
        sms_consent: sms ? 1 : 0,
        email_consent_ts: a.email_consent === 1 ? a.updated_at : null,
        sms_consent_ts: sms ? a.updated_at : null,
        source: 'update',
        user_id: a.id,
        created_at: a.updated_at,
        updated_at: a.updated_at,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** All subscriber SQL. Callers run writes inside one transaction (marketing.service). */
import type { Db } from '../../db/database.js';
import { forUpdate } from '../../db/dialect.js';

export type SubscriberRow = {
  id: number;
  email: string | null;
  phone: string | null;
  email_consent: number;
  sms_consent: number;
  email_consent_ts: string | null;
  sms_consent_ts: string | null;
  email_opted_out_ts: string | null;
  sms_opted_out_ts: string | null;
  /** The form that made the row; 'update': an account holder's own (the popup's update, the account's profile). */
  source: 'footer' | 'popup' | 'update';
  form_type: 'mobile' | 'desktop' | null;
  popup_code: string | null;
  user_id: number | null;
  created_at: string;
  updated_at: string;
};

export type SubscriberWrite = Omit<SubscriberRow, 'id' | 'user_id' | 'created_at'>;

/** An account's own marketing email consent (set in its profile, or following its subscriber). */
export type AccountConsentRow = { id: number; email: string; email_consent: number; updated_at: string };

export type MarketingRepo = ReturnType<typeof createMarketingRepo>;

/** `lock`: inside a transaction, hold the row found until it ends (PostgreSQL; see db/dialect forUpdate). */
type Find = { lock?: boolean };

export function createMarketingRepo(db: Db) {
  /** The id of the account with this email (as a subquery; null when none). */
  const accountIdOf = (email: string) => db.selectFrom('users').select('id').where('email', '=', email);

  return {
    findByEmail: async (email: string, find: Find = {}): Promise<SubscriberRow | null> => {
      const query = db.selectFrom('subscribers').selectAll().where('email', '=', email);
      return (
        ((await (find.lock ? forUpdate(db, query) : query).executeTakeFirst()) as
          SubscriberRow | undefined) ?? null
      );
    },
    findPhoneOnly: async (phone: string, find: Find = {}): Promise<SubscriberRow | null> => {
      const query = db
        .selectFrom('subscribers')
        .selectAll()
        .where('phone', '=', phone)
        .where('email', 'is', null);
      return (
        ((await (find.lock ? forUpdate(db, query) : query).executeTakeFirst()) as
          SubscriberRow | undefined) ?? null
      );
    },
    findAccount: async (email: string): Promise<AccountConsentRow | null> =>
      (await db
        .selectFrom('users')
        .select(['id', 'email', 'email_consent', 'updated_at'])
        .where('email', '=', email)
        .executeTakeFirst()) ?? null,
    /**
     * Inserts the subscriber unless one with its email (or, SMS-only, its phone) exists by now: the id, or null
     * when another transaction stored that subscriber first (the unique keys decide, not the earlier read).
     */
    insertIfAbsent: async (row: SubscriberWrite, nowIso: string): Promise<number | null> =>
      (
        await db
          .insertInto('subscribers')
          .values({
            email: row.email,
            phone: row.phone,
            email_consent: row.email_consent,
            sms_consent: row.sms_consent,
            email_consent_ts: row.email_consent_ts,
            sms_consent_ts: row.sms_consent_ts,
            email_opted_out_ts: row.email_opted_out_ts,
            sms_opted_out_ts: row.sms_opted_out_ts,
            source: row.source,
            form_type: row.form_type,
            popup_code: row.popup_code,
            user_id: row.email === null ? null : accountIdOf(row.email),
            created_at: nowIso,
            updated_at: row.updated_at,
          })
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst()
      )?.id ?? null,
    update: async (id: number, row: SubscriberWrite): Promise<void> => {
      await db
        .updateTable('subscribers')
        .set((eb) => ({
          email: row.email,
          phone: row.phone,
          email_consent: row.email_consent,
          sms_consent: row.sms_consent,
          email_consent_ts: row.email_consent_ts,
          sms_consent_ts: row.sms_consent_ts,
          email_opted_out_ts: row.email_opted_out_ts,
          sms_opted_out_ts: row.sms_opted_out_ts,
          form_type: row.form_type,
          popup_code: row.popup_code,
          ...(row.email === null ? {} : { user_id: eb.fn.coalesce('user_id', accountIdOf(row.email)) }),
          updated_at: row.updated_at,
        }))
        .where('id', '=', id)
        .execute();
    },
    // The account of the same email follows the marketing email consent (the popup hides for it then).
    syncUserEmailConsent: async (email: string, consent: 0 | 1, nowIso: string): Promise<void> => {
      await db
        .updateTable('users')
        .set({ email_consent: consent, updated_at: nowIso })
        .where('email', '=', email)
        .where('email_consent', '<>', consent)
        .execute();
    },
  };
}

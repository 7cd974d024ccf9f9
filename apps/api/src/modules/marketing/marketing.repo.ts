/** All subscriber SQL. Callers run writes inside an immediate transaction (marketing.service). */
import type { Db } from '../../db/connection.js';

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

export function createMarketingRepo(db: Db) {
  const byEmail = db.prepare<[string], SubscriberRow>('SELECT * FROM subscribers WHERE email = ?');
  const byPhoneOnly = db.prepare<[string], SubscriberRow>(
    'SELECT * FROM subscribers WHERE phone = ? AND email IS NULL',
  );
  const insert = db.prepare<SubscriberWrite & { created_at: string }>(`
    INSERT INTO subscribers (email, phone, email_consent, sms_consent, email_consent_ts, sms_consent_ts,
      email_opted_out_ts, sms_opted_out_ts, source, form_type, popup_code, user_id, created_at, updated_at)
    VALUES (@email, @phone, @email_consent, @sms_consent, @email_consent_ts, @sms_consent_ts,
      @email_opted_out_ts, @sms_opted_out_ts, @source, @form_type, @popup_code,
      (SELECT id FROM users WHERE email = @email), @created_at, @updated_at)`);
  const update = db.prepare<SubscriberWrite & { id: number }>(`
    UPDATE subscribers SET email = @email, phone = @phone, email_consent = @email_consent,
      sms_consent = @sms_consent, email_consent_ts = @email_consent_ts, sms_consent_ts = @sms_consent_ts,
      email_opted_out_ts = @email_opted_out_ts, sms_opted_out_ts = @sms_opted_out_ts, form_type = @form_type,
      popup_code = @popup_code,
      user_id = coalesce(user_id, (SELECT id FROM users WHERE email = @email)), updated_at = @updated_at
    WHERE id = @id`);
  const accountByEmail = db.prepare<[string], AccountConsentRow>(
    'SELECT id, email, email_consent, updated_at FROM users WHERE email = ?',
  );
  // The account of the same email follows the marketing email consent (the popup hides for it then).
  const syncUser = db.prepare<[number, string, string, number]>(
    'UPDATE users SET email_consent = ?, updated_at = ? WHERE email = ? AND email_consent <> ?',
  );

  return {
    findByEmail: (email: string): SubscriberRow | null => byEmail.get(email) ?? null,
    findPhoneOnly: (phone: string): SubscriberRow | null => byPhoneOnly.get(phone) ?? null,
    findAccount: (email: string): AccountConsentRow | null => accountByEmail.get(email) ?? null,
    insert: (row: SubscriberWrite, nowIso: string): number =>
      Number(insert.run({ ...row, created_at: nowIso }).lastInsertRowid),
    update: (id: number, row: SubscriberWrite): void => {
      update.run({ ...row, id });
    },
    syncUserEmailConsent: (email: string, consent: 0 | 1, nowIso: string): void => {
      syncUser.run(consent, nowIso, email, consent);
    },
  };
}

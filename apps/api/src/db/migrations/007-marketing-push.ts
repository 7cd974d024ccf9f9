// Marketing sign-ups and web push (decision 021).
import { type MigrationDb, runStatements, type Ddl } from './ddl.js';

export async function up(db: MigrationDb, d: Ddl): Promise<void> {
  await runStatements(db, [
    // A marketing subscriber. email is stored normalised (lower case, typos fixed) and unique; a phone-only
    // (SMS) subscriber has no email and is unique by phone. phone is E.164 (+1 and ten digits). Consent
    // flags are 0/1; *_consent_ts is set when a consent turns on, *_opted_out_ts when it turns off (and
    // cleared when it turns on again). source is the form that created the row, form_type the last one used.
    `CREATE TABLE subscribers (
  id ${d.id},
  email TEXT UNIQUE CHECK (email IS NULL OR (email = lower(email) AND length(email) BETWEEN 3 AND 254)),
  phone TEXT CHECK (phone IS NULL OR (length(phone) = 12 AND ${d.glob('phone', '+1[0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9][0-9]')})),
  email_consent ${d.int} NOT NULL DEFAULT 0 CHECK (email_consent IN (0, 1)),
  sms_consent ${d.int} NOT NULL DEFAULT 0 CHECK (sms_consent IN (0, 1)),
  email_consent_ts TEXT,
  sms_consent_ts TEXT,
  email_opted_out_ts TEXT,
  sms_opted_out_ts TEXT,
  source TEXT NOT NULL CHECK (source IN ('footer', 'popup', 'update')),
  form_type TEXT CHECK (form_type IS NULL OR form_type IN ('mobile', 'desktop')),
  popup_code TEXT,
  user_id ${d.int} REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (email IS NOT NULL OR phone IS NOT NULL)
)`,
    `CREATE UNIQUE INDEX subscribers_phone_only ON subscribers (phone) WHERE email IS NULL`,
    `CREATE INDEX subscribers_user ON subscribers (user_id) WHERE user_id IS NOT NULL`,

    // A browser's push subscription: the push service endpoint (https, unique) and its keys.
    `CREATE TABLE push_subscriptions (
  id ${d.id},
  endpoint TEXT NOT NULL UNIQUE CHECK (length(endpoint) <= 2048 AND endpoint ${d.like} 'https://%'),
  p256dh TEXT NOT NULL,
  auth TEXT NOT NULL,
  user_id ${d.int} REFERENCES users (id) ON DELETE SET NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_success_at TEXT,
  failures ${d.int} NOT NULL DEFAULT 0 CHECK (failures >= 0)
)`,

    // One run of the push command.
    `CREATE TABLE push_sends (
  id ${d.id},
  title TEXT NOT NULL,
  body TEXT NOT NULL,
  url TEXT NOT NULL,
  total ${d.int} NOT NULL,
  delivered ${d.int} NOT NULL,
  removed ${d.int} NOT NULL,
  failed ${d.int} NOT NULL,
  started_at TEXT NOT NULL,
  finished_at TEXT NOT NULL
)`,
  ]);
}

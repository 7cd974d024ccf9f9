/**
 * Marketing sign-ups: the footer form, the VIP popup (check consent, update, save new) and opt-out.
 * Emails are stored normalised and phones as E.164; every write is one transaction that reads
 * the subscriber by email (or phone, for SMS-only sign-ups), locking it, and updates or inserts it. Repeated or
 * concurrent sign-ups never make a second subscriber: the insert gives way to one that another transaction
 * made meanwhile (ON CONFLICT DO NOTHING on the unique email / SMS-only phone), which is then updated in turn
 * (PostgreSQL runs the transactions side by side; SQLite one at a time). Consent times: *_consent_ts when a consent turns
 * on (clearing the opt-out time), *_opted_out_ts when it turns off.
 */
import {
  MARKETING_MESSAGES,
  footerSignupMessages,
  normalizeEmail,
  toE164,
  validateFooterSignup,
  type CheckConsentBody,
  type ConsentCheckResult,
  type FormType,
  type SaveFooterSubscriberBody,
  type SavePopupSubscriberBody,
  type UnsubscribeBody,
  type UpdateSubscriberBody,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import {
  createMarketingRepo,
  type MarketingRepo,
  type SubscriberRow,
  type SubscriberWrite,
} from './marketing.repo.js';

export const marketingError = (message: string, status = 400, code = 'VALIDATION_FAILED') =>
  new AppError(code, message, status);

/** The normalised email, or the spec's 'No email supplied to form' / 'Invalid email address' (400). */
export function requireEmail(raw: string | null | undefined): string {
  if (raw === null || raw === undefined || raw.trim() === '')
    throw marketingError(MARKETING_MESSAGES.noEmail);
  const email = normalizeEmail(raw);
  if (email === null) throw marketingError(MARKETING_MESSAGES.invalidEmail);
  return email;
}

function phoneOrThrow(raw: string | null | undefined): string | null {
  if (raw === null || raw === undefined || raw.trim() === '') return null;
  const phone = toE164(raw);
  if (phone === null) throw marketingError(MARKETING_MESSAGES.invalidPhone);
  return phone;
}

type ConsentChange = { email?: boolean; sms?: boolean };

type Change = {
  email: string | null;
  phone: string | null;
  consent: ConsentChange;
  source: SubscriberRow['source'];
  formType: FormType;
  popupCode?: string;
};

const flag = (b: boolean): 0 | 1 => (b ? 1 : 0);

/** The row after applying a change: consents, their times, phone, form type, popup code. */
function applyChange(current: SubscriberRow | null, c: Change, now: string): SubscriberWrite {
  const before = {
    email: current?.email_consent === 1,
    sms: current?.sms_consent === 1,
  };
  const after = { email: c.consent.email ?? before.email, sms: c.consent.sms ?? before.sms };
  const times = (kind: 'email' | 'sms') => {
    const consentTs = current?.[`${kind}_consent_ts`] ?? null;
    const optedOutTs = current?.[`${kind}_opted_out_ts`] ?? null;
    if (after[kind] && !before[kind]) return { consentTs: now, optedOutTs: null };
    if (!after[kind] && before[kind]) return { consentTs, optedOutTs: now };
    return { consentTs: after[kind] ? (consentTs ?? now) : consentTs, optedOutTs };
  };
  const e = times('email');
  const s = times('sms');
  return {
    email: c.email ?? current?.email ?? null,
    phone: c.phone ?? current?.phone ?? null,
    email_consent: flag(after.email),
    sms_consent: flag(after.sms),
    email_consent_ts: e.consentTs,
    sms_consent_ts: s.consentTs,
    email_opted_out_ts: e.optedOutTs,
    sms_opted_out_ts: s.optedOutTs,
    source: current?.source ?? c.source,
    form_type: c.formType,
    popup_code: c.popupCode ?? current?.popup_code ?? null,
    updated_at: now,
  };
}

export type MarketingService = ReturnType<typeof createMarketingService>;

export function createMarketingService(deps: { db: Db; repo: MarketingRepo; clock: Clock }) {
  const { db, repo, clock } = deps;

  /** Read-then-write in one transaction; `mustExist` refuses to create (update-subscriber). */
  const upsert = (c: Change, mustExist: boolean): Promise<SubscriberRow['id']> =>
    db.transaction().execute(async (trx) => {
      const tx = createMarketingRepo(trx);
      const now = clock.now().toISOString();
      const find = async (): Promise<SubscriberRow | null> => {
        const byEmail = c.email !== null ? await tx.findByEmail(c.email, { lock: true }) : null;
        // An SMS-only subscriber with this phone gets the email now given (one person, one row).
        if (byEmail || c.phone === null) return byEmail;
        return tx.findPhoneOnly(c.phone, { lock: true });
      };
      const syncAccount = async (row: SubscriberWrite) => {
        if (row.email !== null && c.consent.email !== undefined)
          await tx.syncUserEmailConsent(row.email, row.email_consent as 0 | 1, now);
      };
      let current = await find();
      if (!current && mustExist)
        throw marketingError(MARKETING_MESSAGES.updateSubscriberFailed, 404, 'NOT_FOUND');
      if (!current) {
        const row = applyChange(null, c, now);
        const id = await tx.insertIfAbsent(row, now);
        if (id !== null) {
          await syncAccount(row);
          return id;
        }
        // A concurrent sign-up stored this subscriber after the read above: change theirs, as if it came first.
        current = await find();
        if (!current) throw new Error('marketing: a subscriber conflicted on insert but cannot be found');
      }
      const row = applyChange(current, c, now);
      await tx.update(current.id, row);
      await syncAccount(row);
      return current.id;
    });

  return {
    /** Footer: the four footer rules, then email and/or phone subscriber with the checked consents. */
    async saveFooter(body: SaveFooterSubscriberBody): Promise<void> {
      const form = {
        email: body.email ?? '',
        phone: body.phone ?? '',
        emailConsent: body.email_consent,
        smsConsent: body.sms_consent,
      };
      const [first] = footerSignupMessages(validateFooterSignup(form));
      if (first) throw marketingError(first);
      if (!body.email_consent && !body.sms_consent) throw marketingError(MARKETING_MESSAGES.noEmail);
      const email = body.email_consent ? requireEmail(body.email) : null;
      const phone = body.sms_consent ? phoneOrThrow(body.phone) : null;
      await upsert(
        {
          email,
          phone,
          consent: { ...(email ? { email: true } : {}), ...(phone ? { sms: true } : {}) },
          source: 'footer',
          formType: body.form_type,
        },
        false,
      );
    },

    /** Popup "update": email consent on for a known subscriber; optional phone and SMS consent. */
    async update(body: UpdateSubscriberBody): Promise<void> {
      const email = requireEmail(body.email);
      const phone = phoneOrThrow(body.phone);
      if (body.sms_consent === true && phone === null && !(await repo.findByEmail(email))?.phone)
        throw marketingError(MARKETING_MESSAGES.phoneRequiredForSms);
      await upsert(
        {
          email,
          phone,
          consent: { email: true, ...(body.sms_consent === undefined ? {} : { sms: body.sms_consent }) },
          source: 'update',
          formType: body.form_type,
        },
        true,
      );
    },

    /** Popup "new": a subscriber with email consent and the popup code (an existing one is updated). */
    async savePopup(body: SavePopupSubscriberBody): Promise<void> {
      const email = requireEmail(body.email);
      await upsert(
        {
          email,
          phone: null,
          consent: { email: true },
          source: 'popup',
          formType: body.form_type,
          popupCode: body.popup_code,
        },
        false,
      );
    },

    /**
     * The spec's five fields for the popup's three-way flow, from the subscriber and the account of the
     * email (decision 021): consented only when neither says otherwise, so a popup sign-up brings both in
     * step (update-subscriber). An account that consented in its profile, without a subscriber, is already
     * a member (its id, consent time: when the account last changed); every field is null when neither
     * has the email or only an account without consent does (no account is revealed).
     */
    async checkConsent(body: CheckConsentBody): Promise<ConsentCheckResult> {
      const email = requireEmail(body.email);
      const row = await repo.findByEmail(email);
      const account = await repo.findAccount(email);
      if (row) {
        const consented = row.email_consent === 1 && (account === null || account.email_consent === 1);
        return {
          id: row.id,
          email: row.email,
          email_consent: consented ? 1 : 0,
          email_consent_ts: row.email_consent_ts,
          email_opted_out_ts: row.email_opted_out_ts,
        };
      }
      if (account?.email_consent === 1)
        return {
          id: account.id,
          email: account.email,
          email_consent: 1,
          email_consent_ts: account.updated_at,
          email_opted_out_ts: null,
        };
      return { id: null, email: null, email_consent: null, email_consent_ts: null, email_opted_out_ts: null };
    },

    /** Ours: email consent off (records the opt-out time). An unknown email is a no-op success. */
    async unsubscribe(body: UnsubscribeBody): Promise<void> {
      const email = requireEmail(body.email);
      const current = await repo.findByEmail(email);
      if (!current) return;
      await upsert(
        {
          email,
          phone: null,
          consent: { email: false },
          source: current.source,
          formType: current.form_type ?? 'desktop',
        },
        true,
      );
    },
  };
}

/**
 * Marketing sign-ups: the footer form, the VIP popup (check consent, update, save new) and opt-out.
 * Proof of ownership (decision 042): a change to an email's consent or phone applies at once only
 * from that address's own session or through a signed unsubscribe link; otherwise it waits in a
 * confirmation link mailed to the address (double opt-in), and applies when the link is opened. A change
 * that would change nothing (an existing member signing up again) needs no link. SMS-only sign-ups (a
 * phone, no email) apply at once: the shop sends no SMS to prove a phone, and they only ever turn SMS on
 * for a row without an email.
 * Emails are stored normalised and phones as E.164; every write is one transaction that reads
 * the subscriber by email (or phone, for SMS-only sign-ups), locking it, and updates or inserts it. Repeated or
 * concurrent sign-ups never make a second subscriber: the insert gives way to one that another transaction
 * made meanwhile (ON CONFLICT DO NOTHING on the unique email / SMS-only phone), which is then updated in turn
 * (PostgreSQL runs the transactions side by side; SQLite one at a time). Consent times: *_consent_ts when a consent turns
 * on (clearing the opt-out time), *_opted_out_ts when it turns off; a sign-up that waited for its link turns
 * its consents on with the time it was sent (when the shopper gave them; the link's use is the confirmation).
 */
import {
  MARKETING_MESSAGES,
  MARKETING_CONFIRMATION_TTL_MS,
  footerSignupMessages,
  normalizeEmail,
  toE164,
  validateFooterSignup,
  type CheckConsentBody,
  type ConsentCheckResult,
  type ErrorCode,
  type FormType,
  type SaveFooterSubscriberBody,
  type SavePopupSubscriberBody,
  type UnsubscribeBody,
  type UpdateSubscriberBody,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { createOneTimeLinks } from '../../lib/one-time-links.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { unsubscribeSignatureValid } from './marketing.links.js';
import {
  createMarketingRepo,
  type MarketingRepo,
  type SubscriberRow,
  type SubscriberWrite,
} from './marketing.repo.js';

export const marketingError = (message: string, code: ErrorCode = 'VALIDATION_FAILED') =>
  new AppError(code, message);

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

/** A sign-up or opt-out as asked for; kept as a confirmation link's payload until the owner opens it. */
type Change = {
  email: string | null;
  phone: string | null;
  consent: ConsentChange;
  source: SubscriberRow['source'];
  /** The form's layout (null for an account's profile). */
  formType: FormType | null;
  popupCode?: string;
  /** When the shopper gave the consents (ISO): the sign-up, kept while the change waits for its link. */
  givenAt?: string;
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
    // A consent is stamped when it was given (a confirmed sign-up: when the form was sent, not when the
    // link was opened), unless it was withdrawn since: then it is given again only now.
    const given =
      c.givenAt !== undefined && (optedOutTs === null || c.givenAt > optedOutTs) ? c.givenAt : now;
    if (after[kind] && !before[kind]) return { consentTs: given, optedOutTs: null };
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

/**
 * True when applying the change would change a consent, the phone or the popup code of the subscriber, or
 * the email consent of the address's account.
 */
function changesSomething(
  current: SubscriberRow | null,
  accountConsent: number | null,
  c: Change,
  now: string,
): boolean {
  if (!current) return true;
  const after = applyChange(current, c, now);
  if (accountConsent !== null && c.consent.email !== undefined && accountConsent !== after.email_consent)
    return true;
  return (
    after.email_consent !== current.email_consent ||
    after.sms_consent !== current.sms_consent ||
    after.phone !== current.phone ||
    after.popup_code !== current.popup_code
  );
}

/**
 * An account holder's own consents as the profile sets them (a consent left out is kept): the address, the
 * account's phone (E.164; the subscriber's number when SMS turns on), and each consent given.
 */
export type AccountConsent = { address: string; phone: string | null; email?: boolean; sms?: boolean };

/** What a sign-up answers: applied, or waiting for the confirmation link just mailed. */
export type SignupOutcome = { pending: boolean };

/** Who asks: the email of the signed-in account, if any (its own address needs no link). */
export type Asker = { accountEmail: string | null };

export type MarketingService = ReturnType<typeof createMarketingService>;

export function createMarketingService(deps: {
  db: Db;
  repo: MarketingRepo;
  clock: Clock;
  mail: MailQueue;
  secret: string;
}) {
  const { db, repo, clock, mail } = deps;

  /** Read-then-write in the transaction `trx`; `mustExist` refuses to create (update-subscriber). */
  const upsertIn = async (trx: Db, c: Change, mustExist: boolean): Promise<SubscriberRow['id']> => {
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
    if (!current && mustExist) throw marketingError(MARKETING_MESSAGES.updateSubscriberFailed, 'NOT_FOUND');
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
  };

  /**
   * Applies an email sign-up when the asker owns the address or it changes nothing; otherwise mails the
   * address a confirmation link holding the change. `mustExist` refuses an email without a subscriber.
   */
  async function signUp(
    c: Change & { email: string },
    asker: Asker,
    mustExist: boolean,
  ): Promise<SignupOutcome> {
    const current = await repo.findByEmail(c.email);
    if (!current && mustExist) throw marketingError(MARKETING_MESSAGES.updateSubscriberFailed, 'NOT_FOUND');
    const account = await repo.findAccount(c.email);
    const now = clock.now();
    if (asker.accountEmail === c.email) {
      await db.transaction().execute((trx) => upsertIn(trx, c, mustExist));
      return { pending: false };
    }
    if (!changesSomething(current, account?.email_consent ?? null, c, now.toISOString())) {
      // A member signing up again: only the form used is recorded. The consents and phone stay as they are
      // when written, not as read above: an opt-out committed in between is not undone without proof.
      const formOnly: Change = {
        email: c.email,
        phone: null,
        consent: {},
        source: c.source,
        formType: c.formType,
      };
      await db.transaction().execute((trx) => upsertIn(trx, formOnly, true));
      return { pending: false };
    }
    await db.transaction().execute(async (trx) => {
      const link = await createOneTimeLinks(trx).issue(
        {
          purpose: 'marketing-confirmation',
          email: c.email,
          userId: null,
          ttlMs: MARKETING_CONFIRMATION_TTL_MS,
          payload: { ...c, givenAt: now.toISOString() } satisfies Change,
        },
        now,
      );
      if (!link) return;
      await mail.add(
        trx,
        {
          key: `marketing-confirmation:${link.id}`,
          kind: 'marketing-confirmation',
          to: c.email,
          ...mail.messages.subscriptionConfirmation(link.token),
        },
        now.toISOString(),
      );
    });
    mail.committed();
    return { pending: true };
  }

  /**
   * Email consent off, at once (the caller holds proof: a signed link or the address's session), read and
   * written in one transaction: a sign-up confirmed at the same moment cannot slip in between.
   */
  async function optOut(email: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const current = await createMarketingRepo(trx).findByEmail(email, { lock: true });
      if (!current || current.email_consent === 0) {
        // No consenting subscriber: an account's own profile consent still ends.
        await createMarketingRepo(trx).syncUserEmailConsent(email, 0, clock.now().toISOString());
        return;
      }
      await upsertIn(
        trx,
        {
          email,
          phone: null,
          consent: { email: false },
          source: current.source,
          formType: current.form_type ?? 'desktop',
        },
        true,
      );
    });
  }

  return {
    /**
     * The consents an account holder set in the profile (their own session: the proof), recorded on the
     * address's subscriber (a new one's source is 'update': the account's own settings), so the back office
     * lists every consent the shop holds. A profile that turns nothing on makes no subscriber.
     */
    async recordAccountConsent(c: AccountConsent): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const current = await createMarketingRepo(trx).findByEmail(c.address, { lock: true });
        if (!current && c.email !== true && c.sms !== true) return;
        const consent: ConsentChange = {
          ...(c.email === undefined ? {} : { email: c.email }),
          ...(c.sms === undefined ? {} : { sms: c.sms }),
        };
        await upsertIn(
          trx,
          {
            email: c.address,
            phone: c.sms === true ? c.phone : null,
            consent,
            source: 'update',
            formType: current?.form_type ?? null,
          },
          false,
        );
      });
    },

    /**
     * Footer: the four footer rules, then email and/or phone subscriber with the checked consents. With an
     * email, the whole sign-up (phone included) waits for the confirmation link unless the asker owns it.
     */
    async saveFooter(body: SaveFooterSubscriberBody, asker: Asker): Promise<SignupOutcome> {
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
      const change: Change = {
        email,
        phone,
        consent: { ...(email ? { email: true } : {}), ...(phone ? { sms: true } : {}) },
        source: 'footer',
        formType: body.form_type,
      };
      if (change.email !== null) return signUp({ ...change, email: change.email }, asker, false);
      await db.transaction().execute((trx) => upsertIn(trx, change, false));
      return { pending: false };
    },

    /** Popup "update": email consent on for a known subscriber; optional phone and SMS consent. */
    async update(body: UpdateSubscriberBody, asker: Asker): Promise<SignupOutcome> {
      const email = requireEmail(body.email);
      const phone = phoneOrThrow(body.phone);
      if (body.sms_consent === true && phone === null && !(await repo.findByEmail(email))?.phone)
        throw marketingError(MARKETING_MESSAGES.phoneRequiredForSms);
      return signUp(
        {
          email,
          phone,
          consent: { email: true, ...(body.sms_consent === undefined ? {} : { sms: body.sms_consent }) },
          source: 'update',
          formType: body.form_type,
        },
        asker,
        true,
      );
    },

    /** Popup "new": a subscriber with email consent and the popup code (an existing one is updated). */
    async savePopup(body: SavePopupSubscriberBody, asker: Asker): Promise<SignupOutcome> {
      const email = requireEmail(body.email);
      return signUp(
        {
          email,
          phone: null,
          consent: { email: true },
          source: 'popup',
          formType: body.form_type,
          popupCode: body.popup_code,
        },
        asker,
        false,
      );
    },

    /**
     * Ours: the confirmation link of a sign-up, once and within its time: the change it holds applies,
     * and the new member gets the welcome mail (marketing: it carries the unsubscribe link and headers).
     */
    async confirm(token: string): Promise<void> {
      const now = clock.now();
      await db.transaction().execute(async (trx) => {
        const link = await createOneTimeLinks(trx).use('marketing-confirmation', token, now);
        if (!link?.payload)
          throw marketingError(MARKETING_MESSAGES.confirmLinkInvalid, 'CONFIRM_LINK_INVALID');
        const change = JSON.parse(link.payload) as Change;
        await upsertIn(trx, change, false);
        await mail.add(
          trx,
          {
            key: `marketing-welcome:${link.id}`,
            kind: 'marketing-welcome',
            to: link.email,
            ...mail.messages.subscriptionWelcome(link.email),
          },
          now.toISOString(),
        );
      });
      mail.committed();
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

    /**
     * Ours: email consent off. With a signed unsubscribe link's signature, or from the address's own
     * session, it applies at once; a forged signature is refused; otherwise a link to do it is mailed to a
     * consenting address (at most one an hour), and the answer is the same whether or not one was.
     */
    async unsubscribe(body: UnsubscribeBody, asker: Asker): Promise<SignupOutcome> {
      const email = requireEmail(body.email);
      if (body.signature !== undefined) {
        if (!unsubscribeSignatureValid(deps.secret, email, body.signature))
          throw marketingError(MARKETING_MESSAGES.unsubscribeLinkInvalid, 'UNSUBSCRIBE_LINK_INVALID');
        await optOut(email);
        return { pending: false };
      }
      if (asker.accountEmail === email) {
        await optOut(email);
        return { pending: false };
      }
      const current = await repo.findByEmail(email);
      const account = await repo.findAccount(email);
      if (current?.email_consent === 1 || account?.email_consent === 1) {
        const now = clock.now();
        const hour = now.toISOString().slice(0, 13);
        await db.transaction().execute((trx) =>
          mail.add(
            trx,
            {
              key: `unsubscribe-link:${email}:${hour}`,
              kind: 'unsubscribe-link',
              to: email,
              ...mail.messages.unsubscribeLink(email),
            },
            now.toISOString(),
          ),
        );
        mail.committed();
      }
      return { pending: true };
    },

    /** Whether an unsubscribe link's signature is its address's (the page of a GET; it changes nothing). */
    unsubscribeLinkValid(email: string, signature: string): boolean {
      const normalised = normalizeEmail(email);
      return normalised !== null && unsubscribeSignatureValid(deps.secret, normalised, signature);
    },

    /** RFC 8058 one-click: a mail client's POST to the List-Unsubscribe URL (signed; no session, no body needed). */
    async oneClick(email: string, signature: string): Promise<void> {
      const normalised = requireEmail(email);
      if (!unsubscribeSignatureValid(deps.secret, normalised, signature))
        throw marketingError(MARKETING_MESSAGES.unsubscribeLinkInvalid, 'UNSUBSCRIBE_LINK_INVALID');
      await optOut(normalised);
    },
  };
}

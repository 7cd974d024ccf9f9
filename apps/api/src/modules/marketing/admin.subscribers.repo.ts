/**
 * The back office's subscriber SQL (decision 050): marketing consent rows with when each consent was given,
 * confirmed (the latest used confirmation link of the address: decision 042's proof) and withdrawn.
 */
import type { AdminSubscriber, SubscriberFilter } from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { containsPattern } from '../../db/like-pattern.js';

export type SubscriberFilters = { q: string; consent: SubscriberFilter };

export function createAdminSubscribersRepo(db: Db) {
  const matching = (f: SubscriberFilters) => {
    let q = db.selectFrom('subscribers as s');
    const text = f.q.trim().toLowerCase();
    if (text !== '') {
      const p = containsPattern(text);
      const digits = text.replace(/\D/g, '');
      q = q.where((eb) =>
        eb.or([
          sql<boolean>`s.email LIKE ${p} ESCAPE '\\'`,
          ...(digits.length >= 4 ? [sql<boolean>`s.phone LIKE ${containsPattern(digits)} ESCAPE '\\'`] : []),
        ]),
      );
    }
    if (f.consent === 'email') q = q.where('s.email_consent', '=', 1);
    if (f.consent === 'sms') q = q.where('s.sms_consent', '=', 1);
    if (f.consent === 'withdrawn')
      q = q.where((eb) =>
        eb.or([
          eb.and([eb('s.email_consent', '=', 0), eb('s.email_opted_out_ts', 'is not', null)]),
          eb.and([eb('s.sms_consent', '=', 0), eb('s.sms_opted_out_ts', 'is not', null)]),
        ]),
      );
    return q;
  };

  const rows = (f: SubscriberFilters) =>
    matching(f).select((eb) => [
      's.id',
      's.email',
      's.phone',
      's.email_consent',
      's.sms_consent',
      's.email_consent_ts',
      's.email_opted_out_ts',
      's.sms_consent_ts',
      's.sms_opted_out_ts',
      's.source',
      's.user_id',
      's.created_at',
      eb
        .selectFrom('one_time_links as l')
        .select((l) => l.fn.max('l.used_at').as('t'))
        .whereRef('l.email', '=', 's.email')
        .where('l.purpose', '=', 'marketing-confirmation')
        .where('l.used_at', 'is not', null)
        .as('email_confirmed_at'),
    ]);

  const toSubscriber = (
    r: Awaited<ReturnType<ReturnType<typeof rows>['execute']>>[number],
  ): AdminSubscriber => ({
    id: r.id,
    email: r.email,
    phone: r.phone,
    email_consent: r.email_consent === 1,
    sms_consent: r.sms_consent === 1,
    email_consent_at: r.email_consent_ts,
    email_confirmed_at: r.email_confirmed_at ?? null,
    email_opted_out_at: r.email_opted_out_ts,
    sms_consent_at: r.sms_consent_ts,
    sms_opted_out_at: r.sms_opted_out_ts,
    source: r.source,
    user_id: r.user_id,
    created_at: r.created_at,
  });

  return {
    /** A page, the newest first. */
    async page(f: SubscriberFilters, limit: number, offset: number) {
      const [found, total] = await Promise.all([
        rows(f).orderBy('s.id', 'desc').limit(limit).offset(offset).execute(),
        matching(f)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { subscribers: found.map(toSubscriber), total: Number(total.n) };
    },
    /** The rows after id `after`, oldest first (the export reads the table a page at a time). */
    async after(f: SubscriberFilters, after: number, limit: number): Promise<AdminSubscriber[]> {
      const found = await rows(f).where('s.id', '>', after).orderBy('s.id').limit(limit).execute();
      return found.map(toSubscriber);
    },
  };
}

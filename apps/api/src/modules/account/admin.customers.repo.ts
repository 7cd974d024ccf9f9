/** The back office's customer SQL (decision 050): the account search, a customer's page, dealer applications. */
import type { CustomerSearch, DealerApplication, DealerApplicationStatus } from '@shop/domain';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/database.js';
import { dialectOf } from '../../db/dialect.js';
import { containsPattern } from '../../db/like-pattern.js';
import { moneyTaken } from '../orders/orders.money-taken.js';

export type CustomerRow = {
  id: number;
  email: string;
  first_name: string | null;
  last_name: string | null;
  phone: string | null;
  role: number;
  is_dealer: number;
  is_admin: number;
  disabled_at: string | null;
  email_verified_at: string | null;
  email_consent: number;
  sms_consent: number;
  created_at: string;
};

const CUSTOMER_COLUMNS = [
  'u.id',
  'u.email',
  'u.first_name',
  'u.last_name',
  'u.phone',
  'u.role',
  'u.is_dealer',
  'u.is_admin',
  'u.disabled_at',
  'u.email_verified_at',
  'u.email_consent',
  'u.sms_consent',
  'u.created_at',
] as const;

const APPLICATION_COLUMNS = [
  'id',
  'user_id',
  'email',
  'business_name',
  'tax_id',
  'contact_name',
  'phone',
  'resale_certificate',
  'resale_certificate_state',
  'status',
  'note',
  'created_at',
  'decided_at',
] as const;

const like = (column: string, pattern: string) =>
  sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;

export type NewDealerApplication = Omit<DealerApplication, 'id' | 'status' | 'note' | 'decided_at'>;

export function createAdminCustomersRepo(db: Db) {
  /** Byte order on both stores (PostgreSQL's "C" collation, as the migration's indexes). */
  const bytes = dialectOf(db) === 'postgres' ? sql` COLLATE "C"` : sql``;
  /** `expr` starts with `word`: a range over the expression's index. */
  const startsWith = (expr: RawBuilder<unknown>, word: string) =>
    sql<boolean>`(${expr}${bytes} >= ${word} AND ${expr}${bytes} < ${`${word}\u{10FFFF}`})`;

  /**
   * The accounts a search matches: each word starts a first name, a last name or the email (index ranges); a
   * text with @ is found anywhere in the email, a phone by its digits in order however it was typed (scans).
   */
  const matching = (search: CustomerSearch) => {
    let q = db.selectFrom('users as u');
    if (search.kind === 'email') q = q.where(like('u.email', containsPattern(search.text)));
    if (search.kind === 'phone') q = q.where(like('u.phone', `%${search.digits.split('').join('%')}%`));
    if (search.kind === 'text')
      for (const word of search.words)
        q = q.where(
          sql<boolean>`(${startsWith(sql`lower(u.first_name)`, word)} OR ${startsWith(
            sql`lower(u.last_name)`,
            word,
          )} OR ${startsWith(sql`u.email`, word)})`,
        );
    return q;
  };

  const toApplication = (r: Record<(typeof APPLICATION_COLUMNS)[number], unknown>) =>
    ({ ...r, status: r.status as DealerApplicationStatus }) as DealerApplication;

  return {
    async search(search: CustomerSearch, limit: number, offset: number) {
      const [rows, total] = await Promise.all([
        matching(search)
          .select(CUSTOMER_COLUMNS)
          .orderBy('u.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        matching(search)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as CustomerRow[], total: Number(total.n) };
    },
    customer: async (id: number): Promise<CustomerRow | null> =>
      ((await db
        .selectFrom('users as u')
        .select(CUSTOMER_COLUMNS)
        .where('u.id', '=', id)
        .executeTakeFirst()) as CustomerRow | undefined) ?? null,
    /** The subscriber row of the account (by its id, else by its address). */
    subscriberOf: async (id: number, email: string) =>
      (await db
        .selectFrom('subscribers')
        .select(['email_consent_ts', 'email_opted_out_ts', 'sms_consent_ts', 'sms_opted_out_ts'])
        .where((eb) => eb.or([eb('user_id', '=', id), eb('email', '=', email)]))
        .orderBy('id')
        .limit(1)
        .executeTakeFirst()) ?? null,
    /** The account's orders, as its own order history lists them (money taken: decision 079). */
    async orders(userId: number, limit: number) {
      const [rows, total] = await Promise.all([
        db
          .selectFrom('orders')
          .select(['id', 'order_number', 'status', 'total_cents', 'created_at'])
          .where('user_id', '=', userId)
          .where(moneyTaken())
          .orderBy('created_at', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .execute(),
        db
          .selectFrom('orders')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('user_id', '=', userId)
          .where(moneyTaken())
          .executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(total.n) };
    },
    // ------------------------------------------------------------------------- dealer applications
    async applications(status: DealerApplicationStatus | 'all', limit: number, offset: number) {
      let q = db.selectFrom('dealer_applications');
      if (status !== 'all') q = q.where('status', '=', status);
      const [rows, total] = await Promise.all([
        q.select(APPLICATION_COLUMNS).orderBy('id', 'desc').limit(limit).offset(offset).execute(),
        q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows.map(toApplication), total: Number(total.n) };
    },
    applicationsOf: async (userId: number): Promise<DealerApplication[]> =>
      (
        await db
          .selectFrom('dealer_applications')
          .select(APPLICATION_COLUMNS)
          .where('user_id', '=', userId)
          .orderBy('id', 'desc')
          .execute()
      ).map(toApplication),
    application: async (id: number): Promise<DealerApplication | null> => {
      const row = await db
        .selectFrom('dealer_applications')
        .select(APPLICATION_COLUMNS)
        .where('id', '=', id)
        .executeTakeFirst();
      return row ? toApplication(row) : null;
    },
    /** Inserts an open application; null when the account has one open already. */
    async insertApplication(a: NewDealerApplication): Promise<DealerApplication | null> {
      const row = await db
        .insertInto('dealer_applications')
        .values({ ...a, status: 'open' })
        // The partial unique index's own predicate, as a literal (PostgreSQL infers the index from it).
        .onConflict((oc) =>
          oc
            .column('user_id')
            .where(sql<boolean>`status = 'open'`)
            .doNothing(),
        )
        .returning(APPLICATION_COLUMNS)
        .executeTakeFirst();
      return row ? toApplication(row) : null;
    },
    /** The resale certificate on file, or null. */
    taxExemptionOf: async (userId: number): Promise<{ number: string; state: string } | null> => {
      const row = await db
        .selectFrom('users')
        .select(['tax_exempt', 'resale_certificate', 'resale_certificate_state'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row && Number(row.tax_exempt) === 1
        ? { number: row.resale_certificate ?? '', state: row.resale_certificate_state ?? '' }
        : null;
    },
    /** Puts a resale certificate on file (the account pays no tax), or clears it with null (decision 075). */
    async setTaxExemption(
      userId: number,
      certificate: { resale_certificate: string; resale_certificate_state: string } | null,
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          tax_exempt: certificate ? 1 : 0,
          resale_certificate: certificate?.resale_certificate ?? null,
          resale_certificate_state: certificate?.resale_certificate_state ?? null,
        })
        .where('id', '=', userId)
        .execute();
    },
    /** Decides an open application; null when it is not open (any more). */
    async decide(
      id: number,
      d: { status: DealerApplicationStatus; note: string | null; by: number | null; nowIso: string },
    ): Promise<DealerApplication | null> {
      const row = await db
        .updateTable('dealer_applications')
        .set({ status: d.status, note: d.note, decided_at: d.nowIso, decided_by: d.by })
        .where('id', '=', id)
        .where('status', '=', 'open')
        .returning(APPLICATION_COLUMNS)
        .executeTakeFirst();
      return row ? toApplication(row) : null;
    },
  };
}

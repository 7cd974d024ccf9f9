/**
 * The back office's customer SQL (decision 050): the account search, a customer's page, a resale certificate on
 * file. Dealer applications are modules/dealers' (dealers.applications.repo.ts).
 */
import type { CustomerSearch } from '@shop/domain';
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

const like = (column: string, pattern: string) =>
  sql<boolean>`${sql.ref(column)} LIKE ${pattern} ESCAPE '\\'`;

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
  };
}

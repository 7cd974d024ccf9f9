/**
 * The dealer applications' SQL (decision 050): the shopper's application and its state, and the back office's
 * list, one application and its decision. The applicant's account (its standing, a resale certificate on file)
 * is changed through the shell and the account module, not here.
 */
import type { DealerApplication, DealerApplicationStatus } from '@shop/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

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

export type NewDealerApplication = Omit<DealerApplication, 'id' | 'status' | 'note' | 'decided_at'>;

const toApplication = (r: Record<(typeof APPLICATION_COLUMNS)[number], unknown>) =>
  ({ ...r, status: r.status as DealerApplicationStatus }) as DealerApplication;

export function createDealerApplicationsRepo(db: Db) {
  return {
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

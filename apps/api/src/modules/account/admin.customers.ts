/**
 * Customers and dealers in the back office (decision 050). An administrator finds accounts and opens one (its
 * orders, standing, verified address and consent), decides "become a dealer" applications (approval makes the
 * account role 2 and mails it; a decline mails the note), revokes dealer status, disables or enables an
 * account and ends all its sessions (a new token version). Each write is one transaction with its audit
 * entries and its mail; the mail senders are told once it committed.
 *
 * The role reaches a session on every request (auth.session.ts reads the account's row), so an approval or a
 * revocation shows at the next page load without signing in again: only disabling ends the sessions.
 */
import {
  CUSTOMER_ORDERS_SHOWN,
  CUSTOMERS_PAGE_SIZE,
  DEALER_APPLICATIONS_PAGE_SIZE,
  applyCustomerAction,
  centsToDollars,
  customerSearchOf,
  decideDealerApplication,
  type AdminCustomer,
  type AdminCustomerList,
  type AdminCustomerRow,
  type CustomerAction,
  type CustomerSearchQuery,
  type DealerApplication,
  type DealerApplicationList,
  type DealerApplicationsQuery,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { actorName, type AdminActor } from '../admin/admin.auth.js';
import { createAdminCustomersRepo, type CustomerRow } from './admin.customers.repo.js';
import { standingOf } from '../admin/admin.administrators.js';
import { createAdminRepo } from '../admin/admin.repo.js';
import { recordAudit, type AuditRecord } from '../audit/admin.audit.js';

const noCustomer = () => notFound('No such customer');
const noApplication = () => notFound('No such dealer application');
const refused = (code: 'APPLICATION_DECIDED' | 'CUSTOMER_ACTION_REFUSED', reason: string) =>
  new AppError(code, reason);

const rowOf = (r: CustomerRow): AdminCustomerRow => ({
  id: r.id,
  email: r.email,
  first_name: r.first_name,
  last_name: r.last_name,
  phone: r.phone,
  created_at: r.created_at,
  ...standingOf(r),
});

type Audit = (r: Omit<AuditRecord, 'actor'>) => void;

export function createAdminCustomers(deps: { db: Db; clock: Clock; mail: MailQueue }) {
  const nowIso = () => deps.clock.now().toISOString();

  /** One write: audited in its transaction; the mail senders are told after it commits. */
  async function write<T>(actor: AdminActor, run: (trx: Db, audit: Audit, now: string) => Promise<T>) {
    const records: AuditRecord[] = [];
    const now = nowIso();
    const result = await deps.db.transaction().execute(async (trx) => {
      const value = await run(trx, (r) => records.push({ ...r, actor: actorName(actor) }), now);
      await recordAudit(trx, records, now);
      return value;
    });
    deps.mail.committed();
    return result;
  }

  async function customerIn(db: Db, id: number): Promise<AdminCustomer> {
    const repo = createAdminCustomersRepo(db);
    const row = await repo.customer(id);
    if (!row) throw noCustomer();
    const [address, subscriber, orders, applications, otherAdministrators, certificate] = await Promise.all([
      db
        .selectFrom('addresses')
        .select(['address_line_1', 'city', 'state_code', 'zip_code', 'country_code'])
        .where('user_id', '=', id)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .limit(1)
        .executeTakeFirst(),
      repo.subscriberOf(id, row.email),
      repo.orders(id, CUSTOMER_ORDERS_SHOWN),
      repo.applicationsOf(id),
      createAdminRepo(db).otherAdministrators(id),
      repo.taxExemptionOf(id),
    ]);
    return {
      ...rowOf(row),
      email_verified_at: row.email_verified_at,
      disabled_at: row.disabled_at,
      address: address ?? null,
      consent: {
        email_consent: row.email_consent === 1,
        sms_consent: row.sms_consent === 1,
        email_consent_at: subscriber?.email_consent_ts ?? null,
        email_opted_out_at: subscriber?.email_opted_out_ts ?? null,
        sms_consent_at: subscriber?.sms_consent_ts ?? null,
        sms_opted_out_at: subscriber?.sms_opted_out_ts ?? null,
      },
      orders: orders.rows.map((o) => ({
        id: o.id,
        order_number: o.order_number ?? `#${o.id}`,
        status: o.status,
        total: centsToDollars(o.total_cents),
        created_at: o.created_at,
      })),
      orderCount: orders.total,
      applications,
      resale_certificate: certificate,
      otherAdministrators,
    };
  }

  /** Decides an open application in `trx`: approval makes the account a dealer; the mail goes with it. */
  async function decide(
    id: number,
    decision: 'approve' | 'decline',
    note: string | null,
    actor: AdminActor,
  ): Promise<DealerApplication> {
    return write(actor, async (trx, audit, now) => {
      const repo = createAdminCustomersRepo(trx);
      const before = await repo.application(id);
      if (!before) throw noApplication();
      const move = decideDealerApplication(before.status, decision);
      if (!move.ok) throw refused('APPLICATION_DECIDED', move.reason);
      const after = await repo.decide(id, {
        status: move.status,
        note,
        by: actor.kind === 'user' ? actor.id : null,
        nowIso: now,
      });
      if (!after) throw refused('APPLICATION_DECIDED', 'This application was decided already');
      audit({
        action: `dealer-application.${decision}`,
        entity: 'dealer-application',
        entityId: String(id),
        before,
        after,
      });
      const account = await repo.customer(before.user_id);
      if (!account) return after;
      if (decision === 'approve') {
        const was = standingOf(account);
        await createAdminRepo(trx).setStanding(account.id, { role: 2, endSessions: false }, now);
        audit({
          action: 'customer.make-dealer',
          entity: 'customer',
          entityId: String(account.id),
          before: was,
          after: { ...was, role: 2, isDealer: true },
        });
        // A resale certificate given with the application goes on file: the dealer pays no tax (decision 075).
        if (after.resale_certificate && after.resale_certificate_state) {
          const certificate = {
            resale_certificate: after.resale_certificate,
            resale_certificate_state: after.resale_certificate_state,
          };
          await repo.setTaxExemption(account.id, certificate);
          audit({
            action: 'customer.tax-exempt',
            entity: 'customer',
            entityId: String(account.id),
            before: null,
            after: certificate,
          });
        }
      }
      const message =
        decision === 'approve'
          ? deps.mail.messages.dealerApproved({ ...after, note })
          : deps.mail.messages.dealerDeclined({ ...after, note: note ?? '' });
      await deps.mail.add(
        trx,
        {
          key: `dealer-application-${decision}:${id}`,
          kind: `dealer-${decision}`,
          to: account.email,
          ...message,
        },
        now,
      );
      return after;
    });
  }

  return {
    async search(query: CustomerSearchQuery): Promise<AdminCustomerList> {
      const size = CUSTOMERS_PAGE_SIZE;
      const { rows, total } = await createAdminCustomersRepo(deps.db).search(
        customerSearchOf(query.q),
        size,
        (query.page - 1) * size,
      );
      return { customers: rows.map(rowOf), total, page: query.page, pageSize: size };
    },

    get: (id: number): Promise<AdminCustomer> => customerIn(deps.db, id),

    /**
     * revoke-dealer, disable, enable, end-sessions or clear-resale-certificate (the account pays tax again);
     * 409 CUSTOMER_ACTION_REFUSED when it does not apply.
     */
    act: async (id: number, action: CustomerAction, actor: AdminActor): Promise<AdminCustomer> => {
      await write(actor, async (trx, audit, now) => {
        const repo = createAdminCustomersRepo(trx);
        const row = await repo.customer(id);
        if (!row) throw noCustomer();
        if (action === 'clear-resale-certificate') {
          const certificate = await repo.taxExemptionOf(id);
          if (!certificate) throw refused('CUSTOMER_ACTION_REFUSED', 'No resale certificate is on file');
          await repo.setTaxExemption(id, null);
          audit({
            action: `customer.${action}`,
            entity: 'customer',
            entityId: String(id),
            before: certificate,
            after: null,
          });
          return;
        }
        const before = standingOf(row);
        const result = applyCustomerAction(before, action);
        if (!result.ok) throw refused('CUSTOMER_ACTION_REFUSED', result.reason);
        const { disabled, ...change } = result.change;
        await createAdminRepo(trx).setStanding(
          id,
          { ...change, ...(disabled !== undefined && { disabled_at: disabled ? now : null }) },
          now,
        );
        const after = standingOf((await repo.customer(id)) ?? row);
        audit({ action: `customer.${action}`, entity: 'customer', entityId: String(id), before, after });
      });
      return customerIn(deps.db, id);
    },

    async applications(query: DealerApplicationsQuery): Promise<DealerApplicationList> {
      const size = DEALER_APPLICATIONS_PAGE_SIZE;
      const { rows, total } = await createAdminCustomersRepo(deps.db).applications(
        query.status,
        size,
        (query.page - 1) * size,
      );
      return { applications: rows, total, page: query.page, pageSize: size };
    },

    application: async (id: number): Promise<DealerApplication> =>
      (await createAdminCustomersRepo(deps.db).application(id)) ?? Promise.reject(noApplication()),

    approve: (id: number, note: string | undefined, actor: AdminActor) =>
      decide(id, 'approve', note || null, actor),
    decline: (id: number, note: string, actor: AdminActor) => decide(id, 'decline', note, actor),
  };
}

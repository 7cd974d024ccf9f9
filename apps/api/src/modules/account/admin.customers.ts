/**
 * Customers and dealers in the back office (decision 050). An administrator finds accounts and opens one (its
 * orders, standing, verified address, consent and dealer applications), revokes dealer status, disables or
 * enables an account and ends all its sessions (a new token version). Each write is one transaction with its
 * audit entries. Dealer applications are decided in modules/dealers (admin.dealer-applications.ts), which puts
 * a resale certificate on file through `putResaleCertificate`.
 *
 * The role reaches a session on every request (auth.session.ts reads the account's row), so a revocation shows
 * at the next page load without signing in again: only disabling ends the sessions.
 */
import {
  CUSTOMER_ORDERS_SHOWN,
  CUSTOMERS_PAGE_SIZE,
  applyCustomerAction,
  centsToDollars,
  customerSearchOf,
  type AdminCustomer,
  type AdminCustomerList,
  type AdminCustomerRow,
  type CustomerAction,
  type CustomerSearchQuery,
  type DealerApplication,
} from '@shop/domain';
import type { Db } from '../../db/database.js';
import { AppError, notFound } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import type { MailQueue } from '../mail/mail.queue.js';
import type { AdminActor } from '../admin/admin.auth.js';
import { defaultAddressIn } from './account.service.js';
import { createAdminCustomersRepo, type CustomerRow } from './admin.customers.repo.js';
import {
  otherAdministrators as administratorsBesides,
  setStanding,
  standingOf,
} from '../admin/admin.administrators.js';
import { auditedMailWrite } from '../audit/admin.audit.js';

const noCustomer = () => notFound('No such customer');
const refused = (code: 'CUSTOMER_ACTION_REFUSED', reason: string) => new AppError(code, reason);

const rowOf = (r: CustomerRow): AdminCustomerRow => ({
  id: r.id,
  email: r.email,
  first_name: r.first_name,
  last_name: r.last_name,
  phone: r.phone,
  created_at: r.created_at,
  ...standingOf(r),
});

/** A resale certificate's number and state, as an application gives it. */
export type ResaleCertificate = { resale_certificate: string; resale_certificate_state: string };

/**
 * Puts a resale certificate on file in `trx`, the caller's transaction (a dealer application's approval): the
 * account pays no tax (decision 075).
 */
export const putResaleCertificate = (
  trx: Db,
  userId: number,
  certificate: ResaleCertificate,
): Promise<void> => createAdminCustomersRepo(trx).setTaxExemption(userId, certificate);

/**
 * The port a customer's page reads the account's dealer applications through (the dealers module's, handed in
 * by the composition root, app-modules.ts: dealers changes accounts through this module, so this one does not import it; decision 069).
 */
export type CustomerApplications = { of(userId: number): Promise<DealerApplication[]> };

export function createAdminCustomers(deps: {
  db: Db;
  clock: Clock;
  mail: MailQueue;
  applications: CustomerApplications;
}) {
  async function customerIn(db: Db, id: number): Promise<AdminCustomer> {
    const repo = createAdminCustomersRepo(db);
    const row = await repo.customer(id);
    if (!row) throw noCustomer();
    const [address, subscriber, orders, applications, otherAdministrators, certificate] = await Promise.all([
      defaultAddressIn(db).of(id),
      repo.subscriberOf(id, row.email),
      repo.orders(id, CUSTOMER_ORDERS_SHOWN),
      deps.applications.of(id),
      administratorsBesides(db, id),
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
      await auditedMailWrite(deps, actor, async (trx, audit, now) => {
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
        await setStanding(
          trx,
          id,
          { ...change, ...(disabled !== undefined && { disabled_at: disabled ? now : null }) },
          now,
        );
        const after = standingOf((await repo.customer(id)) ?? row);
        audit({ action: `customer.${action}`, entity: 'customer', entityId: String(id), before, after });
      });
      return customerIn(deps.db, id);
    },
  };
}

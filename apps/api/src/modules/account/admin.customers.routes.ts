/**
 * /api/admin/customers (decision 050): reads take customers:read, writes customers:write; withdrawing
 * administrator rights is an administrator's session only (decision 062). Every route states its scope in the
 * OpenAPI document, which is also what its guard checks. Dealer applications, under the same scopes, are
 * modules/dealers' (admin.dealer-applications.routes.ts).
 */
import {
  AdminCustomerListSchema,
  AdminCustomerSchema,
  AdminCsrfBodySchema,
  CustomerActionParamsSchema,
  CustomerSearchQuerySchema,
  IdParamSchema,
} from '@shop/domain';
import { Router } from 'express';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { actorName, adminActorOf, guardsOf, type AdminGuard } from '../admin/admin.auth.js';
import { withdrawAdministrator } from '../admin/admin.administrators.js';
import { recordAudit } from '../audit/admin.audit.js';
import {
  adminGuarded as guarded,
  adminInvalid as invalid,
  adminWrites as writes,
} from '../admin/admin.refusals.js';
import { createAdminCustomers, type CustomerApplications } from './admin.customers.js';

const Customer = component('AdminCustomer', AdminCustomerSchema);
const noCustomer = { 404: fails('No such customer (NOT_FOUND)') };

export const adminCustomersTable = defineRoutes('/api', 'admin', {
  customers: {
    method: 'get',
    path: '/admin/customers',
    security: { scope: 'customers:read' },
    summary:
      'Find accounts, the newest first, 25 a page: q with an @ matches anywhere in the email, digits only (4 or more) a phone however it was typed, else every word must start the first name, the last name or the email',
    query: CustomerSearchQuerySchema,
    errors: [],
    responses: {
      200: reply('A page of accounts', component('AdminCustomerList', AdminCustomerListSchema)),
      ...invalid,
      ...guarded,
    },
  },
  customer: {
    method: 'get',
    path: '/admin/customers/:id',
    security: { scope: 'customers:read' },
    summary:
      'One account: its standing (role, dealer, administrator, disabled), verified email, default address, marketing consent with its times, its latest 50 orders and its dealer applications',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The customer', Customer), ...noCustomer, ...invalid, ...guarded },
  },
  customerAction: {
    method: 'post',
    path: '/admin/customers/:id/:action',
    security: { scope: 'customers:write' },
    summary:
      'revoke-dealer (role 1, retail prices at the next page), disable (no sign-in; every session ends), enable, end-sessions (a new token version), or clear-resale-certificate (the account pays sales tax again); audited. 409 CUSTOMER_ACTION_REFUSED when it does not apply (not a dealer, already disabled, an administrator, no certificate on file)',
    params: CustomerActionParamsSchema,
    body: component('AdminCsrfBody', AdminCsrfBodySchema),
    errors: ['NOT_FOUND', 'CUSTOMER_ACTION_REFUSED'],
    responses: {
      200: reply('The customer after the change', Customer),
      409: fails('The action does not apply to this account (CUSTOMER_ACTION_REFUSED)'),
      ...noCustomer,
      ...writes,
    },
  },
  revokeAdministrator: {
    method: 'post',
    path: '/admin/administrators/:id/revoke',
    security: { scope: null },
    summary:
      "Withdraw another administrator's rights (administrator session only; no API key): the account stays a customer, every session of it ends and every API key it made is revoked; audited. 409 ADMIN_REVOKE_REFUSED for one's own rights, the last administrator, or an account that is not one",
    params: IdParamSchema,
    body: component('AdminCsrfBody', AdminCsrfBodySchema),
    errors: ['NOT_FOUND', 'ADMIN_REVOKE_REFUSED'],
    responses: {
      200: reply('The account after the change', Customer),
      409: fails("Not an administrator, one's own rights, or the last administrator (ADMIN_REVOKE_REFUSED)"),
      ...noCustomer,
      ...writes,
    },
  },
});

export type AdminCustomersRouteOptions = {
  db: Db;
  clock: Clock;
  mail: MailQueue;
  guard: AdminGuard;
  /** A customer's dealer applications (modules/dealers' applicationsOfAccounts). */
  applications: CustomerApplications;
};

export function adminCustomersRoutes(opts: AdminCustomersRouteOptions): Router {
  const customers = createAdminCustomers(opts);
  const guardOf = guardsOf(adminCustomersTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminCustomersTable, {
    customers: {
      before: guardOf('customers'),
      handle: async (_req, res, { query }) => {
        res.set(noStore).json(await customers.search(query));
      },
    },
    customer: {
      before: guardOf('customer'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await customers.get(params.id));
      },
    },
    customerAction: {
      before: guardOf('customerAction'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await customers.act(params.id, params.action, adminActorOf(res)));
      },
    },
    revokeAdministrator: {
      before: guardOf('revokeAdministrator'),
      handle: async (_req, res, { params }) => {
        const actor = adminActorOf(res);
        // scope null: the guard lets only an administrator's session through, never a key.
        if (actor.kind !== 'user') throw new Error('admin: a key reached an administrator-only route');
        await withdrawAdministrator(
          opts.db,
          { id: params.id },
          { actor: actorName(actor), accountId: actor.id },
          opts.clock.now().toISOString(),
          recordAudit,
        );
        res.set(noStore).json(await customers.get(params.id));
      },
    },
  });
}

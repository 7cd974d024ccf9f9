/**
 * /api/admin/dealer-applications (decision 050): reads take customers:read, decisions customers:write, as the
 * customers' routes (modules/account/admin.customers.routes.ts), whose table this one follows in the document.
 */
import {
  ApproveDealerBodySchema,
  DealerApplicationListSchema,
  DealerApplicationSchema,
  DealerApplicationsQuerySchema,
  DeclineDealerBodySchema,
  IdParamSchema,
} from '@shop/domain';
import { Router } from 'express';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { adminActorOf, guardsOf, type AdminGuard } from '../admin/admin.auth.js';
import {
  adminGuarded as guarded,
  adminInvalid as invalid,
  adminWrites as writes,
} from '../admin/admin.refusals.js';
import { createAdminDealerApplications } from './admin.dealer-applications.js';

const Application = component('DealerApplication', DealerApplicationSchema);
const noApplication = { 404: fails('No such dealer application (NOT_FOUND)') };
const decided = { 409: fails('The application was approved or declined already (APPLICATION_DECIDED)') };

export const adminDealerApplicationsTable = defineRoutes('/api', 'admin', {
  applications: {
    method: 'get',
    path: '/admin/dealer-applications',
    security: { scope: 'customers:read' },
    summary: 'Dealer applications by status (open by default, or all), the newest first, 25 a page',
    query: DealerApplicationsQuerySchema,
    errors: [],
    responses: {
      200: reply('A page of applications', component('DealerApplicationList', DealerApplicationListSchema)),
      ...invalid,
      ...guarded,
    },
  },
  application: {
    method: 'get',
    path: '/admin/dealer-applications/:id',
    security: { scope: 'customers:read' },
    summary: 'One dealer application',
    params: IdParamSchema,
    errors: ['NOT_FOUND'],
    responses: { 200: reply('The application', Application), ...noApplication, ...invalid, ...guarded },
  },
  approveApplication: {
    method: 'post',
    path: '/admin/dealer-applications/:id/approve',
    security: { scope: 'customers:write' },
    summary:
      'Approve an open application: the account becomes a dealer (role 2, dealer prices at its next page load, no new sign-in) and is mailed, with the note if given; audited',
    params: IdParamSchema,
    body: component('ApproveDealerBody', ApproveDealerBodySchema),
    errors: ['NOT_FOUND', 'APPLICATION_DECIDED'],
    responses: { 200: reply('Approved', Application), ...decided, ...noApplication, ...writes },
  },
  declineApplication: {
    method: 'post',
    path: '/admin/dealer-applications/:id/decline',
    security: { scope: 'customers:write' },
    summary: 'Decline an open application with a note, which is mailed to the applicant; audited',
    params: IdParamSchema,
    body: component('DeclineDealerBody', DeclineDealerBodySchema),
    errors: ['NOT_FOUND', 'APPLICATION_DECIDED'],
    responses: { 200: reply('Declined', Application), ...decided, ...noApplication, ...writes },
  },
});

export type AdminDealerApplicationsRouteOptions = {
  db: Db;
  clock: Clock;
  mail: MailQueue;
  guard: AdminGuard;
};

export function adminDealerApplicationsRoutes(opts: AdminDealerApplicationsRouteOptions): Router {
  const applications = createAdminDealerApplications(opts);
  const guardOf = guardsOf(adminDealerApplicationsTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminDealerApplicationsTable, {
    applications: {
      before: guardOf('applications'),
      handle: async (_req, res, { query }) => {
        res.set(noStore).json(await applications.applications(query));
      },
    },
    application: {
      before: guardOf('application'),
      handle: async (_req, res, { params }) => {
        res.set(noStore).json(await applications.application(params.id));
      },
    },
    approveApplication: {
      before: guardOf('approveApplication'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await applications.approve(params.id, body.note, adminActorOf(res)));
      },
    },
    declineApplication: {
      before: guardOf('declineApplication'),
      handle: async (_req, res, { params, body }) => {
        res.set(noStore).json(await applications.decline(params.id, body.note, adminActorOf(res)));
      },
    },
  });
}

/**
 * /api/dealer-application (decision 050): the "become a dealer" page's application. A signed-in shopper sends
 * business name, tax id (EIN), contact name and phone; the account's own email goes with it. One open
 * application per account (409 APPLICATION_OPEN), none for a dealer (409 ALREADY_DEALER); the page reads the
 * latest application's state. An administrator decides it in the back office (admin.dealer-applications.ts).
 */
import {
  DealerApplicationBodySchema,
  MyDealerApplicationSchema,
  canApplyForDealer,
  type MyDealerApplication,
} from '@shop/domain';
import { Router } from 'express';
import type { Db } from '../../db/database.js';
import { AppError } from '../../lib/app-error.js';
import type { Clock } from '../../lib/clock.js';
import { requireCsrf } from '../../lib/csrf.js';
import {
  component,
  csrfGuardRefusals,
  defineRoutes,
  signedInOnly,
  fails,
  mountRoutes,
  reply,
} from '../../lib/route-table.js';
import { viewerOf } from '../../lib/viewer.js';
import { requireUser } from '../auth/auth.session.js';
import { createDealerApplicationsRepo } from './dealers.applications.repo.js';

const Mine = component('MyDealerApplication', MyDealerApplicationSchema);

export const dealerApplicationTable = defineRoutes('/api', signedInOnly('dealers'), {
  mine: {
    method: 'get',
    path: '/dealer-application',
    summary: "The account's latest dealer application (null when none) and whether the account is a dealer",
    errors: [],
    responses: { 200: reply('State', Mine), 401: fails('No session (SESSION_REQUIRED)') },
  },
  apply: {
    method: 'post',
    path: '/dealer-application',
    summary:
      "Apply for a dealer account with business name, tax id (a 9-digit EIN), contact name, phone and optionally a resale certificate (number and state: tax-exempt once approved); the account's email goes with it",
    body: component('DealerApplicationBody', DealerApplicationBodySchema),
    errors: ['CSRF_TOKEN_INVALID', 'ALREADY_DEALER', 'APPLICATION_OPEN'],
    responses: {
      201: reply('Sent: the new state', Mine),
      400: fails('Invalid body (VALIDATION_FAILED)'),
      401: fails('No session (SESSION_REQUIRED)'),
      409: fails(
        'An application is open already (APPLICATION_OPEN), or the account is a dealer (ALREADY_DEALER)',
      ),
      ...csrfGuardRefusals,
    },
  },
});

export function dealerApplicationRoutes(db: Db, clock: Clock, opts: { secret: string }): Router {
  const repo = createDealerApplicationsRepo(db);
  const stateOf = async (userId: number, isDealer: boolean): Promise<MyDealerApplication> => ({
    isDealer,
    application: (await repo.applicationsOf(userId))[0] ?? null,
  });

  return mountRoutes(Router(), dealerApplicationTable, {
    mine: async (_req, res) => {
      const user = requireUser(res);
      res.set('Cache-Control', 'no-store').json(await stateOf(user.account_id, viewerOf(res).isDealer));
    },
    apply: {
      before: [
        (_req, res, next) => {
          requireUser(res);
          next();
        },
        requireCsrf(opts.secret),
      ],
      handle: async (_req, res, { body }) => {
        const user = requireUser(res);
        const before = await stateOf(user.account_id, user.isDealer);
        if (before.isDealer) throw new AppError('ALREADY_DEALER', 'This account is a dealer account already');
        if (!canApplyForDealer(before))
          throw new AppError('APPLICATION_OPEN', 'Your application is being reviewed: we answer by email');
        const { csrfToken: _csrf, ...fields } = body;
        const made = await repo.insertApplication({
          ...fields,
          resale_certificate: fields.resale_certificate ?? null,
          resale_certificate_state: fields.resale_certificate_state ?? null,
          user_id: user.account_id,
          email: user.email,
          created_at: clock.now().toISOString(),
        });
        if (!made)
          throw new AppError('APPLICATION_OPEN', 'Your application is being reviewed: we answer by email');
        res.status(201).set('Cache-Control', 'no-store').json({ isDealer: false, application: made });
      },
    },
  });
}

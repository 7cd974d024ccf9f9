/**
 * The dealers module (decision 069, the module contract): a dealer's quick order, the applications, and their
 * back office (listed and decided).
 */
import type { RequestHandler } from 'express';
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminGuard } from '../admin/admin.auth.js';
import type { CartService } from '../cart/cart.service.js';
import type { MailQueue } from '../mail/mail.queue.js';
import {
  adminDealerApplicationsRoutes,
  adminDealerApplicationsTable,
} from './admin.dealer-applications.routes.js';
import { dealerApplicationRoutes, dealerApplicationTable } from './dealers.applications.js';
import { createDealersRepo } from './dealers.repo.js';
import { dealersRoutes, dealersTable } from './dealers.routes.js';

export const dealersModule = defineModule({
  name: 'dealers',
  // The back office's table first: the OpenAPI document lists tables module by module, and these paths followed
  // the customers' (account's, the module before) when one table held both.
  mounts: {
    adminApplications: at(adminDealerApplicationsTable, 'admin'),
    dealers: at(dealersTable),
    applications: at(dealerApplicationTable),
  },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'production'> & {
      cart: CartService;
      /** The cart's limit of new carts per client address (cart.create-limit.ts). */
      createLimit: RequestHandler;
      mail: MailQueue;
      guard: AdminGuard;
      config: Pick<Config, 'jwtSecret'>;
    },
  ) => ({
    service: null,
    routers: {
      dealers: dealersRoutes(createDealersRepo(deps.db), deps.cart, {
        production: deps.production,
        createLimit: deps.createLimit,
      }),
      applications: dealerApplicationRoutes(deps.db, deps.clock, { secret: deps.config.jwtSecret }),
      adminApplications: adminDealerApplicationsRoutes({
        db: deps.db,
        clock: deps.clock,
        mail: deps.mail,
        guard: deps.guard,
      }),
    },
  }),
});

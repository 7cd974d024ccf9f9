/** The orders module (decision 069, the module contract): a buyer's orders, and the back office's. */
import type { Config } from '../../config.js';
import type { PaymentProvider } from '../../lib/payment-provider.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminGuard } from '../admin/admin.auth.js';
import type { MailQueue } from '../mail/mail.queue.js';
import { adminOrdersRoutes, adminOrdersTable } from './admin.orders.routes.js';
import { createBuyerOrders } from './orders.buyer.js';
import { createFulfilment } from './orders.fulfilment.js';
import { createOrdersRepo } from './orders.repo.js';
import { ordersRoutes, ordersTable } from './orders.routes.js';
import { createOrdersService } from './orders.service.js';

export const ordersModule = defineModule({
  name: 'orders',
  mounts: { orders: at(ordersTable), adminOrders: at(adminOrdersTable, 'admin') },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'changes' | 'rateLimits'> & {
      mail: MailQueue;
      payments: PaymentProvider;
      guard: AdminGuard;
      config: Pick<Config, 'jwtSecret' | 'orderLookupRateLimit'>;
    },
  ) => {
    const { db, clock, changes, mail, payments } = deps;
    const repo = createOrdersRepo(db);
    const orders = createOrdersService(repo);
    const buyer = createBuyerOrders({ db, clock });
    const fulfilment = createFulfilment({ db, clock, mail });
    return {
      service: { orders, buyer },
      routers: {
        orders: ordersRoutes(orders, buyer, {
          secret: deps.config.jwtSecret,
          lookupRateLimit: deps.config.orderLookupRateLimit,
          rateLimits: deps.rateLimits,
        }),
        adminOrders: adminOrdersRoutes({ db, clock, changes, mail, payments, fulfilment, guard: deps.guard }),
      },
    };
  },
});

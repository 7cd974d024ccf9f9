/** The dealers module (decision 069, the module contract): a dealer's quick order and the applications. */
import type { RequestHandler } from 'express';
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { CartService } from '../cart/cart.service.js';
import { dealerApplicationRoutes, dealerApplicationTable } from './dealers.applications.js';
import { createDealersRepo } from './dealers.repo.js';
import { dealersRoutes, dealersTable } from './dealers.routes.js';

export const dealersModule = defineModule({
  name: 'dealers',
  mounts: { dealers: at(dealersTable), applications: at(dealerApplicationTable) },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'production'> & {
      cart: CartService;
      /** The cart's limit of new carts per client address (cart.create-limit.ts). */
      createLimit: RequestHandler;
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
    },
  }),
});

/** The cart module (decision 069, the module contract): carts, their pricing and stock checks. */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { createCatalogExtras } from '../catalog/catalog.extras.js';
import { cartCreationLimiter } from './cart.create-limit.js';
import { createCartRepo } from './cart.repo.js';
import { cartRoutes, cartTable } from './cart.routes.js';
import { createCartService } from './cart.service.js';

type CartDeps = Parameters<typeof createCartService>[0];

export const cartModule = defineModule({
  name: 'cart',
  mounts: { cart: at(cartTable) },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'changes' | 'rateLimits' | 'production'> &
      Pick<CartDeps, 'catalog' | 'sales' | 'shippingRules'> & {
        config: Pick<Config, 'responseCacheTtlMs' | 'productExtrasEntries' | 'cartCreateRateLimit'>;
      },
  ) => {
    const { db, clock, changes, config } = deps;
    const cart = createCartService({
      db,
      repo: createCartRepo(db),
      catalog: deps.catalog,
      sales: deps.sales,
      extras: createCatalogExtras({
        changes,
        ttlMs: config.responseCacheTtlMs,
        maxEntries: config.productExtrasEntries,
      }),
      clock,
      shippingRules: deps.shippingRules,
    });
    // New carts per client address (decision 061): the cart's writes and a dealer's quick order.
    const createLimit = cartCreationLimiter(deps.rateLimits, cart, config.cartCreateRateLimit);
    return {
      service: { cart, createLimit },
      routers: { cart: cartRoutes(cart, { production: deps.production, createLimit }) },
    };
  },
});

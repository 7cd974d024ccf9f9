/** The push module (decision 069, the module contract): web push subscriptions. */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { createPushRepo } from './push.repo.js';
import { pushRoutes, pushTable } from './push.routes.js';
import { storedVapidKeys } from './push.vapid.js';

export const pushModule = defineModule({
  name: 'push',
  mounts: { push: at(pushTable) },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'rateLimits'> & {
      config: Pick<Config, 'marketingRateLimit' | 'vapidPath'>;
    },
  ) => {
    const { db, config } = deps;
    // Read from the store once per app; a failed read is tried again on the next request.
    let vapidPublicKey: Promise<string> | null = null;
    const publicKey = () =>
      (vapidPublicKey ??= storedVapidKeys(db, { legacyFile: config.vapidPath }).then(
        ({ keys }) => keys.publicKey,
        (err: unknown) => {
          vapidPublicKey = null;
          throw err;
        },
      ));
    return {
      service: null,
      routers: {
        push: pushRoutes(createPushRepo(db), deps.clock, {
          rateLimit: config.marketingRateLimit,
          rateLimits: deps.rateLimits,
          publicKey,
        }),
      },
    };
  },
});

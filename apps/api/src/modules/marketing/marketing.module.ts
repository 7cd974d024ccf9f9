/** The marketing module (decision 069, the module contract): sign-ups, consents, and the subscribers' back office. */
import type { SiteInfo } from '@shop/domain';
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminGuard } from '../admin/admin.auth.js';
import type { MailQueue } from '../mail/mail.queue.js';
import {
  adminSubscribersRoutes,
  adminSubscribersTable,
  webPushDelivery,
  type PushDelivery,
} from './admin.subscribers.routes.js';
import { ONE_CLICK_UNSUBSCRIBE_PATH } from './marketing.links.js';
import { createMarketingRepo } from './marketing.repo.js';
import { marketingRoutes, marketingTable } from './marketing.routes.js';
import { createMarketingService } from './marketing.service.js';

export const marketingModule = defineModule({
  name: 'marketing',
  mounts: { marketing: at(marketingTable), adminSubscribers: at(adminSubscribersTable, 'admin') },
  // RFC 8058: mail clients post List-Unsubscribe=One-Click form-encoded (the body is not read).
  bodyTypes: { [ONE_CLICK_UNSUBSCRIBE_PATH]: ['application/x-www-form-urlencoded'] },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'rateLimits'> & {
      mail: MailQueue;
      site: () => SiteInfo;
      guard: AdminGuard;
      /** How the back office sends web push; the store's VAPID keys and DNS when not given (tests fake it). */
      push?: PushDelivery | undefined;
      config: Pick<Config, 'jwtSecret' | 'marketingRateLimit' | 'vapidPath'>;
    },
  ) => {
    const { db, clock, config } = deps;
    const marketing = createMarketingService({
      db,
      repo: createMarketingRepo(db),
      clock,
      mail: deps.mail,
      secret: config.jwtSecret,
    });
    return {
      service: marketing,
      routers: {
        marketing: marketingRoutes(marketing, {
          rateLimit: config.marketingRateLimit,
          rateLimits: deps.rateLimits,
          site: deps.site,
        }),
        adminSubscribers: adminSubscribersRoutes({
          db,
          clock,
          guard: deps.guard,
          push: deps.push ?? webPushDelivery(db, config.vapidPath),
        }),
      },
    };
  },
});

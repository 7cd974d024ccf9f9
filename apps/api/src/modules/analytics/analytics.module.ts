/** The analytics module (decision 069, the module contract): the anonymous events. */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { createAnalyticsRepo } from './analytics.repo.js';
import { analyticsRoutes, analyticsTable } from './analytics.routes.js';
import { createAnalyticsService } from './analytics.service.js';

export const analyticsModule = defineModule({
  name: 'analytics',
  mounts: { analytics: at(analyticsTable) },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'clock' | 'rateLimits'> & {
      config: Pick<Config, 'anonymousEvents' | 'eventsPerIpPerDay'>;
    },
  ) => {
    const analytics = createAnalyticsService(
      createAnalyticsRepo(deps.db),
      deps.clock,
      deps.config.anonymousEvents,
    );
    return {
      service: analytics,
      routers: {
        analytics: analyticsRoutes(analytics, {
          eventsPerIpPerDay: deps.config.eventsPerIpPerDay,
          rateLimits: deps.rateLimits,
        }),
      },
    };
  },
});

/** The health module (decision 069, the module contract): liveness. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { healthRoutes, healthTable } from './health.routes.js';

export const healthModule = defineModule({
  name: 'health',
  mounts: { health: at(healthTable) },
  create: ({ db, clock }: Pick<ModuleInfra, 'db' | 'clock'>) => ({
    service: null,
    routers: { health: healthRoutes(db, clock) },
  }),
});

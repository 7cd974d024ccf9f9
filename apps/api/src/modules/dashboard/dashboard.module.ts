/** The dashboard module (decision 069, the module contract): the back office's first screen. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminGuard } from '../admin/admin.auth.js';
import { adminDashboardRoutes, adminDashboardTable } from './admin.dashboard.routes.js';

export const dashboardModule = defineModule({
  name: 'dashboard',
  mounts: { adminDashboard: at(adminDashboardTable, 'admin') },
  create: (deps: Pick<ModuleInfra, 'db' | 'clock'> & { guard: AdminGuard }) => ({
    service: null,
    routers: { adminDashboard: adminDashboardRoutes({ db: deps.db, clock: deps.clock, guard: deps.guard }) },
  }),
});

/** The sales module (decision 069, the module contract): the active sale and its back office. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminSalesRoutes, adminSalesTable } from './admin.sales.routes.js';
import { createSalesRepo } from './sales.repo.js';
import { salesRoutes, salesTable } from './sales.routes.js';
import { createSalesService } from './sales.service.js';

export const salesModule = defineModule({
  name: 'sales',
  mounts: { sales: at(salesTable), adminSales: at(adminSalesTable, 'admin') },
  create: (deps: Pick<ModuleInfra, 'readDb' | 'clock' | 'changes'> & { admin: AdminWriteRouteOptions }) => {
    const sales = createSalesService(createSalesRepo(deps.readDb), deps.clock, deps.changes);
    return {
      service: sales,
      routers: { sales: salesRoutes(sales), adminSales: adminSalesRoutes(deps.admin) },
    };
  },
});

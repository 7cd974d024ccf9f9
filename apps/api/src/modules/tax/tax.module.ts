/** The tax module (decision 069, the module contract): the rates, checkout's calculator, the back office. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminTaxRoutes, adminTaxTable } from './admin.tax.routes.js';
import { createTableTaxCalculator } from './tax.calculator.js';
import { createTaxRepo } from './tax.repo.js';
import { taxRoutes, taxTable } from './tax.routes.js';

export const taxModule = defineModule({
  name: 'tax',
  mounts: { tax: at(taxTable), adminTax: at(adminTaxTable, 'admin') },
  create: (deps: Pick<ModuleInfra, 'db' | 'readDb'> & { admin: AdminWriteRouteOptions }) => ({
    service: createTableTaxCalculator(deps.db),
    routers: { tax: taxRoutes(createTaxRepo(deps.readDb)), adminTax: adminTaxRoutes(deps.admin) },
  }),
});

/** The audit module (decision 069, the module contract): the back office's audit log. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminGuard } from '../admin/admin.auth.js';
import { adminAuditRoutes, adminAuditTable } from './admin.audit.routes.js';

export const auditModule = defineModule({
  name: 'audit',
  mounts: { adminAudit: at(adminAuditTable, 'admin') },
  create: (deps: Pick<ModuleInfra, 'db'> & { guard: AdminGuard }) => ({
    service: null,
    routers: { adminAudit: adminAuditRoutes({ db: deps.db, guard: deps.guard }) },
  }),
});

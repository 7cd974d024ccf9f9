/** The API keys module (decision 069, the module contract): the back office's keys. */
import { at, defineModule } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminApiKeysRoutes, adminApiKeysTable } from './admin.api-keys.routes.js';

export const apiKeysModule = defineModule({
  name: 'api-keys',
  mounts: { adminApiKeys: at(adminApiKeysTable, 'admin') },
  create: (deps: { admin: AdminWriteRouteOptions }) => ({
    service: null,
    routers: { adminApiKeys: adminApiKeysRoutes(deps.admin) },
  }),
});

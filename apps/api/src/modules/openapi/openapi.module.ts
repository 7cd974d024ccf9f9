/** The OpenAPI module (decision 064; decision 069, the module contract): the document of the mounted tables. */
import { at, defineModule } from '../../lib/shop-module.js';
import type { RouteTable } from '../../lib/route-table.js';
import { openApiRoutes, openApiTable } from './openapi.routes.js';

export const openApiModule = defineModule({
  name: 'openapi',
  mounts: { openApi: at(openApiTable) },
  create: (deps: { tables: readonly RouteTable[] }) => ({
    service: null,
    routers: { openApi: openApiRoutes(deps.tables) },
  }),
});

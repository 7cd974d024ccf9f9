/** The menu module (decision 069, the module contract): the storefront's menu and its back office. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import type { MenuProducts } from './admin.menu.js';
import { adminMenuRoutes, adminMenuTable } from './admin.menu.routes.js';
import { createMenuRepo } from './menu.repo.js';
import { menuRoutes, menuTable } from './menu.routes.js';
import { createMenuService } from './menu.service.js';

export const menuModule = defineModule({
  name: 'menu',
  mounts: { menu: at(menuTable), adminMenu: at(adminMenuTable, 'admin') },
  create: (deps: Pick<ModuleInfra, 'readDb'> & { admin: AdminWriteRouteOptions; products: MenuProducts }) => {
    const menu = createMenuService(createMenuRepo(deps.readDb));
    return {
      service: menu,
      routers: {
        menu: menuRoutes(menu),
        adminMenu: adminMenuRoutes({ ...deps.admin, products: deps.products }),
      },
    };
  },
});

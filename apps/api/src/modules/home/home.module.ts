/** The home module (decision 069, the module contract): the home page as data and its back office. */
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import type { HomePictures } from './admin.home.js';
import { adminHomeRoutes, adminHomeTable } from './admin.home.routes.js';
import { createHomeRepo } from './home.repo.js';
import { homeRoutes, homeTable } from './home.routes.js';
import { createHomeService } from './home.service.js';

export const homeModule = defineModule({
  name: 'home',
  mounts: { home: at(homeTable), adminHome: at(adminHomeTable, 'admin') },
  create: (
    deps: Pick<ModuleInfra, 'readDb' | 'clock'> & { admin: AdminWriteRouteOptions; pictures: HomePictures },
  ) => {
    const home = createHomeService(createHomeRepo(deps.readDb), deps.clock);
    return {
      service: home,
      routers: {
        home: homeRoutes(home),
        adminHome: adminHomeRoutes({ ...deps.admin, pictures: deps.pictures }),
      },
    };
  },
});

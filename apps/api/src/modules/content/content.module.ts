/** The content module (decision 069, the module contract): the content pages in Markdown (decision 081). */
import type { SiteInfo } from '@shop/domain';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminContentRoutes, adminContentTable } from './admin.content.routes.js';
import { createContentRepo } from './content.repo.js';
import { contentRoutes, contentTable } from './content.routes.js';
import { createContentService } from './content.service.js';

export const contentModule = defineModule({
  name: 'content',
  mounts: { content: at(contentTable), adminContent: at(adminContentTable, 'admin') },
  create: (deps: Pick<ModuleInfra, 'readDb'> & { admin: AdminWriteRouteOptions; site: () => SiteInfo }) => {
    const content = createContentService(createContentRepo(deps.readDb), deps.site);
    return {
      service: content,
      routers: {
        content: contentRoutes(content),
        adminContent: adminContentRoutes({ ...deps.admin, site: deps.site }),
      },
    };
  },
});

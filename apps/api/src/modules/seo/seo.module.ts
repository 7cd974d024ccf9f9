/** The SEO module (decision 069, the module contract): sitemaps and robots.txt. */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { createSeoRepo } from './seo.repo.js';
import { seoRoutes, seoTable, type SitemapPages } from './seo.routes.js';

export const seoModule = defineModule({
  name: 'seo',
  mounts: { seo: at(seoTable, 'site') },
  create: (deps: Pick<ModuleInfra, 'db'> & { pages: SitemapPages; config: Pick<Config, 'publicUrl'> }) => ({
    service: null,
    routers: {
      seo: seoRoutes(createSeoRepo(deps.db), { publicUrl: deps.config.publicUrl, pages: deps.pages }),
    },
  }),
});

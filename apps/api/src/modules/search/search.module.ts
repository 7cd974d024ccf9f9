/** The search module (decision 069, the module contract): the storefront's product search. */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { createSearchRepo } from './search.repo.js';
import { searchRoutes, searchTable } from './search.routes.js';
import { createSearchService, type SearchCards } from './search.service.js';

export const searchModule = defineModule({
  name: 'search',
  mounts: { search: at(searchTable) },
  create: (
    deps: Pick<ModuleInfra, 'readDb'> & { cards: SearchCards; config: Pick<Config, 'searchCacheEntries'> },
  ) => {
    const entries = deps.config.searchCacheEntries;
    const search = createSearchService(createSearchRepo(deps.readDb, { prefixTerms: entries }), deps.cards, {
      cacheEntries: entries,
    });
    return { service: search, routers: { search: searchRoutes(search) } };
  },
});

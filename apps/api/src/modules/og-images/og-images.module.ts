/** The link previews module (decision 063; decision 069, the module contract). */
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import { ogImageRoutes, ogImagesTable } from './og-images.routes.js';

export const ogImagesModule = defineModule({
  name: 'og-images',
  // Before the stored pictures (images, reviews): /img/og/... is none of theirs.
  mounts: { ogImages: at(ogImagesTable, 'files') },
  create: (
    deps: Pick<ModuleInfra, 'db'> & {
      /** The merchant's uploaded logo (decision 080), the shop's own picture when there is one. */
      siteLogo: () => Promise<string | null>;
      config: Pick<Config, 'webDistDir'>;
    },
  ) => ({
    service: null,
    routers: {
      ogImages: ogImageRoutes(deps.db, { webDistDir: deps.config.webDistDir, siteLogo: deps.siteLogo }),
    },
  }),
});

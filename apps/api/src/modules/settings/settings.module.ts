/** The settings module (decision 069, the module contract): the shop's settings (decision 080). */
import { defaultShopSettings, siteOfSettings } from '@shop/domain';
import type { Config } from '../../config.js';
import { at, defineModule, type ModuleInfra } from '../../lib/shop-module.js';
import type { AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminSettingsRoutes, adminSettingsTable } from './admin.settings.routes.js';
import { settingsRoutes, settingsTable } from './settings.routes.js';
import { createSettingsService } from './settings.service.js';

export const settingsModule = defineModule({
  name: 'settings',
  mounts: { settings: at(settingsTable), adminSettings: at(adminSettingsTable, 'admin') },
  create: (
    deps: Pick<ModuleInfra, 'db' | 'changes'> & {
      admin: AdminWriteRouteOptions;
      config: Pick<Config, 'site' | 'shopOrderEmail'>;
    },
  ) => {
    // The environment's name, contact and SHOP_ORDER_EMAIL are only the first values; the merchant changes
    // them in /admin/settings.
    const defaults = defaultShopSettings(deps.config.site, deps.config.shopOrderEmail);
    const settings = createSettingsService({ db: deps.db, changes: deps.changes, defaults });
    return {
      service: {
        settings,
        /** The shop's identity as the settings say now. */
        site: () => siteOfSettings(settings.current()),
      },
      routers: {
        settings: settingsRoutes(settings),
        adminSettings: adminSettingsRoutes({ ...deps.admin, defaults }),
      },
    };
  },
});

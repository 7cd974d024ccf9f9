/**
 * GET /api/settings (decision 080): the shop's identity and shipping rules for the storefront, cached like
 * the other public reads (lib/response-cache.ts) and embedded in every page's index.html (a layout read), so
 * the first render has them with no round trip. Emptied by every back-office write (the 'catalog' topic).
 */
import { publicShopSettings, PublicShopSettingsSchema } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import type { SettingsService } from './settings.service.js';

export const settingsTable = defineRoutes('/api', 'settings', {
  settings: {
    method: 'get',
    path: '/settings',
    summary:
      "The shop's name, logo, favicon, accent colour, contact, support hours, social links and shipping rules",
    errors: [],
    responses: {
      200: reply('The settings', component('PublicShopSettings', PublicShopSettingsSchema)),
    },
  },
});

export function settingsRoutes(settings: SettingsService): Router {
  return mountRoutes(Router(), settingsTable, {
    settings: async (_req, res) => {
      res.json(publicShopSettings(await settings.read()));
    },
  });
}

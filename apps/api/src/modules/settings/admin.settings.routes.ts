/**
 * /api/admin/settings (decision 080): the shop's identity, shipping rules and order address. Reading takes
 * settings:read, writing settings:write; every write is audited. The logo and favicon are uploaded as the
 * other editors' pictures are (POST /api/admin/settings/pictures, modules/images/admin.pictures.routes.ts).
 */
import { PutShopSettingsBodySchema, ShopSettingsSchema, type ShopSettings } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import { adminActorOf, guardsOf, type AdminWriteRouteOptions } from '../admin/admin.auth.js';
import { adminGuarded as guarded, adminWrites as writes } from '../admin/admin.refusals.js';
import { createAdminSettings } from './admin.settings.js';

const Settings = component('ShopSettings', ShopSettingsSchema);

export const adminSettingsTable = defineRoutes('/api', 'admin', {
  shopSettings: {
    method: 'get',
    path: '/admin/settings',
    security: { scope: 'settings:read' },
    summary: "The shop's identity, shipping rules and order address",
    errors: [],
    responses: { 200: reply('The settings', Settings), ...guarded },
  },
  putShopSettings: {
    method: 'put',
    path: '/admin/settings',
    security: { scope: 'settings:write' },
    summary:
      "Replace the shop's settings (an accent colour is refused unless a white or black label on it reaches 4.5:1 and it reaches 3:1 on both themes' pages); shown at once on every node; audited (settings.update)",
    body: component('PutShopSettingsBody', PutShopSettingsBodySchema),
    errors: [],
    responses: { 200: reply('The settings', Settings), ...writes },
  },
});

export function adminSettingsRoutes(opts: AdminWriteRouteOptions & { defaults: ShopSettings }): Router {
  const settings = createAdminSettings(opts);
  const guardOf = guardsOf(adminSettingsTable, opts.guard);
  const noStore = { 'Cache-Control': 'no-store' };

  return mountRoutes(Router(), adminSettingsTable, {
    shopSettings: {
      before: guardOf('shopSettings'),
      handle: async (_req, res) => {
        res.set(noStore).json(await settings.get());
      },
    },
    putShopSettings: {
      before: guardOf('putShopSettings'),
      handle: async (_req, res, { body }) => {
        const { csrfToken: _csrf, ...document } = body;
        res.set(noStore).json(await settings.put(document, adminActorOf(res)));
      },
    },
  });
}

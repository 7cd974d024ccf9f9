import { MenuResponseSchema } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import type { MenuService } from './menu.service.js';

export const menuTable = defineRoutes('/api', 'menu', {
  menu: {
    method: 'get',
    path: '/menu',
    summary: 'The header menu',
    errors: [],
    responses: { 200: reply('The menu', component('MenuResponse', MenuResponseSchema)) },
  },
});

export function menuRoutes(menu: MenuService): Router {
  return mountRoutes(Router(), menuTable, {
    menu: async (_req, res) => {
      res.json(await menu.getMenu());
    },
  });
}

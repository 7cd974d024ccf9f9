import { HomeResponseSchema } from '@shop/domain';
import { Router } from 'express';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';
import type { HomeService } from './home.service.js';

export const homeTable = defineRoutes('/api', 'home', {
  home: {
    method: 'get',
    path: '/home',
    summary:
      "The home page's hero slides shown now, its category tiles, the announcement bar (null while off) and the footer's link groups",
    errors: [],
    responses: {
      200: reply('What the home and the footer show', component('HomeResponse', HomeResponseSchema)),
    },
  },
});

export function homeRoutes(home: HomeService): Router {
  return mountRoutes(Router(), homeTable, {
    home: async (_req, res) => {
      res.json(await home.getHome());
    },
  });
}

import { Router } from 'express';
import type { MenuService } from './menu.service.js';

export function menuRoutes(menu: MenuService): Router {
  const router = Router();
  router.get('/menu', (_req, res) => {
    res.json(menu.getMenu());
  });
  return router;
}

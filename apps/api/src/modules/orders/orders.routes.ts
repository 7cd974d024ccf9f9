import { Router } from 'express';
import { z } from 'zod';
import { validateParams } from '../../lib/validate.js';
import type { OrdersService } from './orders.service.js';

const ConfirmationParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/) });

export function ordersRoutes(orders: OrdersService): Router {
  const router = Router();
  /** The confirmation page: only with the unguessable token the checkout answered with. */
  router.get('/orders/confirmation/:token', (req, res) => {
    const { token } = validateParams(ConfirmationParamsSchema, req.params);
    res.set('Cache-Control', 'no-store').json(orders.byConfirmationToken(token));
  });
  return router;
}

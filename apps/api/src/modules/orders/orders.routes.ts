import { OrderSchema } from '@shop/domain';
import { Router } from 'express';
import { z } from 'zod';
import { component, defineRoutes, fails, mountRoutes, reply } from '../../lib/route-table.js';
import type { OrdersService } from './orders.service.js';

const ConfirmationParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43,128}$/) });

export const ordersTable = defineRoutes('/api', 'orders', {
  /** The confirmation page: only with the unguessable token the checkout answered with. */
  confirmation: {
    method: 'get',
    path: '/orders/confirmation/:token',
    summary: 'The order for the confirmation page, by the token the checkout answered with',
    params: ConfirmationParamsSchema,
    responses: {
      200: reply('The order', component('Order', OrderSchema)),
      400: fails('Malformed token (VALIDATION_FAILED)'),
      404: fails('No such order (NOT_FOUND)'),
    },
  },
});

export function ordersRoutes(orders: OrdersService): Router {
  return mountRoutes(Router(), ordersTable, {
    confirmation: async (_req, res, { params }) => {
      res.set('Cache-Control', 'no-store').json(await orders.byConfirmationToken(params.token));
    },
  });
}

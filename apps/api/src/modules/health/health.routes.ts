import { HealthResponseSchema } from '@shop/domain';
import { Router } from 'express';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';

export const healthTable = defineRoutes('/api', 'health', {
  liveness: {
    method: 'get',
    path: '/health',
    summary: 'Liveness',
    responses: { 200: reply('OK', component('HealthResponse', HealthResponseSchema)) },
  },
});

export function healthRoutes(db: Db, clock: Clock): Router {
  const ping = db.prepare('SELECT 1').pluck();
  return mountRoutes(Router(), healthTable, {
    liveness: (_req, res) => {
      ping.get();
      res.set('Cache-Control', 'no-store').json({ status: 'ok', time: clock.now().toISOString() });
    },
  });
}

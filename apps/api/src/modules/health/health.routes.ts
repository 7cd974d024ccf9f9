import { HealthResponseSchema } from '@shop/domain';
import { Router } from 'express';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import { component, defineRoutes, mountRoutes, reply } from '../../lib/route-table.js';

export const healthTable = defineRoutes('/api', 'health', {
  liveness: {
    method: 'get',
    path: '/health',
    summary: 'Liveness',
    errors: [],
    responses: { 200: reply('OK', component('HealthResponse', HealthResponseSchema)) },
  },
});

export function healthRoutes(db: Db, clock: Clock): Router {
  return mountRoutes(Router(), healthTable, {
    liveness: async (_req, res) => {
      // The database answers (a failure is a 500 through the error handler).
      await sql`SELECT 1`.execute(db);
      res.set('Cache-Control', 'no-store').json({ status: 'ok', time: clock.now().toISOString() });
    },
  });
}

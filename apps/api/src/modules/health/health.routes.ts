import { Router } from 'express';
import type { Db } from '../../db/connection.js';
import type { Clock } from '../../lib/clock.js';

export function healthRoutes(db: Db, clock: Clock): Router {
  const router = Router();
  const ping = db.prepare('SELECT 1').pluck();
  router.get('/health', (_req, res) => {
    ping.get();
    res.set('Cache-Control', 'no-store').json({ status: 'ok', time: clock.now().toISOString() });
  });
  return router;
}

/** The admin fuzz (test/admin-fuzz.ts) against the dashboard: any query string, never a 5xx. */
import { describe } from 'vitest';
import { fuzzAdminRoutes } from '../../test/admin-fuzz.js';
import { adminDashboardTable } from './admin.dashboard.routes.js';

describe('fuzz as an administrator: the dashboard', () => {
  fuzzAdminRoutes({
    tables: [adminDashboardTable],
    keys: ['from', 'to', 'days', 'status', 'page'],
  });
});

/** The admin fuzz (test/admin-fuzz.ts) against every customers, dealer applications, subscribers and push route. */
import { describe } from 'vitest';
import { fuzzAdminRoutes } from '../../test/admin-fuzz.js';
import { adminCustomersTable } from './admin.customers.routes.js';
import { adminDealerApplicationsTable } from '../dealers/admin.dealer-applications.routes.js';
import { adminSubscribersTable } from '../marketing/admin.subscribers.routes.js';

describe('fuzz as an administrator: customers, dealer applications, subscribers and push', () => {
  fuzzAdminRoutes({
    tables: [adminCustomersTable, adminDealerApplicationsTable, adminSubscribersTable],
    keys: ['q', 'page', 'status', 'consent', 'note', 'title', 'body', 'url', 'expectedSubscriptions'],
    segments: ['disable', 'enable', 'revoke-dealer', 'end-sessions', 'approve', 'decline', 'export.csv'],
    app: {
      // No notification leaves the test: the push service refuses every one.
      push: {
        transport: () =>
          Promise.resolve(() => Promise.reject(Object.assign(new Error('refused'), { statusCode: 500 }))),
        resolve: () => Promise.resolve([{ address: '142.250.74.106', family: 4 }]),
      },
    },
  });
});

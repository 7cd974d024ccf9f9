/** Test data and msw handlers for the customers and dealer applications screens (tests only). */
import { http, HttpResponse } from 'msw';
import type { AdminCustomer, AdminCustomerRow, DealerApplication } from '@shop/domain';
import { server } from '../../../test/server';
import { recorder } from '../../admin/admin-test-helpers';

export function buildCustomerRow(overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow {
  return {
    id: 12,
    email: 'marisol@example.com',
    first_name: 'Marisol',
    last_name: 'Quintero',
    phone: '5558675309',
    role: 1,
    isDealer: false,
    isAdmin: false,
    disabled: false,
    created_at: '2026-01-05T15:30:00.000Z',
    ...overrides,
  };
}

export function buildApplication(overrides: Partial<DealerApplication> = {}): DealerApplication {
  return {
    id: 5,
    user_id: 12,
    email: 'marisol@example.com',
    business_name: 'Bass Cave Installs',
    tax_id: '12-3456789',
    contact_name: 'Marisol Quintero',
    phone: '5552013344',
    resale_certificate: null,
    resale_certificate_state: null,
    status: 'open',
    note: null,
    created_at: '2026-02-01T15:30:00.000Z',
    decided_at: null,
    ...overrides,
  };
}

export function buildCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return {
    ...buildCustomerRow(),
    email_verified_at: '2026-01-05T16:00:00.000Z',
    disabled_at: null,
    address: {
      address_line_1: '1 Bass Way',
      city: 'Tampa',
      state_code: 'FL',
      zip_code: '33601',
      country_code: 'US',
    },
    consent: {
      email_consent: true,
      sms_consent: false,
      email_consent_at: '2026-01-06T10:00:00.000Z',
      email_opted_out_at: null,
      sms_consent_at: null,
      sms_opted_out_at: null,
    },
    orders: [
      {
        id: 301,
        order_number: 'SA-100301',
        status: 'shipped',
        total: 349.99,
        created_at: '2026-02-10T12:00:00.000Z',
      },
    ],
    orderCount: 1,
    applications: [buildApplication()],
    resale_certificate: null,
    otherAdministrators: 1,
    ...overrides,
  };
}

/** Serves the customer search, one customer (changed by its actions) and the applications (decided by posts). */
export function serveCustomers(
  customers: AdminCustomerRow[] = [buildCustomerRow()],
  customer: AdminCustomer = buildCustomer(),
  applications: DealerApplication[] = [buildApplication()],
) {
  const { seen, record } = recorder();
  let current = customer;
  let apps = [...applications];
  server.use(
    http.get('/api/admin/customers', async ({ request }) => {
      await record(request);
      return HttpResponse.json({ customers, total: customers.length, page: 1, pageSize: 25 });
    }),
    http.get('/api/admin/customers/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(current);
    }),
    http.post('/api/admin/customers/:id/:action', async ({ request, params }) => {
      await record(request);
      if (params.action === 'disable')
        current = { ...current, disabled: true, disabled_at: '2026-03-01T15:00:00.000Z' };
      if (params.action === 'revoke-dealer') current = { ...current, role: 1, isDealer: false };
      return HttpResponse.json(current);
    }),
    http.post('/api/admin/administrators/:id/revoke', async ({ request }) => {
      await record(request);
      current = { ...current, isAdmin: false };
      return HttpResponse.json(current);
    }),
    http.get('/api/admin/dealer-applications', async ({ request }) => {
      await record(request);
      const status = new URL(request.url).searchParams.get('status') ?? 'open';
      const shown = apps.filter((a) => status === 'all' || a.status === status);
      return HttpResponse.json({ applications: shown, total: shown.length, page: 1, pageSize: 25 });
    }),
    http.post('/api/admin/dealer-applications/:id/:decision', async ({ request, params }) => {
      const body = await record(request);
      const id = Number(params.id);
      const status = params.decision === 'approve' ? 'approved' : 'declined';
      apps = apps.map((a) =>
        a.id === id ? { ...a, status, note: (body.note as string | undefined) ?? null } : a,
      );
      return HttpResponse.json(apps.find((a) => a.id === id));
    }),
  );
  return { seen };
}

/**
 * Test data and msw handlers for the customers and dealer applications screens (tests only). An account's
 * action is the domain's applyCustomerAction and an application's decision its decideDealerApplication (each
 * refused as the API refuses it), decision bodies go through the routes' schemas, answers through theirs.
 */
import { http, HttpResponse } from 'msw';
import {
  AdminCustomerListSchema,
  AdminCustomerRowSchema,
  AdminCustomerSchema,
  applyCustomerAction,
  ApproveDealerBodySchema,
  CustomerActionParamsSchema,
  DealerApplicationListSchema,
  DealerApplicationSchema,
  DealerApplicationsQuerySchema,
  decideDealerApplication,
  DeclineDealerBodySchema,
  type AdminCustomer,
  type AdminCustomerRow,
  type DealerApplication,
} from '@shop/domain';
import { server } from '../../../test/server';
import { parsedBody, recorder, refusal } from '../../admin/admin-test-helpers';

export function buildCustomerRow(overrides: Partial<AdminCustomerRow> = {}): AdminCustomerRow {
  return AdminCustomerRowSchema.parse({
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
  });
}

export function buildApplication(overrides: Partial<DealerApplication> = {}): DealerApplication {
  return DealerApplicationSchema.parse({
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
  });
}

export function buildCustomer(overrides: Partial<AdminCustomer> = {}): AdminCustomer {
  return AdminCustomerSchema.parse({
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
  });
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
      return HttpResponse.json(
        AdminCustomerListSchema.parse({ customers, total: customers.length, page: 1, pageSize: 25 }),
      );
    }),
    http.get('/api/admin/customers/:id', async ({ request }) => {
      await record(request);
      return HttpResponse.json(AdminCustomerSchema.parse(current));
    }),
    http.post('/api/admin/customers/:id/:action', async ({ request, params }) => {
      await record(request);
      const { action } = CustomerActionParamsSchema.parse(params);
      const result = applyCustomerAction(current, action);
      if (!result.ok) return refusal(409, 'CUSTOMER_ACTION_REFUSED', result.reason);
      const { role, is_dealer, disabled } = result.change;
      current = AdminCustomerSchema.parse({
        ...current,
        ...(role !== undefined && { role }),
        ...(is_dealer !== undefined && { isDealer: false }),
        ...(disabled !== undefined && {
          disabled,
          disabled_at: disabled ? '2026-03-01T15:00:00.000Z' : null,
        }),
      });
      return HttpResponse.json(current);
    }),
    http.post('/api/admin/administrators/:id/revoke', async ({ request }) => {
      await record(request);
      current = AdminCustomerSchema.parse({ ...current, isAdmin: false });
      return HttpResponse.json(current);
    }),
    http.get('/api/admin/dealer-applications', async ({ request }) => {
      await record(request);
      const query = parsedBody(
        DealerApplicationsQuerySchema,
        Object.fromEntries(new URL(request.url).searchParams),
      );
      if (query instanceof Response) return query;
      const shown = apps.filter((a) => query.status === 'all' || a.status === query.status);
      return HttpResponse.json(
        DealerApplicationListSchema.parse({
          applications: shown,
          total: shown.length,
          page: 1,
          pageSize: 25,
        }),
      );
    }),
    http.post('/api/admin/dealer-applications/:id/:decision', async ({ request, params }) => {
      const decision = params.decision === 'approve' ? 'approve' : 'decline';
      const body = parsedBody(
        decision === 'approve' ? ApproveDealerBodySchema : DeclineDealerBodySchema,
        await record(request),
      );
      if (body instanceof Response) return body;
      const id = Number(params.id);
      const found = apps.find((a) => a.id === id);
      if (!found) return refusal(404, 'NOT_FOUND', 'No such application');
      const move = decideDealerApplication(found.status, decision);
      if (!move.ok) return refusal(409, 'APPLICATION_DECIDED', move.reason);
      const decided = DealerApplicationSchema.parse({
        ...found,
        status: move.status,
        note: body.note ?? null,
      });
      apps = apps.map((a) => (a.id === id ? decided : a));
      return HttpResponse.json(decided);
    }),
  );
  return { seen };
}

import { http, HttpResponse } from 'msw';
import {
  AccountOrderDetailSchema,
  AccountOrdersResponseSchema,
  AccountOrderSummarySchema,
  AddressListResponseSchema,
  AddressSchema,
  CsrfResponseSchema,
  GuestOrderDetailSchema,
  ProfileSchema,
  SavedCardListResponseSchema,
  SavedCardSchema,
  SessionResponseSchema,
  SessionUserSchema,
  type AccountOrderDetail,
  type AccountOrderSummary,
  type Address,
  type GuestOrderDetail,
  type Profile,
  type SavedCard,
  type SessionUser,
} from '@shop/domain';
import { server } from './server';

export const CSRF = 'csrf-test-token';

/** A signed-in session user: a retail shopper (role 1) unless overridden. */
export function buildSessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return SessionUserSchema.parse({
    email: 'pat@example.com',
    role: 1,
    isDealer: false,
    account_id: 41,
    first_name: 'Pat',
    last_name: 'Lee',
    email_consent: 0,
    sms_consent: 0,
    primary_phone: null,
    address: null,
    ...overrides,
  });
}

export const dealerUser = (overrides: Partial<SessionUser> = {}) =>
  buildSessionUser({
    email: 'shop@dealer.example',
    role: 2,
    isDealer: true,
    account_id: 77,
    first_name: 'Dana',
    ...overrides,
  });

/** Serves GET /api/auth/session as this user (or `{}` for null) and GET /api/auth/csrf. */
export function serveSession(user: SessionUser | null) {
  server.use(
    http.get('/api/auth/session', () =>
      HttpResponse.json(
        SessionResponseSchema.parse(user ? { user, expires: '2030-01-01T00:00:00.000Z' } : {}),
      ),
    ),
    http.get('/api/auth/csrf', () => HttpResponse.json(CsrfResponseSchema.parse({ csrfToken: CSRF }))),
  );
}

export function buildProfile(overrides: Partial<Profile> = {}): Profile {
  return ProfileSchema.parse({
    account_id: 41,
    email: 'pat@example.com',
    first_name: 'Pat',
    last_name: 'Lee',
    primary_phone: null,
    email_consent: 0,
    sms_consent: 0,
    role: 1,
    isDealer: false,
    address: null,
    created_at: '2026-01-02T15:00:00.000Z',
    email_verified: true,
    first_visit: false,
    ...overrides,
  });
}

export function buildSavedCard(overrides: Partial<SavedCard> = {}): SavedCard {
  return SavedCardSchema.parse({
    id: 1,
    card_brand: 'visa',
    card_no: '4242',
    exp_month: '04',
    exp_year: '2030',
    card_nickname: 'Work card',
    is_default_card: 1,
    updated_at: '2026-01-02T15:00:00.000Z',
    ...overrides,
  });
}

export function buildOrderSummary(overrides: Partial<AccountOrderSummary> = {}): AccountOrderSummary {
  return AccountOrderSummarySchema.parse({
    order_number: 'SA-000012',
    created_at: '2026-01-02T15:00:00.000Z',
    date: 'Jan 2, 2026',
    status: 'paid',
    final_total: 154.81,
    item_count: 1,
    is_dealer: false,
    returnable: false,
    ...overrides,
  });
}

/** A saved address of the address book: Pat Lee in Tampa, not the default unless overridden. */
export function buildAddress(overrides: Partial<Address> = {}): Address {
  return AddressSchema.parse({
    id: 1,
    first_name: 'Pat',
    last_name: 'Lee',
    address_line_1: '1 Main St',
    address_line_2: null,
    city: 'Tampa',
    state_code: 'FL',
    zip_code: '33601',
    country_code: 'US',
    phone_number: '8135550100',
    is_default: false,
    ...overrides,
  });
}

export function buildOrderDetail(
  overrides: {
    created_at?: string;
    eligible?: boolean;
    status?: AccountOrderDetail['order']['status'];
    shipment?: AccountOrderDetail['shipment'];
  } = {},
): AccountOrderDetail {
  const { id: _id, is_default: _default, ...address } = buildAddress();
  const eligible = overrides.eligible ?? true;
  return AccountOrderDetailSchema.parse({
    order: {
      order_number: 'SA-000012',
      final_total: 304.8,
      email: 'pat@example.com',
      status: overrides.status ?? 'paid',
      created_at: overrides.created_at ?? '2026-01-02T15:00:00.000Z',
      is_dealer: false,
      original_total: 299.98,
      discounts_total: 0,
      subtotal: 299.98,
      shipping_total: 4.82,
      tax_total: 0,
      tax_exempt: false,
      card_brand: 'visa',
      card_last4: '4242',
    },
    lineItems: [
      {
        sku: 'EVL-12-D2',
        displayed_sku: 'EVL-12-D2',
        name: 'EVL-12 Subwoofer',
        quantity: 2,
        price: 149.99,
        original_price: 149.99,
        line_total: 299.98,
        tax: 0,
        is_pre_ordered_item: false,
        child_items: [],
      },
    ],
    billingAddress: address,
    shippingAddress: address,
    customer: { first_name: 'Pat', last_name: 'Lee', primary_phone: '8135550100' },
    date: 'Jan 2, 2026',
    shipment: overrides.shipment ?? null,
    returns: [
      {
        order_line_id: 'SA-000012-1',
        sku: 'EVL-12-D2',
        eligible,
        returnable_quantity: eligible ? 2 : 0,
        window_ends_at: '2026-02-01T15:00:00.000Z',
        reason: eligible ? null : 'WINDOW_CLOSED',
      },
    ],
  });
}

/** An order's own page (GET /api/orders/{token}): the account's order view, its returns, whose it is. */
export function buildGuestOrderDetail(
  overrides: Parameters<typeof buildOrderDetail>[0] &
    Partial<Pick<GuestOrderDetail, 'return_requests' | 'on_account'>> = {},
): GuestOrderDetail {
  const { return_requests = [], on_account = false, ...detail } = overrides;
  return GuestOrderDetailSchema.parse({ ...buildOrderDetail(detail), return_requests, on_account });
}

/** The account dashboard's reads: profile, orders, addresses and cards. */
export function serveAccount({
  orders = [buildOrderSummary()],
  cards = [buildSavedCard()],
  profile = buildProfile(),
}: { orders?: AccountOrderSummary[]; cards?: SavedCard[]; profile?: Profile } = {}) {
  server.use(
    http.get('/api/account/profile', () => HttpResponse.json(profile)),
    http.get('/api/account/orders', ({ request }) => {
      const url = new URL(request.url);
      return HttpResponse.json(
        AccountOrdersResponseSchema.parse({
          orders,
          count: orders.length,
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: Number(url.searchParams.get('pageSize') ?? 10),
        }),
      );
    }),
    http.get('/api/account/addresses', () =>
      HttpResponse.json(AddressListResponseSchema.parse({ addresses: [] })),
    ),
    http.get('/api/account/cards', () => HttpResponse.json(SavedCardListResponseSchema.parse({ cards }))),
  );
}

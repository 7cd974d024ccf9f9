import { setupServer } from 'msw/node';
import { http, HttpResponse } from 'msw';
import {
  DEFAULT_FOOTER_GROUPS,
  DEFAULT_WAREHOUSES,
  type ActiveSaleResponse,
  type BestSellersResponse,
  type CheckoutPayment,
  type HomeResponse,
  type MenuResponse,
  type TaxRatesResponse,
  type WarehousesResponse,
} from '@shop/domain';
import { emptyCart } from './cart-factories';
import { contentPagesHandler } from './content-factories';
import { buildCollectionResponse } from './factories';

/** Calls every page makes (header menu, sale headline); tests add their own with server.use(...). */
export const defaultHandlers = [
  http.get('/api/menu', () => HttpResponse.json({ categories: [] } satisfies MenuResponse)),
  http.get('/api/sales/active', () => HttpResponse.json({ sale: null } satisfies ActiveSaleResponse)),
  // The home's content as a new shop answers it: no slide, tile or bar, the spec's pages in the footer.
  http.get('/api/home', () =>
    HttpResponse.json({
      slides: [],
      tiles: [],
      announcement: null,
      footer: [...DEFAULT_FOOTER_GROUPS],
    } satisfies HomeResponse),
  ),
  http.get('/api/cartv2', () => HttpResponse.json(emptyCart())),
  // Signed out until a test signs in; page views are accepted; the home page's best sellers are empty.
  http.get('/api/auth/session', () => HttpResponse.json({})),
  http.post('/api/analytics/events/page-view', () => HttpResponse.json({ status: 'success' })),
  http.post('/api/analytics/events/add-to-cart', () => HttpResponse.json({ status: 'success' })),
  // Checkout's payment step: the test provider, as development and tests run (decision 070).
  http.get('/api/checkout-v3/payment', () =>
    HttpResponse.json({ provider: 'test', test_shop: true } satisfies CheckoutPayment),
  ),
  // The checkout summary's sales tax (decision 075): no state collects unless a test serves rates.
  http.get('/api/tax/rates', () => HttpResponse.json({ rates: [] } satisfies TaxRatesResponse)),
  // The dealer card's and table's warehouses (decision 083): the spec's TPA and LV unless a test serves others.
  http.get('/api/warehouses', () =>
    HttpResponse.json({ warehouses: [...DEFAULT_WAREHOUSES] } satisfies WarehousesResponse),
  ),
  http.get('/api/admin/warehouses', () =>
    HttpResponse.json({ warehouses: [...DEFAULT_WAREHOUSES] } satisfies WarehousesResponse),
  ),
  http.get('/api/best-sellers', () => HttpResponse.json({ products: [] } satisfies BestSellersResponse)),
  // The subwoofers' collection page, empty unless a test serves cards.
  http.get('/api/collections/car-subwoofers', () => HttpResponse.json(buildCollectionResponse([]))),
  // Product pages show a reviews section: no reviews unless a test serves some.
  http.get('/api/reviews/skuList', () => HttpResponse.json({ reviews: [], count: 0, avgScore: 0 })),
  http.get('/api/reviews/with-images', () => HttpResponse.json({ reviews: [], count: 0, avgScore: 0 })),
  // The content pages (decision 081): the built-in ones, unedited.
  contentPagesHandler,
];

export const server = setupServer(...defaultHandlers);

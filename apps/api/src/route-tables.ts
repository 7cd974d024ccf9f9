/**
 * Every module's route table: what the OpenAPI document describes and the fuzz suite attacks. A route
 * mounted by app.ts but missing here (or the reverse) fails modules/openapi/openapi.test.ts.
 */
import type { RouteTable } from './lib/route-table.js';
import { accountTable } from './modules/account/account.routes.js';
import { adminApiKeysTable } from './modules/api-keys/admin.api-keys.routes.js';
import { adminStockTable } from './modules/catalog/admin.stock.routes.js';
import { adminProductsTable } from './modules/catalog/admin.products.routes.js';
import { adminCatalogCsvTable } from './modules/catalog/admin.catalog-csv.routes.js';
import { adminImagesTable } from './modules/images/admin.images.routes.js';
import { adminPicturesTable } from './modules/images/admin.pictures.routes.js';
import { adminSalesTable } from './modules/sales/admin.sales.routes.js';
import { adminDashboardTable } from './modules/dashboard/admin.dashboard.routes.js';
import { adminOrdersTable } from './modules/orders/admin.orders.routes.js';
import { adminTaxTable } from './modules/tax/admin.tax.routes.js';
import { taxTable } from './modules/tax/tax.routes.js';
import { adminWarehousesTable, warehousesTable } from './modules/catalog/warehouses.routes.js';
import { adminContentTable } from './modules/content/admin.content.routes.js';
import { contentTable } from './modules/content/content.routes.js';
import { adminSettingsTable } from './modules/settings/admin.settings.routes.js';
import { settingsTable } from './modules/settings/settings.routes.js';
import { adminReviewsTable } from './modules/reviews/admin.reviews.routes.js';
import { adminCollectionsTable } from './modules/catalog/admin.collections.routes.js';
import { adminMenuTable } from './modules/menu/admin.menu.routes.js';
import { adminHomeTable } from './modules/home/admin.home.routes.js';
import { homeTable } from './modules/home/home.routes.js';
import { adminAuditTable } from './modules/audit/admin.audit.routes.js';
import { analyticsTable } from './modules/analytics/analytics.routes.js';
import { authTable } from './modules/auth/auth.routes.js';
import { cartTable } from './modules/cart/cart.routes.js';
import { catalogTable } from './modules/catalog/catalog.routes.js';
import { checkoutTable, paymentWebhookTable } from './modules/checkout/checkout.routes.js';
import { dealersTable } from './modules/dealers/dealers.routes.js';
import { dealerApplicationTable } from './modules/dealers/dealers.applications.js';
import { adminCustomersTable } from './modules/account/admin.customers.routes.js';
import { adminDealerApplicationsTable } from './modules/dealers/admin.dealer-applications.routes.js';
import { adminSubscribersTable } from './modules/marketing/admin.subscribers.routes.js';
import { healthTable } from './modules/health/health.routes.js';
import { imagesTable } from './modules/images/images.routes.js';
import { ogImagesTable } from './modules/og-images/og-images.routes.js';
import { marketingTable } from './modules/marketing/marketing.routes.js';
import { menuTable } from './modules/menu/menu.routes.js';
import { openApiTable } from './modules/openapi/openapi.routes.js';
import { ordersTable } from './modules/orders/orders.routes.js';
import { pushTable } from './modules/push/push.routes.js';
import { reviewImagesTable, reviewsTable } from './modules/reviews/reviews.routes.js';
import { salesTable } from './modules/sales/sales.routes.js';
import { searchTable } from './modules/search/search.routes.js';
import { seoTable } from './modules/seo/seo.routes.js';
import { vehicleTable } from './modules/vehicles/vehicles.routes.js';
import { devOutboxTable } from './modules/mail/mail.routes.js';

export const ROUTE_TABLES: readonly RouteTable[] = [
  healthTable,
  vehicleTable,
  catalogTable,
  searchTable,
  analyticsTable,
  menuTable,
  homeTable,
  salesTable,
  taxTable,
  warehousesTable,
  contentTable,
  settingsTable,
  cartTable,
  checkoutTable,
  paymentWebhookTable,
  ordersTable,
  authTable,
  accountTable,
  dealersTable,
  dealerApplicationTable,
  marketingTable,
  pushTable,
  reviewsTable,
  reviewImagesTable,
  openApiTable,
  seoTable,
  ogImagesTable,
  imagesTable,
  devOutboxTable,
  adminApiKeysTable,
  adminStockTable,
  adminProductsTable,
  adminCatalogCsvTable,
  adminImagesTable,
  adminPicturesTable,
  adminSalesTable,
  adminCollectionsTable,
  adminMenuTable,
  adminContentTable,
  adminHomeTable,
  adminAuditTable,
  adminReviewsTable,
  adminCustomersTable,
  adminDealerApplicationsTable,
  adminOrdersTable,
  adminTaxTable,
  adminWarehousesTable,
  adminSettingsTable,
  adminSubscribersTable,
  adminDashboardTable,
];

/** The tables a production node mounts: the development outbox is left out (app.ts). */
export const PRODUCTION_ROUTE_TABLES: readonly RouteTable[] = ROUTE_TABLES.filter(
  (t) => t !== devOutboxTable,
);

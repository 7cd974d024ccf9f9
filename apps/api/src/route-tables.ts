/**
 * The shop's modules in mount order (decision 069, "The module contract"): app.ts builds each and mounts their
 * routers stage by stage in this order, and their route tables are what the OpenAPI document describes and the
 * fuzz suite attacks. Route order matters where two paths can match one request (a literal before a `:param`);
 * app.test.ts checks that no mounted route is hidden behind an earlier one.
 */
import { tablesOf } from './lib/shop-module.js';
import { accountModule } from './modules/account/account.module.js';
import { analyticsModule } from './modules/analytics/analytics.module.js';
import { apiKeysModule } from './modules/api-keys/api-keys.module.js';
import { auditModule } from './modules/audit/audit.module.js';
import { authModule } from './modules/auth/auth.module.js';
import { cartModule } from './modules/cart/cart.module.js';
import { catalogModule } from './modules/catalog/catalog.module.js';
import { checkoutModule } from './modules/checkout/checkout.module.js';
import { contentModule } from './modules/content/content.module.js';
import { dashboardModule } from './modules/dashboard/dashboard.module.js';
import { dealersModule } from './modules/dealers/dealers.module.js';
import { healthModule } from './modules/health/health.module.js';
import { homeModule } from './modules/home/home.module.js';
import { imagesModule } from './modules/images/images.module.js';
import { mailModule } from './modules/mail/mail.module.js';
import { marketingModule } from './modules/marketing/marketing.module.js';
import { menuModule } from './modules/menu/menu.module.js';
import { ogImagesModule } from './modules/og-images/og-images.module.js';
import { openApiModule } from './modules/openapi/openapi.module.js';
import { ordersModule } from './modules/orders/orders.module.js';
import { pushModule } from './modules/push/push.module.js';
import { reviewsModule } from './modules/reviews/reviews.module.js';
import { salesModule } from './modules/sales/sales.module.js';
import { searchModule } from './modules/search/search.module.js';
import { seoModule } from './modules/seo/seo.module.js';
import { settingsModule } from './modules/settings/settings.module.js';
import { taxModule } from './modules/tax/tax.module.js';
import { vehiclesModule } from './modules/vehicles/vehicles.module.js';

export const SHOP_MODULES = [
  healthModule,
  vehiclesModule,
  catalogModule,
  searchModule,
  analyticsModule,
  menuModule,
  homeModule,
  salesModule,
  taxModule,
  settingsModule,
  contentModule,
  cartModule,
  checkoutModule,
  ordersModule,
  authModule,
  accountModule,
  dealersModule,
  ogImagesModule,
  reviewsModule,
  marketingModule,
  pushModule,
  apiKeysModule,
  imagesModule,
  auditModule,
  dashboardModule,
  mailModule,
  seoModule,
  openApiModule,
] as const;

/** Every module's route table, in mount order. */
export const ROUTE_TABLES = tablesOf(SHOP_MODULES, false);

/** The tables a production node mounts: the development outbox is left out. */
export const PRODUCTION_ROUTE_TABLES = tablesOf(SHOP_MODULES, true);

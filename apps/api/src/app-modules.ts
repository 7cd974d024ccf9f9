/**
 * The modules of route-tables.ts SHOP_MODULES built for one app (decision 069, "The module contract"): each
 * factory is given its dependencies: the shared infrastructure, config slices, other modules' services and
 * the ports they declare. Part of the composition root (app.ts createApp).
 */
import type { Config } from './config.js';
import type { PasswordHasher } from './lib/password-hasher.js';
import type { PaymentProvider } from './lib/payment-provider.js';
import { byName, type BuiltOf, type ModuleInfra } from './lib/shop-module.js';
import type { ResolveViewer } from './lib/viewer.js';
import { defaultAddressIn } from './modules/account/account.service.js';
import type { AdminGuard } from './modules/admin/admin.auth.js';
import type { AuthRepo } from './modules/auth/auth.repo.js';
import { applicationsOfAccounts } from './modules/dealers/admin.dealer-applications.js';
import type { PushDelivery } from './modules/marketing/admin.subscribers.routes.js';
import { unsubscribeUrls } from './modules/marketing/marketing.links.js';
import { PRODUCTION_ROUTE_TABLES, ROUTE_TABLES, SHOP_MODULES } from './route-tables.js';

/** What createApp hands the modules. */
export type ModuleWiring = ModuleInfra & {
  config: Config;
  /** The shell's one guard of every back-office route (modules/admin/admin.auth.ts). */
  guard: AdminGuard;
  /** The session viewer's queries, which the auth and account services use too. */
  authRepo: AuthRepo;
  resolveViewer: ResolveViewer;
  payments: PaymentProvider;
  hasher: PasswordHasher;
  push?: PushDelivery | undefined;
};

export function buildModules(wiring: ModuleWiring): BuiltOf<typeof SHOP_MODULES> {
  const { db, clock, changes, config, guard, authRepo, resolveViewer, payments, production } = wiring;
  const shared = { ...wiring, admin: { db, clock, changes, guard } };
  const m = byName(SHOP_MODULES);
  const settings = m.settings.create(shared);
  const site = settings.service.site;
  const mail = m.mail.create({
    ...shared,
    site,
    unsubscribeUrls: (email) => unsubscribeUrls(config.publicUrl, config.jwtSecret, email),
    shopOrderEmail: () => settings.service.settings.current().order_email,
  });
  const sales = m.sales.create(shared);
  const catalog = m.catalog.create({ ...shared, sales: sales.service });
  const reviews = m.reviews.create({ ...shared, resolveViewer });
  const images = m.images.create({
    ...shared,
    products: catalog.service.pictureProducts,
    reviewPhotoCaching: reviews.service.photoCaching,
  });
  const cart = m.cart.create({
    ...shared,
    catalog: catalog.service.repo,
    sales: sales.service,
    shippingRules: (ex) => settings.service.settings.shippingRules(ex),
  });
  const orders = m.orders.create({ ...shared, mail: mail.service, payments });
  const marketing = m.marketing.create({ ...shared, mail: mail.service, site, push: wiring.push });
  const auth = m.auth.create({
    ...shared,
    repo: authRepo,
    mail: mail.service,
    cart: cart.service.cart,
    hasher: wiring.hasher,
    addresses: defaultAddressIn(db),
  });
  const account = m.account.create({
    ...shared,
    authRepo,
    buyer: orders.service.buyer,
    consents: { record: (c) => marketing.service.recordAccountConsent(c) },
    payments,
    auth: auth.service,
    mail: mail.service,
    applications: applicationsOfAccounts(db),
  });
  const tax = m.tax.create(shared);
  const content = m.content.create({ ...shared, site });
  const vehicles = m.vehicles.create({ ...shared, catalog: catalog.service.catalog });
  const search = m.search.create({ ...shared, cards: catalog.service.catalog });
  const menu = m.menu.create({ ...shared, products: catalog.service.menuProducts });
  const home = m.home.create({ ...shared, pictures: images.service });
  return {
    health: m.health.create(shared),
    vehicles,
    catalog,
    search,
    analytics: m.analytics.create(shared),
    menu,
    home,
    sales,
    tax,
    settings,
    content,
    cart,
    checkout: m.checkout.create({
      ...shared,
      cart: cart.service.cart,
      orders: orders.service.orders,
      payments,
      tax: tax.service,
      mail: mail.service,
      savedCards: account.service.savedCards,
      cards: account.service.paymentCards,
    }),
    orders,
    auth,
    account,
    dealers: m.dealers.create({
      ...shared,
      cart: cart.service.cart,
      createLimit: cart.service.createLimit,
      mail: mail.service,
    }),
    'og-images': m['og-images'].create({
      ...shared,
      siteLogo: async () => (await settings.service.settings.read()).identity.logo_url,
    }),
    reviews,
    marketing,
    push: m.push.create(shared),
    'api-keys': m['api-keys'].create(shared),
    images,
    audit: m.audit.create(shared),
    dashboard: m.dashboard.create(shared),
    mail,
    seo: m.seo.create({ ...shared, pages: content.service }),
    openapi: m.openapi.create({ tables: production ? PRODUCTION_ROUTE_TABLES : ROUTE_TABLES }),
  };
}

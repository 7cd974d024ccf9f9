import { redirect, type LazyRouteFunction, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import { requireSession } from '../features/auth/api/require-session';
import { ADMIN_HOME } from '../features/admin/admin-screens';
import { AdminLayout, adminLayoutLoader } from '../features/admin/routes/admin-layout';

type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

/**
 * The back office's lazy router branch: app/router.tsx names each route and this chunk, loaded with the
 * first /admin page, brings it (the layout with it, each screen in a chunk of its own). The shopper's entry
 * chunk holds only the route table, none of this code. The app composes the back office: the shell's layout
 * and guard come from features/admin, each screen from its area's admin folder (features/<area>/admin), so
 * the shell knows no area and no area knows another's screens.
 */
const routes = {
  layout: async (queryClient: QueryClient) => ({
    Component: AdminLayout,
    loader: adminLayoutLoader(queryClient),
  }),
  // /admin itself: the first screen of the navigation (the dashboard); a visitor is sent to sign
  // in and back to /admin, as the layout's loader does.
  home: async (queryClient: QueryClient) => ({
    loader: async ({ request }: LoaderFunctionArgs) => {
      await requireSession(queryClient, request);
      return redirect(ADMIN_HOME);
    },
  }),
  dashboard: async (queryClient: QueryClient) => {
    const m = await import('../features/dashboard/admin/routes/dashboard-page');
    return { Component: m.DashboardPage, loader: m.dashboardLoader(queryClient) };
  },
  products: async (queryClient: QueryClient) => {
    const m = await import('../features/catalog/admin/routes/products-page');
    return { Component: m.ProductsPage, loader: m.productsLoader(queryClient) };
  },
  'product-new': async (queryClient: QueryClient) => {
    const m = await import('../features/catalog/admin/routes/product-edit-page');
    return { Component: m.ProductNewPage, loader: m.productNewLoader(queryClient) };
  },
  product: async (queryClient: QueryClient) => {
    const m = await import('../features/catalog/admin/routes/product-edit-page');
    return { Component: m.ProductEditPage, loader: m.productEditLoader(queryClient) };
  },
  stock: async () => ({ Component: (await import('../features/catalog/admin/routes/stock-page')).StockPage }),
  sales: async (queryClient: QueryClient) => {
    const m = await import('../features/sales/admin/routes/sales-page');
    return { Component: m.SalesPage, loader: m.salesLoader(queryClient) };
  },
  // /admin/sales/new and /admin/sales/:id (one route: the editor reads 'new' as a new sale).
  sale: async (queryClient: QueryClient) => {
    const m = await import('../features/sales/admin/routes/sale-editor-page');
    return { Component: m.SaleEditorPage, loader: m.saleEditorLoader(queryClient) };
  },
  collections: async (queryClient: QueryClient) => {
    const m = await import('../features/catalog/admin/routes/collections-page');
    return { Component: m.CollectionsPage, loader: m.collectionsLoader(queryClient) };
  },
  // /admin/collections/new and /admin/collections/:id, as for sales.
  collection: async (queryClient: QueryClient) => {
    const m = await import('../features/catalog/admin/routes/collection-page');
    return { Component: m.CollectionPage, loader: m.collectionLoader(queryClient) };
  },
  menu: async (queryClient: QueryClient) => {
    const m = await import('../features/menu/admin/routes/menu-page');
    return { Component: m.MenuPage, loader: m.menuLoader(queryClient) };
  },
  reviews: async (queryClient: QueryClient) => {
    const m = await import('../features/reviews/admin/routes/reviews-page');
    return { Component: m.ReviewsPage, loader: m.reviewsLoader(queryClient) };
  },
  review: async (queryClient: QueryClient) => {
    const m = await import('../features/reviews/admin/routes/review-page');
    return { Component: m.ReviewPage, loader: m.reviewLoader(queryClient) };
  },
  orders: async (queryClient: QueryClient) => {
    const m = await import('../features/orders/admin/routes/orders-page');
    return { Component: m.OrdersPage, loader: m.ordersLoader(queryClient) };
  },
  order: async (queryClient: QueryClient) => {
    const m = await import('../features/orders/admin/routes/order-page');
    return { Component: m.OrderPage, loader: m.orderLoader(queryClient) };
  },
  'packing-slip': async (queryClient: QueryClient) => {
    const [slip, order] = await Promise.all([
      import('../features/orders/admin/routes/packing-slip-page'),
      import('../features/orders/admin/routes/order-page'),
    ]);
    return { Component: slip.PackingSlipPage, loader: order.orderLoader(queryClient) };
  },
  returns: async (queryClient: QueryClient) => {
    const m = await import('../features/orders/admin/routes/returns-page');
    return { Component: m.ReturnsPage, loader: m.returnsLoader(queryClient) };
  },
  'api-keys': async (queryClient: QueryClient) => {
    const m = await import('../features/api-keys/admin/routes/api-keys-page');
    return { Component: m.ApiKeysPage, loader: m.apiKeysLoader(queryClient) };
  },
  customers: async (queryClient: QueryClient) => {
    const m = await import('../features/account/admin/routes/customers-page');
    return { Component: m.CustomersPage, loader: m.customersLoader(queryClient) };
  },
  customer: async (queryClient: QueryClient) => {
    const m = await import('../features/account/admin/routes/customer-page');
    return { Component: m.CustomerPage, loader: m.customerLoader(queryClient) };
  },
  dealers: async (queryClient: QueryClient) => {
    const m = await import('../features/dealers/admin/routes/dealers-page');
    return { Component: m.DealersPage, loader: m.dealersLoader(queryClient) };
  },
  subscribers: async (queryClient: QueryClient) => {
    const m = await import('../features/marketing/admin/routes/subscribers-page');
    return { Component: m.SubscribersPage, loader: m.subscribersLoader(queryClient) };
  },
  pages: async (queryClient: QueryClient) => {
    const m = await import('../features/content/admin/routes/pages-page');
    return { Component: m.PagesPage, loader: m.pagesLoader(queryClient) };
  },
  // /admin/pages/new and /admin/pages/:slug (one route: the editor reads 'new' as a new page).
  page: async (queryClient: QueryClient) => {
    const m = await import('../features/content/admin/routes/page-editor-page');
    return { Component: m.PageEditorPage, loader: m.pageEditorLoader(queryClient) };
  },
  'home-page': async (queryClient: QueryClient) => {
    const m = await import('../features/home/admin/routes/home-admin-page');
    return { Component: m.HomeAdminPage, loader: m.homeAdminLoader(queryClient) };
  },
  tax: async (queryClient: QueryClient) => {
    const m = await import('../features/tax/admin/routes/tax-page');
    return { Component: m.TaxPage, loader: m.taxLoader(queryClient) };
  },
  settings: async (queryClient: QueryClient) => {
    const m = await import('../features/settings/admin/routes/settings-page');
    return { Component: m.SettingsPage, loader: m.settingsLoader(queryClient) };
  },
  audit: async (queryClient: QueryClient) => {
    const m = await import('../features/audit/admin/routes/audit-page');
    return { Component: m.AuditPage, loader: m.auditLoader(queryClient) };
  },
} satisfies Record<string, (queryClient: QueryClient) => Promise<RouteModule>>;

export type AdminRouteName = keyof typeof routes;

export const adminRoute = (name: AdminRouteName, queryClient: QueryClient): Promise<RouteModule> =>
  routes[name](queryClient);
